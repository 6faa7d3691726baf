"""The pocket dealer's action: the contract fields after every card, and bad taps named."""

from __future__ import annotations

import pytest

from baccarat.pocket import chances, position
from baccarat.render.markup import escape
from baccarat.widgets import handle


@pytest.mark.parametrize("cards", ["", "5", "5 K", "2 3 2 K", "2 3 2 K 3", "2 3 2 K 3 Q", "9 8 K K"])
def test_every_prefix_answers_the_contract(cards: str) -> None:
    answer = handle({"action": "pocket", "cards": cards, "decks": 6})
    now = position(cards)
    assert answer["ok"] and answer["next"] == now.next and answer["says"] == now.says
    assert answer["cards"] == cards.split() and answer["decks"] == 6
    shares = [float(x) for x in chances(cards, 6)]
    given = answer["chances"].split(" ")
    assert all(len(share.split(".")[1]) >= 8 for share in given)
    assert [float(share) for share in given] == pytest.approx(shares, abs=1e-10)
    assert f'data-next="{now.next}"' in answer["html"] and escape(now.says) in answer["html"]


def test_the_felt_marks_where_the_next_card_goes() -> None:
    html = handle({"action": "pocket", "cards": "2 3 2 K"})["html"]
    assert '<div class="bac-hand" data-side="player" data-waiting="">' in html
    assert escape("Next card: the Player's third") in html


@pytest.mark.parametrize(
    ("request_", "field", "words"),
    [
        ({"action": "pocket", "cards": "9 8 K K 5"}, "cards", "5 belongs to the next coup"),
        ({"action": "pocket", "cards": "A A A A A", "decks": 1}, "cards", "a 1-deck shoe holds only 4"),
        ({"action": "pocket", "cards": "<b>"}, "cards", "'<b>' is not a card"),
        ({"action": "pocket", "cards": "2", "decks": 0}, "decks", "from 1 to 8"),
        ({"action": "pocket", "cards": ["2"]}, "cards", "cards must be text"),
    ],
)
def test_impossible_taps_are_refused_by_name(request_: dict[str, object], field: str, words: str) -> None:
    answer = handle(request_)
    assert answer["ok"] is False and answer["field"] == field and words in answer["error"]


@pytest.mark.parametrize(("lang", "undo"), [("en", ">Undo<"), ("zh-Hant", ">取消上一張<"), ("zh-Hans", ">撤销上一张<")])
def test_the_undo_key_says_it_takes_back_the_last_card(lang: str, undo: str) -> None:
    """Hong Kong reads 復原 as "restore": the pocket dealer's key says what it does, the last card taken back."""
    from baccarat.render.pocket import widget_html

    html = widget_html(lang=lang)
    assert undo in html and "復原" not in html
