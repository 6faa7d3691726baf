"""The system tester: a betting system played over many shoes, beside the exact cost of its bets."""

from __future__ import annotations

from fractions import Fraction

from ..i18n import words
from ..lab import MOST_SHOES, STAKE, SYSTEMS, TABLE_MAXIMUM, SystemResult, play_system, system_name
from .markup import attrs, escape, money, row_html, table_html, widget_frame

__all__ = ["OPENING_SEED", "OPENING_SHOES", "OPENING_SYSTEM", "result_html", "verdict", "widget_html"]

#: What the tester opens with, played at build time: the system, the number of shoes and the first seed.
OPENING_SYSTEM, OPENING_SHOES, OPENING_SEED = "flat-banker", 100, 1


def _cents(amount: Fraction | int) -> str:
    return money(Fraction(amount) / 100, sign=True)


def verdict(result: SystemResult, *, lang: str = "en") -> str:
    """The result in one plain sentence, beside the exact cost, then how far luck moved it.

        >>> verdict(play_system("flat-banker", shoes=1, seed=7)).endswith("One shoe is all luck: play more of them.")
        True

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    per_100 = Fraction(result.net * 100, result.staked)
    cost = f"{float(-result.expected * 100 / result.staked):.2f}"
    amount = f"{abs(float(per_100)):.2f}"
    # The cost leads: a lucky result read first looks like a system that wins.
    if not per_100:
        said = w("At each bet's house edge, these bets cost {cost} per 100 staked. Dealt, they broke even.", cost=cost)
    elif per_100 < 0:
        said = w(
            "At each bet's house edge, these bets cost {cost} per 100 staked. Dealt, they lost {amount} per 100.",
            cost=cost,
            amount=amount,
        )
    else:
        said = w(
            "At each bet's house edge, these bets cost {cost} per 100 staked. Dealt, they won {amount} per 100.",
            cost=cost,
            amount=amount,
        )
    errors = abs(result.net - float(result.expected)) / result.standard_error if result.shoes > 1 else 0.0
    if result.shoes < 2:
        luck = w("One shoe is all luck: play more of them.")
    elif errors <= 2:
        luck = w(
            "The difference is {errors} standard errors: luck, which more shoes wash out.", errors=format(errors, ".1f")
        )
    else:
        luck = w(
            "The difference is {errors} standard errors: an unusual run of luck, which more shoes wash out.",
            errors=format(errors, ".1f"),
        )
    return w("{said} {luck}", said=said, luck=luck)


def result_html(result: SystemResult, *, lang: str = "en") -> str:
    """The system's bets over its shoes: what they made and what they were worth, and the verdict."""
    w = words(lang)
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
    dealt, exact = w("Dealt"), w("Exact expectation")
    labels = (dealt, exact)
    rows = [
        row_html(w("Bets made"), f"{bets:,}", w("the same bets"), labels=labels),
        row_html(
            w("Amount staked"), money(Fraction(result.staked, 100)), money(Fraction(result.staked, 100)), labels=labels
        ),
        row_html(w("Result"), _cents(result.net), _cents(result.expected), labels=labels),
        row_html(w("Per bet"), money(average, sign=True), money(expected, sign=True), labels=labels),
        row_html(w("Per shoe"), _cents(Fraction(result.net, shoes)), _cents(result.expected / shoes), labels=labels),
        row_html(w("Shoes that ended ahead"), f"{float(result.ahead):.1%}", "–", labels=labels),
        row_html(
            w("Worst shoe, best shoe"),
            w("{worst}, {best}", worst=_cents(min(result.shoe_nets)), best=_cents(max(result.shoe_nets))),
            "–",
            labels=labels,
        ),
    ]
    caption = w(
        "{system}, stake {stake}, over {shoes} eight-deck shoes dealt to the cut card (seeds {first} to {last}), "
        "beside the exact expectation of the same bets",
        system=w.say(system_name(result.system)),
        stake=STAKE,
        shoes=format(shoes, ","),
        first=format(result.seed, ","),
        last=format(result.seed + shoes - 1, ","),
    )
    table = table_html(caption, (w("Of these bets"), dealt, exact), rows)
    said = escape(verdict(result, lang=lang))
    return f'<div{contract}><p class="bac-system-verdict"><strong>{said}</strong></p>{table}</div>'


def widget_html(*, lang: str = "en") -> str:
    """The live system tester as static HTML, with the opening system's result played at build time."""
    w = words(lang)
    options = "".join(
        f'<option value="{key}"{" selected" if key == OPENING_SYSTEM else ""}>{escape(w.say(system_name(key)))}'
        "</option>"
        for key in SYSTEMS
    )
    said = {
        "yours": w("Your system"),
        "system": w("System"),
        "shoes": w("Shoes"),
        "seed": w("First seed"),
        "help": w(
            "1 to {most} shoes of 8 decks; a stake of {stake}, and a table maximum of {maximum} for the "
            "doubling systems. The same seed always deals the same shoes.",
            most=format(MOST_SHOES, ","),
            stake=STAKE,
            maximum=format(TABLE_MAXIMUM, ","),
        ),
        "play": w("Play these shoes"),
    }
    said = {key: escape(text) for key, text in said.items()}
    forms = (
        '<form class="bac-controls" data-form="system"><fieldset disabled>'
        f'<legend class="bac-sr">{said["yours"]}</legend>'
        f'<label>{said["system"]} <select name="system">{options}</select></label> '
        f'<label>{said["shoes"]} <input name="shoes" inputmode="numeric" autocomplete="off" size="6" '
        f'value="{OPENING_SHOES}" aria-describedby="bac-shoes-help"></label> '
        f'<label>{said["seed"]} <input name="seed" inputmode="numeric" autocomplete="off" size="8" '
        f'value="{OPENING_SEED}"></label>'
        f'<p class="bac-help" id="bac-shoes-help">{said["help"]}</p>'
        f'<button type="submit" class="md-button md-button--primary">{said["play"]}</button></fieldset></form>'
    )
    played = play_system(OPENING_SYSTEM, shoes=OPENING_SHOES, seed=OPENING_SEED)
    return widget_frame(
        "system",
        starting=w("The live tester is starting…"),
        without_script=w(
            "The live tester needs JavaScript and WebAssembly; the result below was played when this page was built."
        ),
        # the choice first, its result below
        forms=forms + f'<div class="bac-result">{result_html(played, lang=lang)}</div>',
    )
