"""The live counter's HTML: the cards seen, each count, every bet's edge in a table, and the static frame."""

from __future__ import annotations

from baccarat.counting import COUNTER_BETS, COUNTS, counter_state
from baccarat.payouts import BET_NAMES
from baccarat.render.counter import counter_html, edges_text, widget_html
from tests.render.structure import checked, one, table_rows


def test_the_counts_and_the_table_hold_every_count_and_every_bet_in_order() -> None:
    state = counter_state("8 9 9")
    soup = checked(counter_html(state))
    assert one(soup, ".bac-counter-seen").get_text() == "3 cards seen: 8 9 9"
    counts = soup.select(".bac-counter-counts > li")
    assert [li["data-count"] for li in counts] == list(COUNTS)
    assert counts[0].get_text() == "Dragon 7 count: running +6, true +0.8"  # 6 × 52 / 413 = 0.76
    table = one(soup, "table")
    assert "bac-figures" in table.get_attribute_list("class")
    assert one(table, "caption").get_text() == (
        "Every bet's exact house edge from the 413 cards left (a minus: the player's edge)"
    )
    assert [th.get_text() for th in table.select("thead th")] == ["Bet", "Edge now", "Change, in points"]
    assert [row["data-bet"] for row in table.select("tbody tr")] == [bet.value for bet in COUNTER_BETS]
    rows = table_rows(table)
    assert [row[0] for row in rows] == [BET_NAMES[bet] for bet in COUNTER_BETS]
    for bet, (_, edge, change) in zip(COUNTER_BETS, rows, strict=True):
        # Percent and percentage points to 4 decimals; a change is signed, one that rounds to nothing is 0.0000.
        assert edge.endswith("%") and abs(number(edge[:-1]) - float(state.edges[bet]) * 100) <= 0.00005
        assert abs(number(change) - float(state.edges[bet] - state.full[bet]) * 100) <= 0.00005
        assert change[0] in "+−" or change == "0.0000", change


def number(text: str) -> float:
    """A figure as the guide writes it (a real minus sign), read back; it has exactly four decimals."""
    assert "-" not in text and len(text.split(".")[1]) == 4, text
    return float(text.replace("−", "-"))


def test_a_fresh_shoe_has_seen_nothing_and_favours_the_house_everywhere() -> None:
    soup = checked(counter_html(counter_state("", 8)))
    assert one(soup, ".bac-counter-seen").get_text() == "0 cards seen: none yet"
    assert one(soup, ".bac-counter-verdict").get_text() == "Every bet still favours the house."
    assert all(row[2] == "0.0000" for row in table_rows(one(soup, "table")))  # nothing has moved yet
    assert "from the 416 cards left" in one(soup, "caption").get_text()


def test_the_verdict_names_every_bet_the_cards_left_favour() -> None:
    state = counter_state(" ".join(["4", "5", "6", "7"] * 4), 1)  # 16 middle cards out of one deck
    favoured = [BET_NAMES[bet] for bet in COUNTER_BETS if state.edges[bet] < 0]
    assert favoured  # the pairs and the Dragon Bonus, here
    soup = checked(counter_html(state))
    assert one(soup, ".bac-counter-verdict").get_text() == f"The cards left favour you on: {', '.join(favoured)}."
    for row in table_rows(one(soup, "table")):
        assert row[1].startswith("−") == (row[0] in favoured), row  # a real minus sign on the player's edge


def test_edges_text_is_every_bet_to_ten_decimals() -> None:
    state = counter_state("K K")
    pairs = [pair.split(":") for pair in edges_text(state).split(",")]
    assert [bet for bet, _ in pairs] == [bet.value for bet in COUNTER_BETS]
    for (_, edge), bet in zip(pairs, COUNTER_BETS, strict=True):
        assert abs(float(edge) - float(state.edges[bet])) < 1e-10, bet
    assert all(len(edge.split(".")[1]) == 10 for _, edge in pairs)


def test_the_frame_waits_for_python_with_a_fresh_shoe_and_its_keypad_disabled() -> None:
    soup = checked(widget_html(6))
    root = one(soup, '[data-widget="counter"]')
    assert [root[key] for key in ("data-state", "aria-busy", "data-cards", "data-decks")] == [
        "loading",
        "true",
        "",
        "6",
    ]
    assert root["data-edges"] == edges_text(counter_state("", 6))
    form = one(root, 'form[data-form="counter"]')
    assert one(form, "fieldset").has_attr("disabled")
    keys = form.select("button[data-rank]")
    assert [key["data-rank"] for key in keys] == ["A", *map(str, range(2, 11)), "J", "Q", "K"]
    assert [key.get("aria-label") for key in keys[:1] + keys[9:]] == ["Ace", None, "Jack", "Queen", "King"]
    assert [button["data-action"] for button in form.select("button[data-action]")] == ["undo", "new"]
    assert one(form, 'select[name="decks"] option[selected]')["value"] == "6"
    assert one(root, ".bac-result .bac-counter-seen").get_text() == "0 cards seen: none yet"
    assert "needs JavaScript and WebAssembly" in one(root, "noscript").get_text()
