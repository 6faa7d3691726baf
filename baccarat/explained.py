"""A coup's steps told in the reader's language, for the lesson's and the Drill's explanations.

:mod:`baccarat.coup` words each step in English (``Step.text``) as it plays a coup. The lesson and the
Drill explain their answers with the same words in any language: :func:`explain_step` says a step
again from its data (totals, cards, chart cell), one whole sentence per case, so that a translator
can order each sentence freely. In English it is exactly the step's own text (a test compares them
over thousands of coups).
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card, points_added
from .coup import Coup, Outcome, Step
from .i18n import Words, words
from .rules import BANKER_ALWAYS_STANDS_ON, PLAYER_DRAWS_ON, PLAYER_STANDS_ON, is_natural, value_ranges

__all__ = ["added_words", "explain_step"]


def added_words(cards: Sequence[Card], *, lang: str = "en") -> str:
    """The points of ``cards`` added up, and the score when the sum reaches ten (only its last digit counts).

        >>> from baccarat.cards import parse_cards
        >>> added_words(parse_cards("7 8")), added_words(parse_cards("2 3"))
        ('7 + 8 = 15, which scores 5', '2 + 3 = 5')

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    total = sum(card.points for card in cards)
    if total < 10:
        return points_added(cards)
    return w("{added}, which scores {score}", added=points_added(cards), score=total % 10)


def _points(w: Words, card: Card) -> str:
    return w.ngettext("{count} point", "{count} points", card.points, count=card.points)


def _totals(coup: Coup, step: Step, w: Words) -> str:
    first, second = (str(card) for card in (coup.player if step.rule == "player-total" else coup.banker).cards[:2])
    if step.rule == "player-total":
        added = added_words(coup.player.cards[:2], lang=w.lang)
        return w("Player holds {first} and {second}: {arithmetic}. Player has {total}.",
                 first=first, second=second, arithmetic=added, total=step.player_total)  # fmt: skip
    added = added_words(coup.banker.cards[:2], lang=w.lang)
    return w("Banker holds {first} and {second}: {arithmetic}. Banker has {total}.",
             first=first, second=second, arithmetic=added, total=step.banker_total)  # fmt: skip


def _naturals(step: Step, w: Words) -> str:
    player, banker = step.player_total, step.banker_total
    if is_natural(player) and is_natural(banker):
        return w("Player has a natural {player} and Banker has a natural {banker}, so neither hand draws.",
                 player=player, banker=banker)  # fmt: skip
    if is_natural(player):
        return w("Player has a natural {total}, so neither hand draws.", total=player)
    return w("Banker has a natural {total}, so neither hand draws.", total=banker)


def _player(coup: Coup, step: Step, w: Words) -> str:
    total = sum(card.points for card in coup.player.cards[:2]) % 10
    if step.card is None:
        # Translators: "6 or 7": the totals a hand stands on, the last one joined by this word.
        stands_on = value_ranges(PLAYER_STANDS_ON, conjunction=w.pgettext("the last of a list", " or "))
        return w("Player has {total}, and stands on {stands_on}.", total=total, stands_on=stands_on)
    return w(
        "Player has {total}, and draws on {draws_on}: draws {card} ({points}). {added}. Player now has {new}.",
        total=total, draws_on=value_ranges(PLAYER_DRAWS_ON), card=str(step.card), points=_points(w, step.card),
        added=added_words(coup.player.cards, lang=w.lang), new=step.player_total,
    )  # fmt: skip


def _banker(coup: Coup, step: Step, w: Words) -> str:
    assert step.chart_cell is not None  # a Banker decision names its cell
    total, third = step.chart_cell
    if step.rule == "banker-stands-7":
        return w("Banker has {total}; Banker always stands on {seven}.", total=total, seven=BANKER_ALWAYS_STANDS_ON)
    if step.card is None:
        if third is None:
            return w("Banker has {total}; the Player stood, so Banker stands on {total}, as the Player would.",
                     total=total)  # fmt: skip
        return w("Banker has {total}; the Player's third card counts {third}, and on {total} the Banker stands "
                 "against {third}.", total=total, third=third)  # fmt: skip
    drawn = {"card": str(step.card), "points": _points(w, step.card), "new": step.banker_total,
             "added": added_words(coup.banker.cards, lang=w.lang)}  # fmt: skip
    if third is None:
        return w("Banker has {total}; the Player stood, so Banker draws on {total}, as the Player would: draws "
                 "{card} ({points}). {added}. Banker now has {new}.", total=total, **drawn)  # fmt: skip
    return w("Banker has {total}; the Player's third card counts {third}, and on {total} the Banker draws against "
             "{third}: draws {card} ({points}). {added}. Banker now has {new}.", total=total, third=third,
             **drawn)  # fmt: skip


def _verdict(coup: Coup, step: Step, w: Words) -> str:
    player, banker = step.player_total, step.banker_total
    if coup.outcome is Outcome.PLAYER:
        return w("Player {player} beats Banker {banker}: Player wins.", player=player, banker=banker)
    if coup.outcome is Outcome.BANKER:
        return w("Banker {banker} beats Player {player}: Banker wins.", player=player, banker=banker)
    return w("Player {player}, Banker {banker}: a tie.", player=player, banker=banker)


def explain_step(coup: Coup, step: Step, *, lang: str = "en") -> str:
    """What the dealer says at ``step`` of ``coup``, in ``lang`` (in English, exactly ``step.text``).

        >>> from baccarat import resolve
        >>> coup = resolve("2 3 2 K 8")
        >>> explain_step(coup, coup.steps[4])
        "Banker has 3; the Player's third card counts 8, and on 3 the Banker stands against 8."

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    if step.rule in ("player-total", "banker-total"):
        return _totals(coup, step, w)
    if step.rule == "natural":
        return _naturals(step, w)
    if step.rule == "no-natural":
        return w("No natural (Player {player}, Banker {banker}): the drawing rules decide.",
                 player=step.player_total, banker=step.banker_total)  # fmt: skip
    if step.rule in ("player-draws", "player-stands"):
        return _player(coup, step, w)
    if step.chart_cell is not None:
        return _banker(coup, step, w)
    return _verdict(coup, step, w)
