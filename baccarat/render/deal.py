"""The live dealer's frame: the hand it shows before Python starts, where a dealt hand comes from, and its forms."""

from __future__ import annotations

import json

from ..coup import Coup, Step
from ..i18n import Words, words
from ..lesson import questions
from ..rules import BANKER_ALWAYS_STANDS_ON, BANKER_DRAWS_ON, BANKER_STOOD_PLAYER_DRAWS_ON, CARD_VALUES, value_ranges
from ..shoe import Shoe
from .cards import card_help
from .coup import coup_html
from .markup import attrs, decks_select, escape, widget_frame

__all__ = [
    "ASKED_TOPICS",
    "ASKING_FROM",
    "OPENING_HAND",
    "OPENING_SEEDS",
    "PLAYER_STOOD",
    "asks_html",
    "banker_rules",
    "mode_switch",
    "rule_of",
    "shoe_info",
    "widget_html",
]


#: The shoe hand the dealer shows before Python starts: a Banker 6 drawing against a Player 7.
OPENING_HAND = {"seed": 10, "decks": 8, "hand": 1}

#: The shoes whose first hand a returning reader's dealer opens on, one chosen at random in the browser (their
#: answers ship with the page: no Python needed). Each first hand is a coup where the Player draws and a row of
#: the Banker chart decides, no card shown twice, and its first two steps as long as the opening hand's, so that
#: nothing moves as it takes the opening hand's place. A first visit opens on :data:`OPENING_HAND`.
#:
#:     >>> from baccarat import Shoe
#:     >>> coups = [Shoe(OPENING_HAND["decks"], seed=seed).deal_many(1)[-1] for seed in OPENING_SEEDS]
#:     >>> [(len(coup.steps), rule_of(coup.steps[-2])) for coup in coups]  # doctest: +NORMALIZE_WHITESPACE
#:     [(6, 'banker-6'), (6, 'banker-4'), (6, 'banker-5'), (6, 'banker-6'), (6, 'banker-0-2'), (6, 'banker-3')]
OPENING_SEEDS = (10, 25, 36, 108, 170, 297)


#: The decisions the dealer asks about when it asks (:func:`asks_html`), in the order it calls them.
ASKED_TOPICS = ("natural", "player", "banker", "winner")

#: The step a coup opens at when the dealer asks: both hands' first two cards dealt and scored, nothing decided.
ASKING_FROM = 2

#: The id of the rule the Banker follows when the Player stood (every other id names rows of the Banker chart).
PLAYER_STOOD = "player-stood"


def _rows() -> list[list[int]]:
    """The Banker chart's rows, those with one action whatever the Player's third card (always draws, always
    stands) grouped with their neighbours of the same kind: ``[[0, 1, 2], [3], [4], [5], [6], [7]]``."""
    rows: list[list[int]] = []
    for total in sorted(BANKER_DRAWS_ON):
        kind = len(BANKER_DRAWS_ON[total])
        if rows and kind in (0, len(CARD_VALUES)) and len(BANKER_DRAWS_ON[rows[-1][0]]) == kind:
            rows[-1].append(total)
        else:
            rows.append([total])
    return rows


def _row_id(totals: list[int]) -> str:
    return f"banker-{totals[0]}" if len(totals) == 1 else f"banker-{totals[0]}-{totals[-1]}"


def banker_rules(*, lang: str = "en") -> tuple[tuple[str, str], ...]:
    """Every rule the Banker follows, as ``(id, words)``, in the chart's order, then the rule for when the Player
    stood: read from :mod:`baccarat.rules`, the choices of "Which rule decides?".

        >>> for rule in banker_rules(): print(*rule, sep=": ")
        banker-0-2: Banker 0–2 always draws
        banker-3: Banker 3 draws unless the Player's third card is 8
        banker-4: Banker 4 draws only when the Player's third card is 2–7
        banker-5: Banker 5 draws only when the Player's third card is 4–7
        banker-6: Banker 6 draws only when the Player's third card is 6 or 7
        banker-7: Banker 7 always stands
        player-stood: The Player stood: Banker draws on 0–5 and stands on 6 or 7

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    rules = [(_row_id(totals), _row_words(totals, w)) for totals in _rows()]
    stands = set(range(BANKER_ALWAYS_STANDS_ON + 1)) - BANKER_STOOD_PLAYER_DRAWS_ON
    stood = w(
        "The Player stood: Banker draws on {draws} and stands on {stands}",
        draws=w.say(value_ranges(BANKER_STOOD_PLAYER_DRAWS_ON)),
        stands=w.say(value_ranges(stands, conjunction=" or ")),
    )
    return (*rules, (PLAYER_STOOD, stood))


def _row_words(totals: list[int], w: Words, *, said_of: int | None = None) -> str:
    """The rule of the chart's row of ``totals``, in words; ``said_of`` a Banker total, the same rule said of
    that total (true only if the row holds it)."""
    draws_on = BANKER_DRAWS_ON[totals[0]]
    named = w.say(value_ranges(totals if said_of is None else [said_of]))
    if len(draws_on) == len(CARD_VALUES):
        return w("Banker {totals} always draws", totals=named)
    if not draws_on:
        return w("Banker {totals} always stands", totals=named)
    unless = set(CARD_VALUES) - draws_on
    if len(unless) == 1:
        return w(
            "Banker {total} draws unless the Player's third card is {values}",
            total=named, values=w.say(value_ranges(unless, conjunction=" or ")),
        )  # fmt: skip
    return w(
        "Banker {total} draws only when the Player's third card is {values}",
        total=named, values=w.say(value_ranges(draws_on, conjunction=" or ")),
    )  # fmt: skip


def rule_of(step: Step) -> str:
    """The id (of :func:`banker_rules`) of the rule a Banker's decision follows.

        >>> from baccarat import resolve
        >>> [rule_of(resolve(cards).steps[-2]) for cards in ("2 3 2 K 8", "2 6 3 K 7 4", "7 6 K K", "7 7 K K")]
        ['banker-3', 'banker-6', 'player-stood', 'player-stood']

    Raises :class:`ValueError` for a step that is no Banker's decision.
    """
    if step.chart_cell is None:
        raise ValueError(f"step {step.rule!r} is no Banker's decision")
    total, third = step.chart_cell
    if third is None:  # the Player stood: its rule decides, whatever the Banker's row also says (a 7 stands)
        return PLAYER_STOOD
    return next(_row_id(totals) for totals in _rows() if total in totals)


def _rule_choices(step: Step, w: Words) -> tuple[tuple[str, str], ...]:
    """Three rules to choose from, exactly one of them true of this coup, each said of the Banker's own total, so
    that the choice turns on what the rule says, not on matching the total on the felt (said of its total, only
    the Banker's own row of the chart is true):

    - the Player drew: the Banker's row (right), the rule for when the Player stood (wrong: the felt shows the
      Player's third card), and the nearest other row;
    - the Player stood: that rule (right), the Banker "always" doing the opposite of what it does now, and the
      nearest row that turns on the Player's third card (plainly wrong: there is none). The Banker's own row is
      left out: it may be true too ("Banker 7 always stands").

        >>> from baccarat import resolve
        >>> for rule in _rule_choices(resolve("7 6 K K").steps[-2], words("en")): print(*rule, sep=": ")
        banker-0-2: Banker 6 always draws
        banker-5: Banker 6 draws only when the Player's third card is 4–7
        player-stood: The Player stood: Banker draws on 0–5 and stands on 6 or 7
    """
    total, third = step.chart_cell or (0, None)
    row_of = {of: _row_id(totals) for totals in _rows() for of in totals}  # each Banker total's row
    nearest = [row_of[total + distance] for distance in (0, -1, 1, -2, 2, -3, 3, -4, 4, 5, -5, 6, -6, 7, -7)
               if total + distance in row_of]  # fmt: skip
    if third is None:
        opposite = row_of[max(BANKER_DRAWS_ON)] if total in BANKER_STOOD_PLAYER_DRAWS_ON else row_of[0]
        turns = next(row for row in nearest if row not in (row_of[total], opposite) and row.count("-") == 1)
        chosen = {PLAYER_STOOD, opposite, turns}
    else:
        chosen = {row_of[total], PLAYER_STOOD, next(row for row in nearest if row != row_of[total])}
    said = {_row_id(totals): _row_words(totals, w, said_of=total) for totals in _rows()}
    return tuple((rule, said.get(rule, words_)) for rule, words_ in banker_rules(lang=w.lang) if rule in chosen)


def _buttons(choices: tuple[tuple[str, str], ...], label: str) -> str:
    buttons = "".join(
        f'<button type="button" class="md-button" data-answer="{escape(value)}">{escape(words_)}</button>'
        for value, words_ in choices
    )
    return f'<div class="bac-answers" role="group"{attrs(aria_label=label)}>{buttons}</div>'


def asks_html(coup: Coup, *, shown: int | None = None, lang: str = "en") -> str:
    """What the dealer asks of a coup when it asks, each question hidden until the page's script asks it: whether
    there is a natural, whether the Player draws, whether the Banker draws and by which rule, and who wins. Each
    question holds its right answer and what the dealer then tells (its words, the rule, the chart's cell). With
    the coup ``shown`` up to a step, the question that comes next is on show from the first paint.

        >>> from baccarat import resolve
        >>> html = asks_html(resolve("2 3 2 K 8"))
        >>> html.count('class="bac-ask"'), 'data-step="5" data-topic="banker" data-answer="stand"' in html
        (4, True)
        >>> 'data-rule="banker-3"' in html
        True

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    asked = []
    for question in questions(coup):
        if question.topic not in ASKED_TOPICS:
            continue
        step = coup.steps[question.step - 1]
        # What the dealer tells after the answer (which its marked buttons show): the chart's cell, then why.
        told: list[str] = []
        why = rule = ""
        if question.topic == "banker":
            rule = rule_of(step)
            choices = _rule_choices(step, w)
            prompt = w("Which rule decides?")
            why = (
                f'<div class="bac-ask-why" hidden><p class="bac-prompt">{escape(prompt)}</p>'
                f"{_buttons(choices, prompt)}</div>"
            )
            told.append(_cell_words(step, w))
        told.append(w.say(question.explanation))
        told_html = "".join(f"<p>{escape(line)}</p>" for line in told)
        details = attrs(data_step=str(question.step), data_topic=question.topic, data_answer=question.answer,
                        data_rule=rule or None)  # fmt: skip
        hidden = "" if shown is not None and question.step == shown + 1 else " hidden"
        choices, asking = tuple((value, w.say(label)) for value, label in question.choices), w.say(question.prompt)
        lead = _lead(coup.steps[question.step - 2], w) if question.topic == "natural" else ""
        asked.append(
            f'<div class="bac-ask"{details}{hidden}>{lead}<p class="bac-prompt">{escape(asking)}</p>'
            f"{_buttons(choices, asking)}{why}"
            f'<div class="bac-feedback" hidden><p class="bac-verdict"></p>{told_html}</div></div>'
        )
    # Said when the reader tries to step on while a question waits (the page's script shows it).
    waits = w("Answer the question first, then the dealer goes on.")
    wait = f'<p class="bac-ask-wait" hidden>{escape(waits)}</p>'
    return f'<div class="bac-asks" aria-live="polite">{wait}{"".join(asked)}</div>'


def _lead(scored: Step, w: Words) -> str:
    """The line over a coup's first question: what the dealer has done so far (both hands dealt and scored, the
    steps before it) and that the reader's own calls start here, so that "Step 3 of 6" at a first glance is
    explained. ``scored`` is the step that scored both hands."""
    said = w(
        "The dealer has dealt both hands and scored them: Player {player}, Banker {banker}. Your first call:",
        player=scored.player_total, banker=scored.banker_total,
    )  # fmt: skip
    return f'<p class="bac-ask-lead">{escape(said)}</p>'


def _cell_words(step: Step, w: Words) -> str:
    """The Banker chart's cell that decides, in words (the chart below marks it)."""
    total, third = step.chart_cell or (0, None)
    if third is None:
        return w('In the Banker chart: row {banker}, column "Player stood".', banker=total)
    return w("In the Banker chart: row {banker}, column {third}.", banker=total, third=third)


def mode_switch(*, lang: str = "en") -> str:
    """The switch between the dealer's two ways: asking at each decision, or showing each step.

        >>> mode_switch().count('name="mode"')
        2

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    options = "".join(
        f'<label><input type="radio" name="mode" value="{value}"{checked}> {escape(label)}</label>'
        for value, label, checked in (("ask", w("Ask me"), " checked"), ("show", w("Just show me"), ""))
    )
    legend = escape(w("Dealer mode"))
    return f'<fieldset class="bac-mode"><legend class="bac-sr">{legend}</legend>{options}</fieldset>'


def _opening_coup(lang: str) -> str:
    w = words(lang)
    shoe = Shoe(OPENING_HAND["decks"], seed=OPENING_HAND["seed"])
    coup = shoe.deal_many(OPENING_HAND["hand"])[-1]
    link = {name: str(value) for name, value in OPENING_HAND.items()}  # its link's query, as a dealt hand's answer's
    attributes = attrs(
        **{f"data_{name}": value for name, value in link.items()},
        data_link=json.dumps(link),
        data_openings=" ".join(map(str, OPENING_SEEDS)),
    )
    before = shoe.cards_left + len(coup.cards)  # the count before this hand: never what its draws took
    seed, decks, hand = OPENING_HAND["seed"], OPENING_HAND["decks"], OPENING_HAND["hand"]
    info = shoe_info(seed, decks, hand, before, shoe.finished, lang=lang)
    next_hand, copy = escape(w("Next hand")), escape(w("Copy link"))
    # Under the felt, beside the steps, where the eye already is: the controls that move the game on, and the
    # switch between asking and showing.
    actions = (
        f'<button type="button" class="md-button md-button--primary" data-action="next-hand" disabled>{next_hand}'
        f'</button><button type="button" class="md-button" data-action="copy" disabled>{copy}</button>'
        f"{mode_switch(lang=lang)}"
    )
    # A new reader's first screen: the coup's first cards, and the dealer's first question.
    asked = asks_html(coup, shown=ASKING_FROM, lang=lang)
    coup_part = coup_html(coup, stepper=True, actions=actions, asked=asked, shown=ASKING_FROM, lang=lang)
    return f'<div class="bac-result"{attributes}>{coup_part}</div><p class="bac-shoe-info">{escape(info)}</p>'


def shoe_info(seed: int, decks: int, hand: int, cards_before: int, finished: bool, *, lang: str = "en") -> str:
    """Where a dealt hand comes from, in words (in ``lang``): the cards the shoe held before this hand
    (``cards_before``), the shoe's number (its seed) said as what deals the same shoe again, beside Copy link, never
    bare. The count is the one before the hand, and says so: the same at every step of the coup, it never tells
    whether a third card is still to come (the count after the hand would, at "Draw or stand?"). ``finished``: the
    cut card came out before this hand, which is the shoe's last (known before its cards are dealt).

        >>> print(shoe_info(10, 8, 1, 415, False))  # doctest: +NORMALIZE_WHITESPACE
        Hand 1, dealt from the 415 cards left in this shoe of 8 decks. Seed 10 deals the same shoe again;
        Copy link shares this hand.

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    # Translators: {left} is how many cards the shoe held before this hand was dealt.
    # (The count after the hand would tell, at "Draw or stand?", whether third cards came.)
    said = w.ngettext(
        "Hand {hand}, dealt from the {left} cards left in this shoe of {decks} deck. Seed {seed} deals the same shoe "
        "again; Copy link shares this hand.",
        "Hand {hand}, dealt from the {left} cards left in this shoe of {decks} decks. Seed {seed} deals the same shoe "
        "again; Copy link shares this hand.",
        decks, seed=seed, decks=decks, hand=hand, left=cards_before,
    )  # fmt: skip
    if not finished:
        return said
    return w("{said} The cut card is out: this shoe is finished. Start a new shoe.", said=said)


def widget_html(*, lang: str = "en") -> str:
    """The "Deal a hand" widget as static HTML: a dealt, explained hand, and controls the page's script enables.

        >>> widget_html().count('data-form="')
        2

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    w = words(lang)
    deal_from_shoe, new_shoe, seed, seed_help = w("Deal from a shoe"), w("New shoe"), w("Seed"), w("random")
    same_seed = w("The same seed always shuffles the same shoe.")
    enter_own, enter = w("Enter your own cards"), w("Enter cards")
    player, banker = w.pgettext("hand", "Player"), w.pgettext("hand", "Banker")
    in_order = w("or, in dealing order (Player, Banker, Player, Banker, then third cards):")
    dealing_order, explain = w("Dealing order"), w("Explain")
    forms = (
        '<div class="bac-controls">'
        '<form class="bac-shoe" data-form="deal"><fieldset disabled>'
        f'<legend class="bac-sr">{escape(deal_from_shoe)}</legend>'
        f'<button type="submit" class="md-button">{escape(new_shoe)}</button> '
        f"{decks_select(8, lang=lang)}"
        f'<label>{escape(seed)} <input name="seed" inputmode="numeric" autocomplete="off" size="10" '
        f'placeholder="{escape(seed_help)}" aria-describedby="bac-seed-help"></label>'
        f'<span id="bac-seed-help" class="bac-help">{escape(same_seed)}</span>'
        "</fieldset></form>"
        f'<details class="bac-enter-cards"><summary>{escape(enter_own)}</summary>'
        '<form class="bac-enter" data-form="deal-resolve"><fieldset disabled>'
        f'<legend class="bac-sr">{escape(enter)}</legend>'
        f'<label>{escape(player)} <input name="player" autocomplete="off" spellcheck="false" placeholder="2 2 8">'
        f"</label> "
        f'<label>{escape(banker)} <input name="banker" autocomplete="off" spellcheck="false" placeholder="3 K">'
        "</label>"
        f'<p class="bac-help">{escape(in_order)}</p>'
        f'<label>{escape(dealing_order)} <input name="cards" autocomplete="off" spellcheck="false" '
        'placeholder="2 3 2 K 8"></label> '
        f'<button type="submit" class="md-button md-button--primary">{escape(explain)}</button>'
        f"{card_help(lang=lang)}</fieldset></form></details></div>"
    )
    return widget_frame(
        "deal",
        starting=w("The live dealer is starting…"),
        without_script=w(
            "The live dealer needs JavaScript and WebAssembly. Every worked example in the rules pages reads fine "
            "without them."
        ),
        forms=forms,
        result=_opening_coup(lang),
    )
