"""The home game's score keeper as HTML: the set-up, the round in progress, the last coup explained,
the score sheet, and a summary. Every name is text, escaped here."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..coup import resolve
from ..errors import counted
from ..home_game import MAX_PLAYERS, MAX_ROUNDS, RESULT_WORDS, rows, standing, summary_code
from .coup import coup_html, verdict
from .markup import attrs, escape, widget_frame

__all__ = ["game_html", "summary_html", "widget_html"]


def _names(names: tuple[str, ...] | list[str]) -> str:
    quoted = [escape(name) for name in names]
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " and " + quoted[-1]


def _round_form(game: Mapping[str, Any]) -> str:
    now = standing(game)
    pending = game.get("pending") or {}
    calls = pending.get("calls", {})
    if now.tiebreak:
        heading = f"Tiebreak, round {now.round}: {_names(now.tied)} are tied for first"
    else:
        heading = f"Round {now.round} of {game['rounds']}"
    assert now.dealer is not None
    dealer = escape(now.dealer)
    sits = f"{dealer} predicts too, as everyone is tied" if now.dealer in now.predictors else f"{dealer} sits it out"
    fieldsets = []
    for name in now.predictors:
        place = game["players"].index(name)
        radios = "".join(
            f'<label><input type="radio" name="call-{place}" value="{side}"'
            f"{' checked' if calls.get(name) == side else ''}> {side.capitalize()}</label>"
            for side in ("player", "banker")
        )
        fieldsets.append(f'<fieldset class="bac-call"{attrs(data_player=name)}><legend>{escape(name)}</legend>'
                         f"{radios}</fieldset>")  # fmt: skip
    share = ""
    if now.tiebreak:
        share = '<button type="button" class="md-button" data-action="share-first">Share first place instead</button>'
    return (
        '<section class="bac-home-round" aria-labelledby="bac-home-round-title">'
        f'<h3 id="bac-home-round-title" tabindex="-1">{heading}</h3>'
        f"<p{attrs(data_dealer=now.dealer)}>Dealer: <strong>{dealer}</strong> ({sits}).</p>"
        '<form data-form="home-round"><p class="bac-help">Everyone predicts before the deal.</p>'
        f'<div class="bac-calls">{"".join(fieldsets)}</div>'
        '<fieldset class="bac-home-cards"><legend>The coup</legend>'
        '<p class="bac-help">Type the cards as dealt at the table, or let the keeper deal from its own '
        "shuffled deck (reshuffled when fewer than six cards are left).</p>"
        f'<label>Player <input name="player" autocomplete="off" spellcheck="false" placeholder="2 2 8"'
        f"{attrs(value=pending.get('player') or None)}></label> "
        f'<label>Banker <input name="banker" autocomplete="off" spellcheck="false" placeholder="3 K"'
        f"{attrs(value=pending.get('banker') or None)}></label> "
        '<button type="button" class="md-button" data-action="deal">Deal from the keeper\'s deck</button>'
        '</fieldset><div class="bac-home-felt"></div>'
        '<button type="submit" class="md-button md-button--primary" data-action="record">Record the round</button> '
        f"{share}</form></section>"
    )


def _last_round(game: Mapping[str, Any]) -> str:
    if not game["history"]:
        return ""
    row = rows(game)[-1]
    coup = resolve(row["cards"])
    scored = [name for name, call in row["calls"].items() if call and call[1]]
    who = f"Scored: {_names(scored)}." if scored else "Nobody scored" + (" (a tie)." if row["result"] == "tie" else ".")
    return (
        '<section class="bac-home-last" aria-labelledby="bac-home-last-title">'
        f'<h3 id="bac-home-last-title" tabindex="-1">Round {row["round"]}: {escape(verdict(coup))}</h3>'
        f'<p class="bac-home-scored">{who} {escape(row["dealer"])} dealt.</p>'
        f"{coup_html(coup, chart=False, steps_collapsed=True)}</section>"
    )


def _score_table(scores: Mapping[str, int], caption: str, winners: tuple[str, ...] = ()) -> str:
    body = "".join(
        f'<tr><th scope="row">{escape(name)}{" (winner)" if name in winners else ""}</th>'
        f"<td{attrs(data_score=name)}>{points}</td></tr>"
        for name, points in sorted(scores.items(), key=lambda item: -item[1])
    )
    return (
        f'<div class="bac-home-scores"><table><caption>{escape(caption)}</caption>'
        f'<thead><tr><th scope="col">Player</th><th scope="col">Points</th></tr></thead><tbody>{body}</tbody></table>'
        "</div>"
    )


def _rounds_table(players: list[str], table: list[dict[str, Any]]) -> str:
    # Each cell carries its column's name: on a phone every round stacks as a block of its own, its result
    # and each player's points named, rather than scrolling sideways (.bac-stacks in the stylesheet).
    head = "".join(f'<th scope="col">{escape(name)}</th>' for name in players)
    body = []
    for row in table:
        cells = []
        for name in players:
            call = row["calls"][name]
            named = attrs(data_label=name)
            if call is None:
                cells.append(f"<td{named}>deals</td>" if name == row["dealer"] else f"<td{named}>–</td>")
            else:
                mark = "✓ 1" if call[1] else "0"
                cells.append(f"<td{named}>{call[0].capitalize()} <span>{mark}</span></td>")
        label = f"{row['round']} (tiebreak)" if row.get("tiebreak") else str(row["round"])
        cards = f'<td data-label="Cards">{escape(" ".join(row["cards"]))}</td>' if "cards" in row else ""
        body.append(f'<tr><th scope="row" data-label="Round">{label}</th><td data-label="Dealer">'
                    f"{escape(row['dealer'])}</td>{cards}"
                    f'<td data-label="Result">{RESULT_WORDS[row["result"]]}</td>{"".join(cells)}</tr>')  # fmt: skip
    cards_head = '<th scope="col">Cards</th>' if table and "cards" in table[0] else ""
    return (
        '<div class="bac-home-rounds bac-stacks" tabindex="0" role="region" aria-label="Round by round">'
        "<table><caption>Round by round: each player's call, and ✓ 1 for a point</caption>"
        f'<thead><tr><th scope="col">Round</th><th scope="col">Dealer</th>{cards_head}<th scope="col">Result</th>'
        f"{head}</tr></thead><tbody>{''.join(body)}</tbody></table></div>"
    )


def _end(game: Mapping[str, Any]) -> str:
    """The end of the game: the winner or winners, how a tie for first was settled, the final table,
    and what to do next (share it, download it, take the last round back, or play again)."""
    now = standing(game)
    top = now.scores[now.winners[0]]
    points = counted(top, "point")
    if len(now.winners) == 1:
        line = f"{escape(now.winners[0])} wins, with {points}."
    else:
        line = f"{_names(now.winners)} share first place, with {points} each."
    tiebreaks = sum(1 for row in rows(game) if row.get("tiebreak"))
    if game.get("shared"):
        settled = "<p>The players tied for first chose to share it rather than play on.</p>"
    elif tiebreaks:
        settled = f"<p>It took {counted(tiebreaks, 'tiebreak round')} to decide.</p>"
    else:
        settled = ""
    code = summary_code(game)
    return (
        '<section class="bac-home-end" aria-labelledby="bac-home-end-title">'
        f'<h3 id="bac-home-end-title" tabindex="-1">Game over: {line}</h3>{settled}'
        f"{_score_table(now.scores, f'Final table after {_rounds(now.played)}', now.winners)}"
        f"<p>A link to this final table, for the group chat (nothing is stored anywhere but in the link): "
        # target="_self": a whole page load, as the group chat gets it. Material's instant navigation
        # would take the click and, the path being the same, change only the address.
        f'<a class="bac-home-summary-link" href="?summary={code}" target="_self">the summary of this game</a>.</p>'
        f"{_controls(game, play_again=True)}</section>"
    )


def _rounds(played: int) -> str:
    return counted(played, "round")


def _controls(game: Mapping[str, Any], *, play_again: bool = False) -> str:
    undo = "" if game["history"] or game.get("shared") else " disabled"
    new = "md-button md-button--primary" if play_again else "md-button"
    return (
        '<div class="bac-home-controls">'
        f'<button type="button" class="{new}" data-action="new-game">{"Play again" if play_again else "New game"}'
        "</button> "
        '<button type="button" class="md-button" data-action="export">Download the score sheet (CSV)</button> '
        f'<button type="button" class="md-button" data-action="undo"{undo}>Undo the last round</button></div>'
    )


def game_html(game: Mapping[str, Any]) -> str:
    """The keeper for a game in progress: the round just recorded (its coup explained, who scored),
    then the next round's form, the score sheet and the round-by-round table. For a game that is
    over: the end screen first, then the last round and the table.

    Raises nothing for a game that :func:`baccarat.home_game.check_game` accepts.
    """
    now = standing(game)
    table = _rounds_table(game["players"], rows(game))
    if now.finished:
        return f"{_end(game)}{_last_round(game)}{table}"
    sheet = _score_table(now.scores, f"Score sheet after {_rounds(now.played)}", now.winners)
    return f"{_last_round(game)}{_round_form(game)}{sheet}{table}{_controls(game)}"


def summary_html(summary: Mapping[str, Any]) -> str:
    """A shared game's final table, read-only."""
    winners = tuple(summary["winners"])
    caption = "Final scores" + (f": {', '.join(winners)} " + ("win" if len(winners) == 1 else "share first place")
                                if winners else "")  # fmt: skip
    return (
        '<section class="bac-home-summary" aria-labelledby="bac-home-summary-title">'
        '<h3 id="bac-home-summary-title">A shared game</h3>'
        f"{_score_table(summary['scores'], caption, winners)}{_rounds_table(summary['players'], summary['rows'])}"
        '<p><a href="./">Keep score of your own game</a></p></section>'
    )


def widget_html() -> str:
    """The score keeper as static HTML: the set-up form, waiting for Python."""
    forms = (
        '<form class="bac-home-setup" data-form="home-setup"><fieldset disabled>'
        "<legend>A new game</legend>"
        f'<label class="bac-home-names">Players, one name per line ({2}–{MAX_PLAYERS})'
        '<textarea name="players" rows="5" autocomplete="off" spellcheck="false" placeholder="Ann&#10;Bo&#10;Cy">'
        "</textarea></label>"
        f'<label>Rounds <input name="rounds" type="number" min="1" max="{MAX_ROUNDS}" value="8" size="4"></label> '
        '<label><input type="checkbox" name="twice"> or until everyone has dealt twice</label> '
        '<label>First dealer <select name="first"><option value="0">the first name</option></select></label> '
        '<button type="submit" class="md-button md-button--primary" data-action="start">Start the game</button>'
        "</fieldset></form>"
        '<div class="bac-home-game"></div>'
    )
    return widget_frame(
        "home-game",
        starting="The score keeper is starting…",
        without_script="The score keeper needs JavaScript and WebAssembly; paper works just as well.",
        forms=forms,
    )
