"""The payout calculator: a betting slip settled on one coup, each bet with the rule that decided it.

The same HTML is rendered at build time (the example the page opens with) and in
the browser (every slip a reader settles), so both read alike.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from decimal import Decimal
from fractions import Fraction

from ..coup import Coup, Hand, resolve
from ..errors import counted
from ..payouts import (
    BET_NAMES,
    DRAGON_BONUS_MARGINS,
    FINISHES,
    PAIR_HANDS,
    PAY_TABLES,
    PERFECT_PAIRS,
    Bet,
    PayTable,
    Settlement,
    paired_hands,
    parse_stakes,
    pays,
    ratio,
    settle,
    settle_slip,
)
from .coup import coup_html, verdict
from .markup import attrs, decks_select, escape, money, row_html, table_html, widget_frame

__all__ = [
    "CHIPS",
    "OPENING_SLIP",
    "STAKE_FIELD",
    "bet_reason",
    "layout_html",
    "settlement_html",
    "slip_html",
    "widget_html",
]


def _first_two(coup: Coup, side: str) -> str:
    hand = coup.player if side == "player" else coup.banker
    return f"{hand.cards[0]} and {hand.cards[1]}"


def _pair_reason(bet: Bet, coup: Coup, pays: str) -> str:
    perfect = bet in PERFECT_PAIRS
    paired = paired_hands(bet, coup)
    if len(paired) == 2 and bet is Bet.PERFECT_PAIR_250:
        return f"Both hands' first two cards are the same rank and suit: {pays}."
    if paired:
        kind = "the same rank and suit" if perfect else "a pair"
        return f"The {paired[0].capitalize()}'s first two cards, {_first_two(coup, paired[0])}, are {kind}: {pays}."
    hands = " and ".join(f"the {side.capitalize()}'s {_first_two(coup, side)}" for side in PAIR_HANDS[bet])
    need = "the same rank and suit" if perfect else "the same rank (equal points are not enough)"
    return f"No {'perfect pair' if perfect else 'pair'}: {hands}; a pair needs {need}. Loses."


def _dragon_bonus_reason(bet: Bet, coup: Coup, rate: Fraction) -> str:
    name = "Player" if bet is Bet.DRAGON_BONUS_PLAYER else "Banker"
    mine, theirs = (coup.player.total, coup.banker.total)[:: 1 if name == "Player" else -1]
    if rate == 0:
        return f"A natural tie, {mine} to {theirs}: the Dragon Bonus pushes."
    if rate > 0 and coup.natural:
        return f"The {name} won with a natural, {mine} to {theirs}: pays {ratio(rate)}."
    if rate > 0:
        return f"The {name} won by {mine - theirs} points, {mine} to {theirs}, without a natural: pays {ratio(rate)}."
    if mine > theirs and not coup.natural:
        points = counted(mine - theirs, "point")
        least = min(DRAGON_BONUS_MARGINS)
        return f"The {name} won by only {points}: a win without a natural needs {least} or more. Loses."
    if coup.natural:
        return f"The {name} lost to a natural ({verdict(coup)}). Loses."
    return f"The {name} did not win ({verdict(coup)}). Loses."


def bet_reason(bet: Bet, coup: Coup, table: PayTable) -> str:
    """The rule that settles ``bet`` on ``coup``, in one sentence (what it pays comes from :func:`settle`).

        >>> from baccarat import resolve
        >>> from baccarat.payouts import NO_COMMISSION
        >>> bet_reason(Bet.BANKER, resolve("K 6 5 K K"), NO_COMMISSION)
        'The Banker won with 6: this table pays a winning Banker 6 half, 0.5 to 1.'
        >>> bet_reason(Bet.PLAYER_PAIR, resolve("10 8 K K"), NO_COMMISSION)
        "No pair: the Player's 10 and K; a pair needs the same rank (equal points are not enough). Loses."

    Raises :class:`BaccaratError` for a perfect pair bet on cards typed without suits.
    """
    rate = settle(bet, coup, table=table)
    pays = f"pays {ratio(rate)}"
    p, b, outcome = coup.player.total, coup.banker.total, coup.outcome.value
    if bet in PAIR_HANDS:
        return _pair_reason(bet, coup, pays)
    if bet in (Bet.DRAGON_BONUS_PLAYER, Bet.DRAGON_BONUS_BANKER):
        return _dragon_bonus_reason(bet, coup, rate)
    if bet in (Bet.PLAYER, Bet.BANKER) and outcome == "tie":
        return f"A tie, {p} to {b}: Player and Banker bets push (the stake comes back)."
    if bet is Bet.BANKER and rate == 0:
        return "The Banker won with a three-card 7: on this table the Banker bet pushes."
    if bet is Bet.BANKER and rate > 0:
        if rate != table.banker:
            return f"The Banker won with {b}: this table pays a winning Banker {b} half, {ratio(rate)}."
        if table.banker < 1:
            commission = (1 - table.banker) * 100
            return f"The Banker won, {b} to {p}: paid even money, less {commission}% commission on the win."
        return f"The Banker won, {b} to {p}: {pays}, no commission."
    if rate > 0:
        finish = FINISHES.get(bet)
        if finish is not None:
            return f"The {finish.side.value.capitalize()} won with {finish.words}: {pays}."
        return f"{'A tie' if bet is Bet.TIE else 'The Player won'}, {p} to {b}: {pays}."
    if bet is Bet.PLAYER or bet is Bet.BANKER:
        return f"{verdict(coup)}. Loses."
    finish = FINISHES.get(bet)
    needs = "No tie" if finish is None else f"Needs a {finish.side.value.capitalize()} win with {finish.words}"
    return f"{needs} ({verdict(coup)}). Loses."


#: The settled slip's columns.
_SLIP_HEAD = ("Bet", "Stake", "Outcome", "Paid", "Commission", "Net", "Why")


def _row(row: Settlement, reason: str) -> str:
    commission = money(row.commission) if row.commission else "–"
    return row_html(
        BET_NAMES[row.bet],
        money(row.stake),
        row.outcome.capitalize(),
        money(row.paid) if row.paid else "–",
        commission,
        money(row.net, sign=True),
        reason,
        labels=_SLIP_HEAD[1:],
        data_bet=row.bet.value,
        data_net=f"{row.net:.2f}",
        data_outcome=row.outcome,
    )


def slip_html(coup: Coup, stakes: Mapping[Bet, Decimal], table: PayTable) -> str:
    """The coup and every bet on the slip settled: outcome, paid, commission, net and why; then the slip's net.

        >>> from baccarat.payouts import STANDARD
        >>> html = slip_html(resolve("2 3 2 K 8"), {Bet.BANKER: Decimal(25), Bet.TIE: Decimal(5)}, STANDARD)
        >>> 'data-bet="banker" data-net="23.75"' in html, 'data-total="18.75" data-net-shown="+18.75"' in html
        (True, True)

    Raises :class:`BaccaratError` for a perfect pair bet on cards typed without suits.
    """
    rows, total = settle_slip(stakes, coup, table=table)
    body = [_row(row, bet_reason(row.bet, coup, table)) for row in rows]
    staked = sum((row.stake for row in rows), Decimal(0))
    words = {"win": "won", "push": "pushed", "lose": "lost"}
    outcomes = ", ".join(f"{n} {word}" for key, word in words.items() if (n := sum(r.outcome == key for r in rows)))
    paid = money(sum((row.paid for row in rows), Decimal(0)))
    commission = sum((row.commission for row in rows), Decimal(0))
    foot = row_html("Slip", money(staked), outcomes, paid, money(commission) if commission else "–",
                    money(total, sign=True), _slip_words(total, staked), labels=_SLIP_HEAD[1:],
                    data_total=f"{total:.2f}", data_net_shown=money(total, sign=True))  # fmt: skip
    settled = table_html(
        f"The slip settled. Table: {table.name}",
        _SLIP_HEAD,
        body,
        foot=foot,
    )
    coup_part = coup_html(coup, chart=False, steps_collapsed=True)
    said = f'<p class="bac-slip-headline" data-net="{total:.2f}"><strong>{escape(headline(total, staked))}</strong></p>'
    # The slip scrolls sideways on a phone, so it takes keyboard focus and has a name.
    slip = f'<div class="bac-slip" tabindex="0" role="region" aria-label="The settled slip">{settled}</div>'
    return f'<div class="bac-payout">{coup_part}{said}{slip}</div>'


def settlement_html(bet: Bet, stake: Decimal | str, coup: Coup, table: PayTable) -> str:
    """One bet settled on a worked coup, in a sentence: what it paid, the net, and the rule.

        >>> from baccarat.payouts import NO_COMMISSION
        >>> html = settlement_html(Bet.BANKER, "10", resolve("K 6 5 K K"), NO_COMMISSION)
        >>> 'data-net="5.00"' in html and "pays a winning Banker 6 half" in html
        True

    Raises :class:`BaccaratError` for a bad stake, or a perfect pair bet on cards without suits.
    """
    (row,), _ = settle_slip({bet: stake}, coup, table=table)
    paid = f"Paid {money(row.paid)}" + (f", less {money(row.commission)} commission" if row.commission else "")
    outcome = {"win": paid, "push": "A push: the stake comes back", "lose": "The stake is lost"}[row.outcome]
    return (
        f'<p class="bac-settlement"{attrs(data_bet=bet.value, data_net=f"{row.net:.2f}")}>'
        f"<strong>{escape(BET_NAMES[bet])} bet, {money(row.stake)} staked.</strong> Table: {escape(table.name)}. "
        f"{escape(outcome)}; net {escape(money(row.net, sign=True))}. {escape(bet_reason(bet, coup, table))}</p>"
    )


def _hand_field(side: str, hand: Hand) -> str:
    cards = " ".join(card.token for card in hand.cards)
    field = attrs(name=side, autocomplete="off", spellcheck="false", value=cards)
    return f"<label>{side.capitalize()} <input{field}></label>"


def headline(total: Decimal, staked: Decimal) -> str:
    """The slip's result in one line, as the reader wants it first.

        >>> headline(Decimal("2.50"), Decimal(35)), headline(Decimal(0), Decimal(5))
        ('You collect 37.50: +2.50', 'You get your 5.00 back: even')
        >>> headline(Decimal(-10), Decimal(10))
        'You lose 10.00: −10.00'

    Raises nothing.
    """
    if total > 0:
        return f"You collect {money(staked + total)}: {money(total, sign=True)}"
    if total == 0:
        return f"You get your {money(staked)} back: even"
    return f"You lose {money(-total)}: {money(total, sign=True)}"


def _slip_words(total: Decimal, staked: Decimal) -> str:
    if total > 0:
        return f"You collect {money(staked + total)}: your stakes back where they won or pushed, plus the wins."
    if total == 0:
        return "You end even."
    return f"You lose {money(-total)} of the {money(staked)} staked."


#: The stake fields' names: this prefix and the bet's key (``stake-banker``).
STAKE_FIELD = "stake-"

#: The slip the calculator opens with, settled at build time: the standard table, a Banker 6.
OPENING_SLIP = {"table": "standard", "cards": "K 6 5 K K", "stakes": "banker:20,tie:5,player-pair:5"}
#: The chips a reader bets with, in whole units, the usual casino colours' values.
CHIPS = (1, 5, 25, 100, 500)
_FIRST_CHIP = 5
#: The spots a layout shows at once: the main bets and the two pairs, as most tables print them;
#: the other side bets sit under "More side bets".
_ON_THE_FELT = (Bet.PLAYER, Bet.TIE, Bet.BANKER, Bet.PLAYER_PAIR, Bet.BANKER_PAIR)


def _stake_words(amount: str) -> str:
    """What a spot says of its chips: the amount on a chip, or "no bet" to a screen reader."""
    if not amount:
        return '<span class="bac-sr">no bet</span>'
    return f'<span class="bac-sr">stake </span><span class="bac-amount">{escape(amount)}</span>'


def _spot(bet: Bet, stake: Decimal | None, table: PayTable) -> str:
    """One betting spot: a button that takes a chip, with the bet's name, its pay and the stake on it.

    Where the pay depends on the table (the main bets), ``data-pays`` holds it for every table, so the
    spot can say it when the reader picks another table.
    """
    varies = {key: pays(bet, other) for key, other in PAY_TABLES.items()}
    by_table = json.dumps(varies, separators=(",", ":")) if len(set(varies.values())) > 1 else None
    amount = money(stake) if stake else ""
    return (
        f'<button type="button"{attrs(class_="bac-spot", data_spot=bet.value, data_stake=f"{stake or 0:.2f}")}>'
        f'<span class="bac-spot-name">{escape(BET_NAMES[bet])}</span>'
        f"<span{attrs(class_='bac-spot-pays', data_pays=by_table)}>pays {escape(pays(bet, table))}</span>"
        f'<span class="bac-spot-stake">{_stake_words(amount)}</span></button>'
    )


def layout_html(stakes: Mapping[Bet, Decimal], table: PayTable) -> str:
    """The betting layout drawn like the felt: a spot for every bet (those on most tables first, the rest
    under "More side bets"), each showing ``stakes``' chips, and the chips to bet with.

        >>> html = layout_html({Bet.BANKER: Decimal(20)}, PAY_TABLES["standard"])
        >>> 'data-spot="banker" data-stake="20.00"' in html, 'data-spot="tie" data-stake="0.00"' in html
        (True, True)
        >>> html.count("data-chip=")
        5

    Raises nothing.
    """
    first = "".join(_spot(bet, stakes.get(bet), table) for bet in _ON_THE_FELT)
    more = [bet for bet in Bet if bet not in _ON_THE_FELT]
    opened = " open" if any(bet in stakes for bet in more) else ""
    rest = "".join(_spot(bet, stakes.get(bet), table) for bet in more)
    pressed = {value: "true" if value == _FIRST_CHIP else "false" for value in CHIPS}
    chips = "".join(
        f'<button type="button"{attrs(class_="bac-chip", data_chip=str(value), aria_pressed=pressed[value])}>'
        f'<span class="bac-sr">Chip of </span>{value}</button>'
        for value in CHIPS
    )
    return (
        '<div class="bac-layout">'
        f'<div class="bac-chips" role="group" aria-label="Your chip"><span aria-hidden="true">Chip</span>{chips}</div>'
        f'<div class="bac-spots" role="group" aria-label="Bets: each tap puts your chip on one">{first}</div>'
        f'<details class="bac-more-bets"{opened}><summary>More side bets</summary>'
        f'<div class="bac-spots">{rest}</div></details>'
        "</div>"
    )


def widget_html() -> str:
    """The live payout calculator as static HTML: the layout with the opening slip's chips on it, the coup's
    controls, and that slip settled at build time."""
    tables = "".join(
        f'<option value="{key}"{" selected" if key == OPENING_SLIP["table"] else ""}>{escape(t.name)}</option>'
        for key, t in PAY_TABLES.items()
    )
    opening = parse_stakes(OPENING_SLIP["stakes"])
    coup = resolve(OPENING_SLIP["cards"])
    table = PAY_TABLES[OPENING_SLIP["table"]]
    forms = (
        '<form class="bac-controls" data-form="payout"><fieldset disabled><legend class="bac-sr">Your bets</legend>'
        f'<label class="bac-table-choice">Table <select name="table">{tables}</select></label>'
        f"{layout_html(opening, table)}"
        '<p class="bac-on-table"></p>'
        '<div class="bac-bet-actions">'
        '<button type="button" class="md-button md-button--primary" data-action="deal-one">Deal</button>'
        '<button type="button" class="md-button" data-action="undo">Undo</button>'
        '<button type="button" class="md-button" data-action="clear">Clear</button>'
        '<button type="button" class="md-button" data-action="rebet">Rebet</button></div>'
        '<details class="bac-payout-coup"><summary>Type the coup you saw, or choose the shoe</summary>'
        # One way of typing the coup at a time, chosen out loud: the cards settled are the cards shown.
        '<fieldset class="bac-coup-as"><legend>Type it as</legend>'
        '<label><input type="radio" name="coup-as" value="hands"> Two hands</label> '
        '<label><input type="radio" name="coup-as" value="order" checked> Dealing order</label></fieldset>'
        '<div data-coup-as="hands" hidden>'
        f"{_hand_field('player', coup.player)} {_hand_field('banker', coup.banker)}</div>"
        '<div data-coup-as="order"><label>Dealing order <input name="cards" autocomplete="off" spellcheck="false" '
        f'value="{escape(OPENING_SLIP["cards"])}" aria-describedby="bac-order-help"></label>'
        '<p class="bac-help" id="bac-order-help">Player, Banker, Player, Banker, then any third cards. '
        "Give suits (Kh, 6s…) to settle a Perfect Pair.</p></div>"
        '<button type="submit" class="md-button md-button--primary">Settle this coup</button>'
        '<p class="bac-shoe-choice">Deal from: '
        f"{decks_select(8)}"
        '<label>Seed <input name="seed" inputmode="numeric" autocomplete="off" size="10" placeholder="random">'
        "</label></p></details></fieldset></form>"
    )
    result = f'<div class="bac-result">{slip_html(coup, opening, table)}</div>'
    return widget_frame(
        "payout",
        starting="The live table is starting…",
        without_script="The live table needs JavaScript and WebAssembly; the pay tables and worked "
        "settlements on this page are complete without it.",
        forms=forms + result,  # the bets first, their settlement below
    )
