"""The home game's score keeper as HTML: the set-up, the round in progress, the last coup explained,
the score sheet (and its CSV), and a summary. Every name is text, escaped here; every word is in the ``lang`` asked
for."""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping
from typing import Any

from ..cards import card_name, parse_card
from ..coup import resolve
from ..home_game import MAX_PLAYERS, MAX_ROUNDS, call_word, result_word, rows, score_sheet, standing, summary_code
from ..i18n import Words, words
from .coup import coup_html, verdict
from .markup import attrs, escape, scroll_hint, widget_frame

__all__ = ["game_html", "score_sheet_csv", "summary_html", "widget_html"]


def score_sheet_csv(game: Mapping[str, Any], *, lang: str = "en") -> str:
    """The score sheet (:func:`~baccarat.home_game.score_sheet`) as CSV, in ``lang``: a row per round, each player's
    call and point, and the totals.

        >>> from baccarat.home_game import new_game, record_round
        >>> game = record_round(new_game("Ann\\nBo", 2, 0, seed=1), {"Bo": "banker"}, player="2 2 8", banker="3 K")
        >>> print(score_sheet_csv(game))
        Round,Dealer,Cards,Result,Ann,Ann points,Bo,Bo points
        1,Ann,2 3 2 K 8,Banker wins,deals,,Banker,1
        Total,,,,,0,,1
        <BLANKLINE>

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in;
    nothing else for a checked game.
    """
    w = words(lang)
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows([_cell(w.say(cell)) for cell in row] for row in score_sheet(game))
    return out.getvalue()


def _cell(text: str) -> str:
    """A CSV cell that a spreadsheet shows as text, never runs as a formula (a player's name is typed: ``=cmd``)."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def _names(names: tuple[str, ...] | list[str], w: Words) -> str:
    quoted = [escape(name) for name in names]
    if len(quoted) == 1:
        return quoted[0]
    separator = w.pgettext("list", ", ")
    # Translators: the last two of a list of players' names ({names} holds the others, said with the list's commas).
    return w("{names} and {last}", names=separator.join(quoted[:-1]), last=quoted[-1])


def _rounds(played: int, w: Words) -> str:
    return w.ngettext("{count} round", "{count} rounds", played, count=format(played, ","))


def _points(points: int, w: Words) -> str:
    # A game's points, not a hand's: the catalogue's "{count} point" is a hand's score; these are scored.
    count = format(points, ",")
    if points == 1:
        # Translators: points scored in the home game by right predictions (not a hand's points).
        return w.pgettext("home game score", "{count} point", count=count)
    return w.pgettext("home game score", "{count} points", count=count)


def _round_form(game: Mapping[str, Any], w: Words) -> str:
    now = standing(game)
    pending = game.get("pending") or {}
    calls = pending.get("calls", {})
    if now.tiebreak:
        heading = w("Tiebreak, round {round}: {names} are tied for first", round=now.round, names=_names(now.tied, w))
    else:
        heading = w("Round {round} of {rounds}", round=now.round, rounds=game["rounds"])
    assert now.dealer is not None
    dealer = escape(now.dealer)
    if now.dealer in now.predictors:
        sits = w("{dealer} predicts too, as everyone is tied", dealer=dealer)
    else:
        sits = w("{dealer} sits it out", dealer=dealer)
    strong = f"<strong>{dealer}</strong>"
    dealer_line = w("Dealer: {dealer} ({sits}).", dealer=strong, sits=sits)
    fieldsets = []
    for name in now.predictors:
        place = game["players"].index(name)
        radios = "".join(
            f'<label><input type="radio" name="call-{place}" value="{side}"'
            f"{' checked' if calls.get(name) == side else ''}> {w.say(call_word(side))}</label>"
            for side in ("player", "banker")
        )
        fieldsets.append(f'<fieldset class="bac-call"{attrs(data_player=name)}><legend>{escape(name)}</legend>'
                         f"{radios}</fieldset>")  # fmt: skip
    share = ""
    if now.tiebreak:
        instead = w("Share first place instead")
        share = f'<button type="button" class="md-button" data-action="share-first">{instead}</button>'
    label = {
        "predict": w("Everyone predicts before the deal."),
        "coup": w("The coup"),
        "help": w(
            "Type the cards as dealt at the table, or let the keeper deal from its own "
            "shuffled deck (reshuffled when fewer than six cards are left)."
        ),
        "player": w.pgettext("hand", "Player"),
        "banker": w.pgettext("hand", "Banker"),
        "deal": w("Deal from the keeper's deck"),
        "record": w("Record the round"),
    }
    return (
        '<section class="bac-home_game-round" aria-labelledby="bac-home_game-round-title">'
        f'<h3 id="bac-home_game-round-title" tabindex="-1">{heading}</h3>'
        f"<p{attrs(data_dealer=now.dealer)}>{dealer_line}</p>"
        f'<form data-form="home_game-round"><p class="bac-help">{label["predict"]}</p>'
        f'<div class="bac-calls">{"".join(fieldsets)}</div>'
        f'<fieldset class="bac-home_game-cards"><legend>{label["coup"]}</legend>'
        f'<p class="bac-help">{label["help"]}</p>'
        f'<label>{label["player"]} <input name="player" autocomplete="off" spellcheck="false" placeholder="2 2 8"'
        f"{attrs(value=pending.get('player') or None)}></label> "
        f'<label>{label["banker"]} <input name="banker" autocomplete="off" spellcheck="false" placeholder="3 K"'
        f"{attrs(value=pending.get('banker') or None)}></label> "
        f'<button type="button" class="md-button" data-action="deal">{label["deal"]}</button>'
        '</fieldset><div class="bac-home_game-felt"></div>'
        '<button type="submit" class="md-button md-button--primary" data-action="record">'
        f"{label['record']}</button> "
        f"{share}</form></section>"
    )


def _last_round(game: Mapping[str, Any], w: Words) -> str:
    if not game["history"]:
        return ""
    row = rows(game)[-1]
    coup = resolve(row["cards"])
    scored = [name for name, call in row["calls"].items() if call and call[1]]
    if scored:
        who = w("Scored: {names}.", names=_names(scored, w))
    elif row["result"] == "tie":
        who = w("Nobody scored (a tie).")
    else:
        who = w("Nobody scored.")
    heading = w("Round {round}: {verdict}", round=row["round"], verdict=escape(verdict(coup, lang=w.lang)))
    # Translators: {scored} is a whole sentence (who scored, or that nobody did); then who dealt the round.
    dealt = w("{scored} {dealer} dealt.", scored=who, dealer=escape(row["dealer"]))
    return (
        '<section class="bac-home_game-last" aria-labelledby="bac-home_game-last-title">'
        f'<h3 id="bac-home_game-last-title" tabindex="-1">{heading}</h3>'
        f'<p class="bac-home_game-scored">{dealt}</p>'
        f"{coup_html(coup, chart=False, steps_collapsed=True, lang=w.lang)}</section>"
    )


def _score_table(scores: Mapping[str, int], caption: str, w: Words, winners: tuple[str, ...] = ()) -> str:
    """The scores, highest first, under ``caption`` (HTML: any name in it escaped already)."""
    body = []
    for name, score in sorted(scores.items(), key=lambda item: -item[1]):
        named = w("{name} (winner)", name=escape(name)) if name in winners else escape(name)
        body.append(f'<tr><th scope="row">{named}</th><td{attrs(data_score=name)}>{score}</td></tr>')
    # Translators: the score sheet's column of the people playing, by name (not the Player hand).
    person, points = w.pgettext("home game", "Name"), w.pgettext("home game", "Points")
    return (
        f'<div class="bac-home_game-scores"><table><caption>{caption}</caption>'
        f'<thead><tr><th scope="col">{person}</th><th scope="col">{points}</th></tr></thead>'
        f"<tbody>{''.join(body)}</tbody></table></div>"
    )


def _cards(tokens: list[str], w: Words) -> str:
    """A round's cards as the guide writes them (``K♦ A♣``), each named in words for a screen reader.

    >>> _cards(["Kd", "10h", "7"], words("en")).split("</span>")[:2]
    ['<span aria-hidden="true">K♦ 10♥ 7', '<span class="bac-sr">king of diamonds, ten of hearts, 7']
    """
    cards = [parse_card(token) for token in tokens]  # checked when the game was loaded
    shown = escape(" ".join(map(str, cards)))
    names = escape(w.pgettext("list", ", ").join(w.say(card_name(card)) for card in cards))
    return f'<span aria-hidden="true">{shown}</span><span class="bac-sr">{names}</span>'


def _rounds_table(players: list[str], table: list[dict[str, Any]], w: Words) -> str:
    # Each cell carries its column's name: on a phone every round stacks as a block of its own, its result
    # and each player's points named, rather than scrolling sideways (.bac-stacks in the stylesheet).
    head = "".join(f'<th scope="col">{escape(name)}</th>' for name in players)
    named = {
        "round": w.pgettext("home game", "Round"),
        "dealer": w.pgettext("home game", "Dealer"),
        "cards": w("Cards"),
        "result": w("Result"),
        "deals": w.pgettext("home game", "deals"),
    }
    body = []
    for row in table:
        cells = []
        for name in players:
            call = row["calls"][name]
            labelled = attrs(data_label=name)
            if call is None:
                cells.append(f"<td{labelled}>{named['deals'] if name == row['dealer'] else '–'}</td>")
            else:
                mark = "✓ 1" if call[1] else "0"
                cells.append(f"<td{labelled}>{w.say(call_word(call[0]))} <span>{mark}</span></td>")
        label = w("{round} (tiebreak)", round=row["round"]) if row.get("tiebreak") else str(row["round"])
        cards = f"<td{attrs(data_label=named['cards'])}>{_cards(row['cards'], w)}</td>" if "cards" in row else ""
        result = w.say(result_word(row["result"]))
        body.append(f'<tr><th scope="row"{attrs(data_label=named["round"])}>{label}</th>'
                    f"<td{attrs(data_label=named['dealer'])}>{escape(row['dealer'])}</td>{cards}"
                    f"<td{attrs(data_label=named['result'])}>{result}</td>{''.join(cells)}</tr>")  # fmt: skip
    cards_head = f'<th scope="col">{named["cards"]}</th>' if table and "cards" in table[0] else ""
    region = w("{label} (scrolls sideways)", label=w("Round by round"))  # as markup.scroll_region names its regions
    caption = w("Round by round: each player's call, and ✓ 1 for a point")
    return (
        # A scroll region of its own (.bac-scroll): a game of many players scrolls inside it on a wide screen, the
        # page never sideways; on a phone every round stacks instead.
        f'<div class="bac-home_game-rounds bac-stacks bac-scroll" tabindex="0" role="region"{attrs(aria_label=region)}'
        f"{scroll_hint(lang=w.lang)}>"
        f"<table><caption>{caption}</caption>"
        f'<thead><tr><th scope="col">{named["round"]}</th><th scope="col">{named["dealer"]}</th>{cards_head}'
        f'<th scope="col">{named["result"]}</th>'
        f"{head}</tr></thead><tbody>{''.join(body)}</tbody></table></div>"
    )


def _end(game: Mapping[str, Any], w: Words) -> str:
    """The end of the game: the winner or winners, how a tie for first was settled, the final table,
    and what to do next (share it, download it, take the last round back, or play again)."""
    now = standing(game)
    top = now.scores[now.winners[0]]
    points = _points(top, w)
    if len(now.winners) == 1:
        line = w("{name} wins, with {points}.", name=escape(now.winners[0]), points=points)
    else:
        line = w("{names} share first place, with {points} each.", names=_names(now.winners, w), points=points)
    tiebreaks = sum(1 for row in rows(game) if row.get("tiebreak"))
    if game.get("shared"):
        settled = "<p>" + w("The players tied for first chose to share it rather than play on.") + "</p>"
    elif tiebreaks:
        took = w.ngettext(
            "It took {count} tiebreak round to decide.",
            "It took {count} tiebreak rounds to decide.",
            tiebreaks,
            count=format(tiebreaks, ","),
        )
        settled = f"<p>{took}</p>"
    else:
        settled = ""
    code = summary_code(game)
    caption = w("Final table after {rounds}", rounds=_rounds(now.played, w))
    # target="_self": a whole page load, as the group chat gets it. Material's instant navigation
    # would take the click and, the path being the same, change only the address.
    summary = w("the summary of this game")
    link = f'<a class="bac-home_game-summary-link" href="?summary={code}" target="_self">{summary}</a>'
    over = w("Game over: {result}", result=line)
    where = w(
        "A link to this final table, for the group chat (nothing is stored anywhere but in the link): {link}.",
        link=link,
    )
    return (
        '<section class="bac-home_game-end" aria-labelledby="bac-home_game-end-title">'
        f'<h3 id="bac-home_game-end-title" tabindex="-1">{over}</h3>{settled}'
        f"{_score_table(now.scores, caption, w, now.winners)}"
        f"<p>{where}</p>"
        f"{_controls(game, w, play_again=True)}</section>"
    )


def _controls(game: Mapping[str, Any], w: Words, *, play_again: bool = False) -> str:
    undo = "" if game["history"] or game.get("shared") else " disabled"
    new = "md-button md-button--primary" if play_again else "md-button"
    said = {
        "new": w("Play again") if play_again else w("New game"),
        "export": w("Download the score sheet (CSV)"),
        "undo": w("Undo the last round"),
    }
    return (
        '<div class="bac-home_game-controls">'
        f'<button type="button" class="{new}" data-action="new-game">{said["new"]}'
        "</button> "
        f'<button type="button" class="md-button" data-action="export">{said["export"]}</button> '
        f'<button type="button" class="md-button" data-action="undo"{undo}>{said["undo"]}</button></div>'
    )


def game_html(game: Mapping[str, Any], *, lang: str = "en") -> str:
    """The keeper for a game in progress, in ``lang``: the round just recorded (its coup explained, who
    scored), then the next round's form, the score sheet and the round-by-round table. For a game that
    is over: the end screen first, then the last round and the table.

        >>> from baccarat.home_game import new_game
        >>> "第 1 局（共 2 局）" in game_html(new_game("Ann\\nBo", 2, 0, seed=1), lang="zh-Hant")
        True

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not
    written in; nothing else for a game that :func:`baccarat.home_game.check_game` accepts.
    """
    w = words(lang)
    now = standing(game)
    table = _rounds_table(game["players"], rows(game), w)
    if now.finished:
        return f"{_end(game, w)}{_last_round(game, w)}{table}"
    caption = w("Score sheet after {rounds}", rounds=_rounds(now.played, w))
    sheet = _score_table(now.scores, caption, w, now.winners)
    return f"{_last_round(game, w)}{_round_form(game, w)}{sheet}{table}{_controls(game, w)}"


def summary_html(summary: Mapping[str, Any], *, lang: str = "en") -> str:
    """A shared game's final table, read-only, in ``lang``.

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not
    written in; nothing else for a summary :func:`baccarat.home_game.read_summary` read.
    """
    w = words(lang)
    winners = tuple(summary["winners"])
    if not winners:
        caption = w("Final scores")
    elif len(winners) == 1:
        caption = w("Final scores: {name} wins", name=escape(winners[0]))
    else:
        caption = w("Final scores: {names} share first place", names=_names(winners, w))
    title, own = w("A shared game"), w("Keep score of your own game")
    return (
        '<section class="bac-home_game-summary" aria-labelledby="bac-home_game-summary-title">'
        f'<h3 id="bac-home_game-summary-title">{title}</h3>'
        f"{_score_table(summary['scores'], caption, w, winners)}"
        f"{_rounds_table(summary['players'], summary['rows'], w)}"
        f'<p><a href="./">{own}</a></p></section>'
    )


def widget_html(*, lang: str = "en") -> str:
    """The score keeper as static HTML, in ``lang``: the set-up form, waiting for Python.

        >>> "開始遊戲" in widget_html(lang="zh-Hant")
        True

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    # Translators: the first of three example names, one per line of the list of players (names readers use).
    first = w.pgettext("example names", "Ann")
    second = w.pgettext("example names", "Bo")
    third = w.pgettext("example names", "Cy")
    example = "&#10;".join(escape(name) for name in (first, second, third))
    said = {
        "legend": w("A new game"),
        "players": w("Players, one name per line ({fewest}–{most})", fewest=2, most=MAX_PLAYERS),
        "rounds": w("Rounds"),
        "twice": w("or until everyone has dealt twice"),
        "first": w("First dealer"),
        # Translators: the only choice of first dealer before any name is typed.
        "first-name": w("the first name"),
        "start": w("Start the game"),
    }
    forms = (
        '<form class="bac-home_game-setup" data-form="home_game-setup"><fieldset disabled>'
        f"<legend>{said['legend']}</legend>"
        f'<label class="bac-home_game-names">{said["players"]}'
        f'<textarea name="players" rows="5" autocomplete="off" spellcheck="false" placeholder="{example}">'
        "</textarea></label>"
        f'<label>{said["rounds"]} <input name="rounds" type="number" min="1" max="{MAX_ROUNDS}" value="8" size="4">'
        "</label> "
        f'<label><input type="checkbox" name="twice"> {said["twice"]}</label> '
        f'<label>{said["first"]} <select name="first"><option value="0">{said["first-name"]}</option></select>'
        "</label> "
        f'<button type="submit" class="md-button md-button--primary" data-action="start">{said["start"]}</button>'
        "</fieldset></form>"
        '<div class="bac-home_game-place"></div>'
    )
    return widget_frame(
        "home_game",
        starting=w("The score keeper is starting…"),
        without_script=w("The score keeper needs JavaScript and WebAssembly; paper works just as well."),
        forms=forms,
    )
