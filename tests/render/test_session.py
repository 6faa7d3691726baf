"""The session calculator's words and tables, from the exact session."""

from __future__ import annotations

import itertools
import re
from decimal import Decimal

from baccarat.payouts import STANDARD, Bet
from baccarat.render.session import distribution_html, headline, martingale_runs_table, session_html, widget_html
from baccarat.session import session


def test_the_headline_says_the_exact_figures_in_words() -> None:
    result = session(Bet.BANKER, table=STANDARD, decks=8, coups=100)
    said = headline(Bet.BANKER, Decimal(10), result)
    assert said == "After 100 Banker bets of 10 you finish ahead 44.74% of the time; on average you lose 10.58."
    assert headline(Bet.BANKER, Decimal("12.50"), session(Bet.BANKER, table=STANDARD, decks=8, coups=1)).startswith(
        "After 1 Banker bet of 12.50"
    )


def test_the_session_carries_its_hooks() -> None:
    result = session(Bet.PLAYER, table=STANDARD, decks=8, coups=10)
    html = session_html(Bet.PLAYER, STANDARD, 8, Decimal(10), result)
    assert 'data-coups="10"' in html and "10 Player bets of 10" in html


def test_a_martingale_run_nets_the_base_on_player_and_less_on_banker() -> None:
    cells = re.findall(r"<td[^>]*>([^<]+)</td>", martingale_runs_table(Decimal(10), Decimal(1000)))
    rows = [cells[i : i + 4] for i in range(0, len(cells), 4)]
    assert [row[2] for row in rows] == ["10.00"] * 7  # Player: every won run nets the first stake
    assert [row[3] for row in rows][-2:] == ["−6.00", "−22.00"]  # Banker: the commission outgrows it


def test_the_frame_waits_for_python() -> None:
    assert "<fieldset disabled>" in widget_html()


def test_the_chart_s_bars_are_equal_money_ranges_with_the_true_shape() -> None:
    """100 Banker bets of 10: each bar a range of whole stakes, its chance the exact sum of the results in it,
    and the shape rises to one peak and falls (no bar that happens to catch one pay more than its neighbours)."""
    result = session(Bet.BANKER, coups=100)
    html = distribution_html(Bet.BANKER, Decimal(10), result)
    bars = [
        (float(low), float(high), float(p))  # plain ASCII numbers, as a script's Number() reads them
        for low, high, p in re.findall(r'data-low="([^"]+)" data-high="([^"]+)" data-chance="([^"]+)"', html)
    ]
    widths = {high - low for low, high, _ in bars}
    assert len(widths) == 1 and widths.pop() % 10 == 0 and 10 <= len(bars) <= 41
    assert all(b[0] == a[1] for a, b in itertools.pairwise(bars))  # the ranges follow one another
    assert sum(p for _, _, p in bars) >= 0.998
    low, high, chance = bars[3]
    exact = sum(float(p) for k, p in enumerate(result.chances, result.low) if low <= float(k * result.step * 10) < high)
    assert abs(chance - exact) < 1e-9
    chances = [p for _, _, p in bars]
    peak = chances.index(max(chances))
    assert chances[: peak + 1] == sorted(chances[: peak + 1]) and chances[peak:] == sorted(chances[peak:], reverse=True)
