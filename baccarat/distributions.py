"""How the final totals and the winning margin are distributed, exactly, as tables and bar charts.

Build-time only: the figures come from the same complete count as every other odds
figure (:func:`baccarat.odds.exact_odds`), so they add up to exactly 1.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .markup import escape
from .odds import ExactOdds, exact_odds
from .render import row_html, table_html
from .rules import is_natural

__all__ = ["final_totals", "final_totals_html", "margins", "margins_html"]


def final_totals(odds: ExactOdds) -> dict[str, list[Fraction]]:
    """The chance of each final total, 0 to 9, for the Player and the Banker hand.

        >>> totals = final_totals(exact_odds(8))
        >>> sum(totals["player"]) == sum(totals["banker"]) == 1
        True

    Raises nothing.
    """
    shares = {"player": [Fraction(0)] * 10, "banker": [Fraction(0)] * 10}
    for (p, b, _, _), deals in odds.counts.items():
        shares["player"][p] += Fraction(deals, odds.deals)
        shares["banker"][b] += Fraction(deals, odds.deals)
    return shares


def margins(odds: ExactOdds) -> dict[tuple[str, bool], list[Fraction]]:
    """The chance of each winning margin, 0 (a tie) to 9, by winner and by whether the coup was a natural.

    Keys are ``(winner, natural)`` with winner ``"player"``, ``"banker"`` or ``"tie"``.
    A natural is a two-card 8 or 9 (then neither hand draws), what the Dragon Bonus pays 1:1 on.

        >>> shares = margins(exact_odds(8))
        >>> sum(sum(v) for v in shares.values()) == 1
        True

    Raises nothing.
    """
    shares = {(w, n): [Fraction(0)] * 10 for w in ("player", "banker", "tie") for n in (True, False)}
    for (p, b, pd, bd), deals in odds.counts.items():
        winner = "player" if p > b else "banker" if b > p else "tie"
        natural = not (pd or bd) and is_natural(max(p, b))  # two-card totals: neither hand drew
        shares[(winner, natural)][abs(p - b)] += Fraction(deals, odds.deals)
    return shares


def _pct(share: Fraction) -> str:
    return f"{float(share):.4%}"


def final_totals_html(decks: int = 8) -> str:
    """The final totals of both hands: a bar chart and the exact figures (heading ``#final-totals``)."""
    totals = final_totals(exact_odds(decks))
    rows = [row_html(str(t), _pct(totals["player"][t]), _pct(totals["banker"][t])) for t in range(10)]
    table = table_html(
        f"Final totals, {decks} decks: the chance that each hand ends on each total",
        ("Final total", "Player hand", "Banker hand"),
        rows,
    )
    chart = bar_chart_svg(
        f"Final totals, {decks} decks",
        [str(t) for t in range(10)],
        [("Player", totals["player"]), ("Banker", totals["banker"])],
        axis="final total",
    )
    return f'<figure class="bac-bars-figure">{chart}</figure>{table}'


def margins_html(decks: int = 8) -> str:
    """The winning margin, with and without a natural: a bar chart and the table (heading ``#winning-margin``)."""
    shares = margins(exact_odds(decks))
    rows = []
    for m in range(10):
        if m == 0:
            cells = ["–", "–", "–", "–", _pct(shares[("tie", True)][0]), _pct(shares[("tie", False)][0])]
        else:
            cells = [_pct(shares[(w, n)][m]) for w in ("player", "banker") for n in (True, False)] + ["–", "–"]
        rows.append(row_html("0 (a tie)" if m == 0 else str(m), *cells))
    table = table_html(
        f"Winning margin, {decks} decks: the chance of each margin, by winner, with and without a natural",
        ("Margin (points)", "Player, natural", "Player, no natural", "Banker, natural", "Banker, no natural",
         "Tie, natural", "Tie, no natural"),
        rows,
    )  # fmt: skip
    either = {n: [sum((shares[(w, n)][m] for w in ("player", "banker", "tie")), Fraction(0)) for m in range(10)]
              for n in (True, False)}  # fmt: skip
    chart = bar_chart_svg(
        f"Winning margin, {decks} decks (either hand)",
        ["tie", *map(str, range(1, 10))],
        [("With a natural", either[True]), ("No natural", either[False])],
        axis="winning margin, points",
        stacked=True,
        neutral=True,  # not Player and Banker: naturals and drawn coups, in other colours
    )
    return f'<figure class="bac-bars-figure">{chart}</figure>{table}'


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
