"""The system tester: a betting system played over many shoes, beside the exact cost of its bets."""

from __future__ import annotations

from fractions import Fraction

from ..lab import MOST_SHOES, STAKE, SYSTEMS, TABLE_MAXIMUM, SystemResult, play_system
from .markup import attrs, escape, money, row_html, table_html, widget_frame

__all__ = ["OPENING_SEED", "OPENING_SHOES", "OPENING_SYSTEM", "result_html", "verdict", "widget_html"]

#: What the tester opens with, played at build time: the system, the number of shoes and the first seed.
OPENING_SYSTEM, OPENING_SHOES, OPENING_SEED = "flat-banker", 100, 1


def _cents(amount: Fraction | int) -> str:
    return money(Fraction(amount) / 100, sign=True)


def verdict(result: SystemResult) -> str:
    """The result in one plain sentence, beside the exact cost, then how far luck moved it.

        >>> verdict(play_system("flat-banker", shoes=1, seed=7)).endswith("One shoe is all luck: play more of them.")
        True

    Raises nothing.
    """
    per_100 = Fraction(result.net * 100, result.staked)
    cost = -result.expected * 100 / result.staked
    did = f"{'lost' if per_100 < 0 else 'won'} {abs(float(per_100)):.2f} per 100" if per_100 else "broke even"
    # The cost leads: a lucky result read first looks like a system that wins.
    said = f"At each bet's house edge, these bets cost {float(cost):.2f} per 100 staked. Dealt, they {did}."
    errors = abs(result.net - float(result.expected)) / result.standard_error if result.shoes > 1 else 0.0
    if result.shoes < 2:
        return said + " One shoe is all luck: play more of them."
    if errors <= 2:
        return said + f" The difference is {errors:.1f} standard errors: luck, which more shoes wash out."
    return said + f" The difference is {errors:.1f} standard errors: an unusual run of luck, which more shoes wash out."


def result_html(result: SystemResult) -> str:
    """The system's bets over its shoes: what they made and what they were worth, and the verdict."""
    bets, shoes = result.bets, result.shoes
    average = Fraction(result.net, 100 * bets) if bets else Fraction(0)
    expected = result.expected / (100 * bets) if bets else Fraction(0)
    contract = attrs(
        class_="bac-system-result bac-stacks",
        data_system=result.system,
        data_shoes=str(shoes),
        data_seed=str(result.seed),
        data_bets=str(bets),
        data_staked=f"{result.staked / 100:.2f}",
        data_average=f"{float(average):.10f}",
        data_expected=f"{float(expected):.10f}",
        data_ahead=f"{float(result.ahead):.6f}",
    )
    labels = ("Dealt", "Exact expectation")
    rows = [
        row_html("Bets made", f"{bets:,}", "the same bets", labels=labels),
        row_html(
            "Amount staked", money(Fraction(result.staked, 100)), money(Fraction(result.staked, 100)), labels=labels
        ),
        row_html("Result", _cents(result.net), _cents(result.expected), labels=labels),
        row_html("Per bet", money(average, sign=True), money(expected, sign=True), labels=labels),
        row_html("Per shoe", _cents(Fraction(result.net, shoes)), _cents(result.expected / shoes), labels=labels),
        row_html("Shoes that ended ahead", f"{float(result.ahead):.1%}", "–", labels=labels),
        row_html(
            "Worst shoe, best shoe",
            f"{_cents(min(result.shoe_nets))}, {_cents(max(result.shoe_nets))}",
            "–",
            labels=labels,
        ),
    ]
    name = SYSTEMS[result.system]
    table = table_html(
        f"{name}, stake {STAKE}, over {shoes:,} eight-deck shoes dealt to the cut card (seeds {result.seed:,} "
        f"to {result.seed + shoes - 1:,}), beside the exact expectation of the same bets",
        ("Of these bets", "Dealt", "Exact expectation"),
        rows,
    )
    return f'<div{contract}><p class="bac-system-verdict"><strong>{escape(verdict(result))}</strong></p>{table}</div>'


def widget_html() -> str:
    """The live system tester as static HTML, with the opening system's result played at build time."""
    options = "".join(
        f'<option value="{key}"{" selected" if key == OPENING_SYSTEM else ""}>{escape(name)}</option>'
        for key, name in SYSTEMS.items()
    )
    forms = (
        '<form class="bac-controls" data-form="system"><fieldset disabled><legend class="bac-sr">Your system</legend>'
        f'<label>System <select name="system">{options}</select></label> '
        f'<label>Shoes <input name="shoes" inputmode="numeric" autocomplete="off" size="6" value="{OPENING_SHOES}" '
        f'aria-describedby="bac-shoes-help"></label> '
        '<label>First seed <input name="seed" inputmode="numeric" autocomplete="off" size="8" '
        f'value="{OPENING_SEED}"></label>'
        f'<p class="bac-help" id="bac-shoes-help">1 to {MOST_SHOES:,} shoes of 8 decks; a stake of {STAKE}, and '
        f"a table maximum of {TABLE_MAXIMUM:,} for the doubling systems. The same seed always deals the same "
        "shoes.</p>"
        '<button type="submit" class="md-button md-button--primary">Play these shoes</button></fieldset></form>'
    )
    played = play_system(OPENING_SYSTEM, shoes=OPENING_SHOES, seed=OPENING_SEED)
    return widget_frame(
        "system",
        starting="The live tester is starting…",
        without_script="The live tester needs JavaScript and WebAssembly; the result below was played when "
        "this page was built.",
        forms=forms + f'<div class="bac-result">{result_html(played)}</div>',  # the choice first, its result below
    )
