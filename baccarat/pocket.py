"""The cards in front of you: a coup dealt so far, what happens next and why, and the exact chances from here.

A learner at a table sees the cards one at a time. :func:`position` says where a coup stands after
any number of its cards (in dealing order), and :func:`chances` gives the exact probability that the
Player wins, the Banker wins or the coup ties, from a fresh shoe less the cards already seen.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import zip_longest
from math import perm

from .cards import Card, hand_total, parse_cards
from .coup import Coup, Outcome, Side, banker_reason, explain, play, player_reason, then, winner
from .errors import BaccaratError, CoupError, Sayable, ShoeError, Worded, about, counted_cards, mark, said
from .odds import exact_odds
from .rules import banker_draws, is_natural, player_draws
from .shoe import value_counts

__all__ = ["NEXT", "Position", "chances", "position", "refused", "unfinished"]

#: Where the next card goes, in dealing order, or ``done`` when the coup is over.
NEXT = ("player", "banker", "player-third", "banker-third", "done")


@dataclass(frozen=True, slots=True)
class Position:
    """A coup after its first cards: the hands so far, where the next card goes (one of :data:`NEXT`),
    what the dealer would say about it (``said``, worded in a reader's language by
    :meth:`baccarat.i18n.Words.say`; :attr:`says` in English), and the finished :class:`~baccarat.coup.Coup` once
    it is over.
    """

    cards: tuple[Card, ...]
    player: tuple[Card, ...]
    banker: tuple[Card, ...]
    next: str
    said: Sayable
    coup: Coup | None = None

    @property
    def says(self) -> str:
        """What the dealer would say, in English."""
        return str(self.said)


class _Wanted(Exception):
    """The rules asked for a card that has not been seen yet."""

    def __init__(self, side: Side) -> None:
        super().__init__(side.value)
        self.side = side


def position(cards: str | Iterable[str | Card]) -> Position:
    """Where a coup stands after ``cards`` (in dealing order, any number from none to the whole coup);
    what the dealer says about it.

        >>> position("2 3 2 K").next
        'player-third'
        >>> position("2 3 2 K").says
        "No natural: Player has 4 on two cards, and draws on 0–5. The next card is the Player's third."
        >>> position("2 3 2 K 3").says.split("; ")[1]
        "the Player's third card counts 3, and on 3 the Banker draws against 3. The next card is the Banker's third."
        >>> position("9 8 K K").next
        'done'

    Raises :class:`~baccarat.errors.CardError` for a bad token and :class:`~baccarat.errors.CoupError`
    for a card after the coup is over.
    """
    with about("cards"):
        given = parse_cards(cards, allow_empty=True)
    queue = list(given)
    hands: dict[Side, list[Card]] = {Side.PLAYER: [], Side.BANKER: []}

    def draw(side: Side) -> Card:
        if not queue:
            raise _Wanted(side)
        hands[side].append(queue.pop(0))
        return hands[side][-1]

    try:
        coup = play(draw)
    except _Wanted as wanted:
        player, banker = tuple(hands[Side.PLAYER]), tuple(hands[Side.BANKER])
        side = wanted.side
        if len(hands[side]) < 2:
            return Position(given, player, banker, side.value, _next_card_says(side, len(hands[side])))
        return Position(given, player, banker, f"{side.value}-third", _third_card_says(player, banker, side))
    if queue:
        last = coup.steps[-1]
        raise CoupError.said(
            mark("the coup was over after {cards} ({why}): {rest} belongs to the next coup"),
            field="cards",
            cards=counted_cards(len(coup.cards)),
            why=last.said,
            rest=" ".join(map(str, queue)),
        )
    says = then(explain(coup.steps[-2]), explain(coup.steps[-1]))
    return Position(given, coup.player.cards, coup.banker.cards, "done", says, coup)


def unfinished(
    cards: str | Iterable[str | Card] = "",
    *,
    player: str | Iterable[str | Card] = "",
    banker: str | Iterable[str | Card] = "",
) -> Position | None:
    """Where a coup typed before it is over stands, or ``None`` when the cards are not the start of a coup.

    Typed as ``cards`` in dealing order, or as the two hands so far (the Player's cards, the Banker's):

        >>> unfinished(player="2 2", banker="3 K").next
        'player-third'
        >>> unfinished("2 3 2 K 8") is None, unfinished(player="2 2 8", banker="3") is None
        (True, True)

    Raises nothing: cards that are no coup's start are ``None``, for the caller's own message.
    """
    try:
        if cards:
            now = position(cards)
        else:
            hands = parse_cards(player, allow_empty=True), parse_cards(banker, allow_empty=True)
            # Dealing order, if the hands are a coup's start (checked below): the first two each, in turn, then thirds.
            first = [card for pair in zip_longest(hands[0][:2], hands[1][:2]) for card in pair if card is not None]
            now = position([*first, *hands[0][2:], *hands[1][2:]])
            if (now.player, now.banker) != hands:
                return None
    except BaccaratError:
        return None
    return now if now.coup is None else None


def refused(
    error: CoupError,
    cards: str = "",
    *,
    player: str = "",
    banker: str = "",
    field: str | None = None,
) -> CoupError:
    """The refusal of a form that needs a whole coup: ``error`` itself, unless the cards typed (as for
    :func:`unfinished`) are the start of a coup, which is then refused with what happens next.

    ``field`` names the one field the cards were typed in; by default, the hand the next card goes to.

        >>> str(refused(CoupError("too few cards"), player="9", banker="K"))
        "the coup is not over yet. The next card is the Player's second"
    """
    now = unfinished(cards, player=player, banker=banker)
    if now is None:
        return error
    # What happens next: English without its full stop (the refusal's own ends it), another language's sentence whole.
    says = Worded(now.says.removesuffix("."), now.said)
    return CoupError.said(mark("the coup is not over yet. {says}"), field=field or now.next.split("-")[0], says=says)


def _next_card_says(side: Side, held: int) -> Sayable:
    """Which of its first two cards ``side`` takes next, holding ``held``."""
    if side is Side.PLAYER:
        return (
            said(mark("The next card is the Player's first."))
            if held == 0
            else said(mark("The next card is the Player's second."))
        )
    return (
        said(mark("The next card is the Banker's first."))
        if held == 0
        else said(mark("The next card is the Banker's second."))
    )


def _third_card_says(player: tuple[Card, ...], banker: tuple[Card, ...], side: Side) -> Sayable:
    """Why the rules give ``side`` a third card, as the dealer would call it."""
    p, b = hand_total(player[:2]), hand_total(banker)
    if side is Side.PLAYER:
        return said(
            mark("No natural: Player has {total} on two cards, and {reason}. The next card is the Player's third."),
            total=p, reason=player_reason(p),
        )  # fmt: skip
    reason = banker_reason(b, player[2].points if len(player) == 3 else None)
    says = said(mark("Banker has {total}; {reason}. The next card is the Banker's third."), total=b, reason=reason)
    if len(player) == 3:
        return says
    stood = said(mark("No natural: Player has {total}, and {reason}."), total=p, reason=player_reason(p))
    return then(stood, says)


def chances(cards: str | Iterable[str | Card], decks: int = 8) -> tuple[Fraction, Fraction, Fraction]:
    """The exact chances that the Player wins, the Banker wins and the coup ties, after ``cards``.

    The rest of the coup is dealt from a fresh shoe of ``decks`` decks less the cards seen, every order
    of the remaining cards equally likely. A finished coup has one certain result.

        >>> [f"{float(x):.6f}" for x in chances("", 8)]
        ['0.446247', '0.458597', '0.095156']
        >>> chances("9 8 K K")
        (Fraction(1, 1), Fraction(0, 1), Fraction(0, 1))

    Raises what :func:`position` raises, and :class:`~baccarat.errors.ShoeError` for decks outside
    1–8 or more cards of a rank than the shoe holds.
    """
    now = position(cards)
    remaining = value_counts(decks, now.cards)
    if now.coup is not None:
        outcome = now.coup.outcome
        return tuple(Fraction(int(outcome is side)) for side in _OUTCOMES)  # type: ignore[return-value]
    if sum(remaining) < 6 - len(now.cards):
        raise ShoeError.said(
            mark("only {cards} left: the coup may need {need}"),
            cards=counted_cards(sum(remaining)),
            need=6 - len(now.cards),
        )
    if not now.cards:
        return _fresh_shoe(decks)
    return _from_here([c.points for c in now.player], [c.points for c in now.banker], list(remaining))


_OUTCOMES = (Outcome.PLAYER, Outcome.BANKER, Outcome.TIE)
_INDEX = {outcome: index for index, outcome in enumerate(_OUTCOMES)}


@lru_cache(maxsize=8)
def _fresh_shoe(decks: int) -> tuple[Fraction, Fraction, Fraction]:
    odds = exact_odds(decks)
    return odds.player, odds.banker, odds.tie


def _next_side(p: list[int], b: list[int]) -> Side | None:
    """Which hand takes the next card, on point values alone (the fast twin of :func:`position`)."""
    dealt = len(p) + len(b)
    if dealt < 4:
        return Side.PLAYER if dealt % 2 == 0 else Side.BANKER
    pt, bt = (p[0] + p[1]) % 10, (b[0] + b[1]) % 10
    if is_natural(pt) or is_natural(bt) or len(b) == 3:
        return None
    if len(p) == 2 and player_draws(pt):
        return Side.PLAYER
    return Side.BANKER if banker_draws(bt, p[2] if len(p) == 3 else None) else None


def _from_here(p: list[int], b: list[int], counts: list[int]) -> tuple[Fraction, Fraction, Fraction]:
    """Every way the rest of the coup can go, weighted by how many cards of each value remain.

    A path that deals ``m`` more cards has weight (cards of its values left, one after another) out of
    ``n·(n−1)·…`` to ``m`` factors. The Banker's third card, always the last, is not looped over: its
    weights are the remaining counts summed once per (Banker total, Player total), less the cards
    this path already used.
    """
    n = sum(counts)
    by_cards = [[0, 0, 0] for _ in range(7)]  # [m][outcome]: weights of paths that deal m more cards
    last = [[[0, 0, 0] for _ in range(10)] for _ in range(10)]  # [Banker two-card total][Player final]
    for bt in range(10):
        for pt in range(10):
            for z in range(10):
                last[bt][pt][_INDEX[winner(pt, (bt + z) % 10)]] += counts[z]

    def walk(m: int, weight: int, used: tuple[int, ...]) -> None:
        side = _next_side(p, b)
        if side is None:
            by_cards[m][_INDEX[winner(sum(p) % 10, sum(b) % 10)]] += weight
            return
        if side is Side.BANKER and len(b) == 2:
            pt, bt = sum(p) % 10, sum(b) % 10
            row = list(last[bt][pt])
            for value in used:
                row[_INDEX[winner(pt, (bt + value) % 10)]] -= 1
            for index in range(3):
                by_cards[m + 1][index] += weight * row[index]
            return
        hand = p if side is Side.PLAYER else b
        for value in range(10):
            left = counts[value]
            if left:
                counts[value] -= 1
                hand.append(value)
                walk(m + 1, weight * left, (*used, value))
                hand.pop()
                counts[value] += 1

    walk(0, 1, ())
    return tuple(  # type: ignore[return-value]
        sum((Fraction(by_cards[m][index], perm(n, m)) for m in range(7) if by_cards[m][index]), Fraction(0))
        for index in range(3)
    )
