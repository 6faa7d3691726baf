"""The scoreboard roads drawn: each road as SVG, the live roads widget, and the roads page's figures.

The drawings mark each result in words as well as in colour; the page's figures add a
worked big eye boy and the evidence that roads predict nothing. Every renderer takes ``lang``
(keyword-only, English by default).
"""

from __future__ import annotations

from .. import roads
from ..i18n import Words, mark, words
from ..odds import exact_odds
from ..roads import (
    LONG_RUN,
    Observed,
    big_road,
    colour_name,
    derived_reasons,
    joint_test,
    latest,
    next_coup_counts,
    result_name,
    shoe_results,
    state_name,
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
    "road_title",
    "roads_html",
    "roads_info",
    "streaks_html",
    "tally_words",
    "widget_html",
    "worked_big_eye_boy",
]

ROAD_KINDS = ("bead-plate", "big-road", "big-eye-boy", "small-road", "cockroach-pig")
_ROAD_INK = {
    "B": SIDE_INK["banker"], "P": SIDE_INK["player"], "T": SIDE_INK["tie"],
    "red": SIDE_INK["banker"], "blue": SIDE_INK["player"],
}  # fmt: skip
_CELL = 22
#: Each derived road's mark, as casino screens draw them, in the colour's ink (``{ink}``): the big eye boy a hollow
#: circle, the small road a solid dot, the cockroach pig a short slash (red or blue on every road).
_DERIVED_MARK = {
    "big-eye-boy": '<circle r="6.5" fill="none" stroke="{ink}" stroke-width="2.5"/>',
    "small-road": '<circle r="6" fill="{ink}"/>',
    "cockroach-pig": (
        '<line x1="-5.5" y1="5.5" x2="5.5" y2="-5.5" stroke="{ink}" stroke-width="3" stroke-linecap="round"/>'
    ),
}
#: A derived road's marks in words, in order (``{marks}``: "red, red, blue"), with the shape it draws them in.
_DERIVED_DESC = {
    "big-eye-boy": mark("Marks in order, hollow circles in red or blue: {marks}."),
    "small-road": mark("Marks in order, solid dots in red or blue: {marks}."),
    "cockroach-pig": mark("Marks in order, short slashes in red or blue: {marks}."),
}


def road_title(kind: str, *, lang: str = "en") -> str:
    """A road's name as a title: ``'Big eye boy'``.

        >>> road_title("bead-plate"), road_title("cockroach-pig", lang="zh-Hant")
        ('Bead plate', '曱甴路')

    Raises :class:`KeyError` for an unknown kind, :class:`BaccaratError` (field ``lang``) for an unknown language.
    """
    w = words(lang)
    titles = {
        "bead-plate": w("Bead plate"),
        "big-road": w("Big road"),
        "big-eye-boy": w("Big eye boy"),
        "small-road": w("Small road"),
        "cockroach-pig": w("Cockroach pig"),
    }
    return titles[kind]


def _road_name(kind: str, w: Words) -> str:
    """A road's name in running text (``big eye boy``)."""
    if kind == "bead-plate":
        return w("bead plate")
    if kind == "big-road":
        return w("big road")
    return w.say(roads.derived_road_name(ROAD_KINDS.index(kind) - 1))


def _bead_letter(result: str, w: Words) -> str:
    """The letter (or character) a bead shows: B, P and T in English; a Chinese board writes 莊, 閒 and 和."""
    # Translators: the one letter or character drawn in a bead plate's circle for each result.
    letters = {"B": w.pgettext("bead", "B"), "P": w.pgettext("bead", "P"), "T": w.pgettext("bead", "T")}
    return letters[result]


def road_svg(kind: str, results: str, *, rows: int = 6, cells: bool = False, lang: str = "en") -> str:
    """One scoreboard road drawn from results (``B``, ``P``, ``T``), as a board shows it.

    The marks are the ones casino screens draw: the bead plate writes B, P and T (莊, 閒 and 和 in
    Chinese); the big road rings Banker in red and Player in blue; each derived road has a mark of its
    own, red or blue (:data:`_DERIVED_MARK`: the big eye boy hollow circles, the small road solid dots,
    the cockroach pig short slashes). Colour is never the only way to read a road: every mark is named
    in words (its ``<title>``), and the ``<desc>`` lists what the road shows, in words.

        >>> 'Banker' in road_svg("big-road", "BPPTB")
        True

    With ``cells`` the road is a list whose every mark is an item named in words
    (``coup 12: Banker, 1 tie``), for the live widget; otherwise one image. Its words are ``lang``'s (a
    Chinese bead plate writes 莊, 閒 and 和 in its circles, as Chinese boards do).

    Raises :class:`KeyError` for an unknown kind; results are checked by :mod:`baccarat.roads`.
    """
    w = words(lang)
    marks: list[tuple[int, int, str]] = []
    if kind == "bead-plate":
        beads = roads.bead_plate(results, rows=rows)
        for cell in beads:
            ink = _ROAD_INK[cell.result]
            name = w("coup {coup}: {result}", coup=cell.coup, result=w.say(result_name(cell.result)))
            marks.append((cell.column, cell.row, (
                f'<circle r="9" fill="{ink}"/><text y="4.5" fill="#fff" font-size="12" font-weight="700">'
                f"{escape(_bead_letter(cell.result, w))}</text><title>{escape(name)}</title>"
            )))  # fmt: skip
        shown = " ".join(_bead_letter(c.result, w) for c in beads) or w("none yet")
        desc = w("Every result in order, ties included: {results}.", results=shown)
    elif kind == "big-road":
        placed = roads.big_road_grid(results, rows=rows)
        for column, row, entry in placed:
            ink = _ROAD_INK[entry.winner]
            green = _ROAD_INK["T"]
            tie = f'<line x1="-7" y1="7" x2="7" y2="-7" stroke="{green}" stroke-width="2.5"/>' if entry.ties else ""
            count = f'<text y="4" font-size="10" fill="{green}">{entry.ties}</text>' if entry.ties > 1 else ""
            marks.append((column, row, (
                f'<circle r="8" fill="none" stroke="{ink}" stroke-width="3"/>{tie}{count}'
                f"<title>{escape(w.say(entry.named()))}</title>"
            )))  # fmt: skip
        wins = w.pgettext("list", "; ").join(escape(w.say(entry.named())) for _, _, entry in placed)
        desc = w("Wins in order, a column per streak: {wins}.", wins=wins or w("none yet"))
    else:
        k = ROAD_KINDS.index(kind) - 1
        columns: list[list[tuple[int, str]]] = []
        for entry, colour in roads.derived_marks(results, k):
            if columns and columns[-1][-1][1] == colour:
                columns[-1].append((entry.coup, colour))
            else:
                columns.append([(entry.coup, colour)])
        for where, in_column in zip(roads.grid((len(c) for c in columns), rows=rows), columns, strict=True):
            for (c, r), (coup, colour) in zip(where, in_column, strict=True):
                name = w("coup {coup}: red", coup=coup) if colour == "red" else w("coup {coup}: blue", coup=coup)
                drawn = _DERIVED_MARK[kind].format(ink=_ROAD_INK[colour])
                marks.append((c, r, f"{drawn}<title>{escape(name)}</title>"))
        flat = w.pgettext("list", ", ").join(
            w.say(colour_name(colour)) for in_column in columns for _, colour in in_column
        )
        desc = w(_DERIVED_DESC[kind], marks=flat or w("none yet"))
    width = (max((c for c, _, _ in marks), default=-1) + 2) * _CELL
    height = rows * _CELL
    lines = "".join(f'<line x1="{x}" y1="0" x2="{x}" y2="{height}"/>' for x in range(0, width + 1, _CELL))
    lines += "".join(f'<line x1="0" y1="{y}" x2="{width}" y2="{y}"/>' for y in range(0, height + 1, _CELL))
    title = road_title(kind, lang=lang)
    if cells:  # each mark an item named by its <title>; the grid is decoration
        item, role = ' role="listitem"', f'role="list" aria-label="{escape(title)}"'
        head = f'<rect width="{width}" height="{height}" fill="#fff" aria-hidden="true"/>'
    else:
        label = w("{title}: {description}", title=title, description=desc)
        item, role = "", f'role="img" aria-label="{escape(label)}"'
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


def roads_html(results: str, *, lang: str = "en") -> str:
    """The five roads of ``results`` for the live widget: every mark an item named in words, each road
    with a one-line legend, in a region of its own that scrolls sideways (the page opens it at the latest
    columns)."""
    w = words(lang)
    figures = []
    for kind in ROAD_KINDS:
        title, legend = road_title(kind, lang=lang), w(ROAD_LEGENDS[kind])
        region = w("Live {road} (scrolls sideways)", road=_road_name(kind, w))
        figures.append(
            f'<figure class="bac-road-figure" data-road="{kind}"><figcaption><strong>{escape(title)}</strong> '
            f'{_mark_key(kind)}<span class="bac-road-legend">{escape(legend)}</span></figcaption>'
            f'<div class="bac-road-scroll" tabindex="0" role="region" aria-label="{escape(region)}">'
            f"{road_svg(kind, results, cells=True, lang=lang)}</div></figure>"
        )
    return "".join(figures)


def _mark_key(kind: str) -> str:
    """A derived road's mark in red and in blue, on the board's white, beside its legend (which says them in words)."""
    if kind not in _DERIVED_MARK:
        return ""
    drawn = "".join(
        f'<g transform="translate({x} 11)">{_DERIVED_MARK[kind].format(ink=_ROAD_INK[colour])}</g>'
        for x, colour in ((11, "red"), (33, "blue"))
    )
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" class="bac-road-key" viewBox="0 0 44 22" width="44" height="22" '
        f'aria-hidden="true"><rect width="44" height="22" rx="3" fill="#fff"/>{drawn}</svg> '
    )


#: What each road's marks mean, in a line (in English: each is translated where it is shown).
ROAD_LEGENDS = {
    "bead-plate": mark("Every coup in order, down each column: B Banker, P Player, T tie."),
    "big-road": mark("A column per streak: red rings Banker, blue rings Player; a green stroke is a tie."),
    "big-eye-boy": mark(
        "Hollow circles, each column against the one before it: red, the big road keeps its pattern; blue, it breaks "
        "it."
    ),
    "small-road": mark(
        "Solid dots, each column against the one two before it: red, the big road keeps its pattern; blue, it breaks "
        "it."
    ),
    "cockroach-pig": mark(
        "Short slashes, each column against the one three before it: red, the big road keeps its pattern; blue, it "
        "breaks it."
    ),
}


def roads_info(seed: int, decks: int, coups: int, total: int, latest: str, *, lang: str = "en") -> str:
    """Where a live road stands, in words.

        >>> roads_info(42, 8, 20, 81, "Coup 20: Player.")
        'Shoe 42 (8 decks): 20 of 81 coups dealt. Coup 20: Player.'

    Raises :class:`BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    shoe = w.ngettext(
        "Shoe {seed} ({decks} deck)", "Shoe {seed} ({decks} decks)", decks, seed=seed, decks=format(decks, ",")
    )
    return w("{shoe}: {coups} of {total} coups dealt. {latest}", shoe=shoe, coups=coups, total=total, latest=latest)


def tally_words(results: str, *, lang: str = "en") -> str:
    """How many coups each side won in ``results``, ties apart, in words: what the live roads' status says after a
    shoe is dealt or results are drawn.

        >>> tally_words("BPPTB")
        'Banker 2, Player 2, Tie 1'

    Raises :class:`BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    # Translators: how many coups each side won so far (ties counted apart), after "72 coups;" or "So far:".
    return w(
        "Banker {banker}, Player {player}, Tie {tie}",
        banker=results.count("B"), player=results.count("P"), tie=results.count("T"),
    )  # fmt: skip


#: The shoe the roads widget shows before Python is ready, dealt this far.
OPENING_ROADS = {"seed": 42, "decks": 8, "coups": 20}


def widget_html(*, lang: str = "en") -> str:
    """The live roads: a shoe dealt coup by coup (or results typed in), all five roads redrawn each time."""
    w = words(lang)
    whole = shoe_results(OPENING_ROADS["seed"], OPENING_ROADS["decks"])
    results = whole[: OPENING_ROADS["coups"]]
    info = roads_info(
        OPENING_ROADS["seed"], OPENING_ROADS["decks"], len(results), len(whole), w.say(latest(results)), lang=lang
    )
    attributes = attrs(**{f"data_{name}": str(value) for name, value in OPENING_ROADS.items()})
    result = (
        f'<p class="bac-roads-info">{escape(info)}</p>'
        f'<div class="bac-result"{attributes}>{roads_html(results, lang=lang)}</div>'
    )
    said = {
        "deal": w("Deal a shoe"),
        "next": w("Next coup"),
        "to end": w("Deal to the end"),
        "new": w("New shoe"),
        "seed": w("Seed"),
        # Translators: a seed field's placeholder: left empty, the shoe is shuffled at random.
        "random": w("random"),
        "instead": w("Type results instead"),
        "type": w("Type results"),
        "results": w("Results"),
        "draw": w("Draw the roads"),
        "help": w("B for a Banker win, P for a Player win, T for a tie, in the order they came."),
        # Translators: an example of results typed in, B, P and T: keep the letters (spaced, if that reads better).
        "example": w.pgettext("results example", "BPPTB"),
    }
    said = {key: escape(text) for key, text in said.items()}
    forms = (
        '<div class="bac-controls">'
        f'<form data-form="roads-shoe"><fieldset disabled><legend class="bac-sr">{said["deal"]}</legend>'
        f'<button type="button" class="md-button md-button--primary" data-action="next-coup">{said["next"]}</button> '
        f'<button type="button" class="md-button" data-action="deal-to-end">{said["to end"]}</button> '
        f'<button type="submit" class="md-button">{said["new"]}</button> '
        f"{decks_select(8, lang=lang)}"
        f'<label>{said["seed"]} <input name="seed" inputmode="numeric" autocomplete="off" size="10" '
        f'placeholder="{said["random"]}"></label></fieldset></form>'
        f'<details class="bac-enter-results"><summary>{said["instead"]}</summary>'
        f'<form data-form="roads-results"><fieldset disabled><legend class="bac-sr">{said["type"]}</legend>'
        f'<label>{said["results"]} <input name="results" autocomplete="off" spellcheck="false" size="30" '
        f'placeholder="{said["example"]}"></label> '
        f'<button type="submit" class="md-button md-button--primary">{said["draw"]}</button>'
        f'<p class="bac-help">{said["help"]}</p>'
        "</fieldset></form></details></div>"
    )
    return widget_frame(
        "roads",
        starting=w("The live roads are starting…"),
        without_script=w(
            "The live roads need JavaScript and WebAssembly; every road on this page is drawn without them."
        ),
        forms=forms + result,  # the buttons above the roads, which grow downwards
    )


def road_figure(kind: str, seed: int, *, lang: str = "en") -> str:
    """One road of shoe ``seed`` as a figure that scrolls sideways on a narrow screen (anchor ``#road-<kind>``)."""
    if kind not in ROAD_KINDS:
        raise KeyError(kind)
    w = words(lang)
    results = shoe_results(seed)
    title = road_title(kind, lang=lang)
    caption = w(
        "{road} of shoe {seed} (8 decks, {coups} coups: {banker} Banker, {player} Player, {ties} ties)",
        road=title,
        seed=seed,
        coups=len(results),
        banker=results.count("B"),
        player=results.count("P"),
        ties=results.count("T"),
    )
    region = w("{label} (scrolls sideways)", label=title)
    return (
        f'<figure class="bac-road-figure" id="road-{kind}"><div class="bac-road-scroll" tabindex="0" role="region" '
        f'aria-label="{escape(region)}">{road_svg(kind, results, lang=lang)}</div>'
        f"<figcaption>{_mark_key(kind)}{escape(caption)}</figcaption></figure>"
    )


def worked_big_eye_boy(seed: int, count: int = 3, *, lang: str = "en") -> str:
    """How the big eye boy made its first marks in shoe ``seed``: one column start and lower entries, in words."""
    w = words(lang)
    results = shoe_results(seed)
    where = {entry.coup: (c, r) for c, column in enumerate(big_road(results), 1) for r, entry in enumerate(column, 1)}
    chosen, kinds = [], set()
    for entry, colour, why in derived_reasons(results, 1):
        c, r = where[entry.coup]
        kind = ("start" if r == 1 else "lower", colour)
        if kind not in kinds:
            kinds.add(kind)
            chosen.append((entry, colour, why, c, r))
        if len(chosen) == count:
            break
    items = []
    for entry, colour, why, c, r in chosen:
        name = w(
            "Coup {coup}, {result}: big road column {column}, row {row}.",
            coup=entry.coup,
            result=w.say(result_name(entry.winner)),
            column=c,
            row=r,
        )
        head = f'<li data-coup="{entry.coup}" data-mark="{colour}"><strong>{escape(name)}</strong>'
        reason = w.say(why)
        said = w("{reason}: {colour}.", reason=reason[0].upper() + reason[1:], colour=w.say(colour_name(colour)))
        items.append(f"{head} {escape(said)}</li>")
    return f'<ol class="bac-worked-road">{"".join(items)}</ol>'


def predict_nothing(shoes: int, seed: int = 1_000, *, lang: str = "en") -> str:
    """The share of Banker wins on the next coup after each road state, over ``shoes`` dealt shoes:
    a chart and a table with sample sizes and 95% intervals (anchor ``#roads-predict-nothing``)."""
    w = words(lang)
    counts = next_coup_counts(shoes=shoes, seed=seed)

    exact = float(exact_odds(8).banker)
    rows = []
    for count in counts:
        low, high = count.interval()
        interval = w("{low} to {high}", low=format(low, ".2%"), high=format(high, ".2%"))
        rows.append(
            row_html(
                w.say(state_name(count.state)),
                f"{count.coups:,}",
                f"{count.hits:,}",
                f"{count.share:.2%}",
                interval,
            )
        )
    total = counts[0].coups
    caption = w(
        "Banker wins on the next coup, by what the roads showed, over {shoes} shoes dealt by this guide's engine "
        "(8 decks, seeds {first} to {last}; {coups} coups). The exact chance for a full shoe is {exact}.",
        shoes=format(shoes, ","),
        first=format(seed, ","),
        last=format(seed + shoes - 1, ","),
        coups=format(total, ","),
        exact=format(exact, ".2%"),
    )
    table = table_html(
        caption,
        (w("Road state"), w("Coups that followed"), w("Banker wins"), w("Share"), w("95% interval")),
        rows,
        id="roads-predict-nothing",
    )
    return _interval_chart(counts, exact, w) + table


def streaks_html(shoes: int, seed: int = 1_000, *, lang: str = "en") -> str:
    """After a run of n Bankers (or Players), how often the next decided coup continued it, over
    ``shoes`` dealt shoes, beside the exact chance (anchor ``#streaks``), and what the rows say together."""
    w = words(lang)
    odds = exact_odds(8)
    decided = {"B": odds.banker / (odds.banker + odds.player), "P": odds.player / (odds.banker + odds.player)}
    counts = streak_counts(shoes=shoes, seed=seed)
    runs = [(side, run) for side in decided for run in range(1, LONG_RUN + 1)]  # streak_counts' order
    chances = [float(decided[side]) for side, _ in runs]
    groups, misses = [], []
    for side in decided:
        rows = []
        for count, chance, (of, run) in zip(counts, chances, runs, strict=True):
            if of != side:
                continue
            low, high = count.interval()
            rows.append(
                row_html(
                    _run_words(w, run),
                    f"{count.coups:,}",
                    f"{count.hits:,}",
                    # Translators: a share and its 95% interval; Chinese brackets it full width: 50.73%（49.59–51.87%）.
                    w(
                        "{share} ({low}–{high})",
                        share=format(count.share, ".2%"),
                        low=format(low * 100, ".2f"),
                        high=format(high, ".2%"),
                    ),
                    f"{chance:.2%}",
                    data_side=str(result_name(side)).lower(),
                )
            )
            if not low <= chance <= high:
                misses.append(_miss(w, side, run, f"{count.share:.2%}", f"{chance:.2%}"))
        groups.append((w("After Banker wins") if side == "B" else w("After Player wins"), rows))
    caption = w(
        "After a run of Banker or Player wins, how often the next decided coup continued it, over the same {shoes} "
        "shoes. Ties are skipped, as the big road skips them, and no run is followed into the next shoe. The exact "
        "chance is the full shoe's share of decided coups.",
        shoes=format(shoes, ","),
    )
    table = table_html(
        caption,
        (w("Run"), w("Next decided coups"), w("Continued"), w("Share (95% interval)"), w("Exact chance")),
        [],
        groups=groups,
        id="streaks",
    )
    statistic, p_value = joint_test(counts, chances)
    if misses:
        chance = 1 - 0.95 ** len(counts)
        missed = w.ngettext(
            "{misses} row of {rows} lies outside its 95% interval: {which}. With {rows} rows, at least one such miss "
            "turns up in {chance} of samples.",
            "{misses} rows of {rows} lies outside its 95% interval: {which}. With {rows} rows, at least one such miss "
            "turns up in {chance} of samples.",
            len(misses),
            misses=format(len(misses), ","),
            rows=len(counts),
            which=w.pgettext("list", "; ").join(misses),
            chance=f"{chance:.0%}",
        )
    else:
        missed = w("Every row's 95% interval contains its exact chance.")
    names = {"rows": len(counts), "statistic": f"{statistic:.1f}", "p_value": f"{p_value:.0%}"}
    if p_value >= 0.05:
        together = w(
            "Tested together (Pearson's chi-squared, {rows} degrees of freedom: {statistic}), rows this far from the "
            "exact chances, or further, turn up by luck alone in {p_value} of samples: nothing here says a run goes "
            "on, or ends, more often than the cards make it.",
            **names,
        )
    else:
        together = w(
            "Tested together (Pearson's chi-squared, {rows} degrees of freedom: {statistic}), rows this far from the "
            "exact chances, or further, turn up by luck alone in {p_value} of samples: an unusual sample, which more "
            "shoes would settle.",
            **names,
        )
    verdict = w("{missed} {together}", missed=missed, together=together)
    return f'{table}<p class="bac-streaks-verdict">{escape(verdict)}</p>'


def _run_words(w: Words, run: int) -> str:
    """A run's row in the streaks table: "One win", "3 in a row", "6 or more in a row"."""
    if run == 1:
        return w("One win")
    if run == LONG_RUN:
        return w("{run} or more in a row", run=run)
    return w("{run} in a row", run=run)


#: A row whose interval misses its exact chance, in words: one whole phrase for each side and kind of run (a
#: translator words each whole), by side and by run (1, 2 to LONG_RUN - 1, LONG_RUN).
_MISSES = {
    ("B", "one"): mark("after a single Banker win, {share} continued (exact {chance})"),
    ("B", "run"): mark("after {run} Banker wins in a row, {share} continued (exact {chance})"),
    ("B", "long"): mark("after {run} or more Banker wins in a row, {share} continued (exact {chance})"),
    ("P", "one"): mark("after a single Player win, {share} continued (exact {chance})"),
    ("P", "run"): mark("after {run} Player wins in a row, {share} continued (exact {chance})"),
    ("P", "long"): mark("after {run} or more Player wins in a row, {share} continued (exact {chance})"),
}


def _miss(w: Words, side: str, run: int, share: str, chance: str) -> str:
    """A row whose interval misses its exact chance, in words (see :data:`_MISSES`)."""
    kind = "one" if run == 1 else "long" if run == LONG_RUN else "run"
    return w(_MISSES["B" if side == "B" else "P", kind], run=run, share=share, chance=chance)


def _interval_chart(states: tuple[Observed, ...], exact: float, w: Words) -> str:
    """Each state's share with its interval as a bar chart, the exact chance marked; the table says it in text.

    Drawn narrow (294 units, its words 13) so that, as wide as a 320 px phone's column (288 px), every word is
    still 12 px and every label is inside the drawing: nothing to scroll to, nothing cut off."""
    low, high = 0.42, 0.50
    left, width, row = 136, 140, 26

    def x(share: float) -> float:
        return left + (share - low) / (high - low) * width

    parts = []
    for index, count in enumerate(states):
        y = 30 + index * row
        a, b = count.interval()
        name = w.say(state_name(count.state, short=True))
        parts.append(
            f'<text x="{left - 8}" y="{y + 4}" text-anchor="end">{escape(name)}</text>'
            f'<line x1="{x(a):.1f}" y1="{y}" x2="{x(b):.1f}" y2="{y}" stroke="#1f4fbf" stroke-width="6"/>'
            f'<circle cx="{x(count.share):.1f}" cy="{y}" r="4" fill="currentColor"/>'
        )
    bottom = 30 + len(states) * row
    ticks = "".join(
        f'<text x="{x(t / 100):.1f}" y="{bottom + 14}" text-anchor="middle">{t}%</text>' for t in range(42, 51, 2)
    )
    exact_words = w("exact {chance}", chance=format(exact, ".2%"))
    exact_line = (
        f'<line x1="{x(exact):.1f}" y1="15" x2="{x(exact):.1f}" y2="{bottom - 10}" stroke="{SIDE_INK["banker"]}" '
        f'stroke-dasharray="4 3" stroke-width="2"/><text x="{x(exact):.1f}" y="11" text-anchor="middle" '
        f'fill="{SIDE_INK["banker"]}">{escape(exact_words)}</text>'
    )
    size = f'viewBox="0 0 {left + width + 20} {bottom + 22}" width="{left + width + 20}" height="{bottom + 22}"'
    label = w(
        "Chart: for every road state, the share of Banker wins on the next coup as a dot, its 95% interval as a bar, "
        "and the exact chance for a full shoe as a dashed line. The table below gives the numbers."
    )
    region = w("{label} (scrolls sideways)", label=w("Chart of Banker wins after each road state"))
    return (
        '<figure class="bac-road-figure"><div class="bac-road-scroll" tabindex="0" role="region" '
        f'aria-label="{escape(region)}">'
        f'<svg xmlns="http://www.w3.org/2000/svg" {size} role="img" '
        f'aria-label="{escape(label)}" class="bac-chart-plot" font-size="13" fill="currentColor">'
        f"{''.join(parts)}{exact_line}{ticks}</svg></div></figure>"
    )
