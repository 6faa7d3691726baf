"""The other games called baccarat, as tables: how they compare, and where their hands' holders choose.

Every cell comes from :data:`baccarat.other_games.GAMES`, so the page and the tests read the same data.
Every renderer takes ``lang`` (keyword-only, English by default).
"""

from __future__ import annotations

from ..i18n import Words, words
from ..other_games import COLUMNS, GAMES, TOTALS, Play
from ..rules import CARD_VALUES
from .charts import grid_key, grid_letter
from .markup import attrs, escape, row_html, scroll_region, table_html

__all__ = ["banker_choice_table", "games_table", "player_choice_table"]


def _play(play: Play, w: Words) -> str:
    """A chart cell's word: the rules make the hand draw or stand, or its holder chooses."""
    if play is Play.DRAW:
        return w("Draw")
    if play is Play.STAND:
        return w("Stand")
    # Translators: a chart cell where the hand's holder decides whether to draw.
    return w("Choice")


def _text(text: str) -> str:
    """Text between tags: markup's characters escaped, its quotes left as this caption always wrote them."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _cell(play: Play, w: Words, *, differs: bool = False) -> str:
    """A chart cell: its word, and its letter for a phone to show instead (``data-abbr``: D or S)."""
    unlike = w(" (unlike Punto Banco)")
    marker = f'<span class="bac-sr">{escape(unlike)}</span>' if differs else ""
    attributes = attrs(class_=f"bac-{play.value}", data_abbr=grid_letter(play.value, w))
    return f"<td{attributes}>{escape(_play(play, w))}{marker}</td>"


def games_table(*, lang: str = "en") -> str:
    """The three games side by side (anchor ``#other-games``).

        >>> games_table().count('<th scope="row">')
        7

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    games = list(GAMES.values())
    cells = len(TOTALS) * len(COLUMNS)

    def choices(game_choices: int) -> str:
        if not game_choices:
            return w("none: the chart decides")
        return w("{count} of {cells}", count=game_choices, cells=cells)

    def on_5(play: Play) -> str:
        return w("draws, by rule") if play is Play.DRAW else w("the punter chooses")

    rows = [
        row_html(w("Who banks"), *(w(game.who_banks) for game in games)),
        row_html(w("Hands dealt against the bank"), *(str(game.hands_against_bank) for game in games)),
        row_html(w("The bank changes hands"), *(w(game.bank_changes) for game in games)),
        row_html(w("Usual shoe"), *(w(game.shoe) for game in games)),
        row_html(w("What the house takes"), *(w(game.house_takes) for game in games)),
        row_html(w("The Player's hand on 5"), *(on_5(game.player_play(5)) for game in games)),
        row_html(w("Banker cells left to the banker"), *(choices(len(game.banker_choices)) for game in games)),
    ]
    table = table_html(
        w("Three games called baccarat"),
        (w("The game"), *(w(game.name) for game in games)),
        rows,
        id="other-games",
        class_="bac-compare",
    )
    return scroll_region(w("The three games compared"), table, lang=lang)


def player_choice_table(*, lang: str = "en") -> str:
    """The Player's (the punter's) play on every two-card total, game by game (anchor ``#other-games-player``).

        >>> player_choice_table().count("Choice")
        2

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    games = list(GAMES.values())
    punto = GAMES["punto-banco"]
    rows = []
    for total in TOTALS:
        cells = "".join(
            _cell(game.player_play(total), w, differs=game.player_play(total) != punto.player_play(total))
            for game in games
        )
        rows.append(f'<tr><th scope="row">{total}</th>{cells}</tr>')
    names = [w(game.name) for game in games]
    head = "".join(f'<th scope="col">{escape(name)}</th>' for name in names)
    caption = w("The Player's hand on two cards (8 and 9 are naturals in every game: nobody draws)")
    total_head = w("Player total")
    return (
        f"<table{attrs(id='other-games-player', class_='bac-grid')}>"
        f"<caption{attrs(data_key=grid_key(w, player=True))}>{_text(caption)}</caption>"
        f'<thead><tr><th scope="col">{escape(total_head)}</th>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'
    )


def banker_choice_table(key: str, *, lang: str = "en") -> str:
    """One game's Banker chart, with the cells its banker decides marked "Choice" (anchor ``#KEY-banker``).

        >>> banker_choice_table("chemin-de-fer").count(">Choice<")
        2

    Raises ``KeyError`` for a game not in :data:`~baccarat.other_games.GAMES`, :class:`~baccarat.errors.BaccaratError`
    (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    game, punto = GAMES[key], GAMES["punto-banco"]
    name = w(game.name)
    numbers = "".join(f'<th scope="col">{value}</th>' for value in CARD_VALUES)
    banker_total, stood, drew = w("Banker total"), w("Player stood"), w("Player drew, and the third card counts")
    head = (
        f'<thead><tr><th scope="col" rowspan="2">{escape(banker_total)}</th>'
        f'<th scope="col" rowspan="2">{escape(stood)}</th>'
        f'<th scope="colgroup" colspan="{len(CARD_VALUES)}">{escape(drew)}</th></tr>'
        f"<tr>{numbers}</tr></thead>"
    )
    rows = []
    for total, line in zip(TOTALS, game.banker_chart, strict=True):
        cells = "".join(
            _cell(play, w, differs=play is not punto.banker_play(total, column))
            for column, play in zip(COLUMNS, line, strict=True)
        )
        rows.append(f'<tr><th scope="row">{total}</th>{cells}</tr>')
    caption = w("The Banker's third card in {game} (Choice: the banker decides)", game=name)
    table = (
        f"<table{attrs(id=f'{key}-banker', class_='bac-grid')}>"
        f"<caption{attrs(data_key=grid_key(w))}>{escape(caption)}</caption>"
        f"{head}<tbody>{''.join(rows)}</tbody></table>"
    )
    return scroll_region(w("The Banker's chart in {game}", game=name), table, lang=lang)
