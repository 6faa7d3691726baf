"""The counting tables: the published Dragon 7 and Panda 8 counts played out, and the edge by true count.

Both are drawn from the golden data ``scripts/simulate-counts`` writes (seeded, reproducible): the build
renders it and never runs the simulation; the browser needs neither, so they live with the build. Each
renderer takes ``lang`` (keyword-only, English by default): the formatters give it the edition's.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from baccarat.counting import COUNTS, TAG_RANKS, count_name
from baccarat.i18n import Words, words
from baccarat.render.lab import bet_name
from baccarat.render.markup import Number, escape, row_html, signed, table_html
from sitebuild.counting import FEWEST_COUPS, HOURLY_COUPS

__all__ = ["betting_points_html", "counts_table", "edge_by_count_chart", "edge_by_count_table"]

#: The true counts each count's table shows one by one, rarer ones added into the ends: the Panda 8's tags
#: are larger, so its true counts spread wider.
_RANGES = MappingProxyType({"dragon-7": (-6, 10), "panda-8": (-12, 24)})


def _tags(tags: tuple[int, ...], w: Words) -> str:
    """A count's tags in a line: ``4 to 7: −1; 8, 9: +2`` (ranks tagged 0 left out)."""
    by_tag: dict[int, list[str]] = {}
    for rank, tag in zip(TAG_RANKS, tags, strict=True):
        if tag:
            by_tag.setdefault(tag, []).append(w("10 to K") if rank == "10" else rank)
    ranks_separator, tags_separator = w.pgettext("list", ", "), w.pgettext("list", "; ")
    return tags_separator.join(
        w("{ranks}: {tag}", ranks=ranks_separator.join(ranks), tag=format(tag, "+d")).replace("-", "−")
        for tag, ranks in sorted(by_tag.items())
    )


def counts_table(data: Mapping[str, Any], *, lang: str = "en") -> str:
    """Each count played over the golden data's shoes, one column per count: where it bets, how often, the
    average exact edge then, and what it wins per shoe and per hour (anchor ``#counts-played``)."""
    w = words(lang)
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
            _tags(count.tags, w),
            w("{count} or more", count=format(data["points"][key], "+d")).replace("-", "−"),
            Number(f"{bets / shoes:.2f}"),
            Number(f"{bets / coups:.2%}"),
            Number(f"{signed(-expected / bets * 100, 2)}%"),
            Number(signed(expected / shoes, 3)),
            Number(f"{signed(mean, 3)} ± {spread:.2f}"),
            Number(signed(expected / coups * HOURLY_COUPS, 3)),
        ]
    measures = (
        w("Tags (others 0)"),
        w("Bets at a true count of"),
        w("Bets per shoe"),
        w("Share of coups bet"),
        w("Average edge when betting"),
        w("Units per shoe, exact"),
        w("Units per shoe, dealt (± spread)"),
        w("Units an hour ({coups} coups)", coups=HOURLY_COUPS),
    )
    rows = [row_html(measure, *(columns[key][place] for key in COUNTS)) for place, measure in enumerate(measures)]
    caption = w(
        "The published counts played out over {shoes} eight-deck shoes (seeds {first} to {last}; {coups} coups), one "
        "unit bet each time the count says so. The edge is the house's (a minus: the player's); units are the "
        "player's.",
        shoes=format(shoes, ","),
        first=format(data["seed"], ","),
        last=format(data["seed"] + shoes - 1, ","),
        coups=format(coups, ","),
    )
    return table_html(
        caption,
        (w("Played out"), *(w.say(count_name(key)) for key in COUNTS)),
        rows,
        id="counts-played",
    )


def betting_points_html(data: Mapping[str, Any], *, lang: str = "en") -> str:
    """How each count's betting point was chosen, from the golden data: the rule, each point, and any rarer
    true count below it that also favoured the player but was seen too seldom to choose by."""
    w = words(lang)
    subset = data["subset"]
    said = []
    for key, count in COUNTS.items():
        point = data["points"][key]
        name = bet_name(count.bet, lang=lang)
        rare = [(tc, coups) for tc, coups, average in data["by_true_count"][key] if tc < point and average < 0]
        if not rare:
            said.append(w("the {bet} count bets from {point}", bet=name, point=_label(point, 0, 0, w)))
            continue
        seen = w.pgettext("list", "; ").join(
            w("{true_count} in {coups}", true_count=_label(tc, 0, 0, w), coups=format(coups, ",")) for tc, coups in rare
        )
        names = {"bet": name, "point": _label(point, 0, 0, w), "seen": seen}
        if len(rare) == 1:
            said.append(w("the {bet} count bets from {point} (below it, one true count also favoured the player but "
                          "came too seldom to trust: {seen} coups)", **names))  # fmt: skip
        else:
            said.append(w("the {bet} count bets from {point} (below it, {count} true counts also favoured the player "
                          "but came too seldom to trust: {seen} coups)", count=len(rare), **names))  # fmt: skip
    rule = w(
        "The betting point is this guide's own choice: the lowest true count, seen in at least {fewest} coups of the "
        "first {subset} shoes, at which the bet's average exact edge over those coups is in the player's favour. So "
        "{points}.",
        fewest=FEWEST_COUPS, subset=format(subset, ","), points=w.pgettext("list", " and ").join(said),
    )  # fmt: skip
    # Markup's characters escaped; its quotes left as they always were (the paragraph is text, not an attribute).
    text = rule.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return f'<p class="bac-betting-points">{text}</p>'


def _merged(rows: list[list[Any]], lowest: int, highest: int) -> dict[int, tuple[int, float]]:
    """The true counts from ``lowest`` to ``highest``, the rarer ones added into the two ends."""
    merged: dict[int, list[float]] = {}
    for tc, coups, average in rows:
        at = min(max(tc, lowest), highest)
        cell = merged.setdefault(at, [0, 0.0])
        cell[0] += coups
        cell[1] += average * coups
    return {tc: (int(coups), total / coups) for tc, (coups, total) in sorted(merged.items())}


def _label(tc: int, lowest: int, highest: int, w: Words) -> str:
    """A true count, and at either end of a range "or less" or "or more" (a chart writes the words under it)."""
    text = f"{tc:+d}" if tc else "0"
    if tc == lowest:
        # Translators: keep the space after {count}: a chart writes the words after it under the number.
        text = w("{count} or less", count=text)
    elif tc == highest:
        # Translators: keep the space after {count}: a chart writes the words after it under the number.
        text = w("{count} or more", count=text)
    return text.replace("-", "−")


def edge_by_count_table(data: Mapping[str, Any], *, lang: str = "en") -> str:
    """For each count's true counts, how often each came and the bet's average exact edge there (anchor
    ``#edge-by-count``), over every coup of the golden data's first shoes; one group of rows per count."""
    w = words(lang)
    groups = []
    for key in COUNTS:
        lowest, highest = _RANGES[key]
        merged = _merged(data["by_true_count"][key], lowest, highest)
        total = sum(coups for coups, _ in merged.values())
        rows = []
        for tc, (coups, average) in merged.items():
            label = _label(tc, lowest, highest, w)
            rows.append(
                row_html(
                    w("{true_count} (the count bets)", true_count=label) if tc >= data["points"][key] else label,
                    Number(f"{coups / total:.2%}"),
                    Number(f"{average:.2%}".replace("-", "−")),
                    data_count=key,
                    data_true_count=str(tc),
                )
            )
        groups.append((w.say(count_name(key)), rows))
    return table_html(
        w(
            "The house edge by true count, over every coup of the first {subset} shoes: how often each true count "
            "came, and the bet's average exact edge there (a minus: the player's edge)",
            subset=format(data["subset"], ","),
        ),
        (w("True count"), w("Share of coups"), w("Average edge")),
        [],
        groups=groups,
        id="edge-by-count",
    )


#: The chart's drawing, in its own units: the plot's width and height, and room at its ends for the dots.
_PLOT_W, _PLOT_H, _INSET = 600, 260, 10
#: The average edges the chart's height spans (rarer ones stop at its edge), and those it labels.
_EDGE_LOW, _EDGE_HIGH = -0.5, 0.3
_EDGE_TICKS = (0.2, 0, -0.2, -0.4)


def _x_ticks(lowest: int, highest: int) -> list[int]:
    """The true counts the axis names: its two ends (the table's end buckets), and every round count well clear
    of them (a fifth of the axis), so no two labels meet on a phone."""
    step = 4 if highest - lowest <= 24 else 10
    clear = (highest - lowest) / 5
    inner = [tc for tc in range(lowest, highest + 1) if tc % step == 0 and min(tc - lowest, highest - tc) >= clear]
    return [lowest, *inner, highest]


def _chart(key: str, data: Mapping[str, Any], w: Words) -> str:
    """One count's average edges by true count, as dots on a line, the zero line and the betting point marked.

    The words (the axis titles, the edges and the true counts) are the page's own text placed along the
    drawing, as the session chart's are, so they read at the page's size on any screen; the two ends of the
    true-count axis are the table's end buckets ("−6 or less"), which the end dots stand for."""
    lowest, highest = _RANGES[key]
    merged = _merged(data["by_true_count"][key], lowest, highest)

    def x(tc: int) -> float:
        return _INSET + (tc - lowest) / (highest - lowest) * (_PLOT_W - 2 * _INSET)

    def y(edge: float) -> float:
        return _INSET + (_EDGE_HIGH - min(max(edge, _EDGE_LOW), _EDGE_HIGH)) / (_EDGE_HIGH - _EDGE_LOW) * (
            _PLOT_H - 2 * _INSET
        )

    point = data["points"][key]
    ticks = _x_ticks(lowest, highest)
    parts = [
        *(f'<line class="grid" x1="0" x2="{_PLOT_W}" y1="{y(edge):.1f}" y2="{y(edge):.1f}"/>' for edge in _EDGE_TICKS),
        f'<line class="zero" x1="0" x2="{_PLOT_W}" y1="{y(0):.1f}" y2="{y(0):.1f}"/>',
        *(f'<line class="tick" x1="{x(tc):.1f}" x2="{x(tc):.1f}" y1="{_PLOT_H - 6}" y2="{_PLOT_H}"/>' for tc in ticks),
        f'<line class="point" x1="{x(point):.1f}" x2="{x(point):.1f}" y1="0" y2="{_PLOT_H}"/>',
    ]
    points = " ".join(f"{x(tc):.1f},{y(avg):.1f}" for tc, (_coups, avg) in merged.items())
    parts.append(f'<polyline points="{points}" fill="none"/>')
    parts.extend(f'<circle cx="{x(tc):.1f}" cy="{y(avg):.1f}" r="5"/>' for tc, (_coups, avg) in merged.items())
    name = bet_name(COUNTS[key].bet, lang=w.lang)
    label = w(
        "Chart of the {bet}'s average house edge by its count's true count, from {lowest} to {highest}; below the zero "
        "line the player has the edge, and the count bets from {point}. The table below gives the numbers.",
        bet=name, lowest=_label(lowest, lowest, highest, w), highest=_label(highest, lowest, highest, w),
        point=format(point, "+d"),
    )  # fmt: skip
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_PLOT_W} {_PLOT_H}" role="img" '
        f'aria-label="{escape(label)}">{"".join(parts)}</svg>'
    )

    def along(x_or_y: float, size: int, text: str, kind: str, side: str) -> str:
        # An end bucket's "or less" / "or more" goes under its number, where a phone has room for it.
        number, _, rest = escape(text).replace("-", "−").partition(" ")
        more = f' <span class="bac-mark-more">{rest}</span>' if rest else ""
        return f'<span class="bac-mark {kind}" style="{side}: {100 * x_or_y / size:.2f}%">{number}{more}</span>'

    edges = "".join(
        along(y(edge), _PLOT_H, f"{edge:+.0%}" if edge else "0%", "zero" if edge == 0 else "", "top")
        for edge in _EDGE_TICKS
    )
    counts = "".join(
        along(x(tc), _PLOT_W, _label(tc, lowest, highest, w),
              "start" if tc == lowest else "end" if tc == highest else "", "left")
        for tc in ticks
    )  # fmt: skip
    edge_title, count_title = w("Average house edge"), w("True count")
    caption = w(
        "{bet}: the average edge at each true count. Below the line the player has the edge; the upright line "
        "is where the count bets.",
        bet=name,
    )
    return (
        f'<figure class="bac-count-chart" data-count="{key}">'
        f'<p class="bac-axis-title y" aria-hidden="true">{escape(edge_title)}</p>'
        f'<div class="bac-count-plot"><div class="bac-chart-marks bac-count-edges" aria-hidden="true">{edges}</div>'
        f'{svg}<div class="bac-chart-marks bac-count-counts" aria-hidden="true">{counts}</div>'
        f'<p class="bac-axis-title x" aria-hidden="true">{escape(count_title)}</p></div>'
        f"<figcaption>{escape(caption)}</figcaption></figure>"
    )


def edge_by_count_chart(data: Mapping[str, Any], *, lang: str = "en") -> str:
    """The same average edges as charts, one per count."""
    w = words(lang)
    return "".join(_chart(key, data, w) for key in COUNTS)
