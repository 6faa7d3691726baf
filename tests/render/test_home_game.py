"""The score keeper's HTML: the round form, the score sheet, the end of a game and a shared summary."""

from __future__ import annotations

from baccarat.home_game import new_game, read_summary, record_round, summary_code
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
    assert "A shared game" in html and "Final scores: Cy win" in html
    assert "<form" not in html and "<button" not in html


def test_the_frame_waits_for_python_with_its_set_up_form_disabled() -> None:
    html = widget_html()
    assert "<fieldset disabled>" in html and 'name="players"' in html
