"""Exact odds, pay tables and house edges as HTML tables and bar charts, and the live odds calculator's frame.

Every figure comes from the one complete count of :func:`baccarat.odds.exact_odds`
and the pay data of :mod:`baccarat.payouts`. Apart from the other renderers because
exact arithmetic needs the ``fractions`` module, slow to import in the browser's
Python: the dealer widget starts without it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from decimal import Decimal
from fractions import Fraction

from ..cards import Card
from ..coup import resolve
from ..i18n import Words, words
from ..odds import ExactOdds, exact_odds
from ..payouts import (
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
    THREE_CARD_PAYS,
    Bet,
    CommissionRounding,
    PayTable,
    banker_edge_with_commission,
    bet_name,
    house_edge,
    outcome_word,
    pay_table,
    pays,
    ratio,
    rounding_name,
    settle_slip,
)
from .cards import card_help
from .coup import verdict
from .markup import Number, decks_select, escape, money, percent, row_html, scroll_region, table_html, widget_frame

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


def _decks_name(decks: int, lang: str = "en") -> str:
    return words(lang).ngettext("{count} deck", "{count} decks", decks, count=format(decks, ","))


def _html(template: str, **parts: str) -> str:
    """A translated sentence that holds HTML: its words escaped, then ``parts`` (HTML already) put in."""
    return escape(template).format_map(parts)


def odds_comparison_table(
    columns: Sequence[tuple[str, ExactOdds]],
    *,
    caption: str,
    table_id: str | None = None,
    places: int = 2,
    names_above: bool = False,
    lang: str = "en",
) -> str:
    """Exact probabilities for several shoes, one column each, to ``places`` decimals (its words in ``lang``).
    With ``names_above``, a phone shows each row's name on a line of its own above its figures
    (``.bac-names-above``), so that several shoes' columns fit a 320 px screen.

        >>> odds_comparison_table([("8 decks", exact_odds(8))], caption="Odds").count("<tr>")
        11

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    figures: list[tuple[str, Callable[[ExactOdds], Fraction]]] = [
        (w("Banker wins"), lambda o: o.banker),
        (w("Player wins"), lambda o: o.player),
        (w("Tie"), lambda o: o.tie),
        (w("Either hand has a natural"), lambda o: o.natural),
        (w("Player draws a third card"), lambda o: o.player_draws),
        (w("Banker draws a third card"), lambda o: o.banker_draws),
        *((w("{count} cards dealt", count=n), lambda o, n=n: o.cards_dealt[n]) for n in (4, 5, 6)),
        (w("Banker wins with a total of {total}", total=6), lambda o: o.banker_wins_on_6),
    ]
    rows = [
        row_html(name, *(percent(share(odds), places, lang=lang) for _, odds in columns)) for name, share in figures
    ]
    head = (w("How often"), *(title for title, _ in columns))
    return table_html(caption, head, rows, id=table_id, class_="bac-names-above" if names_above else None)


def _most_decks_first(decks: Sequence[int]) -> list[int]:
    """Deck counts as a table's columns: the most first, the shoe a reader meets at a casino (8 decks), which a
    phone then shows beside the rows' names without scrolling.

        >>> _most_decks_first((1, 2, 8, 6))
        [8, 6, 2, 1]

    Raises nothing.
    """
    return sorted(decks, reverse=True)


def odds_table(decks: Sequence[int] = (1, 2, 4, 6, 8), *, lang: str = "en") -> str:
    """Exact odds for several shoe sizes, as percentages (anchor ``#odds-by-decks``), in ``lang``: a column
    each, the most decks first; on a phone each row's name above its figures, every column on screen.

        >>> odds_table((8,)).count('<th scope="row">')
        10
        >>> odds_table((1, 8)).index("8 decks") < odds_table((1, 8)).index("1 deck")
        True

    Raises :class:`~baccarat.errors.ShoeError` for a deck count outside 1–8, and
    :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    columns = [(_decks_name(n, lang), exact_odds(n)) for n in _most_decks_first(decks)]
    w = words(lang)
    caption = w("Exact probabilities by number of decks")
    return odds_comparison_table(columns, caption=caption, table_id="odds-by-decks", names_above=True, lang=lang)


def removed_cards_table(decks: int, removed: str | Sequence[str | Card], *, lang: str = "en") -> str:
    """A full shoe beside the same shoe with some cards already dealt: how the odds move (to four
    decimals, because the moves are small), in ``lang``.

        >>> "Without 5 5" in removed_cards_table(1, "5 5")
        True

    Raises :class:`~baccarat.errors.BaccaratError` for bad cards or an impossible removal (a
    :class:`~baccarat.errors.ShoeError`), or a language the guide is not written in (field ``lang``).
    """
    w = words(lang)
    after = exact_odds(decks, removed=removed)
    shoe = _decks_name(decks, lang)
    full = (w("Full shoe, {decks}", decks=shoe), exact_odds(decks))
    if not after.removed:
        caption = w("Exact probabilities, {decks}, to four decimals", decks=shoe)
        return odds_comparison_table([full], caption=caption, places=4, lang=lang)
    shown = " ".join(str(card) for card in after.removed)
    columns = [full, (w("Without {cards}", cards=shown), after)]
    caption = w("Exact probabilities, {decks}, without {cards}, to four decimals", decks=shoe, cards=shown)
    return odds_comparison_table(columns, caption=caption, places=4, lang=lang)


def deal_counts_table(odds: ExactOdds, *, lang: str = "en") -> str:
    """The exact deal counts behind the figures for one shoe, in ``lang``.

        >>> deal_counts_table(exact_odds(8)).count("<tr>")
        5

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    rows = [row_html(w("All ordered deals"), Number(f"{odds.deals:,}"))]
    names = {"banker": w("Banker wins"), "player": w("Player wins"), "tie": w("Tie")}
    rows += [row_html(names[outcome.value], Number(f"{n:,}")) for outcome, n in odds.outcome_deals.items()]
    return table_html(
        w("Exact counts of equally likely deals, {decks} decks", decks=odds.decks),
        (w("Result"), w("Deals")),
        rows,
        id=f"deal-counts-{odds.decks}",
    )


def _three_card_7(table: PayTable, w: Words) -> str:
    paid = table.banker_on_three_card_7
    if paid is None:
        return w.say(ratio(table.banker))
    # Translators: what a bet is paid when it pushes: its stake back, nothing more.
    return w.pgettext("pays", "push") if paid == 0 else w.say(ratio(paid))


def pay_table_table(tables: Sequence[PayTable] | None = None, *, lang: str = "en") -> str:
    """What each winning bet pays under each pay table (anchor ``#pay-tables``), in ``lang``: one row per pay table,
    as a reader looks up the table they sit at, one column per bet. On a phone each pay table stacks as a block of
    its own, every pay named by its bet (``.bac-stacks``), so the whole table reads without scrolling sideways.

        >>> pay_table_table().count('<tr data-table=')
        6
        >>> 'data-label="Tie">8 to 1</td>' in pay_table_table()
        True

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    tables = list(tables or PAY_TABLES.values())
    bets: list[tuple[str, Callable[[PayTable], str]]] = [
        (w.say(bet_name(Bet.PLAYER)), lambda t: w.say(ratio(t.player))),
        (w.say(bet_name(Bet.BANKER)), lambda t: w.say(ratio(t.banker))),
        (w("Banker, winning with 6"), lambda t: w.say(ratio(t.banker_on_6))),
        (w("Banker, winning with a three-card 7"), lambda t: _three_card_7(t, w)),
        (w.say(bet_name(Bet.TIE)), lambda t: w.say(ratio(t.tie))),
        (w("Player or Banker bet when the coup ties"), lambda _: w.pgettext("pays", "push")),
    ]
    labels = tuple(name for name, _ in bets)
    rows = [
        row_html(w.say(t.headed()), *(paid(t) for _, paid in bets), labels=labels, data_table=t.key) for t in tables
    ]
    caption = w("What a winning bet pays, per unit staked")
    head = (w("Pay table"), *labels)
    return scroll_region(caption, table_html(caption, head, rows, id="pay-tables", class_="bac-stacks"), lang=lang)


def key_numbers_html(decks: int = 8, *, lang: str = "en") -> str:
    """The three main bets at a glance: each one's house edge and how often it wins, on the
    standard table (anchor ``#key-numbers``), in ``lang``. Each figure carries four decimals in its title.

        >>> '<dd class="bac-key-edge"><span' in key_numbers_html(8)
        True

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    odds = exact_odds(decks)
    table = pay_table("standard")
    items, edge_said = [], escape(w("house edge"))
    for bet, wins, how in ((Bet.BANKER, odds.banker, w("wins {share} of coups")),
                           (Bet.PLAYER, odds.player, w("wins {share} of coups")),
                           (Bet.TIE, odds.tie, w("comes up {share} of coups"))):  # fmt: skip
        edge, chance = percent(house_edge(bet, table=table, odds=odds), lang=lang), percent(wins, lang=lang)
        name = w("{bet} bet", bet=w.say(bet_name(bet)))
        items.append(
            f'<div class="bac-key" data-side="{bet.value}"><dt>{escape(name)}</dt>'
            f'<dd class="bac-key-edge">{_figure(edge, w)} <span>{edge_said}</span></dd>'
            f"<dd>{_html(how, share=_figure(chance, w))}</dd></div>"
        )
    title = w("Key numbers: {decks}, {table}", decks=_decks_name(decks, lang), table=w.say(table.named()))
    every_table, every_side_bet = w("Every pay table"), w("every side bet")
    note = _html(
        w("The house edge is what a bet loses on average, per unit staked. {every_table} · {every_side_bet}"),
        every_table=f'<a href="#house-edge">{escape(every_table)}</a>',
        every_side_bet=f'<a href="#side-bets">{escape(every_side_bet)}</a>',
    )
    return (
        '<section class="bac-key-numbers" id="key-numbers" aria-labelledby="key-numbers-title">'
        f'<p class="bac-key-title" id="key-numbers-title">{escape(title)}</p><dl>{"".join(items)}</dl>'
        f'<p class="bac-key-note">{note}</p></section>'
    )


def _figure(number: Number, w: Words) -> str:
    title = escape(w("{exact} to four decimals", exact=number.exact or number.text))
    return f'<span class="bac-figure" title="{title}">{escape(number.text)}</span>'


#: The bets a tie does not settle, whose edge is also given per bet settled.
TWO_WAY = (Bet.PLAYER, Bet.BANKER)


def house_edge_table(decks: int = 8, *, lang: str = "en") -> str:
    """The exact house edge of the three main bets on every pay table, one row per table
    (anchor ``#house-edge``): per hand dealt, and per bet settled (a tie bet is always settled); in ``lang``.

        >>> house_edge_table(8).count('<tr data-table=')
        6

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    odds = exact_odds(decks)
    # On a phone each pay table stacks as a block of its own (.bac-stacks), every figure named by its bet and its way
    # of counting, since the head's two rows are then out of sight.
    labels = (
        # Translators: a figure's name in the house-edge table stacked on a phone: the bet's edge per hand dealt.
        *(w("{bet} bet, per hand", bet=w.say(bet_name(bet))) for bet in MAIN_BETS),
        # Translators: the same bet's edge per bet settled, ties left out (a tie returns the Player or Banker stake).
        *(w("{bet} bet, ties left out", bet=w.say(bet_name(bet))) for bet in TWO_WAY),
    )
    rows = []
    for table in PAY_TABLES.values():
        per_hand = [percent(house_edge(bet, table=table, odds=odds), lang=lang) for bet in MAIN_BETS]
        settled = [percent(house_edge(bet, table=table, odds=odds, excluding_ties=True), lang=lang) for bet in TWO_WAY]
        rows.append(row_html(w.say(table.named()), *per_hand, *settled, labels=labels, data_table=table.key))
    names = [w("{bet} bet", bet=w.say(bet_name(bet))) for bet in MAIN_BETS]
    return table_html(
        w(
            "House edge, {decks} decks: the share of each stake the bet loses on average, on each pay table",
            decks=decks,
        ),
        (*names, *names[: len(TWO_WAY)]),
        rows,
        column_groups=(
            (w("Pay table"), 1),
            (w("Per hand dealt"), len(MAIN_BETS)),
            (w("Per bet settled (ties left out)"), len(TWO_WAY)),
        ),
        id="house-edge",
        class_="bac-stacks",
    )


def _listed(items: Iterable[str], w: Words) -> str:
    """``a, b or c`` in ``w``'s language."""
    *rest, last = items
    if not rest:
        return last
    separator = w.pgettext("list", ", ")
    return w("{items} or {last}", items=separator.join(rest), last=last)


def _dragon_bonus_rule(w: Words) -> str:
    margins = sorted(DRAGON_BONUS_MARGINS, reverse=True)
    paid = [w.say(ratio(Fraction(DRAGON_BONUS_MARGINS[margin]))) for margin in margins]
    natural, by, pays_by = w.say(ratio(DRAGON_BONUS_NATURAL)), _listed(map(str, margins), w), _listed(paid, w)
    return w(
        "The Player wins: with a natural {natural} (a natural tie pushes); otherwise by {margins} points {pays}; "
        "anything else loses",
        natural=natural,
        margins=by,
        pays=pays_by,
    )


def _side_bet_wins(bet: Bet, before: Sequence[Bet], w: Words) -> str:
    """What wins ``bet``, in words drawn from the bet's data in :mod:`baccarat.payouts`; ``The same`` when
    a bet listed ``before`` it wins on the same cards."""
    if bet in PAIR_HANDS:
        hands = PAIR_HANDS[bet]
        perfect = bet in PERFECT_PAIRS
        if any(PAIR_HANDS.get(other) == hands and (other in PERFECT_PAIRS) == perfect for other in before):
            return w(
                "The same, on a table that pays {pays} when both hands have one",
                pays=w.say(ratio(PERFECT_PAIR_BOTH)),
            )
        # Said once, on the first pair bet: equal points are not a pair.
        first = not any(other in PAIR_HANDS and other not in PERFECT_PAIRS for other in before)
        if perfect:
            same = w("the same rank and the same suit")
        elif first:
            same = w("the same rank (a ten and a king are not a pair)")
        else:
            same = w("the same rank")
        if len(hands) == 2:
            return w("Either hand's first two cards are {same}", same=same)
        side = _hand(hands[0], w)
        return w("The {side}'s first two cards are {same}", side=side, same=same)
    if bet in FINISHES:
        finish = FINISHES[bet]
        side = _hand(finish.side.value, w)
        if bet in THREE_CARD_PAYS:  # paid by how many cards the winning hand took: never "the same"
            return w(
                "The {side} wins with {total}, on two cards or three (a three-card {total} pays more)",
                side=side,
                total=finish.total,
            )
        if any(FINISHES.get(other) == finish and other not in THREE_CARD_PAYS for other in before):
            return w("The same, on a table that pays it {pays}", pays=w.say(ratio(FIXED_PAYS[bet])))
        if finish.three_cards:
            wins = w("The {side} wins with a three-card {total}", side=side, total=finish.total)
        else:
            wins = w("The {side} wins with {total}, on two cards or three", side=side, total=finish.total)
        # A Banker 6 is what a no-commission table pays half: the bet is offered beside those tables.
        if finish == FINISHES[Bet.SUPER_6]:
            return w("{wins} (offered beside no-commission tables)", wins=wins)
        return wins
    if bet is Bet.DRAGON_BONUS_PLAYER:
        return _dragon_bonus_rule(w)
    if bet is Bet.DRAGON_BONUS_BANKER:  # listed after the Player's
        return w("The same for the Banker hand")
    raise ValueError(f"no words for the side bet {bet.value!r}: give it its data in baccarat.payouts")


def _hand(side: str, w: Words) -> str:
    """``"player"`` or ``"banker"`` as the hand's name: the hand, never a person at the table."""
    return w.pgettext("hand", "Player") if side == "player" else w.pgettext("hand", "Banker")


def side_bet_pay_table(*, lang: str = "en") -> str:
    """What each side bet needs and pays (anchor ``#side-bet-pays``), in ``lang``.

        >>> side_bet_pay_table().count("<tr>")
        13

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    rows = [
        row_html(w.say(bet_name(bet)), _side_bet_wins(bet, SIDE_BETS[:place], w), w.say(pays(bet, STANDARD)))
        for place, bet in enumerate(SIDE_BETS)
    ]
    return table_html(
        w("Side bets: what wins and what it pays, per unit staked (whatever the main pay table)"),
        (w("Side bet"), w("Wins when"), w("Pays")),
        rows,
        id="side-bet-pays",
    )


def _main_bet_rows(odds: Sequence[ExactOdds], w: Words) -> list[str]:
    """Each main bet once for each different edge it has: the Player bet is the same on every table,
    the Banker bet depends on how its win is paid, the Tie bet on what a tie pays."""
    lang = w.lang

    def label(bet: Bet, table: PayTable) -> str:
        if bet is Bet.PLAYER:
            return w("Player bet (every table)")
        if bet is Bet.BANKER:
            return w("Banker bet, {table}", table=w.say(table.short()))
        return w("Tie bet paying {pays}", pays=w.say(ratio(table.tie)))

    rows: dict[str, tuple[Number, ...]] = {}
    for bet in MAIN_BETS:
        for table in PAY_TABLES.values():
            edges = tuple(percent(house_edge(bet, table=table, odds=o), lang=lang) for o in odds)
            name = label(bet, table)
            if rows.get(name, edges) != edges:  # the same name with other figures: name the table in full
                name = w("{bet} bet, {table}", bet=w.say(bet_name(bet)), table=w.say(table.named()))
            rows[name] = edges
    return [row_html(name, *edges) for name, edges in rows.items()]


def side_bet_edge_table(decks: Sequence[int] = (1, 6, 8), *, lang: str = "en") -> str:
    """The exact house edge of every bet by deck count, the most decks first: the main bets (each once for each
    edge it has on some table) and the side bets (anchor ``#side-bets``), in ``lang``.

        >>> side_bet_edge_table((8,)).count('class="bac-group"')
        2

    Raises :class:`~baccarat.errors.ShoeError` for a deck count outside 1–8, and
    :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    decks = _most_decks_first(decks)
    odds = [exact_odds(n) for n in decks]
    side = [
        row_html(w.say(bet_name(bet)), *(percent(house_edge(bet, odds=o), lang=lang) for o in odds))
        for bet in SIDE_BETS
    ]
    return table_html(
        w(
            "House edge of every bet, per hand dealt, by the number of decks (exact). "
            "A Perfect Pair never wins with one deck: its edge is then 100%."
        ),
        (w.pgettext("column", "Bet"), *(_decks_name(n, lang) for n in decks)),
        (),
        groups=((w("Main bets"), _main_bet_rows(odds, w)), (w("Side bets (the same on every table)"), side)),
        id="side-bets",
    )


#: The Banker stakes the commission-rounding table shows.
COMMISSION_STAKES = (5, 10, 15, 20, 25, 100)


def commission_rounding_table(*, lang: str = "en") -> str:
    """The Banker bet's house edge, 8 decks, per hand dealt, for a few stakes under each way of rounding
    the 5% commission (anchor ``#commission-rounding``), in ``lang``.

        >>> commission_rounding_table().count("<tr>")
        7

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    odds = exact_odds(8)
    rows = [
        row_html(
            f"{stake}",
            *(
                percent(banker_edge_with_commission(Decimal(stake), rule, odds=odds), lang=lang)
                for rule in CommissionRounding
            ),
        )
        for stake in COMMISSION_STAKES
    ]
    caption = w(
        "The Banker bet's house edge, per hand dealt (8 decks, exact), when the 5% commission on a win is "
        "collected in chips: by stake, under five ways of rounding it"
    )
    headings = (w("Banker stake"), *(w.say(rounding_name(rule)) for rule in CommissionRounding))
    return scroll_region(caption, table_html(caption, headings, rows, id="commission-rounding",
                                             class_="bac-numbers"), lang=lang)  # fmt: skip


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
    (Bet.LUCKY_6, "standard", "K 2 K K 5 4"),
)


def worked_settlements(stake: str = "10", *, lang: str = "en") -> str:
    """Each bet settled on a real coup, as a casino pays it (anchor ``#worked-settlements``), in ``lang``.

        >>> worked_settlements().count("<tr>")
        16

    Raises :class:`~baccarat.errors.BaccaratError` for a bad stake, or a language the guide is not
    written in (field ``lang``).
    """
    w = words(lang)
    head = (w("Bet (table)"), w("Cards dealt"), w("Result"), w("Outcome"), w("Paid"), w("Commission"), w("Net"))
    rows = []
    for bet, key, cards in WORKED_SETTLEMENTS:
        coup = resolve(cards)
        (row,), _ = settle_slip({bet: stake}, coup, table=pay_table(key))
        name = w.say(bet_name(bet))
        shown = " ".join(str(card) for card in coup.cards)
        if bet in MAIN_BETS:
            name = w("{bet} bet ({table})", bet=name, table=w.say(pay_table(key).short()))
        commission = money(row.commission) if row.commission else w("none")
        rows.append(row_html(name, shown, verdict(coup, lang=lang), w.say(outcome_word(row.outcome)),
                             money(row.paid), commission, money(row.net, sign=True), labels=head[1:]))  # fmt: skip
    table = table_html(
        w(
            "Every bet settled on a real coup: {stake} staked, paid as a casino pays it (side bets pay the same "
            "on every table)",
            stake=stake,
        ),
        head,
        rows,
        id="worked-settlements",
    )
    # On a phone each bet stacks as a block of its own, every figure named by its column (.bac-stacks); on a wider
    # screen it stays a plain table, as the theme draws one.
    return f'<div class="bac-stacks">{table}</div>'


def final_totals_html(decks: int = 8, *, lang: str = "en") -> str:
    """The final totals of both hands: a bar chart and the exact figures (heading ``#final-totals``), in ``lang``.

        >>> final_totals_html(8).count('<rect class="s0"')
        11

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    odds = exact_odds(decks)
    totals = {"player": odds.player_totals, "banker": odds.banker_totals}
    rows = [
        row_html(str(t), percent(totals["player"][t], lang=lang), percent(totals["banker"][t], lang=lang))
        for t in range(10)
    ]
    table = table_html(
        w("Final totals, {decks} decks: the chance that each hand ends on each total", decks=decks),
        (w("Final total"), w("Player hand"), w("Banker hand")),
        rows,
    )
    title = w("Final totals, {decks} decks", decks=decks)
    chart = bar_chart_svg(
        title,
        [str(t) for t in range(10)],
        [(_hand("player", w), totals["player"]), (_hand("banker", w), totals["banker"])],
        axis=w("final total"),
        key=f"Final totals, {decks} decks",
        lang=lang,
    )
    return _chart_and_figures(title, chart, table, w)


def _chart_and_figures(title: str, chart: str, table: str, w: Words) -> str:
    """A bar chart, then its exact figures as a table, folded away: the chart is what most readers want.

    The chart is as wide as the column, a phone's included (:func:`bar_chart_svg`); its region scrolls only on a
    screen narrower than any phone's.
    """
    behind = w("The figures behind the chart")
    return (
        f'<figure class="bac-bars-figure">{scroll_region(title, chart, lang=w.lang)}</figure>'
        f'<details class="bac-figures"><summary>{escape(behind)}</summary>{table}</details>'
    )


def margins_html(decks: int = 8, *, lang: str = "en") -> str:
    """The winning margin, with and without a natural: a bar chart and the table (heading ``#winning-margin``),
    in ``lang``.

        >>> margins_html(8).count("<tr>")
        11

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    by_outcome = exact_odds(decks).margins
    shares = {(outcome.value, natural): values for (outcome, natural), values in by_outcome.items()}
    rows = []
    for m in range(10):
        cells: list[str | Number]
        if m == 0:
            cells = ["–", "–", "–", "–", percent(shares[("tie", True)][0], lang=lang),
                     percent(shares[("tie", False)][0], lang=lang)]  # fmt: skip
        else:
            cells = [percent(shares[(v, n)][m], lang=lang) for v in ("player", "banker") for n in (True, False)]
            cells += ["–", "–"]
        rows.append(row_html(w("0 (a tie)") if m == 0 else str(m), *cells))
    table = table_html(
        w("Winning margin, {decks} decks: the chance of each margin, by winner, with and without a natural",
          decks=decks),
        (w("Margin (points)"), w("Player, natural"), w("Player, no natural"), w("Banker, natural"),
         w("Banker, no natural"), w("Tie, natural"), w("Tie, no natural")),
        rows,
    )  # fmt: skip
    either = {n: [sum((shares[(v, n)][m] for v in ("player", "banker", "tie")), Fraction(0)) for m in range(10)]
              for n in (True, False)}  # fmt: skip
    title = w("Winning margin, {decks} decks (either hand)", decks=decks)
    chart = bar_chart_svg(
        title,
        # Translators: the first bar of the winning margin's chart: a margin of 0 points.
        [w.pgettext("margin", "tie"), *map(str, range(1, 10))],
        [(w("With a natural"), either[True]), (w("No natural"), either[False])],
        axis=w("winning margin, points"),
        stacked=True,
        neutral=True,  # not Player and Banker: naturals and drawn coups, in other colours
        key=f"Winning margin, {decks} decks (either hand)",
        lang=lang,
    )
    return _chart_and_figures(title, chart, table, w)


def bar_chart_svg(
    title: str, labels: Sequence[str], series: Sequence[tuple[str, Sequence[Fraction]]], *, axis: str,
    stacked: bool = False, neutral: bool = False, key: str | None = None, lang: str = "en",
) -> str:  # fmt: skip
    """Two series of shares as a bar chart: side by side, or stacked. The second series is hatched and
    every bar has a ``<title>`` with its figure, so neither colour nor the picture carries the only meaning.
    Its ids are made from ``key`` (the chart's title by default: give an ASCII one for a title in another
    script), and the words it adds are in ``lang``.

    The drawing is as wide as its box, from a phone's 288 px to a desktop column: its heights and its words
    are in pixels (12 px text at any width), its places along the line in percentages of that width, so a
    phone shows every bar whole and no word shrinks.

        >>> svg = bar_chart_svg("T", ["a", "b"], [("X", [Fraction(1, 4), Fraction(3, 4)]), ("Y", [0, 1])], axis="x")
        >>> "<title>X, a: 25.00%</title>" in svg, 'width="100%"' in svg, "viewBox" in svg
        (True, True, False)

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    top, height = 40, 200
    # Along the line, in percent of the drawing's width: the axis's figures end 6 px left of the plot.
    left, right = 12.0, 98.0
    group = (right - left) / len(labels)
    pattern_id = "hatch-" + "".join(c for c in (key or title).lower() if c.isascii() and c.isalnum())[:32]
    fills = ("", f' fill="url(#{pattern_id})"')  # the second series hatched
    classes = "bac-bars bac-bars-neutral" if neutral else "bac-bars"
    peak = max(
        (sum(values[i] for _, values in series) if stacked else max(values[i] for _, values in series))
        for i in range(len(labels))
    )
    step = 5 if peak > Fraction(1, 5) else 2
    top_tick = (int(float(peak) * 100) // step + 1) * step

    def y(share: float) -> float:
        return top + height - share * 100 / top_tick * height

    def at(percent: float) -> str:
        return f"{percent:.2f}%"

    grid = "".join(
        f'<line x1="{at(left)}" y1="{y(t / 100):.1f}" x2="{at(right)}" y2="{y(t / 100):.1f}" class="grid"/>'
        f'<text x="{at(left)}" dx="-6" y="{y(t / 100) + 4:.1f}" text-anchor="end">{t}%</text>'
        for t in range(0, top_tick + 1, step)
    )
    bars = []
    # Each group as the drawing had it at 44 px: 6 px either side, a bar's width less 1 px between two.
    bar = group * 32 / 44 / (1 if stacked else len(series))
    for i, label in enumerate(labels):
        base = 0.0
        for s, (name, values) in enumerate(series):
            share = float(values[i])
            x = left + i * group + group * 6 / 44 + (0 if stacked else s * bar)
            y0 = base if stacked else 0.0
            rect_top, rect_bottom = y(y0 + share), y(y0)
            base += share if stacked else 0.0
            size = f'width="{at(bar - (0 if stacked else group / 44))}" height="{rect_bottom - rect_top:.1f}"'
            said = w("{series}, {label}: {share}", series=name, label=label, share=format(share, ".2%"))
            bars.append(
                f'<rect class="s{s}"{fills[s]} x="{at(x)}" y="{rect_top:.1f}" {size}>'
                f"<title>{escape(said)}</title></rect>"
            )
        bars.append(
            f'<text x="{at(left + (i + 0.5) * group)}" y="{top + height + 16}" text-anchor="middle">'
            f"{escape(label)}</text>"
        )
    legend = "".join(
        f'<rect class="s{s}"{fills[s]} x="{at(left + s * 44)}" y="8" width="14" height="14"/>'
        f'<text x="{at(left + s * 44)}" dx="20" y="20">{escape(name)}</text>'
        for s, (name, _) in enumerate(series)
    )
    total_height = top + height + 40
    each = w.pgettext("list", ", ")
    desc = w.pgettext("list", "; ").join(
        w(
            "{series}: {shares}",
            series=name,
            shares=each.join(f"{label} {float(v):.1%}" for label, v in zip(labels, values, strict=True)),
        )
        for name, values in series
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="{total_height}" role="img" '
        f'aria-labelledby="{pattern_id}-t {pattern_id}-d" class="{classes}" font-size="12" fill="currentColor">'
        f'<title id="{pattern_id}-t">{escape(title)}</title><desc id="{pattern_id}-d">{escape(desc)}</desc>'
        f'<defs><pattern id="{pattern_id}" width="6" height="6" patternUnits="userSpaceOnUse" '
        f'patternTransform="rotate(45)"><rect width="6" height="6" class="hatch-bg"/>'
        f'<line x1="0" y1="0" x2="0" y2="6" class="hatch-line" stroke-width="3"/></pattern></defs>'
        f'{legend}<g class="grid-lines">{grid}</g>{"".join(bars)}'
        f'<text x="{at((left + right) / 2)}" y="{total_height - 4}" text-anchor="middle">'
        f"{escape(axis)}</text></svg>"
    )


def widget_html(decks: int = 8, *, lang: str = "en") -> str:
    """The "cards already dealt" exact-odds calculator as static HTML, in ``lang``; the page's script brings it
    to life.

        >>> widget_html().startswith('<div class="bac-widget" data-widget="odds"')
        True

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    legend, cards_out, compute = w("Cards already dealt from the shoe"), w("Cards out"), w("Compute exactly")
    exact = w("Every deal is counted, so the figures are exact, not estimates.")
    forms = (
        f'<form data-form="odds"><fieldset disabled><legend>{escape(legend)}</legend>'
        f"{decks_select(decks, lang=lang)}"
        f'<label>{escape(cards_out)} <input name="removed" autocomplete="off" spellcheck="false" size="24" '
        'placeholder="5 5 5 K Q"></label> '
        f'<button type="submit" class="md-button md-button--primary">{escape(compute)}</button>'
        f"{card_help(lang=lang)}"
        f'<p class="bac-help">{escape(exact)}</p>'
        "</fieldset></form>"
    )
    return widget_frame(
        "odds",
        starting=w("The calculator is starting…"),
        without_script=w(
            "The live calculator needs JavaScript and WebAssembly; the tables above are complete without it."
        ),
        forms=forms + f'<div class="bac-result">{_full_shoe_odds(decks, lang)}</div>',
    )


def _full_shoe_odds(decks: int, lang: str) -> str:
    """What the calculator shows before Python is ready: the full shoe, computed at build time."""
    return removed_cards_table(decks, "", lang=lang)
