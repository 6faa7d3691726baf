"""The counting tables: the published Dragon 7 and Panda 8 counts played out, and the edge by true count.

Both are drawn from the golden data ``scripts/simulate-counts`` writes (seeded, reproducible): the build
renders it and never runs the simulation; the browser needs neither, so they live with the build.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from baccarat.counting import COUNTS, TAG_RANKS
from baccarat.payouts import BET_NAMES
from baccarat.render.markup import Number, escape, row_html, signed, table_html
from sitebuild.counting import FEWEST_COUPS, HOURLY_COUPS

__all__ = ["betting_points_html", "counts_table", "edge_by_count_chart", "edge_by_count_table"]

#: The true counts each count's table shows one by one, rarer ones added into the ends: the Panda 8's tags
#: are larger, so its true counts spread wider.
_RANGES = {"dragon-7": (-6, 10), "panda-8": (-12, 24)}


def _tags(tags: tuple[int, ...]) -> str:
    """A count's tags in a line: ``4 to 7: −1; 8, 9: +2`` (ranks tagged 0 left out)."""
    by_tag: dict[int, list[str]] = {}
    for rank, tag in zip(TAG_RANKS, tags, strict=True):
        if tag:
            by_tag.setdefault(tag, []).append("10 to K" if rank == "10" else rank)
    return "; ".join(f"{', '.join(ranks)}: {tag:+d}".replace("-", "−") for tag, ranks in sorted(by_tag.items()))


def counts_table(data: Mapping[str, Any]) -> str:
    """Each count played over the golden data's shoes, one column per count: where it bets, how often, the
    average exact edge then, and what it wins per shoe and per hour (anchor ``#counts-played``)."""
    shoes, coups = data["shoes"], data["coups"]
    columns: dict[str, list[str | Number]] = {}
    for key, count in COUNTS.items():
        played = data["played"][key]
        bets = sum(played["bets"])
        expected = sum(played["expected"])  # the units won on average, exactly, over every shoe
        units = played["units"]
        mean = sum(units) / shoes
        spread = math.sqrt(sum((u - mean) ** 2 for u in units) / (shoes - 1))
        columns[key] = [
            _tags(count.tags),
            f"{data['points'][key]:+d} or more".replace("-", "−"),
            Number(f"{bets / shoes:.2f}"),
            Number(f"{bets / coups:.2%}"),
            Number(f"{signed(-expected / bets * 100, 2)}%"),
            Number(signed(expected / shoes, 3)),
            Number(f"{signed(mean, 3)} ± {spread:.2f}"),
            Number(signed(expected / coups * HOURLY_COUPS, 3)),
        ]
    measures = ("Tags (others 0)", "Bets at a true count of", "Bets per shoe", "Share of coups bet",
                "Average edge when betting", "Units per shoe, exact", "Units per shoe, dealt (± spread)",
                f"Units an hour ({HOURLY_COUPS} coups)")  # fmt: skip
    rows = [row_html(measure, *(columns[key][place] for key in COUNTS)) for place, measure in enumerate(measures)]
    return table_html(
        f"The published counts played out over {shoes:,} eight-deck shoes (seeds {data['seed']:,} to "
        f"{data['seed'] + shoes - 1:,}; {coups:,} coups), one unit bet each time the count says so. "
        "The edge is the house's (a minus: the player's); units are the player's.",
        ("Played out", *(f"{BET_NAMES[count.bet]} count" for count in COUNTS.values())),
        rows,
        id="counts-played",
    )


def betting_points_html(data: Mapping[str, Any]) -> str:
    """How each count's betting point was chosen, from the golden data: the rule, each point, and any rarer
    true count below it that also favoured the player but was seen too seldom to choose by."""
    subset = data["subset"]
    said = []
    for key, count in COUNTS.items():
        point = data["points"][key]
        name = BET_NAMES[count.bet]
        rare = [(tc, coups) for tc, coups, average in data["by_true_count"][key] if tc < point and average < 0]
        sentence = f"the {name} count bets from {_label(point, 0, 0)}"
        if rare:
            seen = "; ".join(f"{_label(tc, 0, 0)} in {coups:,}" for tc, coups in rare)
            sentence += (f" (below it, {_plural(len(rare), 'true count')} also favoured the player but came too "
                         f"seldom to trust: {seen} coups)")  # fmt: skip
        said.append(sentence)
    return (
        '<p class="bac-betting-points">The betting point is this guide\'s own choice: the lowest true count, seen in '
        f"at least {FEWEST_COUPS} coups of the first {subset:,} shoes, at which the bet's average exact edge over "
        f"those coups is in the player's favour. So {' and '.join(said)}.</p>"
    )


def _plural(n: int, noun: str) -> str:
    return f"one {noun}" if n == 1 else f"{n} {noun}s"


def _merged(rows: list[list[Any]], lowest: int, highest: int) -> dict[int, tuple[int, float]]:
    """The true counts from ``lowest`` to ``highest``, the rarer ones added into the two ends."""
    merged: dict[int, list[float]] = {}
    for tc, coups, average in rows:
        at = min(max(tc, lowest), highest)
        cell = merged.setdefault(at, [0, 0.0])
        cell[0] += coups
        cell[1] += average * coups
    return {tc: (int(coups), total / coups) for tc, (coups, total) in sorted(merged.items())}


def _label(tc: int, lowest: int, highest: int) -> str:
    text = f"{tc:+d}" if tc else "0"
    if tc == lowest:
        text += " or less"
    elif tc == highest:
        text += " or more"
    return text.replace("-", "−")


def edge_by_count_table(data: Mapping[str, Any]) -> str:
    """For each count's true counts, how often each came and the bet's average exact edge there (anchor
    ``#edge-by-count``), over every coup of the golden data's first shoes; one group of rows per count."""
    groups = []
    for key, count in COUNTS.items():
        lowest, highest = _RANGES[key]
        merged = _merged(data["by_true_count"][key], lowest, highest)
        total = sum(coups for coups, _ in merged.values())
        rows = []
        for tc, (coups, average) in merged.items():
            point = " (the count bets)" if tc >= data["points"][key] else ""
            rows.append(
                row_html(
                    _label(tc, lowest, highest) + point,
                    Number(f"{coups / total:.2%}"),
                    Number(f"{average:.2%}".replace("-", "−")),
                    data_count=key,
                    data_true_count=str(tc),
                )
            )
        groups.append((f"{BET_NAMES[count.bet]} count", rows))
    return table_html(
        f"The house edge by true count, over every coup of the first {data['subset']:,} shoes: how often each "
        "true count came, and the bet's average exact edge there (a minus: the player's edge)",
        ("True count", "Share of coups", "Average edge"),
        [],
        groups=groups,
        id="edge-by-count",
    )


def _chart(key: str, data: Mapping[str, Any]) -> str:
    """One count's average edges by true count, as dots on a line, the zero line and the betting point marked."""
    lowest, highest = _RANGES[key]
    merged = _merged(data["by_true_count"][key], lowest, highest)
    left, width, top, height = 56, 560, 16, 160
    low, high = -0.5, 0.3

    def x(tc: int) -> float:
        return left + (tc - lowest) / (highest - lowest) * width

    def y(edge: float) -> float:
        return top + (high - min(max(edge, low), high)) / (high - low) * height

    point = data["points"][key]
    parts = [
        f'<line class="zero" x1="{left}" x2="{left + width}" y1="{y(0):.1f}" y2="{y(0):.1f}"/>',
        f'<line class="point" x1="{x(point):.1f}" x2="{x(point):.1f}" y1="{top}" y2="{top + height}"/>',
    ]
    for edge in (-0.4, -0.2, 0, 0.2):
        tick = f"{edge:+.0%}" if edge else "0%"
        parts.append(f'<text class="tick" x="{left - 6}" y="{y(edge) + 4:.1f}" text-anchor="end">{tick}</text>')
    step = 4 if highest - lowest <= 24 else 10
    for tc in range(lowest, highest + 1):
        if tc % step == 0:
            below = top + height + 16
            parts.append(
                f'<text class="tick" x="{x(tc):.1f}" y="{below}" text-anchor="middle">{_label(tc, 0, 0)}</text>'
            )
    points = " ".join(f"{x(tc):.1f},{y(avg):.1f}" for tc, (_coups, avg) in merged.items())
    parts.append(f'<polyline points="{points}" fill="none" stroke="currentColor"/>')
    parts.extend(f'<circle cx="{x(tc):.1f}" cy="{y(avg):.1f}" r="3.5"/>' for tc, (_coups, avg) in merged.items())
    name = BET_NAMES[COUNTS[key].bet]
    label = f"Chart of the {name}'s average house edge by its count's true count; below the zero line the "
    label += f"player has the edge, and the count bets from {point:+d}. The table below gives the numbers."
    size = f'viewBox="0 0 {left + width + 16} {top + height + 26}"'
    return (
        f'<figure class="bac-count-chart"><svg xmlns="http://www.w3.org/2000/svg" {size} role="img" '
        f'aria-label="{escape(label)}" font-size="12" fill="currentColor">{"".join(parts)}</svg>'
        f"<figcaption>{escape(name)}: the average edge at each true count. Below the line the player has the edge; "
        f"the upright line is where the count bets.</figcaption></figure>"
    )


def edge_by_count_chart(data: Mapping[str, Any]) -> str:
    """The same average edges as charts, one per count."""
    return "".join(_chart(key, data) for key in COUNTS)
