"""The scoreboard roads drawn: each road as SVG, the live roads widget, and the roads page's figures.

The drawings mark each result in words as well as in colour; the page's figures add a
worked big eye boy and the evidence that roads predict nothing.
"""

from __future__ import annotations

from .. import roads
from ..errors import counted
from ..roads import (
    LONG_RUN,
    RESULT_NAMES,
    Observed,
    big_road,
    derived_reasons,
    joint_test,
    latest,
    next_coup_counts,
    shoe_results,
    streak_counts,
)
from .markup import FONT, attrs, decks_select, escape, row_html, table_html, widget_frame
from .palette import SIDE_INK

__all__ = [
    "OPENING_ROADS",
    "ROAD_KINDS",
    "ROAD_LEGENDS",
    "predict_nothing",
    "road_figure",
    "road_svg",
    "roads_html",
    "roads_info",
    "streaks_html",
    "widget_html",
    "worked_big_eye_boy",
]

ROAD_KINDS = ("bead-plate", "big-road", "big-eye-boy", "small-road", "cockroach-pig")
_ROAD_INK = {
    "B": SIDE_INK["banker"], "P": SIDE_INK["player"], "T": SIDE_INK["tie"],
    "red": SIDE_INK["banker"], "blue": SIDE_INK["player"],
}  # fmt: skip
_CELL = 22


def road_svg(kind: str, results: str, *, rows: int = 6, cells: bool = False) -> str:
    """One scoreboard road drawn from results (``B``, ``P``, ``T``), as a board shows it.

    Colour is never the only cue: the bead plate writes B, P and T; the big road rings
    Banker in red and Player in blue, and the derived roads draw red marks filled and
    blue marks hollow. The ``<desc>`` lists what the road shows, in words.

        >>> 'Banker' in road_svg("big-road", "BPPTB")
        True

    With ``cells`` the road is a list whose every mark is an item named in words
    (``coup 12: Banker, 1 tie``), for the live widget; otherwise one image.

    Raises :class:`KeyError` for an unknown kind; results are checked by :mod:`baccarat.roads`.
    """
    names = {"bead-plate": "Bead plate", "big-road": "Big road"}
    names |= {kind: name.capitalize() for kind, name in zip(ROAD_KINDS[2:], roads.DERIVED_ROADS.values(), strict=True)}
    marks: list[tuple[int, int, str]] = []
    if kind == "bead-plate":
        beads = roads.bead_plate(results, rows=rows)
        for cell in beads:
            ink = _ROAD_INK[cell.result]
            marks.append((cell.column, cell.row, (
                f'<circle r="9" fill="{ink}"/><text y="4.5" fill="#fff" font-size="12" font-weight="700">'
                f"{cell.result}</text><title>coup {cell.coup}: {roads.RESULT_NAMES[cell.result]}</title>"
            )))  # fmt: skip
        desc = "Every result in order, ties included: " + (" ".join(c.result for c in beads) or "none yet") + "."
    elif kind == "big-road":
        placed = roads.big_road_grid(results, rows=rows)
        for column, row, entry in placed:
            ink = _ROAD_INK[entry.winner]
            green = _ROAD_INK["T"]
            tie = f'<line x1="-7" y1="7" x2="7" y2="-7" stroke="{green}" stroke-width="2.5"/>' if entry.ties else ""
            count = f'<text y="4" font-size="10" fill="{green}">{entry.ties}</text>' if entry.ties > 1 else ""
            marks.append((column, row, (
                f'<circle r="8" fill="none" stroke="{ink}" stroke-width="3"/>{tie}{count}'
                f"<title>{escape(entry.name)}</title>"
            )))  # fmt: skip
        desc = "Wins in order, a column per streak: " + (
            "; ".join(escape(entry.name) for _, _, entry in placed) or "none yet"
        ) + "."  # fmt: skip
    else:
        k = ROAD_KINDS.index(kind) - 1
        columns: list[list[tuple[int, str]]] = []
        for entry, mark in roads.derived_marks(results, k):
            if columns and columns[-1][-1][1] == mark:
                columns[-1].append((entry.coup, mark))
            else:
                columns.append([(entry.coup, mark)])
        for where, in_column in zip(roads.grid((len(c) for c in columns), rows=rows), columns, strict=True):
            for (c, r), (coup, mark) in zip(where, in_column, strict=True):
                fill = _ROAD_INK[mark] if mark == "red" else "none"
                marks.append((c, r, (
                    f'<circle r="7" fill="{fill}" stroke="{_ROAD_INK[mark]}" stroke-width="3"/>'
                    f"<title>coup {coup}: {mark}{' (filled)' if mark == 'red' else ' (hollow)'}</title>"
                )))  # fmt: skip
        flat = [mark for in_column in columns for _, mark in in_column]
        desc = "Marks in order (red filled, blue hollow): " + (", ".join(flat) or "none yet") + "."
    width = (max((c for c, _, _ in marks), default=-1) + 2) * _CELL
    height = rows * _CELL
    lines = "".join(f'<line x1="{x}" y1="0" x2="{x}" y2="{height}"/>' for x in range(0, width + 1, _CELL))
    lines += "".join(f'<line x1="0" y1="{y}" x2="{width}" y2="{y}"/>' for y in range(0, height + 1, _CELL))
    title = names[kind]
    if cells:  # each mark an item named by its <title>; the grid is decoration
        item, role = ' role="listitem"', f'role="list" aria-label="{escape(title)}"'
        head = f'<rect width="{width}" height="{height}" fill="#fff" aria-hidden="true"/>'
    else:
        item, role = "", f'role="img" aria-label="{escape(title)}: {escape(desc)}"'
        head = f"<title>{escape(title)}</title><desc>{escape(desc)}</desc>"
        head += f'<rect width="{width}" height="{height}" fill="#fff"/>'
    body = "".join(
        f'<g{item} transform="translate({c * _CELL + _CELL // 2} {r * _CELL + _CELL // 2})">{inner}</g>'
        for c, r, inner in marks
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
        f'{role} class="bac-road" data-road="{kind}" font-family="{FONT}" text-anchor="middle">'
        f'{head}<g stroke="#d0d0d0" aria-hidden="true">{lines}</g>{body}</svg>'
    )


def roads_html(results: str) -> str:
    """The five roads of ``results`` for the live widget: every mark an item named in words, each road
    with a one-line legend, in a region of its own that scrolls sideways (the page opens it at the latest
    columns)."""
    return "".join(
        f'<figure class="bac-road-figure" data-road="{kind}"><figcaption><strong>{_road_name(kind)}</strong> '
        f'<span class="bac-road-legend">{escape(ROAD_LEGENDS[kind])}</span></figcaption>'
        f'<div class="bac-road-scroll" tabindex="0" role="region" aria-label="Live {kind.replace("-", " ")} '
        '(scrolls sideways)">'
        f"{road_svg(kind, results, cells=True)}</div></figure>"
        for kind in ROAD_KINDS
    )


def _road_name(kind: str) -> str:
    return kind.replace("-", " ").capitalize()


_DERIVED = "filled red: the big road keeps its pattern; hollow blue: it breaks it"
#: What each road's marks mean, in a line.
ROAD_LEGENDS = {
    "bead-plate": "Every coup in order, down each column: B Banker, P Player, T tie.",
    "big-road": "A column per streak: red rings Banker, blue rings Player; a green stroke is a tie.",
    "big-eye-boy": f"Each column against the one before it: {_DERIVED}.",
    "small-road": f"Each column against the one two before it: {_DERIVED}.",
    "cockroach-pig": f"Each column against the one three before it: {_DERIVED}.",
}


def roads_info(seed: int, decks: int, coups: int, total: int, latest: str) -> str:
    """Where a live road stands, in words.

        >>> roads_info(42, 8, 20, 81, "Coup 20: Player.")
        'Shoe 42 (8 decks): 20 of 81 coups dealt. Coup 20: Player.'

    Raises nothing.
    """
    return f"Shoe {seed} ({counted(decks, 'deck')}): {coups} of {total} coups dealt. {latest}"


#: The shoe the roads widget shows before Python is ready, dealt this far.
OPENING_ROADS = {"seed": 42, "decks": 8, "coups": 20}


def widget_html() -> str:
    """The live roads: a shoe dealt coup by coup (or results typed in), all five roads redrawn each time."""
    whole = shoe_results(OPENING_ROADS["seed"], OPENING_ROADS["decks"])
    results = whole[: OPENING_ROADS["coups"]]
    info = roads_info(OPENING_ROADS["seed"], OPENING_ROADS["decks"], len(results), len(whole), latest(results))
    attributes = attrs(**{f"data_{name}": str(value) for name, value in OPENING_ROADS.items()})
    result = (
        f'<p class="bac-roads-info" aria-live="polite">{escape(info)}</p>'
        f'<div class="bac-result"{attributes}>{roads_html(results)}</div>'
    )
    forms = (
        '<div class="bac-controls">'
        '<form data-form="roads-shoe"><fieldset disabled><legend class="bac-sr">Deal a shoe</legend>'
        '<button type="button" class="md-button md-button--primary" data-action="next-coup">Next coup</button> '
        '<button type="button" class="md-button" data-action="deal-to-end">Deal to the end</button> '
        '<button type="submit" class="md-button">New shoe</button> '
        f"{decks_select(8)}"
        '<label>Seed <input name="seed" inputmode="numeric" autocomplete="off" size="10" placeholder="random">'
        "</label></fieldset></form>"
        '<details class="bac-enter-results"><summary>Type results instead</summary>'
        '<form data-form="roads-results"><fieldset disabled><legend class="bac-sr">Type results</legend>'
        '<label>Results <input name="results" autocomplete="off" spellcheck="false" size="30" '
        'placeholder="BPPTB"></label> '
        '<button type="submit" class="md-button md-button--primary">Draw the roads</button>'
        '<p class="bac-help">B for a Banker win, P for a Player win, T for a tie, in the order they came.</p>'
        "</fieldset></form></details></div>"
    )
    return widget_frame(
        "roads",
        starting="The live roads are starting…",
        without_script="The live roads need JavaScript and WebAssembly; every road on this page is drawn without them.",
        forms=forms + result,  # the buttons above the roads, which grow downwards
    )


def road_figure(kind: str, seed: int) -> str:
    """One road of shoe ``seed`` as a figure that scrolls sideways on a narrow screen (anchor ``#road-<kind>``)."""
    if kind not in ROAD_KINDS:
        raise KeyError(kind)
    results = shoe_results(seed)
    name = _road_name(kind)
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
    from ..odds import exact_odds  # exact arithmetic: slow to import in the browser, which never needs it

    exact = float(exact_odds(8).banker)
    rows = []
    for count in counts:
        low, high = count.interval()
        rows.append(
            row_html(
                count.state, f"{count.coups:,}", f"{count.hits:,}", f"{count.share:.2%}", f"{low:.2%} to {high:.2%}"
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


def streaks_html(shoes: int, seed: int = 1_000) -> str:
    """After a run of n Bankers (or Players), how often the next decided coup continued it, over
    ``shoes`` dealt shoes, beside the exact chance (anchor ``#streaks``), and what the rows say together."""
    from ..odds import exact_odds  # exact arithmetic: slow to import in the browser, which never needs it

    odds = exact_odds(8)
    decided = {"Banker": odds.banker / (odds.banker + odds.player), "Player": odds.player / (odds.banker + odds.player)}
    counts = streak_counts(shoes=shoes, seed=seed)
    chances = [float(decided[count.state.split(":")[0]]) for count in counts]
    groups, misses = [], []
    for side in decided:
        rows = []
        for count, chance in zip(counts, chances, strict=True):
            if not count.state.startswith(side):
                continue
            low, high = count.interval()
            run = count.state.rsplit(" ", 1)[1] if count.state[-1].isdigit() else f"{LONG_RUN} or more"
            rows.append(
                row_html(
                    "One win" if run == "1" else f"{run} in a row",
                    f"{count.coups:,}",
                    f"{count.hits:,}",
                    f"{count.share:.2%} ({low * 100:.2f}–{high:.2%})",
                    f"{chance:.2%}",
                    data_side=side.lower(),
                )
            )
            if not low <= chance <= high:
                after = f"a single {side} win" if run == "1" else f"{run} {side} wins in a row"
                misses.append(f"after {after}, {count.share:.2%} continued (exact {chance:.2%})")
        groups.append((f"After {side} wins", rows))
    caption = (
        f"After a run of Banker or Player wins, how often the next decided coup continued it, over the same "
        f"{shoes:,} shoes. Ties are skipped, as the big road skips them, and no run is followed into the next "
        "shoe. The exact chance is the full shoe's share of decided coups."
    )
    table = table_html(
        caption,
        ("Run", "Next decided coups", "Continued", "Share (95% interval)", "Exact chance"),
        [],
        groups=groups,
        id="streaks",
    )
    statistic, p_value = joint_test(counts, chances)
    if misses:
        missed = f"{counted(len(misses), 'row')} of {len(counts)} lies outside its 95% interval: {'; '.join(misses)}. "
        chance = 1 - 0.95 ** len(counts)
        missed += f"With {len(counts)} rows, at least one such miss turns up in {chance:.0%} of samples. "
    else:
        missed = "Every row's 95% interval contains its exact chance. "
    together = (
        f"Tested together (Pearson's chi-squared, {len(counts)} degrees of freedom: {statistic:.1f}), rows this far "
        f"from the exact chances, or further, turn up by luck alone in {p_value:.0%} of samples"
    )
    if p_value >= 0.05:
        together += ": nothing here says a run goes on, or ends, more often than the cards make it."
    else:
        together += ": an unusual sample, which more shoes would settle."
    return f'{table}<p class="bac-streaks-verdict">{escape(missed + together)}</p>'


def _short(state: str) -> str:
    """A state's name short enough for the chart's labels ("streak of 2", "small road red")."""
    return state.replace("big road: a ", "").replace(": ", " ")


def _interval_chart(states: tuple[Observed, ...], exact: float) -> str:
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
        f'<line x1="{x(exact):.1f}" y1="14" x2="{x(exact):.1f}" y2="{bottom - 10}" stroke="{SIDE_INK["banker"]}" '
        f'stroke-dasharray="4 3" stroke-width="2"/><text x="{x(exact):.1f}" y="10" text-anchor="middle" '
        f'fill="{SIDE_INK["banker"]}">exact {exact:.2%}</text>'
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
