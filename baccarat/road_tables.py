"""The roads page's generated content: roads of a dealt shoe, a worked big eye boy, and the
evidence that roads predict nothing. Build time only (the browser never imports this).
"""

from __future__ import annotations

from .markup import escape
from .odds import exact_odds
from .render import row_html, table_html
from .roads import RESULT_NAMES, NextCoupCount, big_road, derived_reasons, next_coup_counts, shoe_results
from .svg import ROAD_KINDS, road_svg

__all__ = ["predict_nothing", "road_figure", "worked_big_eye_boy"]


def road_figure(kind: str, seed: int) -> str:
    """One road of shoe ``seed`` as a figure that scrolls sideways on a narrow screen (anchor ``#road-<kind>``)."""
    if kind not in ROAD_KINDS:
        raise KeyError(kind)
    results = shoe_results(seed)
    name = kind.replace("-", " ").capitalize()
    caption = f"{name} of shoe {seed} (8 decks, {len(results)} coups: {results.count('B')} Banker, "
    caption += f"{results.count('P')} Player, {results.count('T')} ties)"
    return (
        f'<figure class="bac-road-figure" id="road-{kind}"><div class="bac-road-scroll" tabindex="0" role="region" '
        f'aria-label="{escape(name)} (scrolls sideways)">{road_svg(kind, results)}</div>'
        f"<figcaption>{escape(caption)}</figcaption></figure>"
    )


def worked_big_eye_boy(seed: int, count: int = 3) -> str:
    """How the big eye boy made its first marks in shoe ``seed``: one column start and lower entries, in words."""
    results = shoe_results(seed)
    where = {entry.coup: (c, r) for c, column in enumerate(big_road(results), 1) for r, entry in enumerate(column, 1)}
    chosen, kinds = [], set()
    for entry, mark, why in derived_reasons(results, 1):
        c, r = where[entry.coup]
        kind = ("start" if r == 1 else "lower", mark)
        if kind not in kinds:
            kinds.add(kind)
            chosen.append((entry, mark, why, c, r))
        if len(chosen) == count:
            break
    items = []
    for entry, mark, why, c, r in chosen:
        name = f"Coup {entry.coup}, {RESULT_NAMES[entry.winner]}: big road column {c}, row {r}."
        head = f'<li data-coup="{entry.coup}" data-mark="{mark}"><strong>{escape(name)}</strong>'
        items.append(f"{head} {escape(why[0].upper() + why[1:])}: {mark}.</li>")
    return f'<ol class="bac-worked-road">{"".join(items)}</ol>'


def predict_nothing(shoes: int, seed: int = 1_000) -> str:
    """The share of Banker wins on the next coup after each road state, over ``shoes`` dealt shoes:
    a chart and a table with sample sizes and 95% intervals (anchor ``#roads-predict-nothing``)."""
    counts = next_coup_counts(shoes=shoes, seed=seed)
    exact = float(exact_odds(8).banker)
    rows = []
    for count in counts:
        low, high = count.interval()
        rows.append(
            row_html(
                count.state, f"{count.coups:,}", f"{count.banker:,}", f"{count.share:.2%}", f"{low:.2%} to {high:.2%}"
            )
        )
    total = counts[0].coups
    caption = (
        f"Banker wins on the next coup, by what the roads showed, over {shoes:,} shoes dealt by this guide's "
        f"engine (8 decks, seeds {seed:,} to {seed + shoes - 1:,}; {total:,} coups). The exact chance for a "
        f"full shoe is {exact:.2%}."
    )
    table = table_html(
        caption,
        ("Road state", "Coups that followed", "Banker wins", "Share", "95% interval"),
        rows,
        id="roads-predict-nothing",
    )
    return _interval_chart(counts, exact) + table


def _short(state: str) -> str:
    """A state's name short enough for the chart's labels ("streak of 2", "small road red")."""
    return state.replace("big road: a ", "").replace(": ", " ")


def _interval_chart(states: tuple[NextCoupCount, ...], exact: float) -> str:
    """Each state's share with its interval as a bar chart, the exact chance marked; the table says it in text."""
    low, high = 0.42, 0.50
    left, width, row = 150, 300, 26

    def x(share: float) -> float:
        return left + (share - low) / (high - low) * width

    parts = []
    for index, count in enumerate(states):
        y = 30 + index * row
        a, b = count.interval()
        parts.append(
            f'<text x="{left - 8}" y="{y + 4}" text-anchor="end">{escape(_short(count.state))}</text>'
            f'<line x1="{x(a):.1f}" y1="{y}" x2="{x(b):.1f}" y2="{y}" stroke="#1f4fbf" stroke-width="6"/>'
            f'<circle cx="{x(count.share):.1f}" cy="{y}" r="4" fill="currentColor"/>'
        )
    bottom = 30 + len(states) * row
    ticks = "".join(
        f'<text x="{x(t / 100):.1f}" y="{bottom + 14}" text-anchor="middle">{t}%</text>' for t in range(42, 51, 2)
    )
    exact_line = (
        f'<line x1="{x(exact):.1f}" y1="14" x2="{x(exact):.1f}" y2="{bottom - 10}" stroke="#b3261e" '
        f'stroke-dasharray="4 3" stroke-width="2"/><text x="{x(exact):.1f}" y="10" text-anchor="middle" '
        f'fill="#b3261e">exact {exact:.2%}</text>'
    )
    size = f'viewBox="0 0 {left + width + 20} {bottom + 22}" width="{left + width + 20}" height="{bottom + 22}"'
    label = (
        "Chart: for every road state, the share of Banker wins on the next coup as a dot, its 95% interval "
        "as a bar, and the exact chance for a full shoe as a dashed line. The table below gives the numbers."
    )
    return (
        '<figure class="bac-road-figure"><div class="bac-road-scroll" tabindex="0" role="region" '
        'aria-label="Chart of Banker wins after each road state (scrolls sideways)">'
        f'<svg xmlns="http://www.w3.org/2000/svg" {size} role="img" '
        f'aria-label="{escape(label)}" class="bac-chart-plot" font-size="12" fill="currentColor">'
        f"{''.join(parts)}{exact_line}{ticks}</svg></div></figure>"
    )
