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
from ..i18n import Words, words
from ..payouts import (
    DRAGON_BONUS_MARGINS,
    FINISHES,
    PAIR_HANDS,
    PAY_TABLES,
    PERFECT_PAIRS,
    THREE_CARD_PAYS,
    Bet,
    PayTable,
    Settlement,
    bet_name,
    outcome_word,
    paired_hands,
    pays,
    ratio,
    settle,
    settle_slip,
)
from .coup import coup_html, winner_and_score
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


def _hand(side: str, w: Words) -> str:
    """``"player"`` or ``"banker"`` as the hand's name: the hand, never a person at the table."""
    return w.pgettext("hand", "Player") if side == "player" else w.pgettext("hand", "Banker")


def _first_two(coup: Coup, side: str, w: Words) -> str:
    hand = coup.player if side == "player" else coup.banker
    return w("{first} and {second}", first=str(hand.cards[0]), second=str(hand.cards[1]))


def _result(coup: Coup, w: Words, *, natural: bool = True) -> str:
    """The result as a reason on the slip says it, with no brackets (a reason may sit in a sentence's own):
    the dealer's words, then ", with a natural" when it was one (unless ``natural`` is False: said already).

        >>> from baccarat import resolve
        >>> from baccarat.i18n import words
        >>> _result(resolve("9 5 K K"), words("en")), _result(resolve("7 3 K 4"), words("en"))
        ('Player wins, 9 to 5, with a natural', 'Tie, 7 to 7')
    """
    text = winner_and_score(coup, w)
    # Translators: a coup's result on the slip, as in "Player wins, 9 to 5, with a natural"; never in brackets.
    return w("{result}, with a natural", result=text) if natural and coup.natural else text


def _pair_reason(bet: Bet, coup: Coup, paid: str, w: Words) -> str:
    perfect = bet in PERFECT_PAIRS
    paired = paired_hands(bet, coup)
    if len(paired) == 2 and bet is Bet.PERFECT_PAIR_250:
        return w("Both hands' first two cards are the same rank and suit: {pays}.", pays=paid)
    if paired:
        side, cards = _hand(paired[0], w), _first_two(coup, paired[0], w)
        if perfect:
            return w("The {side}'s first two cards, {cards}, are the same rank and suit: {pays}.",
                     side=side, cards=cards, pays=paid)  # fmt: skip
        return w("The {side}'s first two cards, {cards}, are a pair: {pays}.", side=side, cards=cards, pays=paid)
    shown = []
    for hand in PAIR_HANDS[bet]:
        side, cards = _hand(hand, w), _first_two(coup, hand, w)
        shown.append(w("the {side}'s {cards}", side=side, cards=cards))
    # Translators: the two hands' first two cards, one after the other ("the Player's 10 and K and the Banker's …").
    hands = (
        w.pgettext("hands", "{first} and {second}", first=shown[0], second=shown[1]) if len(shown) == 2 else shown[0]
    )
    if perfect:
        return w("No perfect pair: {hands}; a pair needs the same rank and suit. Loses.", hands=hands)
    return w("No pair: {hands}; a pair needs the same rank (equal points are not enough). Loses.", hands=hands)


def _dragon_bonus_reason(bet: Bet, coup: Coup, rate: Fraction, w: Words) -> str:
    player = bet is Bet.DRAGON_BONUS_PLAYER
    side = _hand("player" if player else "banker", w)
    mine, theirs = (coup.player.total, coup.banker.total)[:: 1 if player else -1]
    if rate == 0:
        return w("A natural tie, {mine} to {theirs}: the Dragon Bonus pushes.", mine=mine, theirs=theirs)
    if rate > 0 and coup.natural:
        return w("The {side} won with a natural, {mine} to {theirs}: pays {pays}.",
                 side=side, mine=mine, theirs=theirs, pays=w.say(ratio(rate)))  # fmt: skip
    if rate > 0:
        return w(
            "The {side} won by {margin} points, {mine} to {theirs}, without a natural: pays {pays}.",
            side=side, margin=mine - theirs, mine=mine, theirs=theirs, pays=w.say(ratio(rate)),
        )  # fmt: skip
    if mine > theirs and not coup.natural:
        points = w.ngettext("{count} point", "{count} points", mine - theirs, count=mine - theirs)
        least = min(DRAGON_BONUS_MARGINS)
        return w("The {side} won by only {points}: a win without a natural needs {least} or more. Loses.",
                 side=side, points=points, least=least)  # fmt: skip
    if coup.natural:
        return w("The {side} lost to a natural: {result}. Loses.", side=side, result=_result(coup, w, natural=False))
    return w("The {side} did not win: {result}. Loses.", side=side, result=_result(coup, w))


def bet_reason(bet: Bet, coup: Coup, table: PayTable, *, lang: str = "en") -> str:
    """The rule that settles ``bet`` on ``coup``, in one sentence in ``lang`` (what it pays comes from :func:`settle`).

        >>> from baccarat import resolve
        >>> from baccarat.payouts import NO_COMMISSION
        >>> bet_reason(Bet.BANKER, resolve("K 6 5 K K"), NO_COMMISSION)
        'The Banker won with 6: this table pays a winning Banker 6 half, 0.5 to 1.'
        >>> bet_reason(Bet.PLAYER_PAIR, resolve("10 8 K K"), NO_COMMISSION)
        "No pair: the Player's 10 and K; a pair needs the same rank (equal points are not enough). Loses."
        >>> bet_reason(Bet.LUCKY_6, resolve("K 2 K K 5 4"), NO_COMMISSION)
        'The Banker won with a three-card 6: pays 20 to 1.'

    Raises :class:`BaccaratError` for a perfect pair bet on cards typed without suits, or a language the guide
    is not written in (field ``lang``).
    """
    w = words(lang)
    rate = settle(bet, coup, table=table)
    paid = w("pays {pays}", pays=w.say(ratio(rate)))
    p, b, outcome = coup.player.total, coup.banker.total, coup.outcome.value
    if bet in PAIR_HANDS:
        return _pair_reason(bet, coup, paid, w)
    if bet in (Bet.DRAGON_BONUS_PLAYER, Bet.DRAGON_BONUS_BANKER):
        return _dragon_bonus_reason(bet, coup, rate, w)
    if bet in (Bet.PLAYER, Bet.BANKER) and outcome == "tie":
        return w("A tie, {player} to {banker}: Player and Banker bets push (the stake comes back).", player=p, banker=b)
    if bet is Bet.BANKER and rate == 0:
        return w("The Banker won with a three-card 7: on this table the Banker bet pushes.")
    if bet is Bet.BANKER and rate > 0:
        if rate != table.banker:
            return w("The Banker won with {total}: this table pays a winning Banker {total} half, {pays}.",
                     total=b, pays=w.say(ratio(rate)))  # fmt: skip
        if table.banker < 1:
            commission = (1 - table.banker) * 100
            return w("The Banker won, {banker} to {player}: paid even money, less {commission}% commission on the win.",
                     banker=b, player=p, commission=commission)  # fmt: skip
        return w("The Banker won, {banker} to {player}: {pays}, no commission.", banker=b, player=p, pays=paid)
    if rate > 0:
        finish = FINISHES.get(bet)
        if finish is not None:
            side = _hand(finish.side.value, w)
            three = finish.drew(coup.player.drew, coup.banker.drew)
            if finish.three_cards or (bet in THREE_CARD_PAYS and three):
                return w("The {side} won with a three-card {total}: {pays}.", side=side, total=finish.total, pays=paid)
            if bet in THREE_CARD_PAYS:  # paid by the cards: say the two
                return w("The {side} won with a two-card {total}: {pays}.", side=side, total=finish.total, pays=paid)
            return w("The {side} won with {total}: {pays}.", side=side, total=finish.total, pays=paid)
        if bet is Bet.TIE:
            return w("A tie, {player} to {banker}: {pays}.", player=p, banker=b, pays=paid)
        return w("The Player won, {player} to {banker}: {pays}.", player=p, banker=b, pays=paid)
    said = _result(coup, w)
    if bet is Bet.PLAYER or bet is Bet.BANKER:
        return w("{result}. Loses.", result=said)
    finish = FINISHES.get(bet)
    if finish is None:
        return w("No tie: {result}. Loses.", result=said)
    side = _hand(finish.side.value, w)
    if finish.three_cards:
        return w("Needs a {side} win with a three-card {total}; the result: {result}. Loses.",
                 side=side, total=finish.total, result=said)  # fmt: skip
    return w("Needs a {side} win with {total}; the result: {result}. Loses.",
             side=side, total=finish.total, result=said)  # fmt: skip


def _slip_head(w: Words) -> tuple[str, ...]:
    """The settled slip's columns."""
    return (w.pgettext("column", "Bet"), w("Stake"), w("Outcome"), w("Paid"), w("Commission"), w("Net"), w("Why"))


def _row(row: Settlement, reason: str, w: Words) -> str:
    commission = money(row.commission) if row.commission else "–"
    return row_html(
        w.say(bet_name(row.bet)),
        money(row.stake),
        w.say(outcome_word(row.outcome)).capitalize(),
        money(row.paid) if row.paid else "–",
        commission,
        money(row.net, sign=True),
        reason,
        labels=_slip_head(w)[1:],
        data_bet=row.bet.value,
        data_net=f"{row.net:.2f}",
        data_outcome=row.outcome,
    )


def slip_html(coup: Coup, stakes: Mapping[Bet, Decimal], table: PayTable, *, lang: str = "en") -> str:
    """The coup and every bet on the slip settled: outcome, paid, commission, net and why; then the slip's net
    (in ``lang``).

        >>> from baccarat.payouts import STANDARD
        >>> html = slip_html(resolve("2 3 2 K 8"), {Bet.BANKER: Decimal(25), Bet.TIE: Decimal(5)}, STANDARD)
        >>> 'data-bet="banker" data-net="23.75"' in html, 'data-total="18.75" data-net-shown="+18.75"' in html
        (True, True)

    Raises :class:`BaccaratError` for a perfect pair bet on cards typed without suits, or a language the guide
    is not written in (field ``lang``).
    """
    w = words(lang)
    head = _slip_head(w)
    rows, total = settle_slip(stakes, coup, table=table)
    body = [_row(row, bet_reason(row.bet, coup, table, lang=lang), w) for row in rows]
    staked = sum((row.stake for row in rows), Decimal(0))
    counts = {key: sum(r.outcome == key for r in rows) for key in ("win", "push", "lose")}
    said = {
        # Translators: how many bets on the slip won, pushed and lost ("2 bets won, 1 bet lost"), said as the
        # value of the "Outcome" column (on a phone "Outcome: 1 bet won").
        "win": w.ngettext("{count} bet won", "{count} bets won", counts["win"], count=counts["win"]),
        "push": w.ngettext("{count} bet pushed", "{count} bets pushed", counts["push"], count=counts["push"]),
        "lose": w.ngettext("{count} bet lost", "{count} bets lost", counts["lose"], count=counts["lose"]),
    }
    outcomes = w.pgettext("list", ", ").join(said[key] for key, n in counts.items() if n)
    paid = money(sum((row.paid for row in rows), Decimal(0)))
    commission = sum((row.commission for row in rows), Decimal(0))
    foot = row_html(w("Slip"), money(staked), outcomes, paid, money(commission) if commission else "–",
                    money(total, sign=True), _slip_words(total, staked, w), labels=head[1:],
                    data_total=f"{total:.2f}", data_net_shown=money(total, sign=True))  # fmt: skip
    settled = table_html(
        w("The slip settled. Table: {table}", table=w.say(table.named())),
        head,
        body,
        foot=foot,
    )
    coup_part = coup_html(coup, chart=False, steps_collapsed=True, lang=lang)
    line = headline(total, staked, lang=lang)
    said_first = f'<p class="bac-slip-headline" data-net="{total:.2f}"><strong>{escape(line)}</strong></p>'
    # The slip scrolls sideways on a phone, so it takes keyboard focus and has a name.
    region = attrs(tabindex="0", role="region", aria_label=w("The settled slip"))
    slip = f'<div class="bac-slip"{region}>{settled}</div>'
    return f'<div class="bac-payout">{coup_part}{said_first}{slip}</div>'


def settlement_html(bet: Bet, stake: Decimal | str, coup: Coup, table: PayTable, *, lang: str = "en") -> str:
    """One bet settled on a worked coup, in a sentence in ``lang``: what it paid, the net, and the rule.

        >>> from baccarat.payouts import NO_COMMISSION
        >>> html = settlement_html(Bet.BANKER, "10", resolve("K 6 5 K K"), NO_COMMISSION)
        >>> 'data-net="5.00"' in html and "pays a winning Banker 6 half" in html
        True

    Raises :class:`BaccaratError` for a bad stake, a perfect pair bet on cards without suits, or a language
    the guide is not written in (field ``lang``).
    """
    w = words(lang)
    (row,), _ = settle_slip({bet: stake}, coup, table=table)
    if row.outcome == "win" and row.commission:
        outcome = w("Paid {paid}, less {commission} commission", paid=money(row.paid), commission=money(row.commission))
    elif row.outcome == "win":
        outcome = w("Paid {paid}", paid=money(row.paid))
    elif row.outcome == "push":
        outcome = w("A push: the stake comes back")
    else:
        outcome = w("The stake is lost")
    staked = w("{bet} bet, {stake} staked.", bet=w.say(bet_name(bet)), stake=money(row.stake))
    said = _html(
        w("{staked} Table: {table}. {outcome}; net {net}. {reason}"),
        staked=f"<strong>{escape(staked)}</strong>",
        table=escape(w.say(table.named())),
        outcome=escape(outcome),
        net=escape(money(row.net, sign=True)),
        reason=escape(bet_reason(bet, coup, table, lang=lang)),
    )
    return f'<p class="bac-settlement"{attrs(data_bet=bet.value, data_net=f"{row.net:.2f}")}>{said}</p>'


def _html(template: str, **parts: str) -> str:
    """A translated sentence that holds HTML: its words escaped, then ``parts`` (HTML already) put in."""
    return escape(template).format_map(parts)


def _hand_field(side: str, hand: Hand, w: Words) -> str:
    cards = " ".join(card.token for card in hand.cards)
    field = attrs(name=side, autocomplete="off", spellcheck="false", value=cards)
    return f"<label>{escape(_hand(side, w))} <input{field}></label>"


def headline(total: Decimal, staked: Decimal, *, lang: str = "en") -> str:
    """The slip's result in one line, as the reader wants it first (in ``lang``).

        >>> headline(Decimal("2.50"), Decimal(35)), headline(Decimal(0), Decimal(5))
        ('You collect 37.50: +2.50', 'You get your 5.00 back: even')

    A loss is said once: the whole stake lost, or what comes back and the net, as for a win.

        >>> headline(Decimal(-10), Decimal(10)), headline(Decimal(-10), Decimal(35))
        ('You lose 10.00', 'You collect 25.00: −10.00')

    Raises :class:`BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    if total == 0:
        return w("You get your {amount} back: even", amount=money(staked))
    if staked + total > 0:
        return w("You collect {amount}: {net}", amount=money(staked + total), net=money(total, sign=True))
    return w("You lose {amount}", amount=money(-total))


def _slip_words(total: Decimal, staked: Decimal, w: Words) -> str:
    if total > 0:
        return w(
            "You collect {amount}: your stakes back where they won or pushed, plus the wins.",
            amount=money(staked + total),
        )
    if total == 0:
        return w("You end even.")
    return w("You lose {amount} of the {staked} staked.", amount=money(-total), staked=money(staked))


#: The stake fields' names: this prefix and the bet's key (``stake-banker``).
STAKE_FIELD = "stake-"

#: The table and coup the calculator opens with (the layout itself opens empty), and the slip a link without
#: one settles: the standard table, a Banker 6.
OPENING_SLIP = {"table": "standard", "cards": "K 6 5 K K", "stakes": "banker:20,tie:5,player-pair:5"}
#: The chips a reader bets with, in whole units, the usual casino colours' values.
CHIPS = (1, 5, 25, 100, 500)
_FIRST_CHIP = 5
#: The spots a layout shows at once: the main bets and the two pairs, as most tables print them;
#: the other side bets sit under "More side bets".
_ON_THE_FELT = (Bet.PLAYER, Bet.TIE, Bet.BANKER, Bet.PLAYER_PAIR, Bet.BANKER_PAIR)


def _stake_words(amount: str, w: Words) -> str:
    """What a spot says of its chips: the amount on a chip, or "no bet" to a screen reader."""
    if not amount:
        none = w("no bet")
        return f'<span class="bac-sr">{escape(none)}</span>'
    # Translators: a screen reader reads this on a betting spot; only {amount} is seen.
    return _heard(w("stake {amount}"), "amount", f'<span class="bac-amount">{escape(amount)}</span>')


def _heard(said: str, name: str, seen: str) -> str:
    """``said`` with the placeholder ``name`` replaced by the HTML ``seen``: the words around it only heard."""
    before, _, after = said.partition(f"{{{name}}}")
    return (
        (f'<span class="bac-sr">{escape(before)}</span>' if before else "")
        + seen
        + (f'<span class="bac-sr">{escape(after)}</span>' if after else "")
    )


def _spot(bet: Bet, stake: Decimal | None, table: PayTable, w: Words) -> str:
    """One betting spot: a button that takes a chip, with the bet's name, its pay and the stake on it.

    Where the pay depends on the table (the main bets), ``data-pays`` holds it for every table, so the
    spot can say it when the reader picks another table.
    """
    varies = {key: w.say(pays(bet, other)) for key, other in PAY_TABLES.items()}
    by_table = json.dumps(varies, separators=(",", ":"), ensure_ascii=False) if len(set(varies.values())) > 1 else None
    amount = money(stake) if stake else ""
    paid = w("pays {pays}", pays=w.say(pays(bet, table)))
    return (
        f'<button type="button"{attrs(class_="bac-spot", data_spot=bet.value, data_stake=f"{stake or 0:.2f}")}>'
        f'<span class="bac-spot-name">{escape(w.say(bet_name(bet)))}</span>'
        f"<span{attrs(class_='bac-spot-pays', data_pays=by_table)}>{escape(paid)}</span>"
        f'<span class="bac-spot-stake">{_stake_words(amount, w)}</span></button>'
    )


def layout_html(stakes: Mapping[Bet, Decimal], table: PayTable, *, lang: str = "en") -> str:
    """The betting layout drawn like the felt: a spot for every bet (those on most tables first, the rest
    under "More side bets"), each showing ``stakes``' chips, and the chips to bet with; in ``lang``.

        >>> html = layout_html({Bet.BANKER: Decimal(20)}, PAY_TABLES["standard"])
        >>> 'data-spot="banker" data-stake="20.00"' in html, 'data-spot="tie" data-stake="0.00"' in html
        (True, True)
        >>> html.count("data-chip=")
        5

    Raises :class:`BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    first = "".join(_spot(bet, stakes.get(bet), table, w) for bet in _ON_THE_FELT)
    more = [bet for bet in Bet if bet not in _ON_THE_FELT]
    opened = " open" if any(bet in stakes for bet in more) else ""
    rest = "".join(_spot(bet, stakes.get(bet), table, w) for bet in more)
    pressed = {value: "true" if value == _FIRST_CHIP else "false" for value in CHIPS}
    # Translators: a screen reader reads this on each chip; only {value} is seen.
    chip_of = w("Chip of {value}")
    chips = "".join(
        f'<button type="button"{attrs(class_="bac-chip", data_chip=str(value), aria_pressed=pressed[value])}>'
        f"{_heard(chip_of, 'value', str(value))}</button>"
        for value in CHIPS
    )
    group, chip, spots, more_bets = (
        w("Your chip"),
        w("Chip"),
        w("Bets: each tap puts your chip on one"),
        w("More side bets"),
    )
    return (
        '<div class="bac-layout">'
        f'<div class="bac-chips" role="group"{attrs(aria_label=group)}>'
        f'<span aria-hidden="true">{escape(chip)}</span>{chips}</div>'
        f'<div class="bac-spots" role="group"{attrs(aria_label=spots)}>{first}</div>'
        f'<details class="bac-more-bets"{opened}><summary>{escape(more_bets)}</summary>'
        f'<div class="bac-spots">{rest}</div></details>'
        "</div>"
    )


def widget_html(*, lang: str = "en") -> str:
    """The live payout calculator as static HTML, in ``lang``: an empty layout and how to bet on it, and the
    coup's controls (the opening coup in them, ready to be settled once the reader has bet).

        >>> widget_html().startswith('<div class="bac-widget" data-widget="payouts"')
        True

    Raises :class:`BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    # Each table by its short name (it fits a 320 px phone): the spots say what each bet pays on it.
    tables = "".join(
        f'<option value="{key}"{" selected" if key == OPENING_SLIP["table"] else ""}>'
        f"{escape(w.say(t.headed()))}</option>"
        for key, t in PAY_TABLES.items()
    )
    coup = resolve(OPENING_SLIP["cards"])
    table = PAY_TABLES[OPENING_SLIP["table"]]

    def button(label: str, action: str, primary: bool = False) -> str:
        kind = "md-button md-button--primary" if primary else "md-button"
        return f'<button type="button" class="{kind}" data-action="{action}">{escape(label)}</button>'

    said = {
        "bets": w("Your bets"),
        "table": w.pgettext("casino", "Table"),
        "coup": w("Type the coup you saw, or choose the shoe"),
        "as": w("Type it as"),
        "hands": w("Two hands"),
        "order": w("Dealing order"),
        "help": w(
            "Player, Banker, Player, Banker, then any third cards. Give suits (Kh, 6s…) to settle a Perfect Pair."
        ),
        "settle": w("Settle this coup"),
        "from": w("Deal from:"),
        "seed": w("Seed"),
        "random": w("random"),
        # The table opens empty, saying how to bet (the browser's script says it too, as the bets change).
        "no_bets": w("No bets yet: pick a chip, tap a bet, then Deal."),
    }
    shown = {key: escape(text) for key, text in said.items()}
    actions = (
        button(w("Deal"), "deal-one", primary=True)
        # Translators: the key that takes back the last chip placed (zh-Hant: not 復原, "restore").
        + button(w.pgettext("undo the last chip placed", "Undo"), "undo")
        + button(w("Clear"), "clear")
        + button(w("Rebet"), "rebet")
    )
    forms = (
        '<form class="bac-controls" data-form="payouts"><fieldset disabled>'
        f'<legend class="bac-sr">{shown["bets"]}</legend>'
        f'<label class="bac-table-choice">{shown["table"]} <select name="table">{tables}</select></label>'
        f"{layout_html({}, table, lang=lang)}"
        f'<p class="bac-on-table">{shown["no_bets"]}</p>'
        f'<div class="bac-bet-actions">{actions}</div>'
        f'<details class="bac-payout-coup"><summary>{shown["coup"]}</summary>'
        # One way of typing the coup at a time, chosen out loud: the cards settled are the cards shown.
        f'<fieldset class="bac-coup-as"><legend>{shown["as"]}</legend>'
        f'<label><input type="radio" name="coup-as" value="hands"> {shown["hands"]}</label> '
        f'<label><input type="radio" name="coup-as" value="order" checked> {shown["order"]}</label></fieldset>'
        '<div data-coup-as="hands" hidden>'
        f"{_hand_field('player', coup.player, w)} {_hand_field('banker', coup.banker, w)}</div>"
        f'<div data-coup-as="order"><label>{shown["order"]} '
        '<input name="cards" autocomplete="off" spellcheck="false" '
        f'value="{escape(OPENING_SLIP["cards"])}" aria-describedby="bac-order-help"></label>'
        f'<p class="bac-help" id="bac-order-help">{shown["help"]}</p></div>'
        f'<button type="submit" class="md-button md-button--primary">{shown["settle"]}</button>'
        f'<p class="bac-shoe-choice">{shown["from"]} '
        f"{decks_select(8, lang=lang)}"
        f'<label>{shown["seed"]} <input name="seed" inputmode="numeric" autocomplete="off" size="10" '
        f'placeholder="{shown["random"]}">'
        "</label></p></details></fieldset></form>"
    )
    result = '<div class="bac-result"></div>'  # an empty table: the reader's first slip is settled here
    return widget_frame(
        "payouts",
        starting=w("The live table is starting…"),
        without_script=w(
            "The live table needs JavaScript and WebAssembly; the pay tables and worked "
            "settlements on this page are complete without it."
        ),
        forms=forms + result,  # the bets first, their settlement below
    )
