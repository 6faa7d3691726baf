"""The score keeper's HTML: the round form, the score sheet, the end of a game and a shared summary."""

from __future__ import annotations

from baccarat.home_game import new_game, read_summary, record_round, share_first, summary_code
from baccarat.render.home_game import game_html, summary_html, widget_html

CALLS = {"Bo": "player", "Cy": "banker"}


def test_a_game_in_progress_asks_each_predictor_for_a_call() -> None:
    html = game_html(new_game("Ann\nBo\nCy", 2, 0, seed=1))
    assert html.count('<fieldset class="bac-call" data-player=') == 2  # the dealer, Ann, sits out
    assert 'data-player="Ann"' not in html
    assert "Score sheet after 0 rounds" in html and "bac-home_game-end" not in html


def test_the_end_names_the_winner_and_links_the_summary() -> None:
    game = record_round(new_game("Ann\nBo\nCy", 1, 0, seed=1), CALLS, player="2 2 8", banker="3 K")
    html = game_html(game)
    assert "Game over: Cy wins, with 1 point." in html
    assert f'href="?summary={summary_code(game)}"' in html
    assert "Final table after 1 round<" in html


def test_names_are_text_never_markup() -> None:
    html = game_html(new_game("<b>Ann</b>\nBo\nCy", 1, 1, seed=1))
    assert "<b>Ann</b>" not in html and "&lt;b&gt;Ann&lt;/b&gt;" in html


def test_a_shared_summary_is_read_only() -> None:
    game = record_round(new_game("Ann\nBo\nCy", 1, 0, seed=1), CALLS, player="2 2 8", banker="3 K")
    html = summary_html(read_summary(summary_code(game)))
    assert "A shared game" in html and "Final scores: Cy wins<" in html
    assert "<form" not in html and "<button" not in html


def test_the_frame_waits_for_python_with_its_set_up_form_disabled() -> None:
    html = widget_html()
    assert "<fieldset disabled>" in html and 'name="players"' in html


def summary_of(game: dict[str, object], lang: str = "en") -> str:
    return summary_html(read_summary(summary_code(game)), lang=lang)


def tied_game(names: str) -> dict[str, object]:
    """Two players, the first dealing one round and the second missing: 0 all, first place shared."""
    return share_first(record_round(new_game(names, 1, 0, seed=1), {"Bo": "player"}, player="2 2 8", banker="3 K"))


def test_a_summary_names_its_winner_or_winners_in_whole_sentences() -> None:
    won = record_round(new_game("Ann\nBo\nCy", 1, 0, seed=1), CALLS, player="2 2 8", banker="3 K")  # Cy alone
    assert "<caption>Final scores: Cy wins</caption>" in summary_of(won)
    assert "<caption>最終成績：Cy勝出</caption>" in summary_of(won, "zh-Hant")
    assert "<caption>最终成绩：Cy胜出</caption>" in summary_of(won, "zh-Hans")
    # First place shared by both, listed as a sentence lists them.
    tied = tied_game("Ann\nBo")
    assert "<caption>Final scores: Ann and Bo share first place</caption>" in summary_of(tied)
    assert "<caption>最終成績：Ann和Bo並列第一</caption>" in summary_of(tied, "zh-Hant")
    assert "<caption>最终成绩：Ann和Bo并列第一</caption>" in summary_of(tied, "zh-Hans")
    hostile = tied_game("<b>A</b>\nBo")
    assert "&lt;b&gt;A&lt;/b&gt; and Bo share" in summary_of(hostile)  # escaped once, never twice


def test_the_score_sheet_heads_its_people_name_not_player() -> None:
    game = new_game("Ann\nBo", 2, 0, seed=1)
    heads = {lang: game_html(game, lang=lang).split('<div class="bac-home_game-scores">', 1)[1] for lang in
             ("en", "zh-Hant", "zh-Hans")}  # fmt: skip
    assert '<th scope="col">Name</th><th scope="col">Points</th>' in heads["en"]
    assert '<th scope="col">參加者</th>' in heads["zh-Hant"] and '<th scope="col">参与者</th>' in heads["zh-Hans"]


def test_the_round_by_round_table_scrolls_in_its_own_named_region() -> None:
    html = game_html(new_game("Ann\nBo", 2, 0, seed=1))
    assert '<div class="bac-home_game-rounds bac-stacks bac-scroll" tabindex="0" role="region" ' \
           'aria-label="Round by round (scrolls sideways)" data-hint="Scroll sideways to see it all →">' \
           in html  # fmt: skip
