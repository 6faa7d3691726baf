"""The system tester's HTML: the exact cost first, then what the dealt shoes made and how far luck moved it,
the bets beside their exact expectation in a table that stacks on a phone, and the static frame."""

from __future__ import annotations

from fractions import Fraction

import pytest

from baccarat.lab import MOST_SHOES, SYSTEMS, SystemResult, play_system
from baccarat.render.system import OPENING_SEED, OPENING_SHOES, OPENING_SYSTEM, result_html, verdict, widget_html
from tests.render.structure import checked, one, table_rows


def result(nets: tuple[int, ...], *, cost: int = -10, stake: int = 1000, bets: int = 1) -> SystemResult:
    """Flat bets over ``len(nets)`` shoes, ``bets`` a shoe of ``stake`` cents, each shoe's exact cost ``cost``."""
    shoes = len(nets)
    return SystemResult("flat-banker", 7, shoes, bets * shoes, bets * shoes * stake, nets, (Fraction(cost),) * shoes)


@pytest.mark.parametrize(
    ("played", "said"),
    [
        # 4 shoes of 10.00 staked: 5.00 won is 12.50 per 100; each shoe's cost 0.10 is 1.00 per 100.
        (
            result((1000, -1000, 1000, -500)),
            "At each bet's house edge, these bets cost 1.00 per 100 staked. Dealt, they won 12.50 per 100. "
            "The difference is 0.3 standard errors: luck, which more shoes wash out.",
        ),
        # Four nearly equal wins: far outside what the shoes' spread allows.
        (
            result((1000, 1001, 999, 1000)),
            "At each bet's house edge, these bets cost 1.00 per 100 staked. Dealt, they won 100.00 per 100. "
            "The difference is 2474.0 standard errors: an unusual run of luck, which more shoes wash out.",
        ),
        (
            result((-250,)),
            "At each bet's house edge, these bets cost 1.00 per 100 staked. Dealt, they lost 25.00 per 100. "
            "One shoe is all luck: play more of them.",
        ),
        (
            result((0,)),
            "At each bet's house edge, these bets cost 1.00 per 100 staked. Dealt, they broke even. "
            "One shoe is all luck: play more of them.",
        ),
    ],
)
def test_the_verdict_puts_the_cost_first_then_the_result_then_luck(played: SystemResult, said: str) -> None:
    assert verdict(played) == said


def test_the_result_carries_its_figures_as_data_and_stacks_its_table() -> None:
    played = result((1050, -6700, 150), bets=80, cost=-850)
    soup = checked(result_html(played))
    root = one(soup, "div.bac-system-result")
    assert root.get_attribute_list("class") == ["bac-system-result", "bac-stacks"]
    assert {key: root[key] for key in root.attrs if key.startswith("data-")} == {
        "data-system": "flat-banker",
        "data-shoes": "3",
        "data-seed": "7",
        "data-bets": "240",
        "data-staked": "2400.00",
        "data-average": f"{-5500 / 24000:.10f}",
        "data-expected": f"{-2550 / 24000:.10f}",
        "data-ahead": f"{2 / 3:.6f}",
    }
    assert one(root, ".bac-system-verdict").get_text() == verdict(played)
    table = one(root, "table")
    assert one(table, "caption").get_text() == (
        "Flat bets on Banker, stake 10, over 3 eight-deck shoes dealt to the cut card (seeds 7 to 9), beside the "
        "exact expectation of the same bets"
    )
    assert table_rows(table) == [
        ["Bets made", "240", "the same bets"],
        ["Amount staked", "2,400.00", "2,400.00"],
        ["Result", "−55.00", "−25.50"],
        ["Per bet", "−0.23", "−0.11"],
        ["Per shoe", "−18.33", "−8.50"],
        ["Shoes that ended ahead", "66.7%", "–"],
        ["Worst shoe, best shoe", "−67.00, +10.50", "–"],
    ]
    # Each cell names its column, so the table reads as a list on a phone.
    assert {cell["data-label"] for cell in table.select("tbody td")} == {"Dealt", "Exact expectation"}


def test_a_played_system_s_table_agrees_with_its_result() -> None:
    played = play_system("martingale", shoes=2, seed=3)
    soup = checked(result_html(played))
    rows = {row[0]: row[1:] for row in table_rows(one(soup, "table"))}
    assert rows["Bets made"][0] == f"{played.bets:,}"
    assert one(soup, "div")["data-system"] == "martingale"
    assert one(soup, "caption").get_text().startswith(SYSTEMS["martingale"])


def test_the_frame_offers_every_system_and_shows_the_opening_one_played_at_build_time() -> None:
    soup = checked(widget_html())
    root = one(soup, '[data-widget="system"]')
    assert root["data-state"] == "loading"
    form = one(root, 'form[data-form="system"]')
    assert one(form, "fieldset").has_attr("disabled")
    options = form.select("select[name=system] option")
    assert [(o["value"], o.get_text()) for o in options] == list(SYSTEMS.items())
    assert [o["value"] for o in options if o.has_attr("selected")] == [OPENING_SYSTEM]
    assert one(form, "input[name=shoes]")["value"] == str(OPENING_SHOES)
    assert one(form, "input[name=seed]")["value"] == str(OPENING_SEED)
    assert f"1 to {MOST_SHOES:,} shoes" in one(form, "#bac-shoes-help").get_text()
    played = one(root, ".bac-result .bac-system-result")
    assert (played["data-system"], played["data-shoes"], played["data-seed"]) == (
        OPENING_SYSTEM,
        str(OPENING_SHOES),
        str(OPENING_SEED),
    )
    # The form comes first, its result below it.
    assert str(root).index('data-form="system"') < str(root).index('class="bac-result"')
