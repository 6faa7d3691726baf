"""The pocket dealer: the cards tapped so far on the felt, what happens next, and the chances from here."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import SupportsFloat

from ..cards import RANKS, Card, rank_word
from ..i18n import Words, words
from ..pocket import chances, position
from .coup import hand_html
from .markup import Number, attrs, decks_select, escape, percent, table_html, widget_frame

__all__ = [
    "chances_html",
    "chances_text",
    "exact_html",
    "fraction_text",
    "keypad_html",
    "position_html",
    "widget_html",
]


def _next_words(next_card: str, w: Words) -> str:
    """Where the next card goes (one of :data:`baccarat.pocket.NEXT`), as the felt marks it."""
    said = {
        "player": w("Next card: Player"),
        "banker": w("Next card: Banker"),
        "player-third": w("Next card: the Player's third"),
        "banker-third": w("Next card: the Banker's third"),
        "done": w("The coup is over"),
    }
    return said[next_card]


_PLACES = 10  # decimals in data-chances: exact enough to compare, short enough to read


def chances_text(chances: Sequence[SupportsFloat]) -> str:
    """The chances as the widget's ``data-chances`` carries them: Player, Banker, Tie, to 10 decimals.

        >>> from fractions import Fraction
        >>> chances_text((Fraction(1, 3), Fraction(1, 2), Fraction(1, 6)))
        '0.3333333333 0.5000000000 0.1666666667'

    Raises nothing for numbers.
    """
    return " ".join(f"{float(share):.{_PLACES}f}" for share in chances)


def position_html(
    player: Sequence[Card], banker: Sequence[Card], next_card: str, says: str, *, lang: str = "en", result: str = ""
) -> str:
    """The coup so far: both hands, where the next card goes (or, once it is over, its ``result``, as
    :func:`.coup.winner_and_score` words it), and the dealer's words (``says``, already in ``lang``, as
    :func:`baccarat.pocket.position` gives them).

        >>> position_html((), (), "player", "The next card is the Player's first.").count('data-side="')
        2

    Raises :class:`KeyError` for a ``next_card`` not in :data:`baccarat.pocket.NEXT`, and
    :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    waiting = next_card.split("-")[0]
    table = hand_html("player", player, waiting=waiting == "player", lang=lang) + hand_html(
        "banker", banker, waiting=waiting == "banker", lang=lang
    )
    return (
        f'<div class="bac-pocket-table"><div class="bac-table">{table}</div>'
        f'<p class="bac-pocket-next" data-next="{escape(next_card)}">'
        f"<strong>{escape(result if next_card == 'done' and result else _next_words(next_card, w))}</strong></p>"
        f'<p class="bac-pocket-says" aria-live="polite">{escape(says)}</p></div>'
    )


def fraction_text(share: Fraction) -> str:
    """A chance as the exact fraction it is, in lowest terms, thousands separated; a certain or impossible
    result as 1 or 0.

        >>> fraction_text(Fraction(4096, 8193)), fraction_text(Fraction(1)), fraction_text(Fraction(0))
        ('4,096/8,193', '1', '0')

    Raises nothing.
    """
    if share.denominator == 1:
        return f"{share.numerator:,}"
    return f"{share.numerator:,}/{share.denominator:,}"


def exact_html(chances: Sequence[Fraction], *, lang: str = "en") -> str:
    """The exact chances, Player, Banker and Tie, as fractions, folded until the reader asks for them.

        >>> exact_html((Fraction(1, 3), Fraction(1, 2), Fraction(1, 6))).count("exactly")
        3

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    names = (w("Player wins"), w("Banker wins"), w("Tie"))
    said = (w("{outcome}: exactly {fraction}", outcome=name, fraction=fraction_text(share))
            for name, share in zip(names, chances, strict=True))  # fmt: skip
    # A long fraction may break after its slash (never inside a number) on a narrow phone.
    lines = "".join(f"<li>{escape(line).replace('/', '/<wbr>')}</li>" for line in said)
    summary = w("Exact chances, as fractions")
    return f'<details class="bac-pocket-exact"><summary>{escape(summary)}</summary><ul>{lines}</ul></details>'


def chances_html(chances: Sequence[Fraction | float], decks: int, seen: int, over: bool, *, lang: str = "en") -> str:
    """The chances from here, as one row of a table to two decimals (a line that fits a phone under the felt),
    and their exact fractions on demand: from a fresh shoe of ``decks`` less the ``seen`` cards.

        >>> html = chances_html((Fraction(1, 3), Fraction(1, 2), Fraction(1, 6)), 8, 0, False)
        >>> html.count("<tr>"), html.count('<td class="bac-num"'), "33.33%" in html, "1/<wbr>3" in html
        (2, 3, True, True)

    Raises nothing for chances in a language of :data:`~baccarat.i18n.LANGUAGES`.
    """
    w = words(lang)
    if over:
        caption = w("The result, now that the coup is over")
    elif seen:
        caption = w.ngettext(
            "Chances from here: a fresh {decks}-deck shoe less the {count} card on the felt",
            "Chances from here: a fresh {decks}-deck shoe less the {count} cards on the felt",
            seen, decks=decks, count=seen,
        )  # fmt: skip
    else:
        caption = w("Chances from here: a fresh {decks}-deck shoe", decks=decks)
    # Two decimals to read (a share too small to show says so); the exact fraction under the table.
    row = "".join(Number(percent(share, lang=lang).text, lang=lang).cell() for share in chances)
    head = (w("Player wins"), w("Banker wins"), w("Tie"))
    table = table_html(caption, head, [f"<tr>{row}</tr>"], class_="bac-pocket-chances")
    return table + exact_html([Fraction(share) for share in chances], lang=lang)


def keypad_html(after: str = "", *, lang: str = "en") -> str:
    """A key for each rank, big enough for a thumb, each named in words for a screen reader; ``after``
    (a widget's own key, such as Undo) ends the pad, under the reader's thumb.

        >>> keypad_html().count("data-rank=")
        13

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    named = (words(lang).say(rank_word(rank)) for rank in RANKS)
    # A key's name begins with what it shows (WCAG 2.5.3, label in name): "Ace" for A, but no name of its own for
    # 10 ("Ten" would hide the "10" a reader says to voice control) nor where the word is the rank itself.
    labels = (name[:1].upper() + name[1:] if name.lower().startswith(rank.lower()) and name != rank else None
              for rank, name in zip(RANKS, named, strict=True))  # fmt: skip
    keys = "".join(
        f'<button type="button" class="md-button bac-key" data-rank="{rank}"{attrs(aria_label=label)}>{rank}</button>'
        for rank, label in zip(RANKS, labels, strict=True)
    )
    return f'<div class="bac-keypad">{keys}{after}</div>'


def widget_html(decks: int = 8, *, lang: str = "en") -> str:
    """The pocket dealer as static HTML: an empty felt with the fresh shoe's chances, the keypad and its controls.

        >>> widget_html().count('data-rank="')
        13

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    empty = position("")
    shares = chances("", decks)
    # Translators: the pocket dealer's undo key: it takes back the last card tapped (zh-Hant: not 復原, "restore").
    undo = w.pgettext("undo the last card tapped", "Undo")
    tap, new_coup = w("Tap each card as it is dealt, in order"), w("New coup")
    # On a phone the chances sit under the felt, then the keys with Undo among them, then the dealer's
    # words (the stylesheet orders them so): the keys never move as the words grow.
    undo_key = f'<button type="button" class="md-button bac-key-undo" data-action="undo">{escape(undo)}</button>'
    forms = (
        f'<div class="bac-pocket-odds">{chances_html(shares, decks, 0, False, lang=lang)}</div>'
        '<form class="bac-pocket-keys" data-form="pocket"><fieldset disabled>'
        f"<legend>{escape(tap)}</legend>"
        f"{keypad_html(undo_key, lang=lang)}"
        '<div class="bac-pocket-actions">'
        f'<button type="button" class="md-button" data-action="new">{escape(new_coup)}</button> '
        f"{decks_select(decks, lang=lang)}</div></fieldset></form>"
    )
    state = attrs(data_cards="", data_decks=str(decks), data_next="player", data_chances=chances_text(shares))
    return widget_frame(
        "pocket",
        starting=w("The pocket dealer is starting…"),
        without_script=w(
            "The pocket dealer needs JavaScript and WebAssembly; the drawing charts in the rules pages "
            "answer the same questions on paper."
        ),
        forms=forms,
        result=f'<div class="bac-result">{position_html((), (), empty.next, w.say(empty.said), lang=lang)}</div>',
        state=state,
    )
