"""Cards and scores: a card drawn as SVG, a card as the pages show it, and worked scoring examples.

Every card is real SVG text with its name in words, so it reads without the picture.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..cards import ACCEPTED, RANKS, SUIT_SYMBOLS, Card, card_name, hand_total, parse_cards, points_added, rank_word
from ..i18n import words
from ..shoe import DEFAULT_CUT_CARD, burn_count
from .markup import attrs, escape, row_html, table_html
from .palette import CARD_INK

__all__ = ["CARD_HELP", "burn_table", "card_help", "card_html", "card_svg", "scoring_table"]


def card_help(*, lang: str = "en") -> str:
    """The line under every field that takes cards: what may be typed.

        >>> card_help()[:36]
        '<p class="bac-help">Cards: A, 2–9, 1'

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    said = w("Cards: {accepted}.", accepted=w(ACCEPTED))
    return f'<p class="bac-help">{escape(said)}</p>'


#: :func:`card_help` in English.
CARD_HELP = card_help()

_RED_SUITS = frozenset({"h", "d"})

#: Each court card's own face, in a frame: the king's crown, the queen's coronet, the jack's feathered cap.
_FACES = {
    "K": '<path d="M19 44V31l5.5 6L30 27l5.5 10L41 31v13z"/><rect x="19" y="45.5" width="22" height="3" rx="1"/>',
    "Q": '<path d="M19 44q2-10 6-5.5Q30 31 35 38.5q4-4.5 6 5.5z"/><circle cx="20.5" cy="33" r="2"/>'
    '<circle cx="30" cy="30" r="2.2"/><circle cx="39.5" cy="33" r="2"/>'
    '<rect x="19" y="45.5" width="22" height="3" rx="1"/>',
    "J": '<path d="M19 44q1-13 11-13t11 13z"/><rect x="16" y="44.5" width="28" height="3" rx="1.5"/>'
    '<path d="M35 32q6-12 12-7" fill="none" stroke-width="2"/>',
}


#: Ranks that read as another turned half a turn: real cards underline them, and so does every card here,
#: however it lies (a sideways third card, the far corner).
_MARKED = frozenset({"6", "9"})
#: The corner index's left edge, and the court cards' frame, clear of the index in both corners.
_CORNER_X = 5
_FRAME = 'x="20" y="13" width="20" height="58" rx="3"'
#: The court faces are drawn on a wider field; this fits them in the frame.
_FIT_FACE = "translate(30 37) scale(.58) translate(-31.5 -36.5)"


def _rank(rank: str, x: float, y: float, size: int, ink: str, *, anchor: str = "start", turn: str = "") -> str:
    """A rank as SVG text (class ``rank``), and under a 6 or a 9 the bar real cards print there (class ``mark``,
    turned with the rank, so it stays under the figure whichever way the card lies)."""
    turned = f' transform="{turn}"' if turn else ""
    sized = "" if size == 16 else f' font-size="{size}"'
    text = f'<text class="rank{" corner" if size == 16 else ""}" x="{x}" y="{y}" text-anchor="{anchor}"{sized}{turned}>'
    text += f"{escape(rank)}</text>"
    if rank not in _MARKED:
        return text
    width, height = round(size * 0.56, 1), round(size * 0.12, 1)
    left = x if anchor == "start" else x - width / 2
    return text + (
        f'<rect class="mark" x="{left:g}" y="{y + size * 0.12:g}" width="{width:g}" height="{height:g}" '
        f'fill="{ink}"{turned}/>'
    )


def _index(rank: str, suit: str, ink: str) -> str:
    """A corner index: the rank, and the suit under it."""
    suit_text = f'<text class="suit" x="{_CORNER_X}" y="36" font-size="16">{suit}</text>' if suit else ""
    return _rank(rank, _CORNER_X, 19, 16, ink) + suit_text


def _upright_index(rank: str, ink: str) -> str:
    """The rank a card lying sideways shows upright, as a dealer's turned cards do.

    Drawn in the portrait card's free bottom-left corner and turned a quarter back, it reads upright
    in the top-left corner once the stylesheet turns the card a quarter clockwise: a 6 is not a 9,
    an 8 is not ∞. The rank alone: it is what the rules read."""
    return (
        '<g class="upright"><rect x="2" y="56" width="17.5" height="25" rx="2" fill="#fff"/>'
        f"{_rank(rank, 16, 78, 16, ink, turn='rotate(-90 16 78)')}</g>"
    )


def card_svg(card: Card | None, *, sideways: bool = False, lang: str = "en") -> str:
    """A playing card as inline SVG: rank and suit in two corners, a big suit in the middle, or for a
    jack, queen or king its own face (a feathered cap, a coronet, a crown) in a frame clear of the corners.

    Hearts and diamonds are red (class ``red``), spades and clubs black; the page's
    stylesheet colours them, and the accessible name says the card in words. A card
    typed without a suit shows its rank alone, in a dashed outline. ``None`` is a
    card lying face down. A ``sideways`` card (a third card, turned by the stylesheet) adds an index
    that reads upright once turned, and turns its big middle rank (a card without a suit) upright too.
    Every 6 and 9 is underlined, as real cards mark them, so none reads as the other however it lies.
    Its name is said in ``lang``.

        >>> 'aria-label="8 of diamonds"' in card_svg(Card("8", "d"))
        True
        >>> 'aria-label="8, suit not given"' in card_svg(Card("8"))
        True
        >>> 'aria-label="a face-down card"' in card_svg(None)
        True
        >>> len({card_svg(Card(rank, "s")).split('class="face"')[1] for rank in "JQK"})  # three faces
        3
        >>> card_svg(Card("9", "h")).count('class="mark"'), card_svg(Card("6"), sideways=True).count('class="mark"')
        (2, 4)

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    # Not indexed by the site's search (Material's data-search-exclude; it drops the attribute from the page once
    # read): its snippets read "jack of spadesJ♠J♠♠". On the <svg>, which holds no <svg>: the search's parser
    # ends an exclusion at the first closing tag of the same name.
    box = '<svg viewBox="0 0 60 84" width="60" height="84" role="img" data-search-exclude="card"'
    if card is None:
        back = escape(w("a face-down card"))
        return (
            f'{box} class="bac-card-svg back" aria-label="{back}"><title>{back}</title>'
            '<rect class="edge" x="1" y="1" width="58" height="82" rx="6"/>'
            '<rect class="pattern" x="6" y="6" width="48" height="72" rx="3"/></svg>'
        )
    suit = SUIT_SYMBOLS[card.suit] if card.suit else ""
    name = w.say(card_name(card))
    if not card.suit:
        name = w("{card}, suit not given", card=name)
    colour = "red" if card.suit in _RED_SUITS else "black"
    ink = CARD_INK[colour]
    corner = _index(card.rank, suit, ink)
    if card.rank in _FACES:
        middle = (
            f'<rect class="frame" {_FRAME} fill="none" stroke="{ink}"/>'
            f'<g class="face" fill="{ink}" stroke="{ink}" stroke-linejoin="round" transform="{_FIT_FACE}">'
            f"{_FACES[card.rank]}</g>"
            f'<text class="middle" x="30" y="66" text-anchor="middle" font-size="16">'
            f"{suit or escape(card.rank)}</text>"
        )
    elif suit:
        middle = f'<text class="middle" x="30" y="53" text-anchor="middle" font-size="30">{suit}</text>'
    else:
        # The big rank's middle is at (30, 42.5): a sideways card turns it a quarter back there, to read upright.
        turn = "rotate(-90 30 42.5)" if sideways else ""
        middle = _rank(card.rank, 30, 51, 24, ink, anchor="middle", turn=turn).replace(
            'class="rank"', 'class="rank middle"', 1
        )
    return (
        f'{box} class="bac-card-svg {colour}{"" if suit else " suitless"}" aria-label="{escape(name)}">'
        f"<title>{escape(name)}</title>"
        '<rect class="edge" x="1" y="1" width="58" height="82" rx="6"/>'
        f'<g class="index">{corner}</g><g class="index" transform="rotate(180 30 42)">{corner}</g>'
        f"{middle}{_upright_index(card.rank, ink) if sideways else ''}</svg>"
    )


def card_html(
    card: Card,
    *,
    reveal: int | None = None,
    order: int | None = None,
    third: bool = False,
    hidden: bool = False,
    lang: str = "en",
) -> str:
    """A card as a picture (:func:`card_svg`) that screen readers name in words.

    ``reveal`` is the step of a worked coup at which the card is dealt, and ``order``
    its place in the dealing order within that step (for the dealing animation). A
    ``third`` card lies sideways, as a dealer places it. A ``hidden`` card is not dealt yet. Its name is
    said in ``lang``.

        >>> card_html(Card("10", "h")).startswith('<span class="bac-card" data-card="10h"><svg')
        True

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    attributes = attrs(
        class_="bac-card bac-third" if third else "bac-card",
        data_card=card.token,
        data_reveal=None if reveal is None else str(reveal),
        data_order=None if order is None else str(order),
        hidden="" if hidden else None,
    )
    return f"<span{attributes}>{card_svg(card, sideways=third, lang=lang)}</span>"


def scoring_table(hands: Iterable[str | Sequence[str | Card]], *, lang: str = "en") -> str:
    """Worked scoring examples: cards, the sum, and the score with only the last digit kept.

        >>> scoring_table(["7 8"]).count("<tr>")
        2

    Raises :class:`~baccarat.errors.CardError` for a bad card, and :class:`~baccarat.errors.BaccaratError`
    (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    rows = []
    for hand in hands:
        cards = parse_cards(hand)
        rows.append(row_html(" ".join(map(str, cards)), points_added(cards), str(hand_total(cards))))
    head = (w("Cards"), w("Points added up"), w("Score (last digit)"))
    return table_html(w("Scoring examples"), head, rows, id="scoring-examples")


def burn_table(*, lang: str = "en") -> str:
    """The burn, card by card: the shoe's first card, and how many go face down after it (anchor ``#burn``).

        >>> burn_table().count('<th scope="row">')
        10

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    by_count: dict[int, list[str]] = {}
    for rank in RANKS:
        by_count.setdefault(burn_count(Card(rank)), []).append(w.say(rank_word(rank)))
    # Translators: the separator of a list of numbers ("0, 1, 8, 9").
    separator = w.pgettext("list", ", ")
    rows = []
    for count, names in sorted(by_count.items()):
        listed = separator.join(names)
        # The first letter up ("Ten, jack, …"): str.capitalize would also lower the J of "10、J、Q、K".
        rows.append(row_html(listed[:1].upper() + listed[1:], str(count)))
    caption = w("The burn in this guide's shoe (its cut card goes {count} cards from the back)", count=DEFAULT_CUT_CARD)
    return table_html(caption, (w("First card, shown"), w("Cards burned face down")), rows, id="burn")
