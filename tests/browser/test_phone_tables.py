"""Tables and charts that read on a phone (and on a desktop): /odds/, /payouts/, /lab/ and /edge/, and the Chinese
/odds/, at 320, 375 and 1280 px, light and dark; at 320 px also a worked coup's cards, /roads/ (its interval chart and
captions, in English and Chinese), the Chinese /payouts/ and /rules/banker/ in every edition.

Each page as the reader first sees it (its tables and charts are the build's, so Python is not started): every table
that scrolls sideways, scrolled to its end, still shows its rows' names and its caption on screen; nothing widens the
page; every chart lies within the screen; every word in a table or a chart is 12 px or more, the compact Banker chart
(opened) included, and every card's index; no Chinese word is slanted and no Chinese column head is narrower than three
of its characters. On a phone, at 320 and 375 px in every edition, the tables a reader needs whole are whole, with no
sideways scrolling: /rules/banker/'s compact Banker rule, /payouts/' pay tables and /odds/' odds by decks (its shoes'
heads on one line); and every table laid out for a phone (stacked, or its row names above its figures) has its caption
across the table's width (zh-Hant's 「不同副數牌靴的精確概率」 once ran down the page a character a line), and on /odds/
and /payouts/ in three lines at most (the lab's results name their whole experiment in a longer one). On /deal/ at
1280 px, "Copy link" keeps to one line, beside "Next hand".
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, Route, expect

from .guard import CPU_THROTTLE, _throttle
from .kept_tab import visit

pytestmark = pytest.mark.browser

PAGES = ("odds/", "payouts/", "lab/", "edge/", "zh-hant/odds/", "zh-hans/odds/")
#: Pages read at 320 px too, where the 12 px floor binds hardest, for their drawings and their Chinese setting: the
#: worked coups' cards, the roads' interval chart and captions, and the Chinese pay tables' heads.
PHONE_PAGES = (
    "rules/banker/",
    "roads/",
    "zh-hant/roads/",
    "zh-hant/payouts/",
    "zh-hans/payouts/",
    "zh-hant/rules/banker/",
    "zh-hans/rules/banker/",
)
#: The table on each page that a phone shows whole, at 320 and 375 px, in every edition (no sideways scrolling): a
#: reader needs it at a glance (the compact Banker rule, the pay tables, the odds by decks).
WHOLE = {
    f"{edition}{path}": table
    for edition in ("", "zh-hant/", "zh-hans/")
    for path, table in (("rules/banker/", "banker-compact"), ("payouts/", "pay-tables"), ("odds/", "odds-by-decks"))
}

#: The table's region, and the table, as wide as the region shows (nothing to scroll to, nothing past the screen).
WHOLE_TABLE = """(id) => {
  const table = document.getElementById(id);
  const region = table.closest('.bac-scroll');
  const box = table.getBoundingClientRect();
  return { scroll: region.scrollWidth, client: region.clientWidth, left: box.left, right: box.right };
}"""

#: Every detail open (the worked coups' compact Banker charts among them), and every block laid out now (the
#: stylesheet skips the layout of blocks far below the screen until the reader nears them).
OPEN_ALL = """() => {
  for (const details of document.querySelectorAll('article details')) details.open = true;
  for (const block of document.querySelectorAll('article *')) block.style.contentVisibility = 'visible';
}"""

#: Each scrolling region in turn, brought on screen and scrolled to its end, once the browser has drawn that:
#: what of its rows' names (the first cell of each row, the head's first cell) and of its caption lies off the
#: screen or outside the region, and whether those cells are opaque.
SCROLLED_TO_THE_END = """async () => {
  const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const problems = [];
  let scrolled = 0;
  for (const region of document.querySelectorAll('article .bac-scroll')) {
    const table = region.querySelector('table');
    if (!table || !region.getClientRects().length) continue;
    if (getComputedStyle(table).display !== 'table') continue;  // a table that stacks on a phone
    region.scrollIntoView({ block: 'center' });
    region.scrollLeft = region.scrollWidth;
    await frame();
    if (region.scrollWidth > region.clientWidth) scrolled += 1;
    const box = region.getBoundingClientRect();
    const name = table.id || table.caption?.textContent.slice(0, 40);
    const firsts = [...table.rows].filter((row) => row.parentElement.tagName !== 'THEAD' || row === table.rows[0])
      .map((row) => row.cells[0]).filter((cell) => cell && cell.colSpan === 1);
    for (const cell of [...firsts, table.caption].filter(Boolean)) {
      const at = cell.getBoundingClientRect();
      const inside = at.left >= Math.max(0, box.left) - 1 && at.left < Math.min(innerWidth, box.right);
      if (!inside) problems.push(`${name}: "${cell.textContent.trim().slice(0, 20)}" at ${at.left}-${at.right}`);
    }
    for (const cell of firsts) {
      const background = getComputedStyle(cell).backgroundColor;
      if (region.scrollWidth > region.clientWidth && !/^rgb\\(/.test(background)) {
        problems.push(`${name}: "${cell.textContent.trim().slice(0, 20)}" is see-through (${background})`);
      }
    }
    region.scrollLeft = 0;
  }
  return { problems: problems.slice(0, 12), scrolled };
}"""

#: Every chart drawn (not a card, nor a road that scrolls on purpose as the board it pictures does): its box on
#: screen, and each word in it as drawn (its font size times the drawing's scale), under 12 px.
CHARTS = """() => {
  const problems = [];
  let charts = 0;
  for (const svg of document.querySelectorAll('article svg')) {
    const own = svg.matches('.bac-chart-plot') || !svg.closest('.bac-card, .bac-road-scroll, .bac-road-pattern');
    if (!own || svg.getBoundingClientRect().width < 60) continue;
    charts += 1;
    const box = svg.getBoundingClientRect();
    const name = svg.getAttribute('class') || svg.parentElement.className;
    if (box.left < -1 || box.right > innerWidth + 1) problems.push(`${name}: ${box.left}-${box.right}`);
    const viewBox = svg.viewBox.baseVal;
    const scale = viewBox && viewBox.width ? box.width / viewBox.width : 1;
    for (const text of svg.querySelectorAll('text')) {
      const size = parseFloat(getComputedStyle(text).fontSize) * scale;
      if (text.textContent.trim() && size < 11.95) problems.push(`${name}: "${text.textContent}" at ${size} px`);
    }
  }
  return { problems: problems.slice(0, 12), charts };
}"""

#: Every playing card drawn in the page's text (a worked coup's): each index and middle as drawn on screen (its font
#: size times the card's scale, a card lying sideways included), under 12 px.
CARD_WORDS = """() => {
  const small = [];
  let cards = 0;
  for (const svg of document.querySelectorAll('article .bac-card-svg')) {
    if (!svg.getClientRects().length) continue;
    cards += 1;
    for (const text of svg.querySelectorAll('text')) {
      if (!text.textContent.trim() || !text.getClientRects().length) continue;
      const matrix = text.getScreenCTM();
      const size = parseFloat(getComputedStyle(text).fontSize) * Math.hypot(matrix.a, matrix.b);
      if (size < 11.95) small.push(`${svg.getAttribute('aria-label')}: "${text.textContent}" at ${size} px`);
    }
  }
  return { small: small.slice(0, 12), cards };
}"""

#: Chinese words set slanted (an italic caption, or a slant the browser fakes for a Chinese font that has none), and
#: Chinese column heads narrower than three of their characters (one or two characters a line).
CHINESE_SETTING = """() => {
  const problems = [];
  const chinese = /[\u3400-\u9fff]/;
  for (const node of document.querySelectorAll('article *')) {
    const own = [...node.childNodes].some((child) => child.nodeType === 3 && chinese.test(child.textContent));
    if (!own || !node.getClientRects().length) continue;
    const style = getComputedStyle(node);
    const slanted = style.fontSynthesisStyle !== 'none' || node.matches('figcaption, figcaption *, caption');
    if (style.fontStyle !== 'normal' && slanted) {
      problems.push(`${node.tagName} "${node.textContent.trim().slice(0, 12)}" is ${style.fontStyle}`);
    }
  }
  for (const head of document.querySelectorAll('article .bac-scroll table:not(.bac-grid) thead th')) {
    const words = head.textContent.trim();
    if ([...words].length < 3 || !chinese.test(words) || !head.getClientRects().length) continue;
    // On a phone a stacked table's heads are read out, and name each cell.
    const stacked = head.closest('table.bac-stacks, .bac-stacks table');
    if (stacked && getComputedStyle(stacked).display !== 'table') continue;
    const style = getComputedStyle(head);
    const inner = head.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (inner < 2.95 * parseFloat(style.fontSize)) problems.push(`head "${words}" is ${inner} px wide`);
  }
  return problems.slice(0, 12);
}"""

#: Every table laid out for a phone (not as a table: stacked, or its row names above its figures) with a caption: how
#: many there are, each caption narrower than nine tenths of its table (its border and padding aside), and each
#: caption's lines (its text's line boxes).
PHONE_CAPTIONS = """() => {
  const narrow = [];
  const lines = [];
  let tables = 0;
  for (const table of document.querySelectorAll('article table')) {
    const caption = table.caption;
    if (!caption || !table.getClientRects().length || getComputedStyle(table).display === 'table') continue;
    tables += 1;
    const range = document.createRange();
    range.selectNodeContents(caption);
    const name = table.id || caption.textContent.slice(0, 20);
    const bottoms = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom));
    lines.push([name, new Set(bottoms).size]);
    const [width, across] = [caption, table].map((node) => node.getBoundingClientRect().width);
    if (width < 0.9 * across) narrow.push(`${name}: ${Math.round(width)} px of ${Math.round(across)}`);
  }
  return { narrow, lines, tables };
}"""

#: Every word shown in a table (its cells and caption), said under 12 px (screen-reader text aside).
SMALL_WORDS = """() => {
  const small = [];
  for (const node of document.querySelectorAll('article table :is(caption, th, td), article table :is(th, td) *')) {
    const own = [...node.childNodes].some((child) => child.nodeType === 3 && child.textContent.trim());
    if (!own || node.closest('.bac-sr') || !node.getClientRects().length) continue;
    const size = parseFloat(getComputedStyle(node).fontSize);
    if (size < 11.95 && size > 0) small.push(`${node.tagName} "${node.textContent.trim().slice(0, 20)}": ${size} px`);
  }
  return small.slice(0, 12);
}"""


def _no_python(route: Route) -> None:
    route.abort()


#: The scheme each page is read in first, then the other one, in the same tab (the reader's toggle).
SCHEMES = {"default": "slate", "slate": "default"}


#: The widths read in one tab, one page load each: a phone's (320 px, then the tab resized to 375 px; the 320 px pages
#: only at 320), and a desktop's.
SCREENS = {"phone": (320, 375), "desktop": (1280,)}


@pytest.mark.parametrize("screen", SCREENS)
def test_tables_and_charts_read_on_every_screen(browser: Browser, site_url: str, screen: str) -> None:
    """Each page loaded once, read at each width of the screen: the first in the scheme it arrives in, then, on the
    reader's toggle in the same tab, the next width in the other one. The choice is stored, and each page leaves it
    changed: the next page arrives in the other scheme (the first light, the second dark, ...)."""
    widths = SCREENS[screen]
    phone = screen == "phone"
    context = browser.new_context(
        viewport={"width": widths[0], "height": 740 if phone else 900},
        is_mobile=phone,
        has_touch=phone,
        color_scheme="light",
        service_workers="block",
    )
    if CPU_THROTTLE > 1:
        context.on("page", lambda page: _throttle(context, page))
    # The tables and charts are the build's: Python is not needed, and not started (its widgets say so).
    context.route("**/pyodide/**", _no_python)
    context.route("**/wheels/**", _no_python)
    page = context.new_page()
    try:
        for path in PAGES + (PHONE_PAGES if phone else ()):
            page.set_viewport_size({"width": widths[0], "height": 740 if phone else 900})
            page.goto(f"{site_url}{path}", wait_until="domcontentloaded")
            scheme = page.evaluate("document.body.dataset.mdColorScheme")
            assert scheme in SCHEMES, scheme
            # What is measured here is the same in either scheme (sizes, widths, places): each width is read in one,
            # the next in the other, and the toggle left on makes the next page arrive in the other (so every page
            # kind is read light and dark, every width in both).
            for width in widths if path in PAGES else widths[:1]:
                page.set_viewport_size({"width": width, "height": 740 if phone else 900})
                _read_in_one_scheme(page, path, width, scheme)
                scheme = _toggle(page, scheme)
            if phone and path in WHOLE:
                _whole_at_320_and_375(page, WHOLE[path])
    finally:
        context.close()


def _whole_at_320_and_375(page: Page, table: str) -> None:
    """``table`` fits the screen whole at 320 and 375 px: its region has nothing to scroll sideways to, and it lies on
    the screen."""
    for width in SCREENS["phone"]:
        page.set_viewport_size({"width": width, "height": 740})
        whole = page.evaluate(WHOLE_TABLE, table)
        assert whole["scroll"] <= whole["client"], (page.url, table, width, whole)
        assert whole["left"] >= 0 and whole["right"] <= width, (page.url, table, width, whole)
        if table == "odds-by-decks":  # its shoes' heads on one line, each above its column (zh-Hant's 1 副牌 wrapped)
            tops = page.locator(f"#{table} thead th:not(:first-child)").evaluate_all(
                "heads => heads.map((head) => Math.round(head.getBoundingClientRect().top))"
            )
            assert len(tops) == 5 and len(set(tops)) == 1, (page.url, width, tops)


def _toggle(page: Page, scheme: str) -> str:
    """The reader's toggle (shown from the first paint; it starts Material's script, which applies it): the other
    scheme, now shown and stored."""
    page.click("[data-bac-palette] label:not([hidden])")
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", SCHEMES[scheme])
    return SCHEMES[scheme]


def _read_in_one_scheme(page: Page, path: str, width: int, scheme: str) -> None:
    """Every check of the module's docstring on the page as it now is, in ``scheme`` (Material's name for it)."""
    phone = width < 500
    page.evaluate(OPEN_ALL)
    assert page.evaluate("document.scrollingElement.scrollWidth") <= width, path
    if path in PAGES:  # the pages of tables: every region scrolled to its end
        regions = page.evaluate(SCROLLED_TO_THE_END)
        assert regions["problems"] == [], (path, width, scheme)
    charts = page.evaluate(CHARTS)
    assert charts["problems"] == [], (path, width, scheme)
    if path in PAGES:
        assert page.evaluate(SMALL_WORDS) == [], (path, width, scheme)
    assert page.evaluate("document.scrollingElement.scrollWidth") <= width, path
    cards = page.evaluate(CARD_WORDS)
    assert cards["small"] == [], (path, width, scheme)
    if phone:
        captions = page.evaluate(PHONE_CAPTIONS)
        assert captions["narrow"] == [], (path, width, scheme)
        if path.endswith(("odds/", "payouts/")):  # /odds/' by decks and house edge, /payouts/' tables: stacked or so
            assert captions["tables"] >= 2, (path, width, captions)
            assert [name for name, lines in captions["lines"] if lines > 3] == [], (path, width, captions)
    if path.startswith("zh-"):
        assert page.evaluate(CHINESE_SETTING) == [], (path, width, scheme)
    if path == "rules/banker/":
        assert cards["cards"] >= 4  # its worked coups
    if path.endswith("roads/"):
        assert charts["charts"] >= 1  # the interval chart: whole on screen, every word 12 px
    if path == "odds/":
        assert charts["charts"] >= 2  # the final totals and the winning margin
        # The 8-deck column is the first beside the rows' names: on a phone, on screen without scrolling.
        eight = page.locator("#odds-by-decks thead th").nth(1)
        expect(eight).to_have_text("8 decks")
        eight.scroll_into_view_if_needed()
        page.locator("#odds-by-decks").evaluate("t => (t.closest('.bac-scroll').scrollLeft = 0)")
        box = eight.bounding_box()
        assert box is not None and box["x"] + box["width"] <= width, box
    if path == "lab/" and not phone:
        assert regions["scrolled"] == 0  # every table whole in a desktop column


@pytest.mark.warm
def test_copy_link_keeps_to_one_line_beside_next_hand_at_1280_px(page: Page, site_url: str) -> None:
    visit(page, f"{site_url}deal/")
    widget = page.locator('[data-widget="deal"]')
    expect(widget).to_have_attribute("data-state", "ready")
    copy = widget.locator('[data-action="copy"]')
    expect(copy).to_have_text("Copy link")
    lines = copy.evaluate(
        """(button) => {
          const range = document.createRange();
          range.selectNodeContents(button);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        }"""
    )
    assert lines == 1
    beside = widget.locator('[data-action="next-hand"]').bounding_box()
    box = copy.bounding_box()
    assert box is not None and beside is not None
    assert abs(box["y"] - beside["y"]) <= 1 and box["x"] > beside["x"]  # on Next hand's line, after it
