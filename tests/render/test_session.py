"""The session calculator's words and tables, from the exact session."""

from __future__ import annotations

import re
from decimal import Decimal

from baccarat.payouts import STANDARD, Bet
from baccarat.render.session import headline, martingale_runs_table, session_html, widget_html
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
