"""The session calculator's words and tables, from the exact session."""

from __future__ import annotations

import itertools
import re
from decimal import Decimal

import pytest

from baccarat.payouts import MAIN_BETS, PAY_TABLES, SIDE_BETS, STANDARD, Bet, PayTable
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


def _drawn_bars(bet: Bet, table: PayTable, coups: int) -> list[tuple[float, float, float]]:
    html = distribution_html(bet, Decimal(10), session(bet, table=table, coups=coups))
    return [
        (float(low), float(high), float(p))
        for low, high, p in re.findall(r'data-low="([^"]+)" data-high="([^"]+)" data-chance="([^"]+)"', html)
    ]


def _peaks(chances: list[float]) -> list[int]:
    """Where the bars rise to a top and fall again (a flat top counts once)."""
    rises = [(i, b - a) for i, (a, b) in enumerate(itertools.pairwise(chances)) if b != a]
    return [i + 1 for (i, up), (_, down) in itertools.pairwise(rises) if up > 0 > down]


#: Every bet on its usual pay tables: the main bets on each table, a side bet on its own fixed pay.
USUAL = [(bet, table) for bet in MAIN_BETS for table in PAY_TABLES.values()] + [(bet, STANDARD) for bet in SIDE_BETS]


CHARTS = [pytest.param(bet, table, id=f"{bet.value}-{table.key}") for bet, table in USUAL]


@pytest.mark.parametrize("coups", [100, 1000])
@pytest.mark.parametrize(("bet", "table"), CHARTS)
def test_no_bet_s_chart_zig_zags(bet: Bet, table: PayTable, coups: int) -> None:
    """The bars follow the lattice of possible results (a Tie at 8 to 1 moves a session in steps of 9 stakes),
    so each bar holds as many possible results as the next and the chart rises to one peak and falls."""
    bars = _drawn_bars(bet, table, coups)
    assert 5 <= len(bars) <= 45 and len({high - low for low, high, _ in bars}) == 1
    width = bars[0][1] - bars[0][0]
    pays = {
        Bet.TIE: 9 if "8 to 1" in table.name else 10,
        Bet.PLAYER_PAIR: 12,
        Bet.DRAGON_7: 41,
        Bet.PANDA_8: 26,
        Bet.LUCKY_6: 13,
    }
    assert width / 10 % pays.get(bet, 1) == 0  # a whole number of the lattice's spacing, in stakes of 10
    chances = [p for _, _, p in bars]
    peaks = _peaks(chances)
    if bet is Bet.PERFECT_PAIR_250 and coups == 100:
        # A true second hump, not a zig-zag: the 4% of sessions with a 250-to-1 win, 251 stakes further on.
        assert len(peaks) == 2 and abs((peaks[1] - peaks[0]) * width / 10 - 251) <= width / 10, (peaks, width)
    else:
        assert len(peaks) <= 1, (peaks, [f"{p:.4f}" for p in chances])
