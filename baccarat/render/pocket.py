"""The pocket dealer: the cards tapped so far on the felt, what happens next, and the chances from here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import SupportsFloat

from ..cards import RANK_NAMES, RANKS, Card
from ..errors import counted
from .coup import hand_html
from .markup import attrs, decks_select, escape, percent, table_html, widget_frame

__all__ = [
    "chances_html",
    "chances_text",
    "keypad_html",
    "position_html",
    "widget_html",
]

#: Where the next card goes, as the felt marks it.
_NEXT_WORDS = {
    "player": "Next card: Player",
    "banker": "Next card: Banker",
    "player-third": "Next card: the Player's third",
    "banker-third": "Next card: the Banker's third",
    "done": "The coup is over",
}
_PLACES = 10  # decimals in data-chances: exact enough to compare, short enough to read


def chances_text(chances: Sequence[SupportsFloat]) -> str:
    """The chances as the widget's ``data-chances`` carries them: Player, Banker, Tie, to 10 decimals.

        >>> from fractions import Fraction
        >>> chances_text((Fraction(1, 3), Fraction(1, 2), Fraction(1, 6)))
        '0.3333333333 0.5000000000 0.1666666667'

    Raises nothing for numbers.
    """
    return " ".join(f"{float(share):.{_PLACES}f}" for share in chances)


def position_html(player: Sequence[Card], banker: Sequence[Card], next_card: str, says: str) -> str:
    """The coup so far: both hands, where the next card goes, and the dealer's words."""
    waiting = next_card.split("-")[0]
    table = hand_html("player", player, waiting=waiting == "player") + hand_html(
        "banker", banker, waiting=waiting == "banker"
    )
    return (
        f'<div class="bac-pocket-table"><div class="bac-table">{table}</div>'
        f'<p class="bac-pocket-next" data-next="{escape(next_card)}">'
        f"<strong>{escape(_NEXT_WORDS[next_card])}</strong></p>"
        f'<p class="bac-pocket-says" aria-live="polite">{escape(says)}</p></div>'
    )


def chances_html(chances: Sequence[SupportsFloat], decks: int, seen: int, over: bool) -> str:
    """The exact chances from here, as one row of a table (a line that fits a phone under the felt): from a
    fresh shoe of ``decks`` less the ``seen`` cards.

        >>> html = chances_html((0.4462, 0.4586, 0.0952), 8, 0, False)
        >>> html.count("<tr>"), html.count('<td class="bac-num"')
        (2, 3)

    Raises nothing for numbers.
    """
    shoe = f"a fresh {decks}-deck shoe" + (f" less the {counted(seen, 'card')} on the felt" if seen else "")
    caption = "The result, now that the coup is over" if over else f"Chances from here: {shoe}"
    row = "".join(percent(share, places=4).cell() for share in chances)
    return table_html(caption, ("Player wins", "Banker wins", "Tie"), [f"<tr>{row}</tr>"], class_="bac-pocket-chances")


def keypad_html(after: str = "") -> str:
    """A key for each rank, big enough for a thumb, each named in words for a screen reader; ``after``
    (a widget's own key, such as Undo) ends the pad, under the reader's thumb.

        >>> keypad_html().count("data-rank=")
        13

    Raises nothing.
    """
    keys = "".join(
        f'<button type="button" class="md-button bac-key" data-rank="{rank}" '
        f'aria-label="{RANK_NAMES.get(rank, rank).capitalize()}">{rank}</button>'
        for rank in RANKS
    )
    return f'<div class="bac-keypad">{keys}{after}</div>'


def widget_html(decks: int = 8) -> str:
    """The pocket dealer as static HTML: an empty felt with the fresh shoe's chances, the keypad and its controls."""
    from ..pocket import chances, position  # the build's: exact arithmetic, which the browser loads later

    empty = position("")
    shares = chances("", decks)
    # On a phone the chances sit under the felt, then the keys with Undo among them, then the dealer's
    # words (the stylesheet orders them so): the keys never move as the words grow.
    undo = '<button type="button" class="md-button bac-key-undo" data-action="undo">Undo</button>'
    forms = (
        f'<div class="bac-pocket-odds">{chances_html(shares, decks, 0, False)}</div>'
        '<form class="bac-pocket-keys" data-form="pocket"><fieldset disabled>'
        "<legend>Tap each card as it is dealt, in order</legend>"
        f"{keypad_html(undo)}"
        '<div class="bac-pocket-actions">'
        '<button type="button" class="md-button" data-action="new">New coup</button> '
        f"{decks_select(decks)}</div></fieldset></form>"
    )
    state = attrs(data_cards="", data_decks=str(decks), data_next="player", data_chances=chances_text(shares))
    return widget_frame(
        "pocket",
        starting="The pocket dealer is starting…",
        without_script="The pocket dealer needs JavaScript and WebAssembly; the drawing charts in the rules pages "
        "answer the same questions on paper.",
        forms=forms,
        result=f'<div class="bac-result">{position_html((), (), empty.next, empty.says)}</div>',
        state=state,
    )
