"""The command line: explained coups, seeded shoes, drawing charts and exact odds."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from .coup import Coup, explain, resolve, resolve_hands
from .errors import BaccaratError
from .i18n import DEFAULT, LANGUAGES, words
from .odds import exact_odds
from .payouts import MAIN_BETS, PAY_TABLES, house_edge
from .rules import BANKER_ALWAYS_STANDS_ON, banker_chart, is_natural, player_draws
from .shoe import Shoe
from .widgets.coups import coup_to_json

__all__ = ["main"]


def _print_coup(coup: Coup, lang: str) -> None:
    for number, step in enumerate(coup.steps, 1):
        print(f"{number}. {words(lang).say(explain(step))}")


def _percent(value: Fraction) -> str:
    return f"{float(value) * 100:.4f}%"


def _cmd_coup(args: argparse.Namespace) -> dict[str, Any] | None:
    if args.cards and (args.player or args.banker):
        raise BaccaratError("give either cards in dealing order or --player and --banker, not both")
    if args.player or args.banker:
        if not (args.player and args.banker):
            raise BaccaratError("--player and --banker go together: give both hands")
        coup = resolve_hands(player=args.player, banker=args.banker)
    else:
        coup = resolve(" ".join(args.cards))
    if args.json:
        return coup_to_json(coup)
    _print_coup(coup, args.lang)
    return None


def _cmd_shoe(args: argparse.Namespace) -> dict[str, Any] | None:
    shoe = Shoe(args.decks, seed=args.seed)
    coups = shoe.deal_many(args.coups)
    if args.json:
        return {
            "decks": shoe.decks,
            "seed": shoe.seed,
            "burned": [card.token for card in shoe.burned],
            "coups": [coup_to_json(coup) for coup in coups],
            "cards_left": shoe.cards_left,
        }
    w = words(args.lang)
    burned = " ".join(map(str, shoe.burned))
    print(w("{decks}-deck shoe, seed {seed}; burned {cards}", decks=shoe.decks, seed=shoe.seed, cards=burned))
    for number, coup in enumerate(coups, 1):
        print("\n" + w("Coup {number}: {cards}", number=number, cards=" ".join(map(str, coup.cards))))
        _print_coup(coup, args.lang)
    left = shoe.cards_left
    print("\n" + w.ngettext("{count} card left in the shoe.", "{count} cards left in the shoe.", left, count=left))
    return None


def _cmd_chart(args: argparse.Namespace) -> dict[str, Any] | None:
    player = {t: ("natural" if is_natural(t) else "draw" if player_draws(t) else "stand") for t in range(10)}
    grid = banker_chart()
    banker = {
        row[0].banker_total: {
            ("stood" if cell.player_third is None else str(cell.player_third)): cell.draws for cell in row
        }
        for row in grid
    }
    if args.json:
        return {"player": player, "banker": banker}
    w = words(args.lang)
    said = {"natural": w.pgettext("chart", "natural"), "draw": w.pgettext("chart", "draw"),
            "stand": w.pgettext("chart", "stand")}  # fmt: skip
    draws, stands = w.pgettext("chart letter", "D"), w.pgettext("chart letter", "S")
    if args.which in ("player", "both"):
        print(w("Player's two-card total -> action"))
        for total, action in player.items():
            print(f"  {total}: {said[action]}")
    if args.which in ("banker", "both"):
        print("\n" + w("Banker's third card. Columns: Player stood, then the Player's third card 0-9."))
        print(w("Banker | stood | 0 1 2 3 4 5 6 7 8 9"))
        for row in grid:
            cells = " ".join(draws if cell.draws else stands for cell in row[1:])
            stood = draws if row[0].draws else stands
            print(f"{row[0].banker_total:>6} | {stood:^5} | {cells}")
        key = w("  ({draws} = Banker draws, {stands} = Banker stands; Banker stands on {seven} and on any natural)",
                draws=draws, stands=stands, seven=BANKER_ALWAYS_STANDS_ON)  # fmt: skip
        print(key)
    return None


def _cmd_odds(args: argparse.Namespace) -> dict[str, Any] | None:
    odds = exact_odds(args.decks, removed=args.removed or ())
    figures = {
        "banker": odds.banker,
        "player": odds.player,
        "tie": odds.tie,
        "natural": odds.natural,
        "player_draws": odds.player_draws,
        "banker_draws": odds.banker_draws,
        **{f"cards_{n}": share for n, share in odds.cards_dealt.items()},
        "banker_wins_on_6": odds.banker_wins_on_6,
    }
    edges = {
        table.key: {bet.value: house_edge(bet, table=table, odds=odds) for bet in MAIN_BETS}
        for table in PAY_TABLES.values()
    }
    if args.json:
        return {
            "decks": odds.decks,
            "removed": [card.token for card in odds.removed],
            "deals": odds.deals,
            "outcome_deals": {outcome.value: n for outcome, n in odds.outcome_deals.items()},
            "probabilities": {name: str(value) for name, value in figures.items()},
            "house_edge": {key: {bet: str(edge) for bet, edge in bets.items()} for key, bets in edges.items()},
        }
    w = words(args.lang)
    deals = f"{odds.deals:,}"
    heading = w.ngettext("Exact odds, {decks} deck, {deals} equally likely deals",
                         "Exact odds, {decks} decks, {deals} equally likely deals", odds.decks,
                         decks=odds.decks, deals=deals)  # fmt: skip
    print(heading)
    for name, value in figures.items():
        print(f"  {name:<18} {_percent(value):>10}  ({value})")
    print(w("House edge per hand:"))
    for key, bets in edges.items():
        print(f"  {key:<20} " + "  ".join(f"{bet} {_percent(edge)}" for bet, edge in bets.items()))
    return None


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (exposed for the docs and tests)."""
    parser = argparse.ArgumentParser(
        prog="python -m baccarat",
        description="Punto Banco (baccarat) rules: explain a coup, deal a shoe, print charts and exact odds.",
        epilog="Cards: A 2-9 10 (or T) J Q K, any case, optional suit s h d c or ♠ ♥ ♦ ♣; "
        "separate them with spaces or commas.",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    coup = sub.add_parser("coup", help="explain one coup, step by step",
                          description="Explain a coup from cards in dealing order (P B P B, then third cards) "
                          "or from the two finished hands.")  # fmt: skip
    coup.add_argument("cards", nargs="*", help="cards in dealing order, e.g. 2 3 2 K 8")
    coup.add_argument("--player", help="the Player's finished hand, e.g. '2 2 8'")
    coup.add_argument("--banker", help="the Banker's finished hand, e.g. '3 K'")
    coup.set_defaults(run=_cmd_coup)

    shoe = sub.add_parser("shoe", help="deal coups from a seeded shoe")
    shoe.add_argument("--decks", type=int, default=8, help="decks in the shoe, 1-8 (default 8)")
    shoe.add_argument("--seed", type=int, default=None, help="shuffle seed (default: a random one, printed)")
    shoe.add_argument("--coups", type=int, default=3, help="how many coups to deal (default 3)")
    shoe.set_defaults(run=_cmd_shoe)

    chart = sub.add_parser("chart", help="print the drawing charts")
    chart.add_argument("which", nargs="?", choices=("player", "banker", "both"), default="both")
    chart.set_defaults(run=_cmd_chart)

    odds = sub.add_parser("odds", help="exact odds and house edges for N decks")
    odds.add_argument("--decks", type=int, default=8, help="decks in the shoe, 1-8 (default 8)")
    odds.add_argument("--removed", help="cards already out of the shoe, e.g. '5 5 K'")
    odds.set_defaults(run=_cmd_odds)

    for command in (coup, shoe, chart, odds):
        command.add_argument("--json", action="store_true", help="print JSON for programs")
        command.add_argument("--lang", choices=LANGUAGES, default=DEFAULT,
                             help="the language of the explanations and messages (default en)")  # fmt: skip
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (0 ok, 2 bad input)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        result = args.run(args)
    except BaccaratError as error:
        said = words(args.lang).say(error.saying) if error.saying is not None else str(error)
        print(f"error: {said}", file=sys.stderr)
        return 2
    if result is not None:
        print(json.dumps(result, indent=2, ensure_ascii=False))
    return 0
