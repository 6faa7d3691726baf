"""The site's generated-content fences: a fence name and its text in, escaped HTML out.

A page asks for a table like this (the first word picks what, the rest are arguments)::

    ```baccarat-chart
    banker
    ```

The build (:mod:`sitebuild.fences`) registers every fence named in :data:`FENCES` with
``pymdownx.superfences`` and rejects any other ``baccarat-…`` fence, so a typo
fails the build instead of printing a code block.

A figure in running text is an inline code span, ``#!baccarat-figure`` and what
(see :func:`render_figure`): `` `#!baccarat-figure edge banker no-commission 8` ``
reads "1.46%", computed exactly when the site is built.
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Callable, Mapping
from functools import cache, partial
from importlib import import_module
from pathlib import Path
from types import MappingProxyType
from typing import Any

from baccarat.coup import Coup, resolve, resolve_hands
from baccarat.errors import BaccaratError
from baccarat.odds import ExactOdds, exact_odds
from baccarat.payouts import parse_stakes, pay_table
from baccarat.render.cards import burn_table, scoring_table
from baccarat.render.charts import banker_compact_table, banker_grid_table, card_values_table, player_chart_table
from baccarat.render.coup import coup_html
from baccarat.render.drill import printable_html
from baccarat.render.lab import eor_table
from baccarat.render.markup import wrap_tables
from baccarat.render.odds import (
    commission_rounding_table,
    deal_counts_table,
    final_totals_html,
    house_edge_table,
    key_numbers_html,
    margins_html,
    odds_table,
    pay_table_table,
    side_bet_edge_table,
    side_bet_pay_table,
    worked_settlements,
)
from baccarat.render.other_games import banker_choice_table, games_table, player_choice_table
from baccarat.render.payouts import settlement_html
from baccarat.render.roads import ROAD_KINDS, predict_nothing, road_figure, road_svg, streaks_html, worked_big_eye_boy
from baccarat.shoe import check_decks
from baccarat.widgets import catalog
from sitebuild.counting_tables import betting_points_html, counts_table, edge_by_count_chart, edge_by_count_table

__all__ = ["FENCES", "FIGURE", "inline_formatter", "render_fence", "render_figure", "superfences_formatter"]

CHARTS: Mapping[str, Callable[..., str]] = MappingProxyType(
    {
        "card-values": card_values_table,
        "player": player_chart_table,
        "banker": banker_grid_table,
        "banker-compact": banker_compact_table,
    }
)


def _decks(arguments: list[str]) -> list[int]:
    try:
        decks = [int(word) for word in arguments]
    except ValueError:
        raise BaccaratError(f"deck counts must be whole numbers, not {' '.join(arguments)!r}") from None
    if not decks:
        raise BaccaratError("name at least one deck count, e.g. '8'")
    return [check_decks(n) for n in decks]


def _one_of(what: str, choices: Mapping[str, Callable[..., str]], source: str, lang: str) -> str:
    """Render the single named choice (in the edition's language, if it takes one), or say which names exist."""
    words = source.split()
    if len(words) != 1 or words[0] not in choices:
        raise BaccaratError(f"unknown {what} {source.strip()!r}: use one of {', '.join(choices)}")
    return _in_edition(choices[words[0]], lang)


def _in_edition(render: Callable[..., str], lang: str, *args: Any) -> str:
    """``render(*args)``, given ``lang`` (the language of the page being built) when it takes one."""
    if "lang" in inspect.signature(render).parameters:
        return render(*args, lang=lang)
    return render(*args)


def _chart(source: str, lang: str) -> str:
    return _one_of("chart", CHARTS, source, lang)


def _scoring(source: str, lang: str) -> str:
    hands = [line for line in source.splitlines() if line.strip()]
    if not hands:
        raise BaccaratError("list one hand per line, e.g. '7 8'")
    return scoring_table(hands, lang=lang)


def _coup(source: str, lang: str) -> str:
    """One line of cards in dealing order, or ``player: …`` and ``banker: …`` lines; then, optionally,
    ``settle: BET STAKE [TABLE]`` lines, each settling a bet on the coup."""
    lines = [line.strip() for line in source.splitlines() if line.strip()]
    settles = [line.removeprefix("settle:").split() for line in lines if line.startswith("settle:")]
    coup = _resolved([line for line in lines if not line.startswith("settle:")], source)
    return coup_html(coup, lang=lang) + "".join(_settlement(coup, words, lang) for words in settles)


def _resolved(lines: list[str], source: str) -> Coup:
    hands = dict(line.split(":", 1) for line in lines if ":" in line)
    if hands:
        if set(hands) != {"player", "banker"} or len(lines) != 2:
            raise BaccaratError(f"give 'player: …' and 'banker: …' lines, not {source.strip()!r}")
        return resolve_hands(player=hands["player"], banker=hands["banker"])
    if len(lines) != 1:
        raise BaccaratError(f"give the cards in dealing order on one line, not {source.strip()!r}")
    return resolve(lines[0])


def _settlement(coup: Coup, words: list[str], lang: str) -> str:
    if len(words) not in (2, 3):
        raise BaccaratError(f"give 'settle: BET STAKE [TABLE]', not {' '.join(words)!r}")
    ((bet, stake),) = parse_stakes(f"{words[0]}:{words[1]}").items()  # the slip's own checks of bet and stake
    return _in_edition(settlement_html, lang, bet, stake, coup, pay_table(words[2] if len(words) == 3 else "standard"))


def _odds(source: str, lang: str) -> str:
    """The odds, pay and house-edge tables and charts, in the edition's language."""
    words = source.split()
    kind, arguments = (words[0], words[1:]) if words else ("", [])
    if kind == "by-decks":
        return odds_table(_decks(arguments), lang=lang)
    if kind == "key-numbers" and len(arguments) == 1:
        return key_numbers_html(_decks(arguments)[0], lang=lang)
    if kind == "counts":
        return "".join(deal_counts_table(exact_odds(n), lang=lang) for n in _decks(arguments))
    if kind == "house-edge" and len(arguments) == 1:
        return house_edge_table(_decks(arguments)[0], lang=lang)
    if kind == "pay-tables" and not arguments:
        return pay_table_table(lang=lang)
    if kind == "side-bets":
        return side_bet_edge_table(_decks(arguments), lang=lang)
    if kind == "side-bet-pays" and not arguments:
        return side_bet_pay_table(lang=lang)
    if kind == "commission-rounding" and not arguments:
        return commission_rounding_table(lang=lang)
    if kind == "settlements" and not arguments:
        return worked_settlements(lang=lang)
    if kind == "final-totals" and len(arguments) == 1:
        return final_totals_html(_decks(arguments)[0], lang=lang)
    if kind == "winning-margin" and len(arguments) == 1:
        return margins_html(_decks(arguments)[0], lang=lang)
    raise BaccaratError(
        f"unknown odds table {source.strip()!r}: use 'key-numbers N', 'by-decks N…', 'counts N…', 'house-edge N', "
        "'pay-tables', 'side-bets N…', 'side-bet-pays', 'commission-rounding', 'settlements', 'final-totals N' "
        "or 'winning-margin N'"
    )


def _roads(source: str, lang: str) -> str:
    """``<road> SEED`` (bead-plate, big-road, big-eye-boy, small-road, cockroach-pig), ``<road> RESULTS``
    (a pattern, as ``BBPPBBPP``), ``worked SEED``, ``predict-nothing SHOES`` or ``streaks SHOES``, in the
    edition's language."""
    words = source.split()
    if len(words) == 2 and words[0] in ROAD_KINDS and 0 < len(words[1]) <= 72 and set(words[1]) <= set("BPT"):
        return f'<figure class="bac-road-pattern">{road_svg(words[0], words[1], lang=lang)}</figure>'
    if len(words) == 2 and words[1].isdigit():
        kind, number = words[0], int(words[1])
        if kind in ROAD_KINDS:
            return road_figure(kind, number, lang=lang)
        if kind == "worked":
            return worked_big_eye_boy(number, lang=lang)
        if kind == "predict-nothing" and number > 0:
            return predict_nothing(number, lang=lang)
        if kind == "streaks" and number > 0:
            return streaks_html(number, lang=lang)
    raise BaccaratError(
        f"unknown roads content {source.strip()!r}: use '<road> SEED' or '<road> RESULTS' ({', '.join(ROAD_KINDS)}), "
        "'worked SEED', 'predict-nothing SHOES' or 'streaks SHOES'"
    )


#: Each live widget's static frame, by the name its fence gives (``baccarat-widget payouts``): drawn by
#: ``widget_html`` in the widget's own render module, ``baccarat.render.<name>``.
#: The lesson ("Your first shoe") is no live widget: it ships whole with its page and asks Python nothing.
WIDGETS: Mapping[str, Callable[..., str]] = MappingProxyType(
    {
        **{listing.name: import_module(f"baccarat.render.{listing.name}").widget_html for listing in catalog.CATALOG},
        "lesson": import_module("baccarat.render.lesson").widget_html,
    }
)


#: The widgets whose frames are worded in the edition's language (their ``widget_html`` takes ``lang``).
WORDED_WIDGETS = ("lesson", "drill")


def _widget(source: str, lang: str) -> str:
    drawn: dict[str, Callable[..., str]] = dict(WIDGETS)
    worded = {name: partial(draw, lang=lang) if name in WORDED_WIDGETS else draw for name, draw in drawn.items()}
    return _one_of("widget", worded, source, lang)


def _quiz(source: str, lang: str) -> str:
    """``PAGE``: a rules page's questions, asked before its worked coups (:data:`baccarat.lesson.QUIZZES`)."""
    from baccarat.render.lesson import QUIZ_PAGES, quiz_html

    return _one_of("quiz", {page: partial(quiz_html, page, lang=lang) for page in QUIZ_PAGES}, source, lang)


def _drill(source: str, lang: str) -> str:
    """``practice SEED COUNT``: the printable practice sheet, answers collapsed."""
    words = source.split()
    if len(words) == 3 and words[0] == "practice" and words[1].isdigit() and words[2].isdigit():
        return printable_html(int(words[1]), int(words[2]), lang=lang)
    raise BaccaratError(f"unknown drill content {source.strip()!r}: use 'practice SEED COUNT'")


def _other_games(source: str, lang: str) -> str:
    """``compare``, ``player``, or ``banker GAME``: the other games called baccarat, from their data, in the
    edition's language."""
    from baccarat.other_games import GAMES

    words = source.split()
    if len(words) == 2 and words[0] == "banker" and words[1] in GAMES:
        return banker_choice_table(words[1], lang=lang)
    tables = {"compare": games_table, "player": player_choice_table}
    if len(words) == 1 and words[0] in tables:
        return tables[words[0]](lang=lang)
    raise BaccaratError(f"unknown table {source.strip()!r}: use compare, player, or banker {'|'.join(GAMES)}")


def _shoe(source: str, lang: str) -> str:
    return _one_of("shoe table", {"burn": burn_table}, source, lang)


def _session(source: str, lang: str) -> str:
    """``sd DECKS``, ``martingale BET BASE MAXIMUM COUPS…``, ``martingale-evening BET BASE MAXIMUM COUPS``
    or ``martingale-runs BASE MAXIMUM``: how sessions of equal bets, and of doubled ones, behave (in the
    edition's language)."""
    from decimal import Decimal

    from baccarat.payouts import Bet
    from baccarat.render.session import martingale_evening_table, martingale_runs_table, martingale_table, sd_table

    words = source.split()
    if len(words) == 2 and words[0] == "sd":
        return sd_table(_decks(words[1:])[0], lang=lang)
    if len(words) == 3 and words[0] == "martingale-runs" and all(word.isdigit() for word in words[1:]):
        return martingale_runs_table(Decimal(words[1]), Decimal(words[2]), lang=lang)
    if len(words) == 5 and words[0] == "martingale-evening" and all(word.isdigit() for word in words[2:]):
        bet = next((bet for bet in Bet if bet.value == words[1]), None)
        if bet is not None:
            return martingale_evening_table(bet, Decimal(words[2]), Decimal(words[3]), int(words[4]), lang=lang)
    if len(words) >= 5 and words[0] == "martingale" and all(word.isdigit() for word in words[2:]):
        bet = next((bet for bet in Bet if bet.value == words[1]), None)
        if bet is not None:
            coups = [int(n) for n in words[4:]]
            return martingale_table(bet, Decimal(words[2]), Decimal(words[3]), coups, lang=lang)
    raise BaccaratError(
        f"unknown session table {source.strip()!r}: use 'sd DECKS', 'martingale BET BASE MAX COUPS…', "
        "'martingale-evening BET BASE MAX COUPS' or 'martingale-runs BASE MAX'"
    )


#: The counting simulation's golden data, written by ``scripts/simulate-counts`` (the build never runs it).
COUNTING_DATA = Path(__file__).parent / "data" / "counting.json"


def _lab(source: str, lang: str) -> str:
    """``eor DECKS``: the effect of removal table; ``counts``: the published counts played out;
    ``edge-by-count``: the edge by true count, as a chart and a table; in the edition's language."""
    words = source.split()
    if len(words) == 2 and words[0] == "eor" and words[1].isdigit():
        return eor_table(_decks(words[1:])[0], lang=lang)
    if words in (["counts"], ["edge-by-count"]):
        data = json.loads(COUNTING_DATA.read_text(encoding="utf-8"))
        if words == ["counts"]:
            return counts_table(data, lang=lang) + betting_points_html(data, lang=lang)
        return edge_by_count_chart(data, lang=lang) + edge_by_count_table(data, lang=lang)
    raise BaccaratError(f"unknown lab content {source.strip()!r}: use 'eor DECKS', 'counts' or 'edge-by-count'")


#: Every generated-content fence, by name.
FENCES: Mapping[str, Callable[[str, str], str]] = MappingProxyType(
    {
        "baccarat-chart": _chart,
        "baccarat-scoring": _scoring,
        "baccarat-coup": _coup,
        "baccarat-odds": _odds,
        "baccarat-widget": _widget,
        "baccarat-roads": _roads,
        "baccarat-drill": _drill,
        "baccarat-other-games": _other_games,
        "baccarat-shoe": _shoe,
        "baccarat-session": _session,
        "baccarat-lab": _lab,
        "baccarat-quiz": _quiz,
    }
)


#: The name of the inline figure (an inline code span starting ``#!baccarat-figure``).
FIGURE = "baccarat-figure"
#: What ``share WHAT DECKS`` may name: a probability of :class:`~baccarat.odds.ExactOdds`.
SHARES = (
    "banker",
    "player",
    "tie",
    "natural",
    "player_draws",
    "banker_draws",
    "four_cards",
    "banker_decided",
    "player_decided",
)


def render_figure(source: str, *, lang: str = "en") -> str:
    """A figure for running text, to 2 decimals, with the exact value in its title (said in ``lang``, the
    language of the page being built).

    ``edge BET TABLE DECKS`` is a bet's house edge per hand dealt; ``share WHAT DECKS``
    how often something happens (``banker``, ``player``, ``tie``, ``natural``,
    ``player-draws``, ``banker-draws``, ``four-cards``, ``banker-decided``, ``player-decided``:
    the last two among coups that are not ties). Either may end ``without CARDS``: the shoe
    with those cards already dealt.

        >>> render_figure("share natural 8")
        '<span class="bac-figure" title="34.3049% to four decimals (8 decks)">34.30%</span>'
        >>> render_figure("edge banker no-commission 8")[-13:]
        '>1.46%</span>'
        >>> render_figure("share banker 1 without 5 5 5 5")[-40:]
        '(1 deck, without 5 5 5 5)">45.97%</span>'

    Raises :class:`BaccaratError` naming what is accepted, for anything else.
    """
    return _figure(source, lang)


@cache  # the hook checks every figure before Markdown renders it: compute each once
def _figure(source: str, lang: str) -> str:
    from baccarat.i18n import words as words_of
    from baccarat.payouts import Bet, house_edge
    from baccarat.render.markup import escape

    w = words_of(lang)
    asked, _, removed = source.partition(" without ")
    words = asked.split()
    if len(words) == 5 and words[0] == "ahead" and words[4].isdigit() and not removed:
        return _ahead_figure(*words[1:], lang=lang)
    if len(words) == 3 and words[0] == "eor-most" and words[2].isdigit() and not removed:
        return _eor_most_figure(words[1], _decks(words[2:])[0], lang=lang)
    try:
        if words and words[0] in ("edge", "share"):
            odds = _shoe_odds(_decks(words[-1:])[0], removed)
        if len(words) == 4 and words[0] == "edge":
            bet = next(bet for bet in Bet if bet.value == words[1])
            share = house_edge(bet, table=pay_table(words[2]), odds=odds)
        elif len(words) == 3 and words[0] == "share" and words[1].replace("-", "_") in SHARES:
            share = getattr(odds, words[1].replace("-", "_"))
        else:
            raise StopIteration
    except StopIteration:
        raise BaccaratError(
            f"unknown figure {source.strip()!r}: use 'edge BET TABLE DECKS', 'share WHAT DECKS', "
            "'ahead BET TABLE DECKS COUPS' or 'eor-most BET DECKS' "
            f"(WHAT: {', '.join(name.replace('_', '-') for name in SHARES)})"
        ) from None
    percent = float(share) * 100
    shoe = w.ngettext("{count} deck", "{count} decks", int(words[-1]), count=format(int(words[-1]), ","))
    if odds.removed:
        shoe = w("{decks}, without {cards}", decks=shoe, cards=" ".join(map(str, odds.removed)))
    title = w("{exact} to four decimals ({shoe})", exact=format(percent, ".4f") + "%", shoe=shoe)
    return f'<span class="bac-figure" title="{escape(title)}">{percent:.2f}%</span>'


def _ahead_figure(bet_key: str, table: str, decks: str, coups: str, *, lang: str = "en") -> str:
    """``ahead BET TABLE DECKS COUPS``: the chance of finishing ahead after that many equal bets (its title
    in ``lang``)."""
    from baccarat.i18n import words
    from baccarat.payouts import Bet
    from baccarat.render.markup import escape
    from baccarat.session import session

    w = words(lang)

    bet = next((bet for bet in Bet if bet.value == bet_key), None)
    if bet is None:
        raise BaccaratError(f"unknown bet {bet_key!r} in figure 'ahead {bet_key} {table} {decks} {coups}'")
    found = session(bet, table=pay_table(table), decks=_decks([decks])[0], coups=int(coups))
    percent = float(found.ahead) * 100
    shoe = w.ngettext("{count} deck", "{count} decks", int(decks), count=format(int(decks), ","))
    bets = w("{count} bets", count=format(int(coups), ","))
    title = w("{exact} to four decimals ({bets}, {shoe})", exact=format(percent, ".4f") + "%", bets=bets, shoe=shoe)
    return f'<span class="bac-figure" title="{escape(title)}">{percent:.2f}%</span>'


def _eor_most_figure(bet_key: str, decks: int, *, lang: str) -> str:
    """``eor-most BET DECKS``: the largest move, in percentage points, that one card out of a full shoe
    makes to the bet's house edge (standard table), and which card makes it (in ``lang``)."""
    from baccarat.i18n import words
    from baccarat.lab import EOR_BETS
    from baccarat.render.markup import escape, signed

    bet = next((bet for bet in EOR_BETS if bet.value == bet_key), None)
    if bet is None:
        raise BaccaratError(f"unknown bet {bet_key!r} in figure 'eor-most {bet_key} {decks}': use one of "
                            f"{', '.join(bet.value for bet in EOR_BETS)}")  # fmt: skip
    effects = _effects_of_removal(decks)
    rank = max(effects, key=lambda rank: abs(effects[rank][bet]))
    w = words(lang)
    if rank == "10":
        card = w("a ten or court card")
    elif rank in ("A", "8"):
        card = w("an {rank}", rank=rank)
    else:
        card = w("a {rank}", rank=rank)
    points = signed(float(effects[rank][bet]) * 100, 4)
    title = w("{card} out of a full {decks}-deck shoe", card=card, decks=decks)
    said = w("{points} points ({card} out)", points=points, card=card)
    return f'<span class="bac-figure" data-rank="{rank}" title="{escape(title)}">{escape(said)}</span>'


@cache
def _effects_of_removal(decks: int) -> dict[str, Any]:
    from baccarat.lab import effect_of_removal

    return effect_of_removal(decks)


@cache
def _shoe_odds(decks: int, removed: str) -> ExactOdds:
    return exact_odds(decks, removed=removed)


def inline_formatter(src: str, language: str, class_name: str, md: Any, *, lang: str = "en") -> str:
    """The ``pymdownx.inlinehilite`` formatter for :data:`FIGURE`, in ``lang`` (the build checks every figure
    first)."""
    return render_figure(src, lang=lang)


def render_fence(name: str, source: str, *, lang: str = "en") -> str:
    """Render one fence to HTML, in ``lang``.

        >>> render_fence("baccarat-chart", "player").startswith('<table id="player-chart">')
        True

    Raises :class:`BaccaratError` for an unknown fence or bad arguments, saying what is accepted.
    """
    if name not in FENCES:
        raise BaccaratError(f"unknown fence {name!r}: use one of {', '.join(FENCES)}")
    return FENCES[name](source, lang)


def superfences_formatter(
    src: str, language: str, class_name: str, options: Any, md: Any, *, lang: str = "en", **kwargs: Any
) -> str:
    """The ``pymdownx.superfences`` formatter for every fence in :data:`FENCES`, in ``lang`` (the language of
    the page being built: the build gives it).

    Errors are raised as ``SuperFencesException`` so that the build stops;
    MkDocs names the page.
    """
    try:
        html = render_fence(language, src, lang=lang)
        # A widget's tables are its own business (its result is redrawn live); any other wide table
        # scrolls in a region of its own on a phone.
        return html if language == "baccarat-widget" else wrap_tables(html, lang=lang)
    except BaccaratError as error:
        from pymdownx.superfences import SuperFencesException  # type: ignore[import-untyped]  # docs build only

        raise SuperFencesException(f"```{language} {src.strip()!r}: {error}") from error
