"""The live dealer's frame: the hand it shows before Python starts, where a dealt hand comes from, and its forms."""

from __future__ import annotations

from ..errors import counted
from ..shoe import Shoe
from .cards import CARD_HELP
from .coup import coup_html
from .markup import attrs, decks_select, escape, widget_frame

__all__ = ["OPENING_HAND", "shoe_info", "widget_html"]


#: The shoe hand the dealer shows before Python starts: a Banker 6 drawing against a Player 7.
OPENING_HAND = {"seed": 10, "decks": 8, "hand": 1}


def _opening_coup() -> str:
    shoe = Shoe(OPENING_HAND["decks"], seed=OPENING_HAND["seed"])
    coup = shoe.deal_many(OPENING_HAND["hand"])[-1]
    attributes = attrs(**{f"data_{name}": str(value) for name, value in OPENING_HAND.items()})
    info = shoe_info(OPENING_HAND["seed"], OPENING_HAND["decks"], OPENING_HAND["hand"], shoe.cards_left, shoe.finished)
    # Under the felt, beside the steps, where the eye already is: the controls that move the game on.
    actions = (
        '<button type="button" class="md-button md-button--primary" data-action="next-hand" disabled>Next hand</button>'
        '<button type="button" class="md-button" data-action="copy" disabled>Copy link</button>'
    )
    coup_part = coup_html(coup, stepper=True, actions=actions)
    return f'<div class="bac-result"{attributes}>{coup_part}</div><p class="bac-shoe-info">{escape(info)}</p>'


def shoe_info(seed: int, decks: int, hand: int, cards_left: int, finished: bool) -> str:
    """Where a dealt hand comes from, in words.

        >>> shoe_info(10, 8, 1, 401, False)
        'Shoe 10 (8 decks), hand 1: 401 cards left.'

    Raises nothing.
    """
    end = " The cut card is out: this shoe is finished. Start a new shoe." if finished else ""
    return f"Shoe {seed} ({counted(decks, 'deck')}), hand {hand}: {cards_left} cards left.{end}"


def widget_html() -> str:
    """The "Deal a hand" widget as static HTML: a dealt, explained hand, and controls the page's script enables."""
    forms = (
        '<div class="bac-controls">'
        '<form class="bac-shoe" data-form="deal"><fieldset disabled><legend class="bac-sr">Deal from a shoe</legend>'
        '<button type="submit" class="md-button">New shoe</button> '
        f"{decks_select(8)}"
        '<label>Seed <input name="seed" inputmode="numeric" autocomplete="off" size="10" '
        'placeholder="random" aria-describedby="bac-seed-help"></label>'
        '<span id="bac-seed-help" class="bac-help">The same seed always shuffles the same shoe.</span>'
        "</fieldset></form>"
        '<details class="bac-enter-cards"><summary>Enter your own cards</summary>'
        '<form class="bac-enter" data-form="resolve"><fieldset disabled><legend class="bac-sr">Enter cards</legend>'
        '<label>Player <input name="player" autocomplete="off" spellcheck="false" placeholder="2 2 8"></label> '
        '<label>Banker <input name="banker" autocomplete="off" spellcheck="false" placeholder="3 K"></label>'
        '<p class="bac-help">or, in dealing order (Player, Banker, Player, Banker, then third cards):</p>'
        '<label>Dealing order <input name="cards" autocomplete="off" spellcheck="false" '
        'placeholder="2 3 2 K 8"></label> '
        f'<button type="submit" class="md-button md-button--primary">Explain</button>{CARD_HELP}'
        "</fieldset></form></details></div>"
    )
    return widget_frame(
        "deal",
        starting="The live dealer is starting…",
        without_script="The live dealer needs JavaScript and WebAssembly. The hand below, and every worked "
        "example in the rules pages, reads fine without them.",
        forms=forms,
        result=_opening_coup(),
    )
