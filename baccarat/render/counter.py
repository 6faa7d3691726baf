"""The live counter: each count's running and true count, and every bet's exact edge from the cards left."""

from __future__ import annotations

from ..counting import COUNTER_BETS, COUNTS, CounterState, count_name, counter_state
from ..i18n import words
from .lab import bet_name
from .markup import Number, attrs, decks_select, escape, row_html, signed, table_html, widget_frame
from .pocket import keypad_html

__all__ = ["counter_html", "edges_text", "widget_html"]


def edges_text(state: CounterState) -> str:
    """Every bet's exact edge now, ``bet:edge`` pairs to 10 decimals (the widget's ``data-edges``)."""
    return ",".join(f"{bet.value}:{float(state.edges[bet]):.10f}" for bet in COUNTER_BETS)


def counter_html(state: CounterState, *, lang: str = "en") -> str:
    """The cards seen, each count's running and true count, and a table of every bet's edge now."""
    w = words(lang)
    seen = " ".join(card.token for card in state.cards) or w("none yet")
    counts = "".join(
        f"<li{attrs(data_count=key)}><strong>{escape(w.say(count_name(key)))}</strong>"
        + escape(
            w(
                ": running {running}, true {true}",
                running=signed(state.running[key], 0),
                true=signed(float(state.true[key]), 1),
            )
        )
        + "</li>"
        for key in COUNTS
    )
    favoured = [bet_name(bet, lang=lang) for bet in COUNTER_BETS if state.edges[bet] < 0]
    if favoured:
        verdict = w("The cards left favour you on: {bets}.", bets=w.pgettext("list", ", ").join(favoured))
    else:
        verdict = w("Every bet still favours the house.")
    rows = [
        row_html(
            bet_name(bet, lang=lang),
            Number(f"{float(state.edges[bet]):.4%}".replace("-", "−")),
            Number(signed(float(state.edges[bet] - state.full[bet]) * 100, 4)),
            data_bet=bet.value,
        )
        for bet in COUNTER_BETS
    ]
    left = state.decks * 52 - len(state.cards)
    table = table_html(
        w("Every bet's exact house edge from the {left} cards left (a minus: the player's edge)", left=left),
        (w("Bet"), w("Edge now"), w("Change, in points")),
        rows,
    )
    cards = len(state.cards)
    seen_line = w.ngettext(
        "{count} card seen: {cards}", "{count} cards seen: {cards}", cards, count=format(cards, ","), cards=seen
    )
    return (
        f'<p class="bac-counter-seen">{escape(seen_line)}</p>'
        f'<ul class="bac-counter-counts">{counts}</ul><p class="bac-counter-verdict"><strong>{escape(verdict)}'
        f"</strong></p>{table}"
    )


def widget_html(decks: int = 8, *, lang: str = "en") -> str:
    """The live counter as static HTML: a fresh shoe's counts and edges, the keypad and its controls."""
    w = words(lang)
    state = counter_state("", decks)
    tap, new = w("Tap each card as it is turned, in any order"), w("New shoe")
    undo = w.pgettext("undo the last card tapped", "Undo")  # the pocket dealer's key: the last card taken back
    forms = (
        '<form class="bac-pocket-keys" data-form="counter"><fieldset disabled>'
        f"<legend>{escape(tap)}</legend>"
        f"{keypad_html(lang=lang)}"
        '<div class="bac-pocket-actions">'
        f'<button type="button" class="md-button" data-action="undo">{escape(undo)}</button> '
        f'<button type="button" class="md-button" data-action="new">{escape(new)}</button> '
        f"{decks_select(decks, lang=lang)}</div></fieldset></form>"
    )
    return widget_frame(
        "counter",
        starting=w("The counter is starting…"),
        without_script=w(
            "The live counter needs JavaScript and WebAssembly; the tables on this page are complete without it."
        ),
        forms=forms + f'<div class="bac-result">{counter_html(state, lang=lang)}</div>',
        state=attrs(data_cards="", data_decks=str(decks), data_edges=edges_text(state)),
    )
