"""The other games called baccarat, as tables: how they compare, and where their hands' holders choose.

Every cell comes from :data:`baccarat.other_games.GAMES`, so the page and the tests read the same data.
"""

from __future__ import annotations

from ..other_games import COLUMNS, GAMES, TOTALS, Play
from ..rules import CARD_VALUES
from .markup import attrs, escape, row_html, scroll_region, table_html

__all__ = ["banker_choice_table", "games_table", "player_choice_table"]

_WORDS = {Play.DRAW: "Draw", Play.STAND: "Stand", Play.CHOICE: "Choice"}


def _cell(play: Play, *, differs: bool = False) -> str:
    marker = '<span class="bac-sr"> (unlike Punto Banco)</span>' if differs else ""
    return f'<td class="bac-{play.value}">{_WORDS[play]}{marker}</td>'


def games_table() -> str:
    """The three games side by side (anchor ``#other-games``).

        >>> games_table().count('<th scope="row">')
        7

    Raises nothing.
    """
    games = list(GAMES.values())

    def choices(game_choices: int) -> str:
        return "none: the chart decides" if not game_choices else f"{game_choices} of {len(TOTALS) * len(COLUMNS)}"

    rows = [
        row_html("Who banks", *(game.who_banks for game in games)),
        row_html("Hands dealt against the bank", *(str(game.hands_against_bank) for game in games)),
        row_html("The bank changes hands", *(game.bank_changes for game in games)),
        row_html("Usual shoe", *(game.shoe for game in games)),
        row_html("What the house takes", *(game.house_takes for game in games)),
        row_html(
            "The Player's hand on 5",
            *("draws, by rule" if game.player_play(5) is Play.DRAW else "the punter chooses" for game in games),
        ),
        row_html("Banker cells left to the banker", *(choices(len(game.banker_choices)) for game in games)),
    ]
    table = table_html(
        "Three games called baccarat",
        ("The game", *(game.name for game in games)),
        rows,
        id="other-games",
        class_="bac-compare",
    )
    return scroll_region("The three games compared", table)


def player_choice_table() -> str:
    """The Player's (the punter's) play on every two-card total, game by game (anchor ``#other-games-player``).

        >>> player_choice_table().count("Choice")
        2

    Raises nothing.
    """
    games = list(GAMES.values())
    punto = GAMES["punto-banco"]
    rows = []
    for total in TOTALS:
        cells = "".join(
            _cell(game.player_play(total), differs=game.player_play(total) != punto.player_play(total))
            for game in games
        )
        rows.append(f'<tr><th scope="row">{total}</th>{cells}</tr>')
    head = "".join(f'<th scope="col">{escape(game.name)}</th>' for game in games)
    return (
        f"<table{attrs(id='other-games-player', class_='bac-grid')}>"
        "<caption>The Player's hand on two cards (8 and 9 are naturals in every game: nobody draws)</caption>"
        f'<thead><tr><th scope="col">Player total</th>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'
    )


def banker_choice_table(key: str) -> str:
    """One game's Banker chart, with the cells its banker decides marked "Choice" (anchor ``#KEY-banker``).

        >>> banker_choice_table("chemin-de-fer").count(">Choice<")
        2

    Raises ``KeyError`` for a game not in :data:`~baccarat.other_games.GAMES`.
    """
    game, punto = GAMES[key], GAMES["punto-banco"]
    numbers = "".join(f'<th scope="col">{value}</th>' for value in CARD_VALUES)
    head = (
        '<thead><tr><th scope="col" rowspan="2">Banker total</th><th scope="col" rowspan="2">Player stood</th>'
        f'<th scope="colgroup" colspan="{len(CARD_VALUES)}">Player drew, and the third card counts</th></tr>'
        f"<tr>{numbers}</tr></thead>"
    )
    rows = []
    for total, line in zip(TOTALS, game.banker_chart, strict=True):
        cells = "".join(
            _cell(play, differs=play is not punto.banker_play(total, column))
            for column, play in zip(COLUMNS, line, strict=True)
        )
        rows.append(f'<tr><th scope="row">{total}</th>{cells}</tr>')
    caption = f"The Banker's third card in {game.name} (Choice: the banker decides)"
    table = (
        f"<table{attrs(id=f'{key}-banker', class_='bac-grid')}><caption>{escape(caption)}</caption>"
        f"{head}<tbody>{''.join(rows)}</tbody></table>"
    )
    return scroll_region(f"The Banker's chart in {game.name}", table)
