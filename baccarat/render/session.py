"""A session of equal bets, drawn: the headline, the distribution's chart, the figures, sample sessions.

Every figure comes from :mod:`baccarat.session`; every word here is escaped.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from decimal import Decimal
from fractions import Fraction

from ..i18n import Words, words
from ..payouts import MAIN_BETS, PAY_TABLES, Bet, PayTable, bet_name
from ..progress import Progress
from ..session import (
    OneBet,
    Session,
    losses_to_limit,
    martingale_evening,
    martingale_limit_chance,
    martingale_run,
    one_bet,
    sample_sessions,
    session,
)
from .markup import Number, attrs, decks_select, escape, money, percent, row_html, table_html, widget_frame

__all__ = [
    "distribution_html",
    "martingale_evening_table",
    "martingale_runs_table",
    "martingale_table",
    "money",
    "paths_svg",
    "sd_table",
    "session_html",
    "widget_html",
]

PERCENTILES = (5, 25, 50, 75, 95)
_WIDTH, _HEIGHT, _LEFT, _BOTTOM, _TOP = 640, 250, 14, 44, 34
_BINS = 41
#: The share of a bet's chance whose pays set the lattice its results move on (see :func:`_period`): under 98.3%,
#: so that the Lucky 6's 20 to 1 on three cards (1.7% of its chance) is a rare pay, as the Perfect Pair's 250 to 1 is.
_USUAL = Fraction(98, 100)


def _amount(value: Fraction | Decimal) -> str:
    """An amount as the session's sentences and labels say it: a whole amount without its cents."""
    return money(value, whole=True)


def _plain(value: Fraction) -> str:
    """An exact amount as a plain number a script reads with ``Number()``: ``-300``, ``12.5``."""
    return str(Decimal(value.numerator) / Decimal(value.denominator))


def _bet_words(bet: Bet, stake: Decimal, coups: int, w: Words) -> str:
    name = w.say(bet_name(bet))
    return w.ngettext(
        "{count} {bet} bet of {stake}",
        "{count} {bet} bets of {stake}",
        coups,
        count=format(coups, ","),
        bet=name,
        stake=_amount(stake),
    )


def _decks(decks: int, w: Words) -> str:
    return w.ngettext("{count} deck", "{count} decks", decks, count=format(decks, ","))


def headline(bet: Bet, stake: Decimal, session: Session, *, lang: str = "en") -> str:
    """ "After 100 Banker bets of 10 you finish ahead 44.74% of the time; on average you lose 10.58." (in ``lang``)

        >>> from baccarat.session import session
        >>> headline(Bet.TIE, Decimal(5), session(Bet.TIE, coups=10))[:38]
        'After 10 Tie bets of 5 you finish ahea'

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    average = session.expected * Fraction(stake)
    bets, ahead = _bet_words(bet, stake, session.coups, w), percent(session.ahead, lang=lang).text
    if average < 0:
        return w(
            "After {bets} you finish ahead {share} of the time; on average you lose {amount}.",
            bets=bets,
            share=ahead,
            amount=_amount(abs(average)),
        )
    return w(
        "After {bets} you finish ahead {share} of the time; on average you win {amount}.",
        bets=bets,
        share=ahead,
        amount=_amount(abs(average)),
    )


def _period(one: OneBet) -> int:
    """The spacing, in steps, of the lattice the bet's results move on: the greatest common divisor of the
    differences between its usual pays, those that together make up :data:`_USUAL` of its chance.

    A Tie at 8 to 1 moves a session by 9 stakes between a win and a loss, so its results lie 9 stakes
    apart (``9``); a Banker bet, with its push, reaches every step (``1``). A pay rarer than the usual ones
    (the Perfect Pair's 250 to 1 when both hands pair) shifts the whole lattice, and a bar as wide as a
    whole number of the usual spacing still holds one result of each shifted copy.

        >>> from baccarat.session import one_bet
        >>> _period(one_bet(Bet.TIE)), _period(one_bet(Bet.BANKER)), _period(one_bet(Bet.PERFECT_PAIR_250))
        (9, 1, 26)

    Raises nothing.
    """
    usual, share = [], Fraction(0)
    for k, p in sorted(zip(one.steps, one.chances, strict=True), key=lambda pay: pay[1], reverse=True):
        usual.append(k)
        share += p
        if share >= _USUAL and len(usual) > 1:
            break
    return math.gcd(*(k - usual[0] for k in usual[1:]))


def _bars(session: Session) -> tuple[int, list[tuple[int, float]]]:
    """The distribution in bars of whole stakes: ``(stakes, [(bar, chance)])``, bar ``k`` holding the results
    from ``k·stakes`` up to (not including) ``(k+1)·stakes`` stakes, so bar 0 starts at exactly even.

    A bar is a whole number of stakes and a whole number of the lattice's spacing (:func:`_period`), so
    each bar holds the same number of possible results (a Banker bet moves a session by 0.95 or 1 stake,
    a Tie at 8 to 1 by 9 stakes): the bars follow the true shape, with no zig-zag of bars that happen to
    catch one possible result more than their neighbours. They span the middle 99.8% of sessions, in at
    most about :data:`_BINS` bars, each 1, 2 or 5 times a power of ten of that smallest width.
    """
    chances = [float(p) for p in session.chances]
    cumulative, first, last = 0.0, 0, len(chances) - 1
    for i, p in enumerate(chances):
        cumulative += p
        if cumulative >= 0.001:
            first = i
            break
    cumulative = 0.0
    for i in range(len(chances) - 1, -1, -1):
        cumulative += chances[i]
        if cumulative >= 0.001:
            last = i
            break
    per_stake = Fraction(1) / session.step  # steps in one stake: a whole number for every pay table
    assert per_stake.denominator == 1, session.step
    smallest = math.lcm(int(per_stake), _period(session.bet))  # in steps: whole stakes, whole lattice spacings
    span = (last - first + 1) / smallest
    times = next(n * 10**e for e in range(8) for n in (1, 2, 5) if span / (n * 10**e) <= _BINS)
    width = smallest * times
    bars: dict[int, float] = {}
    for i in range(first, last + 1):
        bar = (session.low + i) // width
        bars[bar] = bars.get(bar, 0.0) + chances[i]
    return width // int(per_stake), sorted(bars.items())


def distribution_html(bet: Bet, stake: Decimal, session: Session, *, lang: str = "en") -> str:
    """The chances of each net result, as bars of equal money ranges: behind on the left, ahead on the right,
    with the line at even and the average marked. Each bar carries ``data-low``, ``data-high`` (money) and
    ``data-chance``; the labels are the page's own text, so they read at the page's size on any screen.
    Its words are in ``lang``.

        >>> from baccarat.session import session
        >>> distribution_html(Bet.TIE, Decimal(5), session(Bet.TIE, coups=10)).count("<rect")
        6

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    stakes, bars = _bars(session)
    size = Fraction(stake) * stakes  # money in one bar
    low_bar, high_bar = bars[0][0], bars[-1][0]
    count = high_bar - low_bar + 1
    tallest = max(p for _, p in bars) or 1.0
    height = _HEIGHT - _TOP - _BOTTOM
    bar_w = _WIDTH / count

    def x_of(money: Fraction) -> float:
        return (float(money / size) - low_bar) * bar_w

    parts = []
    for bar, p in bars:
        h = max(p / tallest * height, 0.5 if p > 0 else 0)
        kind = "ahead" if bar >= 0 else "behind"
        # Machine-readable: plain ASCII numbers (the typographic minus belongs to the visible labels only).
        data = attrs(data_low=_plain(bar * size), data_high=_plain((bar + 1) * size), data_chance=f"{p:.10f}")
        parts.append(
            f'<rect class="bar {kind}"{data} x="{(bar - low_bar) * bar_w + 0.5:.1f}" y="{_TOP + height - h:.1f}" '
            f'width="{max(bar_w - 1, 0.5):.1f}" height="{h:.1f}"/>'
        )
    average = session.expected * Fraction(stake)
    zero, mean, base = x_of(Fraction(0)), x_of(average), _TOP + height
    parts += [
        f'<line class="axis" x1="0" y1="{base}" x2="{_WIDTH}" y2="{base}"/>',
        f'<line class="even-line" x1="{zero:.1f}" y1="0" x2="{zero:.1f}" y2="{base}"/>',
        f'<line class="mean-line" x1="{mean:.1f}" y1="{_TOP}" x2="{mean:.1f}" y2="{base}"/>',
    ]
    bets = _bet_words(bet, stake, session.coups, w)
    title = w("How {bets} can end", bets=bets)
    desc = w(
        "{headline} Bars to the left of the line at even are sessions that finish behind, to the right ahead "
        "(even included); each bar is a range of {amount}. Behind {behind}, even {even}, ahead {ahead}.",
        headline=headline(bet, stake, session, lang=lang),
        amount=_amount(size),
        behind=percent(session.behind, lang=lang).text,
        even=percent(session.even, lang=lang).text,
        ahead=percent(session.ahead, lang=lang).text,
    )
    svg = (
        f'<svg class="bac-session-chart" viewBox="0 0 {_WIDTH} {_HEIGHT - _BOTTOM}" '
        f'role="img" aria-labelledby="bac-dist-title bac-dist-desc">'
        f'<title id="bac-dist-title">{escape(title)}</title><desc id="bac-dist-desc">{escape(desc)}</desc>'
        f"{''.join(parts)}</svg>"
    )

    # The labels, placed along the chart in percent of its width (the chart stretches to the page's width).
    def at(x: float, text: str, kind: str) -> str:
        return f'<span class="bac-mark {kind}" style="left: {100 * x / _WIDTH:.2f}%">{escape(text)}</span>'

    edges = [at(0, _amount(low_bar * size), "edge start"), at(_WIDTH, "+" + _amount((high_bar + 1) * size), "edge end")]
    even, behind, ahead = w.pgettext("result", "even"), w("← behind"), w("ahead →")
    on_average = w("average {amount}", amount=_amount(average))
    return (
        f'<p class="bac-chart-sides" aria-hidden="true"><span>{escape(behind)}</span><span>{escape(ahead)}</span></p>'
        f"{svg}"
        f'<div class="bac-chart-marks" aria-hidden="true">{at(zero, even, "even")}{"".join(edges)}</div>'
        f'<div class="bac-chart-marks" aria-hidden="true">{at(mean, on_average, "mean")}</div>'
    )


def session_html(
    bet: Bet,
    table: PayTable,
    decks: int,
    stake: Decimal,
    session: Session,
    *,
    bankroll: Decimal | None = None,
    ruin: float | None = None,
    lang: str = "en",
) -> str:
    """The exact answer for one session: headline, chart, chances, average, spread, percentiles and ruin,
    in ``lang``.

    The root carries the figures for tests and tools: ``data-ahead``, ``data-even``, ``data-behind``
    (chances, 10 decimals), ``data-expected`` (the average result in money) and ``data-ruin``.

        >>> from baccarat.session import session
        >>> ten = session(Bet.TIE, coups=10)
        >>> 'data-coups="10"' in session_html(Bet.TIE, PAY_TABLES["standard"], 8, Decimal(5), ten)
        True

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    unit = Fraction(stake)
    rows = [
        row_html(w("Finish ahead"), percent(session.ahead, lang=lang)),
        row_html(w("Finish exactly even"), percent(session.even, lang=lang)),
        row_html(w("Finish behind"), percent(session.behind, lang=lang)),
        row_html(w("Average result"), _amount(session.expected * unit)),
        row_html(w("Spread of one bet (standard deviation)"), _amount(Fraction(session.bet.sd) * unit)),
        row_html(w("Spread of the session (standard deviation)"), _amount(Fraction(session.sd) * unit)),
    ]
    pays = w.say(table.named()) if bet in (Bet.PLAYER, Bet.BANKER, Bet.TIE) else w("its fixed pay")
    bets, shoe = _bet_words(bet, stake, session.coups, w), _decks(decks, w)
    figures = table_html(
        w("{bets}, {pays}, {decks}", bets=bets, pays=pays, decks=shoe),
        (w("Session"), w("Exactly")),
        rows,
        class_="bac-session-figures",
    )
    spread = table_html(
        w("Where sessions finish: the result that this share of sessions stays at or below"),
        (w("Share of sessions"), w("Result")),
        (row_html(f"{q}%", _amount(session.percentile(q) * unit)) for q in PERCENTILES),
        class_="bac-session-percentiles",
    )
    data = {
        "data_ahead": f"{float(session.ahead):.10f}",
        "data_even": f"{float(session.even):.10f}",
        "data_behind": f"{float(session.behind):.10f}",
        "data_expected": f"{float(session.expected * unit):.6f}",
        "data_coups": str(session.coups),
        "data_ruin": None if ruin is None else f"{ruin:.10f}",
    }
    ruin_text = ""
    if bankroll is not None and ruin is not None:
        said = w(
            "Going broke: starting with {bankroll} and staking {stake} a bet, you are left with less than one "
            "stake, and so cannot bet on, at some point in these {coups} bets in {share} of sessions. (The "
            "chances above count every session to its end, as if you could always bet on.)"
        )
        shown = escape(said).format_map(
            {
                "bankroll": escape(_amount(bankroll)),
                "stake": escape(_amount(stake)),
                "coups": f"{session.coups:,}",
                "share": f"<strong>{escape(percent(ruin, lang=lang).text)}</strong>",
            }
        )
        ruin_text = f'<p class="bac-session-ruin">{shown}</p>'
    return (
        f'<div class="bac-session"{attrs(**data)}>'
        f'<p class="bac-session-headline">{escape(headline(bet, stake, session, lang=lang))}</p>'
        f'<figure class="bac-distribution">{distribution_html(bet, stake, session, lang=lang)}</figure>{ruin_text}'
        f'<div class="bac-session-tables">{figures}{spread}</div></div>'
    )


#: How many sample sessions the chart draws, and the most bets each is dealt.
SAMPLES, SAMPLE_COUPS = 20, 500


def samples_html(
    bet: Bet,
    table: PayTable,
    decks: int,
    coups: int,
    stake: Decimal,
    seed: int,
    *,
    lang: str = "en",
    progress: Progress | None = None,
) -> tuple[str, str]:
    """About 20 play-money sessions dealt by the package's own shoe from ``seed``, drawn around the exact
    average, with a line saying so when they stop short of ``coups``; and that shortfall (``""`` if none),
    in ``lang``. ``progress``, if given, is told the fraction of the sessions dealt a few times.

        >>> html, note = samples_html(Bet.PLAYER, PAY_TABLES["standard"], 8, 600, Decimal(10), 3)
        >>> html.count('class="sample"'), note
        (20, ' (the first 500 of the 600 bets)')

    Raises nothing for settings the calculator accepts, but :class:`~baccarat.errors.BaccaratError`
    (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    dealt = min(coups, SAMPLE_COUPS)
    paths = sample_sessions(bet, table=table, decks=decks, coups=dealt, seed=seed, count=SAMPLES, progress=progress)
    html = paths_svg(bet, stake, paths, one_bet(bet, table, decks).mean, seed, lang=lang)
    note = (
        ""
        if dealt == coups
        else w(" (the first {dealt} of the {coups} bets)", dealt=format(dealt, ","), coups=format(coups, ","))
    )
    if note:
        shown = w("The sample sessions show{note}: the shoe deals every coup, so they stop there.", note=note)
        html += f'<p class="bac-help">{escape(shown)}</p>'
    return html, note


def paths_svg(
    bet: Bet, stake: Decimal, paths: Sequence[Sequence[Fraction]], mean: Fraction, seed: int, *, lang: str = "en"
) -> str:
    """Sample sessions (play money, dealt by the package's shoe) as lines, around the exact average.

    The words are HTML beside and under the lines, not text in the drawing, which shrinks with the page's
    width: at the left the highest and lowest amounts and even, at the end the exact average. They are in ``lang``.

        >>> paths_svg(Bet.TIE, Decimal(5), [[Fraction(-1), Fraction(7)]], Fraction(-1, 10), 1).count("<polyline")
        2

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    coups = max(len(path) for path in paths)
    unit = Fraction(stake)
    values = [float(v * unit) for path in paths for v in path] + [0.0, float(mean * coups * unit)]
    top, bottom = max(values), min(values)
    span = (top - bottom) or 1.0
    edge = 10  # room at the top and the bottom of the drawing for the lines' width

    def height(value: float) -> float:
        return edge + (top - value) / span * (_HEIGHT - 2 * edge)

    def point(i: int, value: float) -> str:
        return f"{4 + (_WIDTH - 8) * i / coups:.1f},{height(value):.1f}"

    lines = [
        f'<polyline class="sample" points="{point(0, 0.0)} '
        + " ".join(point(i + 1, float(v * unit)) for i, v in enumerate(path))
        + '"/>'
        for path in paths
    ]
    end = float(mean * coups * unit)
    ahead = sum(1 for path in paths if path[-1] > 0)
    zero_y = height(0.0)
    parts = [
        *lines,
        f'<line class="even-line" x1="4" y1="{zero_y:.1f}" x2="{_WIDTH - 4}" y2="{zero_y:.1f}"/>',
        f'<polyline class="mean-path" points="{point(0, 0.0)} {point(coups, end)}"/>',
    ]

    def beside(value: float, text: str, kind: str = "") -> str:
        return f'<span class="bac-mark {kind}" style="top: {100 * height(value) / _HEIGHT:.2f}%">{escape(text)}</span>'

    # The highest and lowest amounts, unless one would sit on the word "even" (they are in the description).
    close = 0.12 * span
    ticks = [beside(v, _amount(Fraction(v).limit_denominator(100))) for v in (top, bottom) if abs(v) > close]
    bets = _bet_words(bet, stake, coups, w)
    title = w("{count} sample sessions of {bets}", count=len(paths), bets=bets)
    desc = w(
        "Play money, dealt by this guide's own shoe from seed {seed}: {ahead} of the {count} sessions finish "
        "ahead, the best at {best} and the worst at {worst}. The straight line is the exact average, {average} "
        "after {coups} bets.",
        seed=seed,
        ahead=ahead,
        count=len(paths),
        best=_amount(Fraction(top).limit_denominator(100)),
        worst=_amount(Fraction(bottom).limit_denominator(100)),
        average=_amount(Fraction(end)),
        coups=format(coups, ","),
    )
    svg = (
        f'<svg class="bac-session-chart" viewBox="0 0 {_WIDTH} {_HEIGHT}" preserveAspectRatio="none" '
        f'width="{_WIDTH}" height="{_HEIGHT}" role="img" aria-labelledby="bac-paths-title bac-paths-desc">'
        f'<title id="bac-paths-title">{escape(title)}</title><desc id="bac-paths-desc">{escape(desc)}</desc>'
        f"{''.join(parts)}</svg>"
    )
    average = w("average after {coups} bets: {amount}", coups=format(coups, ","), amount=_amount(Fraction(end)))
    axis = "".join(ticks) + beside(0.0, w.pgettext("result", "even"), "even")
    return (
        '<figure class="bac-samples"><div class="bac-samples-plot">'
        f'<div class="bac-chart-marks bac-samples-axis" aria-hidden="true">{axis}</div>{svg}</div>'
        f'<div class="bac-chart-marks" aria-hidden="true"><span class="bac-mark mean end" style="left: 100%">'
        f"{escape(average)}</span></div><figcaption>{escape(desc)}</figcaption></figure>"
    )


#: What the widget opens with, worked out when the site is built: 100 Banker bets of 10, and no bankroll
#: (going broke is a question the reader asks by giving one).
OPENING_BET, OPENING_TABLE, OPENING_DECKS, OPENING_COUPS = Bet.BANKER, "standard", 8, 100
OPENING_STAKE = Decimal(10)
OPENING_SEED = 1


def widget_html(*, lang: str = "en") -> str:
    """The session calculator as static HTML, its opening answer worked out at build time, in ``lang``.

        >>> widget_html().startswith('<div class="bac-widget" data-widget="session"')
        True

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    bets = "".join(
        f'<option value="{bet.value}"{" selected" if bet is OPENING_BET else ""}>{escape(w.say(bet_name(bet)))}'
        "</option>"
        for bet in Bet
    )
    tables = "".join(
        f'<option value="{key}"{" selected" if key == OPENING_TABLE else ""}>{escape(w.say(t.named()))}</option>'
        for key, t in PAY_TABLES.items()
    )
    bet, table, decks, coups = OPENING_BET, PAY_TABLES[OPENING_TABLE], OPENING_DECKS, OPENING_COUPS
    stake = OPENING_STAKE
    opening = session(bet, table=table, decks=decks, coups=coups)
    help_text = w(
        "One bet per coup, the same stake each time; up to 10,000 bets (with a bankroll, 1,000 on a bet with "
        "several pays, such as the Dragon Bonus). The pay table applies to the Player, Banker and Tie bets; side "
        "bets pay the same everywhere."
    )
    said = {
        "session": w("Your session"),
        "bet": w.pgettext("field", "Bet"),
        "table": w.pgettext("casino", "Table"),
        "stake": w("Stake"),
        "bets": w("Bets"),
        "bankroll": w("Bankroll (optional)"),
        "none": w("none"),
        "work": w("Work it out"),
        "help": help_text,
        "samples": w("Deal other sample sessions"),
    }
    shown = {key: escape(text) for key, text in said.items()}
    forms = (
        '<form class="bac-controls" data-form="session"><fieldset disabled>'
        f'<legend class="bac-sr">{shown["session"]}</legend>'
        f'<label>{shown["bet"]} <select name="bet">{bets}</select></label> '
        f'<label>{shown["table"]} <select name="table">{tables}</select></label> '
        f"{decks_select(decks, lang=lang)}"
        f'<label>{shown["stake"]} <input name="stake" inputmode="decimal" autocomplete="off" size="7" '
        f'value="{stake}"></label> '
        f'<label>{shown["bets"]} <input name="coups" inputmode="numeric" autocomplete="off" size="6" '
        f'value="{coups}"></label> '
        f'<label>{shown["bankroll"]} <input name="bankroll" inputmode="decimal" autocomplete="off" '
        f'size="8" placeholder="{shown["none"]}"></label> '
        f'<button type="submit" class="md-button md-button--primary">{shown["work"]}</button>'
        f'<p class="bac-help">{shown["help"]}</p>'
        "</fieldset></form>"
    )
    answer = session_html(bet, table, decks, stake, opening, lang=lang)
    # The opening session's samples too, with the button for others (the page's script enables it).
    samples = samples_html(bet, table, decks, coups, stake, OPENING_SEED, lang=lang)[0] + (
        f'<button type="button" class="md-button" data-action="samples" disabled>{shown["samples"]}</button>'
    )
    result = f'<div class="bac-result">{answer}</div>'
    # The form first: the answer, long on a phone, follows the choices it answers.
    return widget_frame(
        "session",
        starting=w("The calculator is starting…"),
        without_script=w(
            "The live calculator needs JavaScript and WebAssembly; the opening session below is "
            "worked out in full without it."
        ),
        forms="",
        result=forms + result + f'<div class="bac-samples-slot">{samples}</div>',
    )


def sd_table(decks: int = 8, *, lang: str = "en") -> str:
    """The standard deviation of one bet, each main bet on each pay table, one row per table (anchor ``#sd``),
    in ``lang``. The edges beside them are on the house-edge table just above it on the odds page.

        >>> '<td class="bac-num">0.927</td>' in sd_table(8)
        True

    Raises :class:`~baccarat.errors.ShoeError` for a deck count outside 1–8, and
    :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    rows = [
        row_html(w.say(table.named()), *(Number(f"{one_bet(bet, table, decks).sd:.3f}") for bet in MAIN_BETS))
        for table in PAY_TABLES.values()
    ]
    shoe = _decks(decks, w)
    return table_html(
        w(
            "Spread of one bet, {decks}: the standard deviation of its result, per unit staked, on each pay table",
            decks=shoe,
        ),
        (w("Pay table"), *(w("{bet} bet", bet=w.say(bet_name(bet))) for bet in MAIN_BETS)),
        rows,
        id="sd",
        class_="bac-numbers",
    )


def martingale_table(bet: Bet, base: Decimal, maximum: Decimal, coups: Sequence[int], *, lang: str = "en") -> str:
    """The exact chance that a doubling Martingale meets the table maximum within each number of bets
    (anchor ``#martingale-chances``), in ``lang``.

        >>> martingale_table(Bet.BANKER, Decimal(10), Decimal(1000), [50]).count("<tr>")
        2

    Raises :class:`~baccarat.errors.BaccaratError` for stakes the doubling cannot start from, or a language
    the guide is not written in (field ``lang``).
    """
    w = words(lang)
    losses = losses_to_limit(base, maximum)
    rows = (
        row_html(
            w("{count} bets", count=format(n, ",")),
            percent(martingale_limit_chance(bet, base=base, maximum=maximum, coups=n), lang=lang),
        )
        for n in coups
    )
    caption = w(
        "Doubling after every loss on {bet}, from {base} at a table with a {maximum} maximum: "
        "{losses} losses in a row and the next stake ({next}) is over the limit",
        bet=w.say(bet_name(bet)),
        base=_amount(base),
        maximum=_amount(maximum),
        losses=losses,
        next=_amount(base * 2**losses),
    )
    return table_html(
        caption,
        (w("In an evening of"), w("Chance of meeting the limit")),
        rows,
        id="martingale-chances",
        class_="bac-numbers",
    )


def _cents(amount: Fraction) -> Number:
    """An exact amount to the cent, for a table's figure column: ``−35.48``, ``1,000.00``."""
    return Number(money(amount))


def martingale_evening_table(bet: Bet, base: Decimal, maximum: Decimal, coups: int, *, lang: str = "en") -> str:
    """A Martingale evening beside flat bets: the average amount staked and the average result, exactly
    (anchor ``#martingale-cost``), in ``lang``.

        >>> martingale_evening_table(Bet.BANKER, Decimal(10), Decimal(1000), 100).count("<tr>")
        3

    Raises :class:`~baccarat.errors.BaccaratError` for stakes the doubling cannot start from, or a language
    the guide is not written in (field ``lang``).
    """
    w = words(lang)
    evening = martingale_evening(bet, base=base, maximum=maximum, coups=coups)
    largest = base * 2 ** (losses_to_limit(base, maximum) - 1)
    rows = (
        row_html(w("Flat bets of {base}", base=_amount(base)), _cents(evening.flat_staked),
                 _cents(evening.flat_result)),
        row_html(
            w("Martingale from {base} (largest stake {largest})", base=_amount(base), largest=_amount(largest)),
            _cents(evening.staked),
            _cents(evening.result),
        ),
    )  # fmt: skip
    caption = w(
        "{coups} {bet} bets, {maximum} table maximum, {decks} decks: the average amount staked over the evening "
        "and the average result, exact to the cent",
        coups=format(coups, ","),
        bet=w.say(bet_name(bet)),
        maximum=_amount(maximum),
        decks=8,
    )
    return table_html(caption, (w("Staking"), w("Average staked"), w("Average result")), rows, id="martingale-cost",
                      class_="bac-numbers")  # fmt: skip


def martingale_runs_table(base: Decimal, maximum: Decimal, *, lang: str = "en") -> str:
    """What a Martingale run nets when it is won after each number of losses, on Player and on Banker
    (anchor ``#martingale-runs``), in ``lang``.

        >>> martingale_runs_table(Decimal(10), Decimal(1000)).count("<tr>")
        8

    Raises :class:`~baccarat.errors.BaccaratError` for stakes the doubling cannot start from, or a language
    the guide is not written in (field ``lang``).
    """
    w = words(lang)
    headings = (w("Losses"), w("Lost"), w("Winning stake"), w("Player nets"), w("Banker nets"))
    rows = []
    for losses in range(losses_to_limit(base, maximum)):
        stake = base * 2**losses
        nets = (_cents(martingale_run(bet, base=base, losses=losses)) for bet in (Bet.PLAYER, Bet.BANKER))
        rows.append(row_html(str(losses), Number(_amount(stake - base)), Number(_amount(stake)), *nets,
                             labels=headings[1:], header_label=headings[0]))  # fmt: skip
    caption = w(
        "Doubling from {base}: what a run nets when it is won after a number of losses, "
        "on Player (paid 1 to 1) and on Banker (paid 0.95 to 1)",
        base=_amount(base),
    )
    # On a phone each run stacks, every figure named: the Banker's nets show without scrolling sideways.
    return table_html(caption, headings, rows, id="martingale-runs", class_="bac-numbers bac-stacks")
