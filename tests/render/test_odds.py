"""The odds calculator's tables: a full shoe beside the same shoe with cards removed, from the exact odds."""

from __future__ import annotations

import re

from baccarat.odds import exact_odds
from baccarat.payouts import FIXED_PAYS, SIDE_BETS, ratio
from baccarat.render.odds import removed_cards_table, side_bet_pay_table, widget_html


def row(html: str, name: str) -> list[str]:
    found = re.search(rf'<th scope="row">{name}</th>(.*?)</tr>', html)
    assert found, name
    return re.findall(r'<td class="bac-num">([^<]+)</td>', found.group(1))


def test_a_shoe_beside_the_same_shoe_without_the_removed_cards() -> None:
    html = removed_cards_table(1, "5 5 5 5")
    assert "Without 5 5 5 5" in html
    full, without = exact_odds(1), exact_odds(1, removed="5 5 5 5")
    assert row(html, "Banker wins") == [f"{float(full.banker):.4%}", f"{float(without.banker):.4%}"]


def test_nothing_removed_shows_the_full_shoe_alone() -> None:
    html = removed_cards_table(8, "")
    assert "<caption>Exact probabilities, 8 decks, to four decimals</caption>" in html
    assert len(row(html, "Banker wins")) == 1


def test_every_side_bet_has_its_row_and_its_pay_from_the_data() -> None:
    html = side_bet_pay_table()
    assert html.count('<th scope="row">') == len(SIDE_BETS)
    for bet, pays in FIXED_PAYS.items():
        assert str(ratio(pays)) in html, bet


def test_the_frame_waits_for_python() -> None:
    assert "<fieldset disabled>" in widget_html()


def test_the_deck_columns_put_the_casino_s_8_decks_first() -> None:
    """On a phone the first figures beside the rows' names are the 8-deck shoe's, whatever order a page names."""
    from baccarat.render.markup import percent
    from baccarat.render.odds import odds_table, side_bet_edge_table

    html = odds_table((1, 2, 4, 6, 8))
    heads = re.findall(r'<th scope="col">([^<]+)</th>', html)
    assert heads == ["How often", "8 decks", "6 decks", "4 decks", "2 decks", "1 deck"]
    cells = re.findall(r'<td class="bac-num"[^>]*>([^<]+)</td>', html.split('<th scope="row">Banker wins</th>')[1])
    assert cells[:5] == [percent(exact_odds(n).banker).text for n in (8, 6, 4, 2, 1)]
    edges = side_bet_edge_table((1, 6, 8))
    assert re.findall(r'<th scope="col">([^<]+)</th>', edges)[1:] == ["8 decks", "6 decks", "1 deck"]
    assert odds_table((6, 8)) == odds_table((8, 6))


def test_the_bar_charts_fit_any_column_with_12_px_words() -> None:
    """No viewBox to shrink their words: places along the line in percent of the width, the rest in pixels;
    every bar inside the plot, and every bar's figure the exact count's, as it was."""
    from fractions import Fraction

    from baccarat.render.odds import bar_chart_svg, final_totals_html

    html = final_totals_html(8)
    svg = html[html.index("<svg") : html.index("</svg>")]
    assert 'width="100%"' in svg and "viewBox" not in svg and 'font-size="12"' in svg
    assert svg.count("font-size") == 1  # every word at the chart's 12 px
    for tag, name, value in re.findall(r'<(rect|line|text) [^>]*?\b(x|x1|x2)="([^"]+)"', svg):
        if 'class="hatch' in tag or value == "0":
            continue
        assert value.endswith("%") and 0 <= float(value[:-1]) <= 98, (tag, name, value)
    for x, width in re.findall(r'<rect class="s\d"[^>]* x="([\d.]+)%" y="[\d.]+" width="([\d.]+)%"', svg):
        assert float(x) >= 12 and float(x) + float(width) <= 98
    odds = exact_odds(8)
    titles = re.findall(r"<title>([^<]+)</title>", svg)
    assert titles == [
        f"{hand}, {t}: {float(shares[t]):.2%}"
        for t in range(10)
        for hand, shares in (("Player", odds.player_totals), ("Banker", odds.banker_totals))
    ]
    stacked = bar_chart_svg("T", ["a"], [("X", [Fraction(1, 2)]), ("Y", [Fraction(1, 4)])], axis="x", stacked=True)
    bars = re.findall(r'<rect class="s\d"[^>]* x="([\d.]+)%" y="([\d.]+)" width="([\d.]+)%" height="([\d.]+)"', stacked)
    assert len(bars) == 2 and bars[0][0] == bars[1][0]  # one on the other
    assert float(bars[1][1]) + float(bars[1][3]) == float(bars[0][1])
