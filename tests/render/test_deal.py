"""The live dealer's frame: the hand it opens on before Python, and where a dealt hand comes from."""

from __future__ import annotations

from baccarat import Shoe
from baccarat.render.coup import verdict
from baccarat.render.deal import OPENING_HAND, shoe_info, widget_html


def test_the_frame_opens_on_its_shoe_hand_explained() -> None:
    html = widget_html()
    coup = Shoe(OPENING_HAND["decks"], seed=OPENING_HAND["seed"]).deal_many(OPENING_HAND["hand"])[-1]
    assert f'data-seed="{OPENING_HAND["seed"]}"' in html and verdict(coup) in html
    assert html.count("<fieldset disabled>") == 2  # dealing and typed cards wait for Python


def test_where_a_dealt_hand_comes_from() -> None:
    assert shoe_info(10, 8, 1, 401, False) == "Shoe 10 (8 decks), hand 1: 401 cards left."
    assert shoe_info(3, 1, 9, 5, True).startswith("Shoe 3 (1 deck), hand 9: 5 cards left. The cut card is out")
