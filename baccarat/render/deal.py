"""The live dealer's frame: the hand it shows before Python starts, where a dealt hand comes from, and its forms."""

from __future__ import annotations

import json

from ..i18n import words
from ..shoe import Shoe
from .cards import card_help
from .coup import coup_html
from .markup import attrs, decks_select, escape, widget_frame

__all__ = ["OPENING_HAND", "shoe_info", "widget_html"]


#: The shoe hand the dealer shows before Python starts: a Banker 6 drawing against a Player 7.
OPENING_HAND = {"seed": 10, "decks": 8, "hand": 1}


def _opening_coup(lang: str) -> str:
    w = words(lang)
    shoe = Shoe(OPENING_HAND["decks"], seed=OPENING_HAND["seed"])
    coup = shoe.deal_many(OPENING_HAND["hand"])[-1]
    link = {name: str(value) for name, value in OPENING_HAND.items()}  # its link's query, as a dealt hand's answer's
    attributes = attrs(**{f"data_{name}": value for name, value in link.items()}, data_link=json.dumps(link))
    info = shoe_info(
        OPENING_HAND["seed"], OPENING_HAND["decks"], OPENING_HAND["hand"], shoe.cards_left, shoe.finished, lang=lang
    )
    next_hand, copy = escape(w("Next hand")), escape(w("Copy link"))
    # Under the felt, beside the steps, where the eye already is: the controls that move the game on.
    actions = (
        f'<button type="button" class="md-button md-button--primary" data-action="next-hand" disabled>{next_hand}'
        f'</button><button type="button" class="md-button" data-action="copy" disabled>{copy}</button>'
    )
    coup_part = coup_html(coup, stepper=True, actions=actions, lang=lang)
    return f'<div class="bac-result"{attributes}>{coup_part}</div><p class="bac-shoe-info">{escape(info)}</p>'


def shoe_info(seed: int, decks: int, hand: int, cards_left: int, finished: bool, *, lang: str = "en") -> str:
    """Where a dealt hand comes from, in words (in ``lang``).

        >>> shoe_info(10, 8, 1, 401, False)
        'Shoe 10 (8 decks), hand 1: 401 cards left.'

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    said = w.ngettext(
        "Shoe {seed} ({decks} deck), hand {hand}: {left} cards left.",
        "Shoe {seed} ({decks} decks), hand {hand}: {left} cards left.",
        decks, seed=seed, decks=decks, hand=hand, left=cards_left,
    )  # fmt: skip
    if not finished:
        return said
    return w("{said} The cut card is out: this shoe is finished. Start a new shoe.", said=said)


def widget_html(*, lang: str = "en") -> str:
    """The "Deal a hand" widget as static HTML: a dealt, explained hand, and controls the page's script enables.

        >>> widget_html().count('data-form="')
        2

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    deal_from_shoe, new_shoe, seed, seed_help = w("Deal from a shoe"), w("New shoe"), w("Seed"), w("random")
    same_seed = w("The same seed always shuffles the same shoe.")
    enter_own, enter = w("Enter your own cards"), w("Enter cards")
    player, banker = w.pgettext("hand", "Player"), w.pgettext("hand", "Banker")
    in_order = w("or, in dealing order (Player, Banker, Player, Banker, then third cards):")
    dealing_order, explain = w("Dealing order"), w("Explain")
    forms = (
        '<div class="bac-controls">'
        '<form class="bac-shoe" data-form="deal"><fieldset disabled>'
        f'<legend class="bac-sr">{escape(deal_from_shoe)}</legend>'
        f'<button type="submit" class="md-button">{escape(new_shoe)}</button> '
        f"{decks_select(8, lang=lang)}"
        f'<label>{escape(seed)} <input name="seed" inputmode="numeric" autocomplete="off" size="10" '
        f'placeholder="{escape(seed_help)}" aria-describedby="bac-seed-help"></label>'
        f'<span id="bac-seed-help" class="bac-help">{escape(same_seed)}</span>'
        "</fieldset></form>"
        f'<details class="bac-enter-cards"><summary>{escape(enter_own)}</summary>'
        '<form class="bac-enter" data-form="deal-resolve"><fieldset disabled>'
        f'<legend class="bac-sr">{escape(enter)}</legend>'
        f'<label>{escape(player)} <input name="player" autocomplete="off" spellcheck="false" placeholder="2 2 8">'
        f"</label> "
        f'<label>{escape(banker)} <input name="banker" autocomplete="off" spellcheck="false" placeholder="3 K">'
        "</label>"
        f'<p class="bac-help">{escape(in_order)}</p>'
        f'<label>{escape(dealing_order)} <input name="cards" autocomplete="off" spellcheck="false" '
        'placeholder="2 3 2 K 8"></label> '
        f'<button type="submit" class="md-button md-button--primary">{escape(explain)}</button>'
        f"{card_help(lang=lang)}</fieldset></form></details></div>"
    )
    return widget_frame(
        "deal",
        starting=w("The live dealer is starting…"),
        without_script=w(
            "The live dealer needs JavaScript and WebAssembly. The hand below, and every worked "
            "example in the rules pages, reads fine without them."
        ),
        forms=forms,
        result=_opening_coup(lang),
    )
