"""Exact odds, pay tables and house edges as HTML tables and bar charts, and the live odds calculator's frame.

Every figure comes from the one complete count of :func:`baccarat.odds.exact_odds`
and the pay data of :mod:`baccarat.payouts`. Apart from the other renderers because
exact arithmetic needs the ``fractions`` module, slow to import in the browser's
Python: the dealer widget starts without it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from fractions import Fraction

from ..cards import Card
from ..coup import resolve
from ..errors import counted
from ..odds import ExactOdds, exact_odds
from ..payouts import (
    BET_NAMES,
    DRAGON_BONUS_MARGINS,
    DRAGON_BONUS_NATURAL,
    FINISHES,
    FIXED_PAYS,
    MAIN_BETS,
    PAIR_HANDS,
    PAY_TABLES,
    PERFECT_PAIR_BOTH,
    PERFECT_PAIRS,
    SIDE_BETS,
    STANDARD,
    Bet,
    PayTable,
    house_edge,
    pay_table,
    pays,
    ratio,
    settle_slip,
)
from .cards import CARD_HELP
from .coup import verdict
from .markup import Number, decks_select, escape, percent, row_html, scroll_region, table_html, widget_frame

__all__ = [
    "bar_chart_svg",
    "deal_counts_table",
    "final_totals_html",
    "house_edge_table",
    "key_numbers_html",
    "margins_html",
    "odds_comparison_table",
    "odds_table",
    "pay_table_table",
    "removed_cards_table",
    "side_bet_edge_table",
    "side_bet_pay_table",
    "widget_html",
    "worked_settlements",
]


def _decks_name(decks: int) -> str:
    return counted(decks, "deck")


def odds_comparison_table(
    columns: Sequence[tuple[str, ExactOdds]], *, caption: str, table_id: str | None = None, places: int = 2
) -> str:
    """Exact probabilities for several shoes, one column each, to ``places`` decimals."""
    figures: list[tuple[str, Callable[[ExactOdds], Fraction]]] = [
        ("Banker wins", lambda o: o.banker),
        ("Player wins", lambda o: o.player),
        ("Tie", lambda o: o.tie),
        ("Either hand has a natural", lambda o: o.natural),
        ("Player draws a third card", lambda o: o.player_draws),
        ("Banker draws a third card", lambda o: o.banker_draws),
        *((f"{n} cards dealt", lambda o, n=n: o.cards_dealt[n]) for n in (4, 5, 6)),
        ("Banker wins with a total of 6", lambda o: o.banker_wins_on_6),
    ]
    rows = [row_html(name, *(percent(share(odds), places) for _, odds in columns)) for name, share in figures]
    head = ("How often", *(title for title, _ in columns))
    return table_html(caption, head, rows, id=table_id)


def odds_table(decks: Sequence[int] = (1, 2, 4, 6, 8)) -> str:
    """Exact odds for several shoe sizes, as percentages (anchor ``#odds-by-decks``)."""
    columns = [(_decks_name(n), exact_odds(n)) for n in decks]
    return odds_comparison_table(columns, caption="Exact probabilities by number of decks", table_id="odds-by-decks")


def removed_cards_table(decks: int, removed: str | Sequence[str | Card]) -> str:
    """A full shoe beside the same shoe with some cards already dealt: how the odds move (to four
    decimals, because the moves are small)."""
    after = exact_odds(decks, removed=removed)
    full = (f"Full shoe, {_decks_name(decks)}", exact_odds(decks))
    if not after.removed:
        return odds_comparison_table(
            [full], caption=f"Exact probabilities, {_decks_name(decks)}, to four decimals", places=4
        )
    shown = " ".join(str(card) for card in after.removed)
    columns = [full, (f"Without {shown}", after)]
    return odds_comparison_table(
        columns, caption=f"Exact probabilities, {_decks_name(decks)}, without {shown}, to four decimals", places=4
    )


def deal_counts_table(odds: ExactOdds) -> str:
    """The exact deal counts behind the figures for one shoe."""
    rows = [row_html("All ordered deals", Number(f"{odds.deals:,}"))]
    names = {"banker": "Banker wins", "player": "Player wins", "tie": "Tie"}
    rows += [row_html(names[outcome.value], Number(f"{n:,}")) for outcome, n in odds.outcome_deals.items()]
    return table_html(
        f"Exact counts of equally likely deals, {odds.decks} decks",
        ("Result", "Deals"),
        rows,
        id=f"deal-counts-{odds.decks}",
    )


def _three_card_7(table: PayTable) -> str:
    paid = table.banker_on_three_card_7
    return ratio(table.banker) if paid is None else "push" if paid == 0 else ratio(paid)


def pay_table_table(tables: Sequence[PayTable] | None = None) -> str:
    """What each winning bet pays under each pay table (anchor ``#pay-tables``)."""
    tables = list(tables or PAY_TABLES.values())
    rows = [
        row_html("Player", *(ratio(t.player) for t in tables)),
        row_html("Banker", *(ratio(t.banker) for t in tables)),
        row_html("Banker, winning with 6", *(ratio(t.banker_on_6) for t in tables)),
        row_html("Banker, winning with a three-card 7", *(_three_card_7(t) for t in tables)),
        row_html("Tie", *(ratio(t.tie) for t in tables)),
        row_html("Player or Banker bet when the coup ties", *("push" for _ in tables)),
    ]
    caption = "What a winning bet pays, per unit staked"
    return scroll_region(caption, table_html(caption, ("Bet", *(t.heading for t in tables)), rows, id="pay-tables"))


def key_numbers_html(decks: int = 8) -> str:
    """The three main bets at a glance: each one's house edge and how often it wins, on the
    standard table (anchor ``#key-numbers``). Each figure carries four decimals in its title.

        >>> '<dd class="bac-key-edge"><span' in key_numbers_html(8)
        True

    Raises nothing.
    """
    odds = exact_odds(decks)
    table = pay_table("standard")
    items = []
    for bet, wins, how in ((Bet.BANKER, odds.banker, "wins"), (Bet.PLAYER, odds.player, "wins"),
                           (Bet.TIE, odds.tie, "comes up")):  # fmt: skip
        edge, chance = percent(house_edge(bet, table=table, odds=odds)), percent(wins)
        items.append(
            f'<div class="bac-key" data-side="{bet.value}"><dt>{escape(BET_NAMES[bet])} bet</dt>'
            f'<dd class="bac-key-edge">{_figure(edge)} <span>house edge</span></dd>'
            f"<dd>{how} {_figure(chance)} of coups</dd></div>"
        )
    return (
        '<section class="bac-key-numbers" id="key-numbers" aria-labelledby="key-numbers-title">'
        f'<p class="bac-key-title" id="key-numbers-title">Key numbers: {_decks_name(decks)}, '
        f"{escape(table.name)}</p><dl>{''.join(items)}</dl>"
        '<p class="bac-key-note">The house edge is what a bet loses on average, per unit staked. '
        '<a href="#house-edge">Every pay table</a> · <a href="#side-bets">every side bet</a></p></section>'
    )


def _figure(number: Number) -> str:
    title = escape(f"{number.exact or number.text} to four decimals")
    return f'<span class="bac-figure" title="{title}">{escape(number.text)}</span>'


#: The bets a tie does not settle, whose edge is also given per bet settled.
TWO_WAY = (Bet.PLAYER, Bet.BANKER)


def house_edge_table(decks: int = 8) -> str:
    """The exact house edge of the three main bets on every pay table, one row per table
    (anchor ``#house-edge``): per hand dealt, and per bet settled (a tie bet is always settled)."""
    odds = exact_odds(decks)
    rows = []
    for table in PAY_TABLES.values():
        per_hand = [percent(house_edge(bet, table=table, odds=odds)) for bet in MAIN_BETS]
        settled = [percent(house_edge(bet, table=table, odds=odds, excluding_ties=True)) for bet in TWO_WAY]
        rows.append(row_html(table.name, *per_hand, *settled, data_table=table.key))
    names = [f"{bet.value.capitalize()} bet" for bet in MAIN_BETS]
    return table_html(
        f"House edge, {decks} decks: the share of each stake the bet loses on average, on each pay table",
        (*names, *names[: len(TWO_WAY)]),
        rows,
        column_groups=(
            ("Pay table", 1),
            ("Per hand dealt", len(MAIN_BETS)),
            ("Per bet settled (ties left out)", len(TWO_WAY)),
        ),
        id="house-edge",
    )


def _dragon_bonus_rule() -> str:
    margins = sorted(DRAGON_BONUS_MARGINS, reverse=True)
    pays = [ratio(Fraction(DRAGON_BONUS_MARGINS[margin])) for margin in margins]
    return (
        f"The Player wins: with a natural {ratio(DRAGON_BONUS_NATURAL)} (a natural tie pushes); otherwise by "
        f"{_either(map(str, margins))} points {_either(pays)}; anything else loses"
    )


def _either(items: Iterable[str]) -> str:
    *rest, last = items
    return f"{', '.join(rest)} or {last}" if rest else last


def _side_bet_wins(bet: Bet, before: Sequence[Bet]) -> str:
    """What wins ``bet``, in words drawn from the bet's data in :mod:`baccarat.payouts`; ``The same`` when
    a bet listed ``before`` it wins on the same cards."""
    if bet in PAIR_HANDS:
        hands = PAIR_HANDS[bet]
        whose = "Either hand's" if len(hands) == 2 else f"The {hands[0].capitalize()}'s"
        perfect = bet in PERFECT_PAIRS
        if any(PAIR_HANDS.get(other) == hands and (other in PERFECT_PAIRS) == perfect for other in before):
            return f"The same, on a table that pays {ratio(PERFECT_PAIR_BOTH)} when both hands have one"
        # Said once, on the first pair bet: equal points are not a pair.
        first = not any(other in PAIR_HANDS and other not in PERFECT_PAIRS for other in before)
        same = (
            "the same rank and the same suit"
            if perfect
            else "the same rank" + (" (a ten and a king are not a pair)" if first else "")
        )
        return f"{whose} first two cards are {same}"
    if bet in FINISHES:
        finish = FINISHES[bet]
        if any(FINISHES.get(other) == finish for other in before):
            return f"The same, on a table that pays it {ratio(FIXED_PAYS[bet])}"
        cards = "" if finish.three_cards else ", on two cards or three"
        # A Banker 6 is what a no-commission table pays half: the bet is offered beside those tables.
        beside = " (offered beside no-commission tables)" if finish == FINISHES[Bet.SUPER_6] else ""
        return f"The {finish.side.value.capitalize()} wins with {finish.words}{cards}{beside}"
    if bet is Bet.DRAGON_BONUS_PLAYER:
        return _dragon_bonus_rule()
    if bet is Bet.DRAGON_BONUS_BANKER:  # listed after the Player's
        return "The same for the Banker hand"
    raise ValueError(f"no words for the side bet {bet.value!r}: give it its data in baccarat.payouts")


def side_bet_pay_table() -> str:
    """What each side bet needs and pays (anchor ``#side-bet-pays``)."""
    rows = [
        row_html(BET_NAMES[bet], _side_bet_wins(bet, SIDE_BETS[:place]), pays(bet, STANDARD))
        for place, bet in enumerate(SIDE_BETS)
    ]
    return table_html(
        "Side bets: what wins and what it pays, per unit staked (whatever the main pay table)",
        ("Side bet", "Wins when", "Pays"),
        rows,
        id="side-bet-pays",
    )


def _main_bet_rows(odds: Sequence[ExactOdds]) -> list[str]:
    """Each main bet once for each different edge it has: the Player bet is the same on every table,
    the Banker bet depends on how its win is paid, the Tie bet on what a tie pays."""

    def label(bet: Bet, table: PayTable) -> str:
        if bet is Bet.PLAYER:
            return "Player bet (every table)"
        if bet is Bet.BANKER:
            return f"Banker bet, {table.short_name}"
        return f"Tie bet paying {ratio(table.tie)}"

    rows: dict[str, tuple[Number, ...]] = {}
    for bet in MAIN_BETS:
        for table in PAY_TABLES.values():
            edges = tuple(percent(house_edge(bet, table=table, odds=o)) for o in odds)
            name = label(bet, table)
            if rows.get(name, edges) != edges:  # the same name with other figures: name the table in full
                name = f"{bet.value.capitalize()} bet, {table.name}"
            rows[name] = edges
    return [row_html(name, *edges) for name, edges in rows.items()]


def side_bet_edge_table(decks: Sequence[int] = (1, 6, 8)) -> str:
    """The exact house edge of every bet by deck count: the main bets (each once for each edge it has
    on some table) and the side bets (anchor ``#side-bets``)."""
    odds = [exact_odds(n) for n in decks]
    side = [row_html(BET_NAMES[bet], *(percent(house_edge(bet, odds=o)) for o in odds)) for bet in SIDE_BETS]
    return table_html(
        "House edge of every bet, per hand dealt, by the number of decks (exact). "
        "A Perfect Pair never wins with one deck: its edge is then 100%.",
        ("Bet", *(_decks_name(n) for n in decks)),
        (),
        groups=(("Main bets", _main_bet_rows(odds)), ("Side bets (the same on every table)", side)),
        id="side-bets",
    )


#: The Banker stakes the commission-rounding table shows.
COMMISSION_STAKES = (5, 10, 15, 20, 25, 100)


def commission_rounding_table() -> str:
    """The Banker bet's house edge, 8 decks, per hand dealt, for a few stakes under each way of rounding
    the 5% commission (anchor ``#commission-rounding``)."""
    from decimal import Decimal

    from ..payouts import CommissionRounding, banker_edge_with_commission

    odds = exact_odds(8)
    rows = [
        row_html(
            f"{stake}",
            *(percent(banker_edge_with_commission(Decimal(stake), rule, odds=odds)) for rule in CommissionRounding),
        )
        for stake in COMMISSION_STAKES
    ]
    caption = (
        "The Banker bet's house edge, per hand dealt (8 decks, exact), when the 5% commission on a win is "
        "collected in chips: by stake, under five ways of rounding it"
    )
    headings = ("Banker stake", *(rule.value[0].upper() + rule.value[1:] for rule in CommissionRounding))
    return scroll_region(caption, table_html(caption, headings, rows, id="commission-rounding",
                                             class_="bac-numbers"))  # fmt: skip


#: One real coup per bet (dealing order), each showing what decides that bet.
WORKED_SETTLEMENTS = (
    (Bet.BANKER, "standard", "2 3 2 K 8"),
    (Bet.BANKER, "no-commission", "K 6 5 K K"),
    (Bet.BANKER, "ez", "2 3 2 K K 4"),
    (Bet.PLAYER, "standard", "7 7 K K"),
    (Bet.TIE, "standard", "7 7 K K"),
    (Bet.PLAYER_PAIR, "standard", "2 2 2 2 K"),
    (Bet.BANKER_PAIR, "standard", "9 5 K 5"),
    (Bet.EITHER_PAIR, "standard", "10 K K 10 9 9"),
    (Bet.PERFECT_PAIR, "standard", "Kh 2s Kh 3d 5c 4s"),
    (Bet.DRAGON_7, "standard", "2 3 2 K K 4"),
    (Bet.PANDA_8, "standard", "2 6 2 K 4"),
    (Bet.DRAGON_BONUS_PLAYER, "standard", "7 K K K K"),
    (Bet.DRAGON_BONUS_BANKER, "standard", "8 9 K K"),
    (Bet.SUPER_6, "no-commission", "K 6 5 K K"),
)


def worked_settlements(stake: str = "10") -> str:
    """Each bet settled on a real coup, as a casino pays it (anchor ``#worked-settlements``)."""
    rows = []
    for bet, key, cards in WORKED_SETTLEMENTS:
        coup = resolve(cards)
        (row,), _ = settle_slip({bet: stake}, coup, table=pay_table(key))
        name = BET_NAMES[bet] + (" bet" if bet in MAIN_BETS else "")
        shown = " ".join(str(card) for card in coup.cards)
        if bet in MAIN_BETS:
            name += f" ({pay_table(key).short_name})"
        commission = str(row.commission) if row.commission else "none"
        rows.append(row_html(name, shown, verdict(coup), row.outcome, str(row.paid),
                             commission, str(row.net)))  # fmt: skip
    return table_html(
        f"Every bet settled on a real coup: {stake} staked, paid as a casino pays it (side bets pay the same "
        "on every table)",
        ("Bet (table)", "Cards dealt", "Result", "Outcome", "Paid", "Commission", "Net"),
        rows,
        id="worked-settlements",
    )


def final_totals_html(decks: int = 8) -> str:
    """The final totals of both hands: a bar chart and the exact figures (heading ``#final-totals``)."""
    odds = exact_odds(decks)
    totals = {"player": odds.player_totals, "banker": odds.banker_totals}
    rows = [row_html(str(t), percent(totals["player"][t]), percent(totals["banker"][t])) for t in range(10)]
    table = table_html(
        f"Final totals, {decks} decks: the chance that each hand ends on each total",
        ("Final total", "Player hand", "Banker hand"),
        rows,
    )
    title = f"Final totals, {decks} decks"
    chart = bar_chart_svg(
        title,
        [str(t) for t in range(10)],
        [("Player", totals["player"]), ("Banker", totals["banker"])],
        axis="final total",
    )
    return _chart_and_figures(title, chart, table)


def _chart_and_figures(title: str, chart: str, table: str) -> str:
    """A bar chart, then its exact figures as a table, folded away: the chart is what most readers want.

    On a phone the chart is wider than the screen: it scrolls sideways in a region the keyboard reaches.
    """
    return (
        f'<figure class="bac-bars-figure">{scroll_region(title, chart)}</figure>'
        f'<details class="bac-figures"><summary>The figures behind the chart</summary>{table}</details>'
    )


def margins_html(decks: int = 8) -> str:
    """The winning margin, with and without a natural: a bar chart and the table (heading ``#winning-margin``)."""
    by_outcome = exact_odds(decks).margins
    shares = {(outcome.value, natural): values for (outcome, natural), values in by_outcome.items()}
    rows = []
    for m in range(10):
        cells: list[str | Number]
        if m == 0:
            cells = ["–", "–", "–", "–", percent(shares[("tie", True)][0]), percent(shares[("tie", False)][0])]
        else:
            cells = [percent(shares[(w, n)][m]) for w in ("player", "banker") for n in (True, False)] + ["–", "–"]
        rows.append(row_html("0 (a tie)" if m == 0 else str(m), *cells))
    table = table_html(
        f"Winning margin, {decks} decks: the chance of each margin, by winner, with and without a natural",
        ("Margin (points)", "Player, natural", "Player, no natural", "Banker, natural", "Banker, no natural",
         "Tie, natural", "Tie, no natural"),
        rows,
    )  # fmt: skip
    either = {n: [sum((shares[(w, n)][m] for w in ("player", "banker", "tie")), Fraction(0)) for m in range(10)]
              for n in (True, False)}  # fmt: skip
    title = f"Winning margin, {decks} decks (either hand)"
    chart = bar_chart_svg(
        title,
        ["tie", *map(str, range(1, 10))],
        [("With a natural", either[True]), ("No natural", either[False])],
        axis="winning margin, points",
        stacked=True,
        neutral=True,  # not Player and Banker: naturals and drawn coups, in other colours
    )
    return _chart_and_figures(title, chart, table)


def bar_chart_svg(
    title: str, labels: Sequence[str], series: Sequence[tuple[str, Sequence[Fraction]]], *, axis: str,
    stacked: bool = False, neutral: bool = False,
) -> str:  # fmt: skip
    """Two series of shares as a bar chart: side by side, or stacked. The second series is hatched and
    every bar has a ``<title>`` with its figure, so neither colour nor the picture carries the only meaning.

        >>> svg = bar_chart_svg("T", ["a", "b"], [("X", [Fraction(1, 4), Fraction(3, 4)]), ("Y", [0, 1])], axis="x")
        >>> "<title>X, a: 25.00%</title>" in svg
        True

    Raises nothing.
    """
    left, top, height, group = 44, 40, 200, 44
    pattern_id = "hatch-" + "".join(c for c in title.lower() if c.isalnum())[:32]
    fills = ("", f' fill="url(#{pattern_id})"')  # the second series hatched
    classes = "bac-bars bac-bars-neutral" if neutral else "bac-bars"
    width = left + group * len(labels) + 10
    peak = max(
        (sum(values[i] for _, values in series) if stacked else max(values[i] for _, values in series))
        for i in range(len(labels))
    )
    step = 5 if peak > Fraction(1, 5) else 2
    top_tick = (int(float(peak) * 100) // step + 1) * step

    def y(share: float) -> float:
        return top + height - share * 100 / top_tick * height

    grid = "".join(
        f'<line x1="{left}" y1="{y(t / 100):.1f}" x2="{width - 10}" y2="{y(t / 100):.1f}" class="grid"/>'
        f'<text x="{left - 6}" y="{y(t / 100) + 4:.1f}" text-anchor="end">{t}%</text>'
        for t in range(0, top_tick + 1, step)
    )
    bars = []
    bar = (group - 12) / (1 if stacked else len(series))
    for i, label in enumerate(labels):
        base = 0.0
        for s, (name, values) in enumerate(series):
            share = float(values[i])
            x = left + i * group + 6 + (0 if stacked else s * bar)
            y0 = base if stacked else 0.0
            rect_top, rect_bottom = y(y0 + share), y(y0)
            base += share if stacked else 0.0
            size = f'width="{bar - (0 if stacked else 1):.1f}" height="{rect_bottom - rect_top:.1f}"'
            bars.append(
                f'<rect class="s{s}"{fills[s]} x="{x:.1f}" y="{rect_top:.1f}" {size}>'
                f"<title>{escape(name)}, {escape(label)}: {share:.2%}</title></rect>"
            )
        bars.append(
            f'<text x="{left + i * group + group / 2:.1f}" y="{top + height + 16}" text-anchor="middle">'
            f"{escape(label)}</text>"
        )
    legend = "".join(
        f'<rect class="s{s}"{fills[s]} x="{left + s * 150}" y="8" width="14" height="14"/>'
        f'<text x="{left + s * 150 + 20}" y="20">{escape(name)}</text>'
        for s, (name, _) in enumerate(series)
    )
    total_height = top + height + 40
    desc = "; ".join(
        f"{name}: " + ", ".join(f"{label} {float(v):.1%}" for label, v in zip(labels, values, strict=True))
        for name, values in series
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {total_height}" width="{width}" '
        f'height="{total_height}" role="img" aria-labelledby="{pattern_id}-t {pattern_id}-d" class="{classes}" '
        f'font-size="12" fill="currentColor">'
        f'<title id="{pattern_id}-t">{escape(title)}</title><desc id="{pattern_id}-d">{escape(desc)}</desc>'
        f'<defs><pattern id="{pattern_id}" width="6" height="6" patternUnits="userSpaceOnUse" '
        f'patternTransform="rotate(45)"><rect width="6" height="6" class="hatch-bg"/>'
        f'<line x1="0" y1="0" x2="0" y2="6" class="hatch-line" stroke-width="3"/></pattern></defs>'
        f'{legend}<g class="grid-lines">{grid}</g>{"".join(bars)}'
        f'<text x="{left + (width - left) / 2:.0f}" y="{total_height - 4}" text-anchor="middle">'
        f"{escape(axis)}</text></svg>"
    )


def widget_html(decks: int = 8) -> str:
    """The "cards already dealt" exact-odds calculator as static HTML; the page's script brings it to life."""
    forms = (
        '<form data-form="odds"><fieldset disabled><legend>Cards already dealt from the shoe</legend>'
        f"{decks_select(decks)}"
        '<label>Cards out <input name="removed" autocomplete="off" spellcheck="false" size="24" '
        'placeholder="5 5 5 K Q"></label> '
        f'<button type="submit" class="md-button md-button--primary">Compute exactly</button>{CARD_HELP}'
        '<p class="bac-help">Every deal is counted, so the figures are exact, not estimates.</p>'
        "</fieldset></form>"
    )
    return widget_frame(
        "odds",
        starting="The calculator is starting…",
        without_script="The live calculator needs JavaScript and WebAssembly; the tables above are complete "
        "without it.",
        forms=forms + f'<div class="bac-result">{_full_shoe_odds(decks)}</div>',
    )


def _full_shoe_odds(decks: int) -> str:
    """What the calculator shows before Python is ready: the full shoe, computed at build time."""
    return removed_cards_table(decks, "")
