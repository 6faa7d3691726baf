"""The lab: betting systems played over the package's own shoes beside their exact cost, and what
removing cards does to each bet's edge.

A system only changes which bets are made and how much is staked on each; what those bets cost is
the edge times the amount staked, whatever the order. Counting a shoe only pays where removing
cards moves a bet's edge by a lot: the effect of removal says how much, exactly.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from .cards import RANKS
from .errors import BaccaratError, Saying, mark, quote, said
from .odds import exact_odds
from .payouts import STANDARD, Bet, PayTable, house_edge
from .progress import Progress, Steps
from .roads import shoe_results

__all__ = [
    "EOR_BETS",
    "EOR_RANKS",
    "MOST_SHOES",
    "STAKE",
    "SYSTEMS",
    "TABLE_MAXIMUM",
    "SystemResult",
    "effect_of_removal",
    "play_system",
    "system_name",
]

#: The bets the effect-of-removal table covers: the main bets and the side bets that need no suits.
EOR_BETS = (
    Bet.PLAYER,
    Bet.BANKER,
    Bet.TIE,
    Bet.DRAGON_7,
    Bet.PANDA_8,
    Bet.PLAYER_PAIR,
    Bet.EITHER_PAIR,
    Bet.DRAGON_BONUS_PLAYER,
    Bet.DRAGON_BONUS_BANKER,
)
#: One card of each rank, the four ten-valued ranks as one: every rank has as many cards, so taking a
#: 10, a jack, a queen or a king out changes every one of these bets alike (a pair needs one rank,
#: whichever it is).
EOR_RANKS = tuple(rank for rank in RANKS if rank not in ("J", "Q", "K"))


def effect_of_removal(decks: int = 8, *, table: PayTable = STANDARD) -> dict[str, dict[Bet, Fraction]]:
    """For one card of each rank taken out of a full shoe, how much each bet's house edge changes
    (the edge with the card out, less the full shoe's; positive: worse for the player).

        >>> effects = effect_of_removal(8)
        >>> list(effects) == list(EOR_RANKS), f"{float(effects['9'][Bet.DRAGON_7]):+.4%}"
        (True, '-0.4785%')

    Raises :class:`~baccarat.errors.ShoeError` for decks outside 1–8.
    """
    full = exact_odds(decks)
    base = {bet: house_edge(bet, table=table, odds=full) for bet in EOR_BETS}
    effects = {}
    for rank in EOR_RANKS:
        odds = exact_odds(decks, removed=rank)
        effects[rank] = {bet: house_edge(bet, table=table, odds=odds) - base[bet] for bet in EOR_BETS}
    return effects


#: The systems a reader can test, by key, in words (English: :func:`system_name` says each in any language).
SYSTEMS = {
    "flat-banker": mark("Flat bets on Banker"),
    "flat-player": mark("Flat bets on Player"),
    "follow": mark("Follow the last decided result"),
    "against": mark("Bet against the last decided result"),
    "big-road": mark("Follow the big road's pattern"),
    "martingale": mark("Martingale on Banker (double after a loss)"),
    "paroli": mark("Paroli on Banker (double after a win, three times)"),
}


def system_name(system: str) -> Saying:
    """A system's name.

        >>> from baccarat.i18n import words
        >>> str(system_name("martingale")), words("zh-Hant").say(system_name("flat-banker"))
        ('Martingale on Banker (double after a loss)', '莊家平注')

    Raises :class:`KeyError` for an unknown system.
    """
    return said(SYSTEMS[system])


#: The stake, the table maximum (as on the edge page) and the most shoes a test may deal.
STAKE, TABLE_MAXIMUM, MOST_SHOES = 10, 1_000, 1_000
_PAROLI_WINS = 3


@dataclass(frozen=True, slots=True)
class SystemResult:
    """A system played over ``shoes`` shoes: the bets it made, in cents, and their exact cost.

    ``shoe_nets`` is each shoe's result and ``shoe_costs`` each shoe's exact expected result (minus the
    edge times what was staked on each side), in cents.
    """

    system: str
    seed: int
    shoes: int
    bets: int
    staked: int
    shoe_nets: tuple[int, ...]
    shoe_costs: tuple[Fraction, ...]

    @property
    def net(self) -> int:
        """The whole result, in cents."""
        return sum(self.shoe_nets)

    @property
    def expected(self) -> Fraction:
        """The exact expected result of the same bets, in cents."""
        return sum(self.shoe_costs, start=Fraction(0))

    @property
    def ahead(self) -> Fraction:
        """The share of shoes that ended ahead."""
        return Fraction(sum(net > 0 for net in self.shoe_nets), self.shoes) if self.shoes else Fraction(0)

    @property
    def standard_error(self) -> float:
        """The standard error of the whole result, in cents, from the shoes' spread around their costs
        (shoes are independent; the bets within one, under a progression, are not)."""
        misses = [net - float(cost) for net, cost in zip(self.shoe_nets, self.shoe_costs, strict=True)]
        if len(misses) < 2:
            return math.inf
        mean = sum(misses) / len(misses)
        return math.sqrt(sum((m - mean) ** 2 for m in misses) / (len(misses) - 1) * len(misses))


def _side(system: str, decided: str, run: int, previous: int) -> str | None:
    """The side (``B`` or ``P``) ``system`` bets on next, given the decided results so far, the length
    of the current run and of the one before it; None for no bet yet."""
    if system in ("flat-banker", "martingale", "paroli"):
        return "B"
    if system == "flat-player":
        return "P"
    if not decided:
        return None
    last, other = decided[-1], "P" if decided[-1] == "B" else "B"
    if system == "follow":
        return last
    if system == "against":
        return other
    # The big road's pattern: a column grows to the length of the one before it, then breaks.
    if not previous:
        return None
    return last if run < previous else other


def play_system(
    system: str, *, shoes: int = 100, seed: int = 1, table: PayTable = STANDARD, progress: Progress | None = None
) -> SystemResult:
    """Play ``system`` over ``shoes`` eight-deck shoes dealt from seeds ``seed`` on, to the cut card,
    with a stake of 10 (doubling up to the table maximum of 1,000 for the Martingale and the Paroli).
    ``progress``, if given, is told the fraction of the shoes played a few times (:class:`~.progress.Steps`).

        >>> result = play_system("flat-banker", shoes=2, seed=7)
        >>> result.bets == sum(len(shoe_results(seed)) for seed in (7, 8)), result.staked == result.bets * 1000
        (True, True)

    Raises :class:`BaccaratError` for an unknown system or a number of shoes outside 1 to 1,000.
    """
    if system not in SYSTEMS:
        raise BaccaratError(f"unknown system {quote(system)}: choose one of {', '.join(SYSTEMS)}")
    if isinstance(shoes, bool) or not isinstance(shoes, int) or not 1 <= shoes <= MOST_SHOES:
        raise BaccaratError(f"the number of shoes must be a whole number from 1 to {MOST_SHOES:,}, not {shoes!r}")
    edges = {"B": house_edge(Bet.BANKER, table=table), "P": house_edge(Bet.PLAYER, table=table)}
    win = {"B": table.banker, "P": table.player}
    base, top = STAKE * 100, TABLE_MAXIMUM * 100
    bets = staked = 0
    nets, costs = [], []
    steps = Steps(progress, shoes)
    for number in range(shoes):
        results = shoe_results(seed + number)
        decided, run, previous = "", 0, 0
        net, stake, wins = 0, base, 0
        on = {"B": 0, "P": 0}  # the stakes put on each side in this shoe: its cost is their edges' share
        for result in results:
            side = _side(system, decided, run, previous)
            if side is not None:
                bets += 1
                staked += stake
                on[side] += stake
                if result == side:
                    net += math.floor(win[side] * stake)  # a Banker win of 10 pays 9.50: whole cents always
                    stake, wins = _after_win(system, stake, wins, base)
                elif result != "T":
                    net -= stake
                    stake, wins = _after_loss(system, stake, base, top), 0
            if result != "T":
                if decided and result == decided[-1]:
                    run += 1
                else:
                    previous, run = run, 1
                decided += result
        nets.append(net)
        costs.append(Fraction(0) - edges["B"] * on["B"] - edges["P"] * on["P"])
        steps.done(number + 1)
    return SystemResult(system, seed, shoes, bets, staked, tuple(nets), tuple(costs))


def _after_win(system: str, stake: int, wins: int, base: int) -> tuple[int, int]:
    if system == "paroli" and wins + 1 < _PAROLI_WINS:
        return stake * 2, wins + 1
    return base, 0


def _after_loss(system: str, stake: int, base: int, top: int) -> int:
    if system == "martingale" and stake * 2 <= top:
        return stake * 2
    return base
