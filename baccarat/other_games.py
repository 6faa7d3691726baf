"""The other games called baccarat, as data: who banks, and where a hand's holder may choose.

Punto Banco decides every draw by fixed rules (:mod:`baccarat.rules`). Chemin de fer
and baccarat banque deal and score the cards the same way, but a person holds each
hand, and a few decisions are that person's own:

- in **chemin de fer** the bank passes from player to player; the punter may draw or
  stand on 5, and the banker may choose in two cells of the chart (3 against a third
  card of 9, and 5 against a 4); everything else follows the Punto Banco chart;
- in **baccarat banque** one banker holds the bank for a long session and plays two
  punters' hands (the two *tableaux*) at once; the punters play as in chemin de fer,
  and no chart binds the banker, who draws or stands as the stakes on the two sides
  suggest.

A natural ends the coup in every one of them.

    >>> GAMES["chemin-de-fer"].player_play(5), GAMES["punto-banco"].player_play(5)
    (<Play.CHOICE: 'choice'>, <Play.DRAW: 'draw'>)
    >>> GAMES["chemin-de-fer"].banker_play(3, 9), GAMES["chemin-de-fer"].banker_play(3, 8)
    (<Play.CHOICE: 'choice'>, <Play.STAND: 'stand'>)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .errors import mark
from .rules import CARD_VALUES, NATURAL_TOTALS, banker_draws, player_draws

__all__ = ["GAMES", "Game", "Play", "differences"]


class Play(Enum):
    """What a hand does in one situation: the rules make it draw or stand, or its holder chooses."""

    DRAW = "draw"
    STAND = "stand"
    CHOICE = "choice"


#: Two-card totals that are not naturals: the only ones at which anybody draws or chooses.
TOTALS = tuple(total for total in range(10) if total not in NATURAL_TOTALS)
#: The chart's columns: ``None`` for "the Player stood", then the third card's value.
COLUMNS: tuple[int | None, ...] = (None, *CARD_VALUES)


@dataclass(frozen=True)
class Game:
    """One game called baccarat: who banks, and where its hands' holders may choose.

    Every situation no choice names follows the Punto Banco rules. The words (``name``, ``who_banks``, …)
    are English, each marked for the catalogues: a renderer says them in its language.
    """

    key: str
    name: str
    who_banks: str
    hands_against_bank: int
    bank_changes: str
    #: The shoe the game is usually dealt from, in words.
    shoe: str
    #: What the house takes, in words.
    house_takes: str
    player_choices: frozenset[int] = frozenset()
    banker_choices: frozenset[tuple[int, int | None]] = frozenset()

    def player_play(self, total: int) -> Play:
        """The Player's (the punter's) play on a two-card total.

        Raises :class:`~baccarat.errors.CoupError` for a natural or a total outside 0–9.
        """
        draws = player_draws(total)  # checks the total, and refuses a natural
        if total in self.player_choices:
            return Play.CHOICE
        return Play.DRAW if draws else Play.STAND

    def banker_play(self, banker_total: int, player_third: int | None) -> Play:
        """The Banker's play on a two-card total; ``player_third`` is ``None`` when the Player stood.

        Raises :class:`~baccarat.errors.CoupError` as :func:`~baccarat.rules.banker_draws` does.
        """
        draws = banker_draws(banker_total, player_third)  # checks both, and refuses a natural
        if (banker_total, player_third) in self.banker_choices:
            return Play.CHOICE
        return Play.DRAW if draws else Play.STAND

    @property
    def banker_chart(self) -> tuple[tuple[Play, ...], ...]:
        """The Banker's chart: rows for totals 0–7, columns "Player stood" then the third card 0–9."""
        return tuple(tuple(self.banker_play(total, column) for column in COLUMNS) for total in TOTALS)


_EVERY_BANKER_CELL = frozenset((total, column) for total in TOTALS for column in COLUMNS)

#: The three games, Punto Banco first; each key is also the anchor of its column on the site.
GAMES: dict[str, Game] = {
    game.key: game
    for game in (
        Game(
            "punto-banco",
            mark("Punto Banco"),
            who_banks=mark("The casino, against every bet"),
            hands_against_bank=1,
            bank_changes=mark("Never: the house always banks"),
            shoe=mark("6 or 8 decks"),
            house_takes=mark("Its edge on every bet, through the pay table (5% commission on Banker wins)"),
        ),
        Game(
            "chemin-de-fer",
            mark("Chemin de fer"),
            who_banks=mark("A player, who stakes the bank against the others"),
            hands_against_bank=1,
            bank_changes=mark("When the banker loses a coup or gives up the bank, it passes to the next player"),
            shoe=mark("6 decks"),
            house_takes=mark("A commission on the bank's wins (5% at the houses checked)"),
            player_choices=frozenset({5}),
            banker_choices=frozenset({(3, 9), (5, 4)}),
        ),
        Game(
            "banque",
            mark("Baccarat banque"),
            who_banks=mark("One banker for a whole session (in France, by lot when several want an open bank)"),
            hands_against_bank=2,
            bank_changes=mark("Rarely: the banker keeps the bank until the shoe or the funds run out"),
            shoe=mark("6 decks in the descriptions checked"),
            house_takes=mark("A small levy on the bank's wins (in France, 1.25% at an open bank)"),
            player_choices=frozenset({5}),
            banker_choices=_EVERY_BANKER_CELL,
        ),
    )
}


def differences(game: Game) -> list[tuple[str, int, int | None]]:
    """Where ``game`` leaves a choice that Punto Banco makes by rule.

    Each is ``("player", total, None)`` or ``("banker", banker_total, player_third)``.

        >>> differences(GAMES["chemin-de-fer"])
        [('player', 5, None), ('banker', 3, 9), ('banker', 5, 4)]

    Raises nothing.
    """
    punto = GAMES["punto-banco"]
    found: list[tuple[str, int, int | None]] = [
        ("player", total, None) for total in TOTALS if game.player_play(total) != punto.player_play(total)
    ]
    found += [
        ("banker", total, column)
        for total in TOTALS
        for column in COLUMNS
        if game.banker_play(total, column) != punto.banker_play(total, column)
    ]
    return found
