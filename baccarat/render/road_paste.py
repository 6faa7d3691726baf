"""Paste your road: the roads of results a reader typed, what a road reader would see in them, and the
exact chances of the next coup, which do not depend on them."""

from __future__ import annotations

from fractions import Fraction

from ..i18n import Words, words
from ..odds import ExactOdds, exact_odds
from ..roads import road_reading
from .markup import Number, attrs, decks_select, escape, row_html, signed, table_html, widget_frame
from .roads import roads_html

__all__ = ["next_text", "reading_html", "widget_html"]


def _sides(w: Words) -> tuple[str, str, str]:
    """The next coup's three results, in the order of :func:`_chances`."""
    return w.pgettext("hand", "Player"), w.pgettext("hand", "Banker"), w("Tie")


def _chances(odds: ExactOdds) -> tuple[Fraction, Fraction, Fraction]:
    return odds.player, odds.banker, odds.tie


def next_text(odds: ExactOdds) -> str:
    """The next coup's chances, Player Banker Tie, to 10 decimals (the widget's ``data-next``).

    >>> next_text(exact_odds(8))
    '0.4462466093 0.4585974226 0.0951559680'
    """
    return " ".join(f"{float(chance):.10f}" for chance in _chances(odds))


def reading_html(results: str, full: ExactOdds, left: ExactOdds, *, lang: str = "en") -> str:
    """The roads of ``results``, what a road reader sees, and the next coup's exact chances: from the
    ``full`` shoe, and, when cards are out of it (``left``), from what is left beside them."""
    w = words(lang)
    decks, seen = full.decks, bool(left.removed)
    sides = _sides(w)
    rows = [row_html(side, Number(f"{float(chance):.4%}")) for side, chance in zip(sides, _chances(full), strict=True)]
    head: tuple[str, ...] = (w("Next coup"), w("From a full {decks}-deck shoe", decks=decks))
    if seen:
        rows = [
            row_html(side, Number(f"{float(whole):.4%}"), Number(f"{float(now):.4%}"),
                     Number(signed(float(now - whole) * 100, 4)))
            for side, whole, now in zip(sides, _chances(full), _chances(left), strict=True)
        ]  # fmt: skip
        head = (*head, w("From the {cards} cards left", cards=decks * 52 - len(left.removed)), w("Moved, in points"))
        caption = w(
            "The next coup's exact chances from a full {decks}-deck shoe, whatever the road, and from the "
            "cards left after those seen",
            decks=decks,
        )
        why = w(
            "Each coup is dealt from the cards left in the shoe by the same fixed rules; the results before it are "
            "only a picture of cards already gone. A road says almost nothing about which cards are left, so it moves "
            "these chances by a trace at most: the cards seen are what move them, as the last column shows."
        )
    else:
        caption = w("The next coup's exact chances from a full {decks}-deck shoe, whatever the road", decks=decks)
        why = w(
            "Each coup is dealt from the cards left in the shoe by the same fixed rules; the results before it are "
            "only a picture of cards already gone. A road says almost nothing about which cards are left, so it moves "
            "these chances by a trace at most."
        )
    return (
        f'<p class="bac-road-reading"><strong>{escape(w.say(road_reading(results)))}</strong></p>'
        f"{table_html(caption, head, rows)}<p>{escape(why)}</p>{roads_html(results, lang=lang)}"
    )


def widget_html(decks: int = 8, *, lang: str = "en") -> str:
    """The road paste as static HTML: an empty road, the full shoe's chances, and the fields."""
    w = words(lang)
    full = exact_odds(decks)
    # The keys type the letters the field takes (B, P, T) in every language; their names say what each adds.
    keys = (("B", w("Add a Banker win")), ("P", w("Add a Player win")), ("T", w("Add a tie")))
    taps = "".join(
        f'<button type="button" class="md-button bac-key" data-result="{letter}" aria-label="{escape(name)}">'
        f"{letter}</button>"
        for letter, name in keys
    )
    said = {
        "road": w("Your road"),
        "results": w("Results"),
        "help": w(
            "B for a Banker win, P for a Player win, T for a tie, oldest first; paste them from a scorecard, "
            "or tap them."
        ),
        # Translators: the key that takes back the last result tapped (zh-Hant: not 復原, "restore").
        "undo": w.pgettext("undo the last result tapped", "Undo"),
        "seen": w("Cards seen (optional)"),
        "read": w("Read the road"),
    }
    said = {key: escape(text) for key, text in said.items()}
    forms = (
        '<form class="bac-controls" data-form="road_paste"><fieldset disabled>'
        f'<legend class="bac-sr">{said["road"]}</legend>'
        f'<label>{said["results"]} <input name="results" autocomplete="off" spellcheck="false" placeholder="B P P T B" '
        'aria-describedby="bac-road_paste-help"></label>'
        f'<p class="bac-help" id="bac-road_paste-help">{said["help"]}</p>'
        f'<div class="bac-keypad bac-road-keys">{taps}'
        f'<button type="button" class="md-button" data-action="undo">{said["undo"]}</button></div>'
        f'<label>{said["seen"]} <input name="cards" autocomplete="off" spellcheck="false" '
        'placeholder="K 5 8 2 …"></label> '
        f"{decks_select(decks, lang=lang)}"
        f'<button type="submit" class="md-button md-button--primary">{said["read"]}</button></fieldset></form>'
    )
    return widget_frame(
        "road_paste",
        starting=w("The road reader is starting…"),
        without_script=w(
            "The road reader needs JavaScript and WebAssembly; the roads page draws every road from a "
            "real shoe without it."
        ),
        forms=forms + f'<div class="bac-result">{reading_html("", full, full, lang=lang)}</div>',
        state=attrs(data_results="", data_next=next_text(full)),
    )
