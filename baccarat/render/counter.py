"""The live counter: each count's running and true count, and every bet's exact edge from the cards left."""

from __future__ import annotations

from ..counting import COUNTER_BETS, COUNTS, CounterState, counter_state
from ..errors import counted
from ..payouts import BET_NAMES
from .markup import Number, attrs, decks_select, escape, row_html, signed, table_html, widget_frame
from .pocket import keypad_html

__all__ = ["counter_html", "edges_text", "widget_html"]


def edges_text(state: CounterState) -> str:
    """Every bet's exact edge now, ``bet:edge`` pairs to 10 decimals (the widget's ``data-edges``)."""
    return ",".join(f"{bet.value}:{float(state.edges[bet]):.10f}" for bet in COUNTER_BETS)


def counter_html(state: CounterState) -> str:
    """The cards seen, each count's running and true count, and a table of every bet's edge now."""
    seen = " ".join(card.token for card in state.cards) or "none yet"
    counts = "".join(
        f"<li{attrs(data_count=key)}><strong>{escape(BET_NAMES[count.bet])} count</strong>: running "
        f"{signed(state.running[key], 0)}, true {signed(float(state.true[key]), 1)}</li>"
        for key, count in COUNTS.items()
    )
    favoured = [BET_NAMES[bet] for bet in COUNTER_BETS if state.edges[bet] < 0]
    verdict = (
        f"The cards left favour you on: {', '.join(favoured)}." if favoured else "Every bet still favours the house."
    )
    rows = [
        row_html(
            BET_NAMES[bet],
            Number(f"{float(state.edges[bet]):.4%}".replace("-", "−")),
            Number(signed(float(state.edges[bet] - state.full[bet]) * 100, 4)),
            data_bet=bet.value,
        )
        for bet in COUNTER_BETS
    ]
    left = state.decks * 52 - len(state.cards)
    table = table_html(
        f"Every bet's exact house edge from the {left} cards left (a minus: the player's edge)",
        ("Bet", "Edge now", "Change, in points"),
        rows,
    )
    return (
        f'<p class="bac-counter-seen">{escape(counted(len(state.cards), "card"))} seen: {escape(seen)}</p>'
        f'<ul class="bac-counter-counts">{counts}</ul><p class="bac-counter-verdict"><strong>{escape(verdict)}'
        f"</strong></p>{table}"
    )


def widget_html(decks: int = 8) -> str:
    """The live counter as static HTML: a fresh shoe's counts and edges, the keypad and its controls."""
    state = counter_state("", decks)
    forms = (
        '<form class="bac-pocket-keys" data-form="counter"><fieldset disabled>'
        "<legend>Tap each card as it is turned, in any order</legend>"
        f"{keypad_html()}"
        '<div class="bac-pocket-actions">'
        '<button type="button" class="md-button" data-action="undo">Undo</button> '
        '<button type="button" class="md-button" data-action="new">New shoe</button> '
        f"{decks_select(decks)}</div></fieldset></form>"
    )
    return widget_frame(
        "counter",
        starting="The counter is starting…",
        without_script="The live counter needs JavaScript and WebAssembly; the tables on this page are "
        "complete without it.",
        forms=forms + f'<div class="bac-result">{counter_html(state)}</div>',
        state=attrs(data_cards="", data_decks=str(decks), data_edges=edges_text(state)),
    )
