"""The lab page: the effect-of-removal table is the package's, and its sentences say what the table shows."""

from __future__ import annotations

from pathlib import Path

import pytest
from bs4 import Tag

from baccarat.lab import EOR_BETS, EOR_RANKS, effect_of_removal
from baccarat.payouts import Bet
from tests.site.built import built_page

pytestmark = pytest.mark.site


def test_the_effect_of_removal_table_and_what_the_page_says_of_it(built_site: Path) -> None:
    soup = built_page(built_site / "lab" / "index.html")
    table = soup.find("table", id="eor")
    assert isinstance(table, Tag)
    effects = effect_of_removal(8)
    rows = table.select("tbody tr[data-rank]")
    assert [row["data-rank"] for row in rows] == list(EOR_RANKS)
    for row in rows:
        cells = [cell.get_text(strip=True) for cell in row.find_all("td")]
        for bet, cell in zip(EOR_BETS, cells, strict=True):
            change = float(effects[str(row["data-rank"])][bet]) * 100
            assert cell == (f"{change:+.4f}".replace("-", "−") if change else "0.0000")
    text = " ".join(soup.get_text(" ").split())
    main = max(abs(effects[rank][bet]) for rank in EOR_RANKS for bet in (Bet.PLAYER, Bet.BANKER))
    side = max(abs(effects[rank][bet]) for rank in EOR_RANKS for bet in (Bet.DRAGON_7, Bet.PANDA_8))
    # The sentence the audit found wrong ("or less": a 4 out moves the Player by 0.0120) now says "about ... at most".
    assert "about a hundredth of a percentage point per card at most" in text and 0.01 < main * 100 <= 0.0125
    assert "tens of times more" in text and 10 <= side / main < 100
    dragon = {rank: effects[rank][Bet.DRAGON_7] for rank in EOR_RANKS}
    panda = {rank: effects[rank][Bet.PANDA_8] for rank in EOR_RANKS}
    assert "each 8 or 9 out helps the player and each 4, 5, 6 or 7 out hurts" in text
    assert all(dragon[rank] < 0 for rank in "89") and all(dragon[rank] > 0 for rank in "4567")
    assert "a 9 out helps most, and 3s, 4s, 5s and 8s out hurt most" in text
    assert min(panda, key=lambda rank: panda[rank]) == "9"
    assert set(sorted(panda, key=lambda rank: panda[rank])[-4:]) == {"3", "4", "5", "8"}
    assert "exactly where it was" in text and all(effects[rank][Bet.PLAYER_PAIR] == 0 for rank in EOR_RANKS)
