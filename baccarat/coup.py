"""Resolving a coup: which hands draw, who wins, and why, step by step."""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from .cards import Card, parse_cards, points_added
from .errors import CoupError, Sayable, Saying, about, counted_cards, mark, said
from .rules import (
    BANKER_ALWAYS_DRAWS_ON,
    BANKER_ALWAYS_STANDS_ON,
    PLAYER_DRAWS_ON,
    PLAYER_STANDS_ON,
    banker_decision,
    is_natural,
    player_draws,
    value_ranges,
)

__all__ = [
    "Coup",
    "Hand",
    "Outcome",
    "Side",
    "Step",
    "banker_reason",
    "explain",
    "play",
    "player_reason",
    "resolve",
    "resolve_hands",
    "then",
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

    @property
    def said(self) -> Saying:
        """The hand's name as words of a refusal: :attr:`title` in English, the hand's word in any language.

        >>> from baccarat.i18n import words
        >>> words("zh-Hant").say(Side.PLAYER.said)
        '閒家'
        """
        return Saying.pgettext("hand", "Player") if self is Side.PLAYER else Saying.pgettext("hand", "Banker")


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
    """One step of a dealer calling the hand: what the rules did, as data; :func:`explain` words it.

    ``rule`` is a stable id (``player-total``, ``banker-total``, ``natural``,
    ``no-natural``, ``player-draws``, ``player-stands``, ``banker-player-stood``,
    ``banker-chart``, ``banker-stands-7``, ``compare``). ``player_total`` and
    ``banker_total`` are the scores after the step. ``card`` is the card dealt in
    the step, if any. For Banker decisions, ``chart_cell`` is (Banker total,
    Player's third-card value or ``None`` when the Player stood) and ``draws``
    says what the chart said. ``cards`` is the hand a step reads: a hand's first two
    cards when its score is called, all three when it draws.
    """

    rule: str
    player_total: int
    banker_total: int
    card: Card | None = None
    draws: bool | None = None
    chart_cell: tuple[int, int | None] | None = None
    cards: tuple[Card, ...] = ()

    @property
    def text(self) -> str:
        """The step in the dealer's words, in English (:func:`explain` says it in any language)."""
        return str(explain(self))

    @property
    def said(self) -> Saying:
        """The step in the dealer's words, as words of a refusal (:func:`explain`)."""
        return explain(self)


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


def _sum_text(cards: Sequence[Card]) -> Sayable:
    """'7 + 8 = 15, which scores 5' style arithmetic, in words a dealer would use."""
    total, added = sum(card.points for card in cards), points_added(cards)
    return said(mark("{added}, which scores {score}"), added=added, score=total % 10) if total >= 10 else added


def player_reason(player_total: int) -> Saying:
    """What the Player does on this two-card total, and on which totals, in the dealer's words.

        >>> str(player_reason(4)), str(player_reason(6))
        ('draws on 0–5', 'stands on 6 or 7')

    Raises :class:`~baccarat.errors.CoupError` as :func:`~baccarat.rules.player_draws` does.
    """
    if player_draws(player_total):
        return said(mark("draws on {totals}"), totals=value_ranges(PLAYER_DRAWS_ON))
    return said(mark("stands on {totals}"), totals=value_ranges(PLAYER_STANDS_ON, conjunction=" or "))


def banker_reason(banker_total: int, player_third: int | None) -> Saying:
    """Why the Banker draws or stands on this total, in the dealer's words.

        >>> str(banker_reason(5, 3))
        "the Player's third card counts 3, and on 5 the Banker stands against 3"

    Raises :class:`~baccarat.errors.CoupError` as :func:`~baccarat.rules.banker_decision` does.
    """
    decision = banker_decision(banker_total, player_third)
    if decision.rule == "banker-stands-7":
        return said(mark("Banker always stands on {total}"), total=BANKER_ALWAYS_STANDS_ON)
    if player_third is None:
        if decision.draws:
            return said(mark("the Player stood, so Banker draws on {total}, as the Player would"), total=banker_total)
        return said(mark("the Player stood, so Banker stands on {total}, as the Player would"), total=banker_total)
    if banker_total in BANKER_ALWAYS_DRAWS_ON:  # a row that draws whatever the third card
        return said(mark("Banker {totals} always draws"), totals=value_ranges(BANKER_ALWAYS_DRAWS_ON))
    if decision.draws:
        return said(
            mark("the Player's third card counts {third}, and on {total} the Banker draws against {third}"),
            third=player_third,
            total=banker_total,
        )
    return said(
        mark("the Player's third card counts {third}, and on {total} the Banker stands against {third}"),
        third=player_third,
        total=banker_total,
    )


def then(*sentences: Sayable) -> Sayable:
    """Sentences one after another, as each language writes them (English puts a space between).

        >>> str(then("Player wins.", "Banker loses."))
        'Player wins. Banker loses.'

    Raises nothing.
    """
    joined = sentences[0] if sentences else ""
    for sentence in sentences[1:]:
        # Translators: two sentences in a row; Chinese writes them with no space between.
        joined = said(mark("{first} {second}"), first=joined, second=sentence)
    return joined


def explain(step: Step) -> Saying:
    """A step in the dealer's words (:meth:`baccarat.i18n.Words.say` words it in a reader's language).

        >>> str(explain(resolve("2 3 2 K 8").steps[3]))
        'Player has 4, and draws on 0–5: draws 8 (8 points). 2 + 2 + 8 = 12, which scores 2. Player now has 2.'

    Raises :class:`~baccarat.errors.CoupError` for a step no coup takes (one made by hand).
    """
    p, b, rule = step.player_total, step.banker_total, step.rule
    if rule in ("player-total", "banker-total"):
        first, second = (str(card) for card in step.cards)
        arithmetic = _sum_text(step.cards)
        if rule == "player-total":
            return said(
                mark("Player holds {first} and {second}: {arithmetic}. Player has {total}."),
                first=first,
                second=second,
                arithmetic=arithmetic,
                total=p,
            )
        return said(
            mark("Banker holds {first} and {second}: {arithmetic}. Banker has {total}."),
            first=first,
            second=second,
            arithmetic=arithmetic,
            total=b,
        )
    if rule == "natural":
        if is_natural(p) and is_natural(b):
            return said(
                mark("Player has a natural {player} and Banker has a natural {banker}, so neither hand draws."),
                player=p,
                banker=b,
            )
        if is_natural(p):
            return said(mark("Player has a natural {total}, so neither hand draws."), total=p)
        return said(mark("Banker has a natural {total}, so neither hand draws."), total=b)
    if rule == "no-natural":
        return said(
            mark("No natural (Player {player}, Banker {banker}): the drawing rules decide."), player=p, banker=b
        )
    if rule == "player-stands":
        return said(mark("Player has {total}, and {reason}."), total=p, reason=player_reason(p))
    card = step.card
    if rule == "player-draws" and card is not None:
        before = sum(held.points for held in step.cards[:2]) % 10
        return said(
            mark("Player has {total}, and {reason}: draws {card} ({points}). {arithmetic}. Player now has {new}."),
            total=before,
            reason=player_reason(before),
            card=card,
            points=_points(card),
            arithmetic=_sum_text(step.cards),
            new=p,
        )
    if rule == "compare":
        outcome = winner(p, b)
        if outcome is Outcome.PLAYER:
            return said(mark("Player {player} beats Banker {banker}: Player wins."), player=p, banker=b)
        if outcome is Outcome.BANKER:
            return said(mark("Banker {banker} beats Player {player}: Banker wins."), player=p, banker=b)
        return said(mark("Player {player}, Banker {banker}: a tie."), player=p, banker=b)
    if step.chart_cell is None:  # only a step made by hand: play() makes every other kind
        raise CoupError(f"step {rule!r} is not one a coup takes")
    total, third = step.chart_cell
    reason = banker_reason(total, third)
    if card is None:
        return said(mark("Banker has {total}; {reason}."), total=total, reason=reason)
    return said(
        mark("Banker has {total}; {reason}: draws {card} ({points}). {arithmetic}. Banker now has {new}."),
        total=total, reason=reason, card=card, points=_points(card), arithmetic=_sum_text(step.cards), new=b,
    )  # fmt: skip


def _points(card: Card) -> Saying:
    return Saying.ngettext("{count} point", "{count} points", card.points, count=card.points)


def play(draw: Callable[[Side], Card]) -> Coup:
    """Play one coup, asking ``draw(side)`` for each card in dealing order.

    The single implementation of the dealing procedure; :func:`resolve`,
    :func:`resolve_hands` and the shoe all go through it.

        >>> cards = iter(parse_cards("9 8 K K"))
        >>> play(lambda side: next(cards)).outcome
        <Outcome.PLAYER: 'player'>

    Raises whatever ``draw`` raises when it has no card to give.
    """
    # Totals are kept as running sums of points and the rules are read from tables made by the rules'
    # own functions (below): this is the inner loop of every enumeration, so it builds no hand twice.
    first_player, first_banker = draw(Side.PLAYER), draw(Side.BANKER)
    player: tuple[Card, ...] = (first_player, draw(Side.PLAYER))
    banker: tuple[Card, ...] = (first_banker, draw(Side.BANKER))
    player_points = player[0].points + player[1].points
    banker_points = banker[0].points + banker[1].points
    p, b = player_points % 10, banker_points % 10
    steps = [Step("player-total", p, b, cards=player), Step("banker-total", p, b, cards=banker)]
    if _NATURAL[p] or _NATURAL[b]:
        steps.append(Step("natural", p, b))
    else:
        steps.append(Step("no-natural", p, b))
        player_third: int | None = None
        if _PLAYER_DRAWS[p]:
            card = draw(Side.PLAYER)
            player = (*player, card)
            player_third = card.points
            p = (player_points + player_third) % 10
            steps.append(Step("player-draws", p, b, card=card, draws=True, cards=player))
        else:
            steps.append(Step("player-stands", p, b, draws=False))
        decision = _BANKER_DECISIONS[b, player_third]
        cell = (b, player_third)
        if decision.draws:
            card = draw(Side.BANKER)
            banker = (*banker, card)
            b = (banker_points + card.points) % 10
            steps.append(Step(decision.rule, p, b, card=card, draws=True, chart_cell=cell, cards=banker))
        else:
            steps.append(Step(decision.rule, p, b, draws=False, chart_cell=cell))
    steps.append(Step("compare", p, b))
    return Coup(Hand(player), Hand(banker), winner(p, b), tuple(steps))


# The rules as tables, read from the rules' own functions once: is_natural and player_draws by two-card
# total, banker_decision by (Banker total, Player's third card or None) for every total that can draw.
_NATURAL = tuple(is_natural(total) for total in range(10))
_PLAYER_DRAWS = tuple(not _NATURAL[total] and player_draws(total) for total in range(10))
_BANKER_DECISIONS = {
    (total, third): banker_decision(total, third)
    for total in range(10)
    if not _NATURAL[total]
    for third in (None, *range(10))
}


def _dealer(cards: tuple[Card, ...]) -> tuple[Callable[[Side], Card], Iterator[Card]]:
    """A draw function over a fixed card sequence, with a helpful message when it runs dry."""
    remaining = iter(cards)
    dealt: list[Card] = []

    def draw(side: Side) -> Card:
        card = next(remaining, None)
        if card is None:
            raise CoupError.said(
                mark("too few cards: after {dealt} the rules give the {side} another card, but none is left"),
                dealt=" ".join(map(str, dealt)),
                side=side.said,
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
        shown = " ".join(map(str, left_over[:_SHOWN_LEFT_OVER])) + (" …" if len(left_over) > _SHOWN_LEFT_OVER else "")
        raise CoupError.said(
            mark("{cards} left over after the coup was complete: {shown} (the coup used {used} of {given} cards)"),
            field="cards",
            cards=counted_cards(len(left_over)),
            shown=shown,
            used=len(coup.cards),
            given=len(given),
        )
    return coup


_SHOWN_LEFT_OVER = 6  # a refusal names the first few cards left over, not a pasted shoe's worth

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
            raise CoupError.said(
                mark("{side} has {cards}: a hand has two or three cards"),
                field=side.value,
                side=side.said,
                cards=counted_cards(len(hands[side])),
            )
    queues = {side: list(cards) for side, cards in hands.items()}

    def draw(side: Side) -> Card:
        queue = queues[side]
        if not queue:
            two = hands[side][:2]
            total = sum(card.points for card in two) % 10
            raise CoupError.said(
                mark(
                    "{side} has {total} on two cards ({first} and {second}) and must draw, but only two cards were "
                    "given for the {side}"
                ),
                field=side.value,
                side=side.said,
                total=total,
                first=str(two[0]),
                second=str(two[1]),
            )
        return queue.pop(0)

    coup = play(draw)
    for side, queue in queues.items():
        if queue:
            why = next(step for step in coup.steps if step.rule in _DECIDED_STANDING[side])
            raise CoupError.said(
                mark("{side} cannot have a third card ({card}): {why}"),
                field=side.value,
                side=side.said,
                card=str(queue[0]),
                why=why.said,
            )
    return coup
