"""Resolving a coup: which hands draw, who wins, and why, step by step."""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from .cards import Card, parse_cards, points_added
from .errors import CoupError, about, counted
from .rules import (
    BANKER_ALWAYS_STANDS_ON,
    PLAYER_DRAWS_ON,
    PLAYER_STANDS_ON,
    banker_decision,
    is_natural,
    player_draws,
    value_ranges,
)

# The rule numbers as a dealer says them, from the rules data ("0–5", "6 or 7").
_PLAYER_DRAWS = value_ranges(PLAYER_DRAWS_ON)
_PLAYER_STANDS = value_ranges(PLAYER_STANDS_ON, conjunction=" or ")

__all__ = [
    "Coup",
    "Hand",
    "Outcome",
    "Side",
    "Step",
    "banker_reason",
    "play",
    "player_reason",
    "resolve",
    "resolve_hands",
    "winner",
]


class Side(enum.Enum):
    """The two hands. They are names of hands, not of people."""

    PLAYER = "player"
    BANKER = "banker"

    @property
    def title(self) -> str:
        """``'Player'`` or ``'Banker'``."""
        return self.value.capitalize()


class Outcome(enum.Enum):
    """Who won the coup."""

    PLAYER = "player"
    BANKER = "banker"
    TIE = "tie"


def winner(player_total: int, banker_total: int) -> Outcome:
    """Who wins on these final totals: the higher total wins, equal totals tie.

    The one place the rule is written: coups, odds, payouts and the distributions ask it.

        >>> winner(3, 7).value, winner(9, 2).value, winner(6, 6).value
        ('banker', 'player', 'tie')

    Raises nothing.
    """
    if player_total > banker_total:
        return Outcome.PLAYER
    return Outcome.BANKER if banker_total > player_total else Outcome.TIE


@dataclass(frozen=True, slots=True)
class Hand:
    """Two or three cards and their score.

        >>> Hand((Card("7"), Card("8"))).total
        5

    Build hands through :func:`resolve` or :func:`resolve_hands`, which check the rules.
    """

    cards: tuple[Card, ...]

    @property
    def total(self) -> int:
        """The score: the sum of the points with only the last digit kept."""
        return sum(card.points for card in self.cards) % 10

    @property
    def drew(self) -> bool:
        """Whether the hand took a third card."""
        return len(self.cards) == 3

    def __repr__(self) -> str:
        return f"Hand({self.cards!r})"


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a dealer calling the hand.

    ``rule`` is a stable id (``player-total``, ``banker-total``, ``natural``,
    ``no-natural``, ``player-draws``, ``player-stands``, ``banker-player-stood``,
    ``banker-chart``, ``banker-stands-7``, ``compare``). ``player_total`` and
    ``banker_total`` are the scores after the step. ``card`` is the card dealt in
    the step, if any. For Banker decisions, ``chart_cell`` is (Banker total,
    Player's third-card value or ``None`` when the Player stood) and ``draws``
    says what the chart said.
    """

    rule: str
    text: str
    player_total: int
    banker_total: int
    card: Card | None = None
    draws: bool | None = None
    chart_cell: tuple[int, int | None] | None = None


@dataclass(frozen=True, slots=True)
class Coup:
    """A finished coup: both hands, the outcome and the explanation.

        >>> coup = resolve("2 3 2 K 8")
        >>> coup.outcome, coup.player.total, coup.banker.total
        (<Outcome.BANKER: 'banker'>, 2, 3)

    Coups are made by :func:`resolve`, :func:`resolve_hands` and :class:`~baccarat.shoe.Shoe`.
    """

    player: Hand
    banker: Hand
    outcome: Outcome
    steps: tuple[Step, ...]

    @property
    def natural(self) -> bool:
        """Whether either hand had a natural (so neither drew)."""
        return any(step.rule == "natural" for step in self.steps)

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards in dealing order: Player, Banker, Player, Banker, then any third cards."""
        p, b = self.player.cards, self.banker.cards
        return (p[0], b[0], p[1], b[1], *p[2:], *b[2:])

    @property
    def winner_total(self) -> int | None:
        """The winning hand's total, or ``None`` for a tie."""
        if self.outcome is Outcome.TIE:
            return None
        return (self.player if self.outcome is Outcome.PLAYER else self.banker).total

    def __repr__(self) -> str:
        return f"resolve({' '.join(card.token for card in self.cards)!r})"


def _sum_text(cards: Sequence[Card]) -> str:
    """'7 + 8 = 15, so 5' style arithmetic, in words a dealer would use."""
    total = sum(card.points for card in cards)
    return f"{points_added(cards)}, which scores {total % 10}" if total >= 10 else points_added(cards)


def _cards_text(cards: Iterable[Card]) -> str:
    return " and ".join(str(card) for card in cards)


def player_reason(player_total: int) -> str:
    """What the Player does on this two-card total, and on which totals, in the dealer's words.

        >>> player_reason(4), player_reason(6)
        ('draws on 0–5', 'stands on 6 or 7')

    Raises :class:`~baccarat.errors.CoupError` as :func:`~baccarat.rules.player_draws` does.
    """
    return f"draws on {_PLAYER_DRAWS}" if player_draws(player_total) else f"stands on {_PLAYER_STANDS}"


def banker_reason(banker_total: int, player_third: int | None) -> str:
    """Why the Banker draws or stands on this total, in the dealer's words.

        >>> banker_reason(5, 3)
        "the Player's third card counts 3, and on 5 the Banker stands against 3"

    Raises :class:`~baccarat.errors.CoupError` as :func:`~baccarat.rules.banker_decision` does.
    """
    decision = banker_decision(banker_total, player_third)
    action = "draws" if decision.draws else "stands"
    if decision.rule == "banker-stands-7":
        return f"Banker always stands on {BANKER_ALWAYS_STANDS_ON}"
    if player_third is None:
        return f"the Player stood, so Banker {action} on {banker_total}, as the Player would"
    return (
        f"the Player's third card counts {player_third}, and on {banker_total} the Banker "
        f"{action} against {player_third}"
    )


def play(draw: Callable[[Side], Card]) -> Coup:
    """Play one coup, asking ``draw(side)`` for each card in dealing order.

    The single implementation of the dealing procedure; :func:`resolve`,
    :func:`resolve_hands` and the shoe all go through it.

        >>> cards = iter(parse_cards("9 8 K K"))
        >>> play(lambda side: next(cards)).outcome
        <Outcome.PLAYER: 'player'>

    Raises whatever ``draw`` raises when it has no card to give.
    """
    player = [draw(Side.PLAYER)]
    banker = [draw(Side.BANKER)]
    player.append(draw(Side.PLAYER))
    banker.append(draw(Side.BANKER))
    p, b = Hand(tuple(player)).total, Hand(tuple(banker)).total
    steps = [
        Step("player-total", f"Player holds {_cards_text(player)}: {_sum_text(player)}. Player has {p}.", p, b),
        Step("banker-total", f"Banker holds {_cards_text(banker)}: {_sum_text(banker)}. Banker has {b}.", p, b),
    ]
    if is_natural(p) or is_natural(b):
        naturals = " and ".join(
            f"{side.title} has a natural {total}"
            for side, total in ((Side.PLAYER, p), (Side.BANKER, b))
            if is_natural(total)
        )
        steps.append(Step("natural", f"{naturals}, so neither hand draws.", p, b))
    else:
        steps.append(Step("no-natural", f"No natural (Player {p}, Banker {b}): the drawing rules decide.", p, b))
        player_third: int | None = None
        if player_draws(p):
            card = draw(Side.PLAYER)
            player.append(card)
            player_third = card.points
            new_p = Hand(tuple(player)).total
            steps.append(Step(
                "player-draws",
                f"Player has {p}, and {player_reason(p)}: draws {card} ({counted(card.points, 'point')}). "
                f"{_sum_text(player)}. Player now has {new_p}.",
                new_p, b, card=card, draws=True,
            ))  # fmt: skip
            p = new_p
        else:
            steps.append(
                Step(
                    "player-stands",
                    f"Player has {p}, and {player_reason(p)}.",
                    p,
                    b,
                    draws=False,
                )
            )
        decision = banker_decision(b, player_third)
        reason = banker_reason(b, player_third)
        cell = (b, player_third)
        if decision.draws:
            card = draw(Side.BANKER)
            banker.append(card)
            new_b = Hand(tuple(banker)).total
            steps.append(Step(
                decision.rule,
                f"Banker has {b}; {reason}: draws {card} ({counted(card.points, 'point')}). "
                f"{_sum_text(banker)}. Banker now has {new_b}.",
                p, new_b, card=card, draws=True, chart_cell=cell,
            ))  # fmt: skip
        else:
            steps.append(Step(decision.rule, f"Banker has {b}; {reason}.", p, b, draws=False, chart_cell=cell))
    player_hand, banker_hand = Hand(tuple(player)), Hand(tuple(banker))
    p, b = player_hand.total, banker_hand.total
    outcome = winner(p, b)
    if outcome is Outcome.PLAYER:
        verdict = f"Player {p} beats Banker {b}: Player wins."
    elif outcome is Outcome.BANKER:
        verdict = f"Banker {b} beats Player {p}: Banker wins."
    else:
        verdict = f"Player {p}, Banker {b}: a tie."
    steps.append(Step("compare", verdict, p, b))
    return Coup(player_hand, banker_hand, outcome, tuple(steps))


def _dealer(cards: tuple[Card, ...]) -> tuple[Callable[[Side], Card], Iterator[Card]]:
    """A draw function over a fixed card sequence, with a helpful message when it runs dry."""
    remaining = iter(cards)
    dealt: list[Card] = []

    def draw(side: Side) -> Card:
        card = next(remaining, None)
        if card is None:
            raise CoupError(
                f"too few cards: after {' '.join(map(str, dealt))} the rules give the "
                f"{side.title} another card, but none is left"
            )
        dealt.append(card)
        return card

    return draw, remaining


def resolve(cards: str | Iterable[str | Card]) -> Coup:
    """Resolve a coup from cards in dealing order.

    Order: Player, Banker, Player, Banker, then the Player's third card if the
    rules call for one, then the Banker's.

        >>> coup = resolve("2 3 2 K 8")
        >>> coup.outcome.value, coup.player.total, coup.banker.total, coup.natural
        ('banker', 2, 3, False)
        >>> [step.rule for step in coup.steps]
        ['player-total', 'banker-total', 'no-natural', 'player-draws', 'banker-chart', 'compare']

    Raises :class:`~baccarat.errors.CardError` for a bad token and
    :class:`~baccarat.errors.CoupError` for too few cards or cards left over.
    """
    with about("cards"):
        given = parse_cards(cards)
        draw, remaining = _dealer(given)
        coup = play(draw)
    left_over = list(remaining)
    if left_over:
        raise CoupError(
            f"{counted(len(left_over), 'card')} left over after the coup was complete: "
            f"{' '.join(map(str, left_over))} (the coup used {len(coup.cards)} of {len(given)} cards)",
            field="cards",
        )
    return coup


# The steps that explain why a hand took no third card.
_DECIDED_STANDING = {
    Side.PLAYER: ("natural", "player-stands"),
    Side.BANKER: ("natural", "banker-player-stood", "banker-chart", "banker-stands-7"),
}


def resolve_hands(*, player: str | Iterable[str | Card], banker: str | Iterable[str | Card]) -> Coup:
    """Resolve a coup from the two finished hands, checking them against the rules.

        >>> resolve_hands(player="2 2 8", banker="3 K").outcome
        <Outcome.BANKER: 'banker'>

    Raises :class:`~baccarat.errors.CoupError` when a hand has the wrong number
    of cards or contradicts the drawing rules, naming the rule.
    """
    hands = {}
    for side, given in ((Side.PLAYER, player), (Side.BANKER, banker)):
        with about(side.value):
            hands[side] = parse_cards(given)
        if len(hands[side]) not in (2, 3):
            raise CoupError(
                f"{side.title} has {counted(len(hands[side]), 'card')}: a hand has two or three cards", field=side.value
            )
    queues = {side: list(cards) for side, cards in hands.items()}

    def draw(side: Side) -> Card:
        queue = queues[side]
        if not queue:
            two = hands[side][:2]
            total = sum(card.points for card in two) % 10
            raise CoupError(
                f"{side.title} has {total} on two cards ({_cards_text(two)}) and must draw, "
                f"but only two cards were given for the {side.title}",
                field=side.value,
            )
        return queue.pop(0)

    coup = play(draw)
    for side, queue in queues.items():
        if queue:
            why = next(step.text for step in coup.steps if step.rule in _DECIDED_STANDING[side])
            raise CoupError(f"{side.title} cannot have a third card ({queue[0]}): {why}", field=side.value)
    return coup
