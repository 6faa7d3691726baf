"""Cards in a real browser: a card reads the same however it lies. A third card stands upright in its own slot
beside the two, in every widget at every width (issue 59, reader hans9 #7: it lay sideways in the Drill and the
quizzes, upright on the dealer's felt and in the lessons on a phone), its corner index at least 12 px; every 6 and 9
on it reads upright or carries the bar real cards print under it, with a suit or without."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .kept_tab import visit
from .widgets import open_widget

pytestmark = pytest.mark.browser

#: Every rank glyph on the sideways cards: its turn on screen, all told (the card's CSS turn, then the SVG's
#: own transforms, the far corner's half turn included), in whole degrees; and whether a bar lies under it
#: in its own frame (the next element, turned with it, below its baseline, under most of its width, painted).
GLYPHS = """cards => cards.flatMap((card) => {
  const svg = card.querySelector("svg");
  const turn = new DOMMatrix(getComputedStyle(svg).transform);
  const degrees = (m) => (Math.round(Math.atan2(m.b, m.a) * 180 / Math.PI) + 360) % 360;
  const drawn = (glyph) => !glyph.closest(".upright") || getComputedStyle(glyph.closest(".upright")).display !== "none";
  return [...svg.querySelectorAll("text.rank")].filter(drawn).map((glyph) => {
    const at = turn.multiply(DOMMatrix.fromMatrix(glyph.getCTM()));
    const mark = glyph.nextElementSibling, box = glyph.getBBox();
    let marked = false;
    if (mark && mark.matches(".mark") && mark.getAttribute("transform") === glyph.getAttribute("transform")) {
      const bar = mark.getBBox(), style = getComputedStyle(mark);
      const under = Math.min(bar.x + bar.width, box.x + box.width) - Math.max(bar.x, box.x);
      marked = bar.y >= glyph.y.baseVal[0].value && under >= 0.6 * box.width && bar.height >= 1
        && style.display !== "none" && style.visibility === "visible" && style.fill !== "none";
    }
    const where = glyph.closest(".upright") ? "upright index" : glyph.matches(".middle") ? "middle" : "corner";
    return {card: card.dataset.card, rank: glyph.textContent, where, angle: degrees(at), marked};
  });
})"""


#: Each hand's cards with a third card: whether the third lies as the two do (its SVG not turned, its top and
#: height theirs, to its right), and the smallest corner index's size on screen, in px (its font's, scaled).
LAID = """hands => hands.map((hand) => {
  const cards = [...hand.querySelectorAll(".bac-card:not([hidden])")];
  const boxes = cards.map((card) => card.querySelector("svg").getBoundingClientRect());
  const third = cards.findIndex((card) => card.matches(".bac-third"));
  const turned = cards.some((card) => getComputedStyle(card.querySelector("svg")).transform !== "none");
  const inRow = third === 2 && boxes.every((box) => Math.abs(box.top - boxes[0].top) < 1
    && Math.abs(box.height - boxes[0].height) < 1) && boxes[2].left > boxes[1].left && boxes[1].left > boxes[0].left;
  const px = (svg) => parseFloat(getComputedStyle(svg.querySelector("text.corner")).fontSize) * svg.getScreenCTM().a;
  const index = Math.min(...cards.map((card) => px(card.querySelector("svg"))));
  return {cards: cards.map((card) => card.dataset.card), turned, inRow, index};
})"""


def expect_third_cards_upright_in_their_slot(page: Page, scope: str, width: int) -> None:
    """Every hand with a third card in ``scope``: upright, in the third slot of one row, its index >= 12 px."""
    hands = page.locator(f"{scope} .bac-cards:has(> .bac-third:not([hidden]))")
    expect(hands.first).to_be_visible()
    for hand in hands.evaluate_all(LAID):
        assert not hand["turned"] and hand["inRow"], (width, hand)
        assert hand["index"] >= 12, (width, hand)
    assert page.evaluate("document.documentElement.scrollWidth") <= width  # the felt fits: nothing widens the page


def third_glyphs(page: Page, scope: str) -> list[dict[str, object]]:
    cards = page.locator(f"{scope} .bac-card.bac-third:not([hidden])")
    expect(cards.first).to_be_visible()
    glyphs: list[dict[str, object]] = cards.evaluate_all(GLYPHS)
    return glyphs


def expect_read_the_same(glyphs: list[dict[str, object]], ranks: str) -> None:
    """Each 6 and 9 reads upright or is marked (the far corner's index is printed upside down, as on real cards); a
    suitless card's big rank reads upright; the index a sideways card once turned upright is not drawn."""
    assert {str(glyph["rank"]) for glyph in glyphs} == set(ranks), glyphs
    for glyph in glyphs:
        assert glyph["angle"] == 0 or glyph["marked"], glyph
        if glyph["where"] == "middle":
            assert glyph["angle"] == 0, glyph
    assert not [glyph for glyph in glyphs if glyph["where"] == "upright index"], glyphs


@pytest.mark.warm
@pytest.mark.parametrize(
    ("player", "banker"), [("2h,2s,6c", "3d,Ks,9h"), ("2,2,6", "3,K,9")], ids=["suits", "no-suits"]
)
def test_the_dealer_s_upright_third_6_and_9_read_as_themselves(
    page: Page, site_url: str, player: str, banker: str
) -> None:
    """The dealer's felt holds a third card upright beside the two (no band of its own), at 320, 375 and 1280 px:
    every 6 and 9 on it reads upright or is barred."""
    open_widget(page, site_url, "deal", f"?player={player}&banker={banker}&step=6")
    for width in (320, 375, 1280):
        page.set_viewport_size({"width": width, "height": 900})
        scope = '[data-widget="deal"]'
        glyphs = third_glyphs(page, scope)
        expect_read_the_same(glyphs, "69")
        expect_third_cards_upright_in_their_slot(page, scope, width)
        if "h" not in player:  # the suitless cards' big middle rank is drawn, upright
            assert sorted(str(g["rank"]) for g in glyphs if g["where"] == "middle") == ["6", "9"], glyphs


def test_a_worked_coup_s_third_9s_stand_upright_in_their_slot_before_python(page: Page, site_url: str) -> None:
    """The payouts page's worked Either Pair coup (10 K K 10 9 9): both third cards are suitless 9s, upright in
    their third slots as the dealer lays them, at 320, 375 and 1280 px, as the page is built."""
    page.route("**/pyodide/**", lambda route: route.abort())  # the static page, as built
    page.set_viewport_size({"width": 320, "height": 900})
    visit(page, f"{site_url}payouts/")
    coup = page.locator('.bac-coup:has(.bac-card.bac-third[data-card="9"])').first
    coup.evaluate(
        "coup => { const shut = coup.closest('details'); if (shut) shut.open = true; }"
    )  # as a reader opens it
    for width in (320, 375, 1280):
        page.set_viewport_size({"width": width, "height": 900})
        coup.scroll_into_view_if_needed()
        glyphs = coup.locator(".bac-card.bac-third").evaluate_all(GLYPHS)
        expect_read_the_same(glyphs, "9")
        assert len(glyphs) == 2 * 3  # two cards: two corners and the big middle rank
        expect_third_cards_upright_in_their_slot(page, ".bac-coup:has(.bac-card.bac-third[data-card='9'])", width)
