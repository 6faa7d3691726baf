"""Cards in a real browser: a card reads the same however it lies. On a sideways third card every 6 and 9
reads upright or carries the bar real cards print under it, with a suit or without, on a phone and a desktop."""

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


def sideways_glyphs(page: Page, scope: str) -> list[dict[str, object]]:
    cards = page.locator(f"{scope} .bac-card.bac-third:not([hidden])")
    expect(cards.first).to_be_visible()
    glyphs: list[dict[str, object]] = cards.evaluate_all(GLYPHS)
    return glyphs


def expect_read_the_same(glyphs: list[dict[str, object]], ranks: str, cards: int) -> None:
    """Each 6 and 9 reads upright or is marked; the upright index and a suitless card's big rank read upright."""
    assert {str(glyph["rank"]) for glyph in glyphs} == set(ranks), glyphs
    for glyph in glyphs:
        assert glyph["angle"] == 0 or glyph["marked"], glyph
        if glyph["where"] in ("upright index", "middle"):
            assert glyph["angle"] == 0, glyph
    assert sum(1 for glyph in glyphs if glyph["where"] == "upright index") == cards  # one on each card


@pytest.mark.warm
@pytest.mark.parametrize("width", [375, 1280])
@pytest.mark.parametrize(
    ("player", "banker"), [("2h,2s,6c", "3d,Ks,9h"), ("2,2,6", "3,K,9")], ids=["suits", "no-suits"]
)
def test_the_dealer_s_upright_third_6_and_9_read_as_themselves(
    page: Page, site_url: str, width: int, player: str, banker: str
) -> None:
    """The dealer's felt holds a third card upright beside the two (no band of its own): every 6 and 9 on it reads
    upright or is barred, and the index a sideways card turns upright is not drawn."""
    page.set_viewport_size({"width": width, "height": 900})
    open_widget(page, site_url, "deal", f"?player={player}&banker={banker}&step=6")
    glyphs = sideways_glyphs(page, '[data-widget="deal"]')
    assert {str(glyph["rank"]) for glyph in glyphs} == {"6", "9"}, glyphs
    for glyph in glyphs:  # the far corner's index is printed upside down, as on real cards: its 6 or 9 is barred
        assert glyph["angle"] == 0 or glyph["marked"], glyph
    assert not [glyph for glyph in glyphs if glyph["where"] == "upright index"], glyphs
    if "h" not in player:  # the suitless cards' big middle rank is drawn, upright
        assert sorted(str(g["rank"]) for g in glyphs if g["where"] == "middle") == ["6", "9"], glyphs


@pytest.mark.parametrize("width", [375, 1280])
def test_a_worked_coup_s_sideways_9s_before_python(page: Page, site_url: str, width: int) -> None:
    """The payouts page's worked Either Pair coup (10 K K 10 9 9): both third cards are suitless 9s."""
    page.set_viewport_size({"width": width, "height": 900})
    page.route("**/pyodide/**", lambda route: route.abort())  # the static page, as built
    visit(page, f"{site_url}payouts/")
    coup = page.locator('.bac-coup:has(.bac-card.bac-third[data-card="9"])').first
    coup.evaluate(
        "coup => { const shut = coup.closest('details'); if (shut) shut.open = true; }"
    )  # as a reader opens it
    coup.scroll_into_view_if_needed()
    for card in coup.locator(".bac-card.bac-third").all():
        expect(card).to_be_visible()
    glyphs = coup.locator(".bac-card.bac-third").evaluate_all(GLYPHS)
    expect_read_the_same(glyphs, "9", 2)
    assert len(glyphs) == 2 * 4  # two cards: two corners, the upright index and the big middle rank
