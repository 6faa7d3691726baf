"""The Chinese editions in the browser: the switcher keeps the reader's page, and the widgets answer in the
page's language, from the page and from Python (Chinese search is checked in its index: tests/site)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.chinese import english_words, wrong_script

from .kept_tab import reach_for, rearm, visit
from .test_drill import DRILL, answer, right_answer
from .test_home_game import BANKER_WINS, HOME, play, scores, start
from .widgets import open_widget

pytestmark = pytest.mark.browser


def switch_edition(page: Page, lang: str) -> None:
    """Choose the edition ``lang`` in the header's language switcher, as a reader does."""
    reach_for(page)  # Material's header is running
    page.locator(".md-header .md-select button").hover()
    page.locator(f'a.md-select__link[hreflang="{lang}"]').click()


@pytest.mark.warm
def test_the_language_switcher_keeps_the_page(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}zh-hant/rules/naturals/")
    expect(page.locator("html")).to_have_attribute("lang", "zh-Hant")
    switch_edition(page, "zh-Hans")
    page.wait_for_url(f"{site_url}zh-hans/rules/naturals/")
    expect(page.locator("html")).to_have_attribute("lang", "zh-Hans")
    expect(page.locator("h1")).to_have_text(re.compile("例牌"))
    switch_edition(page, "en")  # the new page's header is running too
    page.wait_for_url(f"{site_url}rules/naturals/")
    expect(page.locator("h1")).to_have_text(re.compile("Naturals"))
    rearm(page)  # back on an English page, loaded whole: the next warm test's kept tab


@pytest.mark.warm
def test_the_language_switcher_keeps_the_heading(page: Page, site_url: str) -> None:
    """Every edition has the same anchors: the reader lands on the heading they were reading, each way."""
    page.goto("about:blank")  # (the kept tab may be on the page: a new fragment alone would not load it)
    page.goto(f"{site_url}rules/banker/#banker-chart")
    for lang, path in (("zh-Hant", "zh-hant/"), ("zh-Hans", "zh-hans/"), ("en", "")):
        switch_edition(page, lang)
        page.wait_for_url(f"{site_url}{path}rules/banker/#banker-chart")
        expect(page.locator("html")).to_have_attribute("lang", lang)
        expect(page.locator("#banker-chart")).to_be_in_viewport()
    rearm(page)  # back on an English page, loaded whole: the next warm test's kept tab


@pytest.mark.warm
def test_the_language_switcher_keeps_the_heading_the_reader_went_to(page: Page, site_url: str) -> None:
    """The anchor of the moment counts, and the page of the moment: the reader came by instant navigation (the
    header, and its switcher, stayed) and followed a heading's link in the contents."""
    page.goto(f"{site_url}rules/naturals/")
    reach_for(page)
    page.evaluate("() => { window.baccaratSamePage = true; }")
    page.locator('.md-sidebar--primary a.md-nav__link[href$="/rules/banker/"]').click()
    page.wait_for_url(f"{site_url}rules/banker/")
    page.locator('.md-sidebar--secondary a.md-nav__link[href$="#worked-example"]').click()
    page.wait_for_url(f"{site_url}rules/banker/#worked-example")
    assert page.evaluate("() => window.baccaratSamePage") is True  # instant navigation: one document all along
    switch_edition(page, "zh-Hant")
    page.wait_for_url(f"{site_url}zh-hant/rules/banker/#worked-example")
    expect(page.locator("#worked-example")).to_be_in_viewport()

    page.locator('.md-sidebar--secondary a.md-nav__link[href$="#the-compact-rule"]').click()
    page.wait_for_url(f"{site_url}zh-hant/rules/banker/#the-compact-rule")
    switch_edition(page, "en")
    page.wait_for_url(f"{site_url}rules/banker/#the-compact-rule")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("#the-compact-rule")).to_be_in_viewport()
    rearm(page)  # back on an English page, loaded whole: the next warm test's kept tab


#: What the widgets on a Chinese page show a reader: their visible text (not card faces or keys).
WIDGET_TEXT = r"""(root) => {
  const copy = root.cloneNode(true);
  const shownElsewise =
    '[hidden], .bac-card, .bac-cards, kbd, code, [lang="en"], svg, script, style, noscript, template, input, textarea';
  for (const hidden of copy.querySelectorAll(shownElsewise)) hidden.remove();
  return (copy.innerText ?? copy.textContent).replace(/https?:\/\/\S+/g, " "); // a link to copy is no prose
}"""


@pytest.mark.parametrize(
    ("edition", "lang", "paths"),
    [
        ("zh-hant/", "zh-Hant", ("", "pocket/", "rules/naturals/")),
        ("zh-hans/", "zh-Hans", ("deal/", "drill/", "rules/banker/")),
    ],
)
def test_every_widget_on_a_chinese_page_speaks_its_language(
    edition_tab: Page, site_url: str, edition: str, lang: str, paths: tuple[str, ...]
) -> None:
    """The edition's kept tab (its dealer's page loaded whole) opens each page as a reader's link does (instant
    navigation: the words are the edition's of the page first loaded, and the widgets mount on the Python already
    running); in the traditional edition, the Drill then grades a link's question in Chinese."""
    page = edition_tab
    expect(page.locator("html")).to_have_attribute("lang", lang)
    for path in paths:
        visit(page, f"{site_url}{edition}{path}")
        widgets = page.locator("[data-widget]")
        expect(widgets.first).to_be_attached()
        for widget in widgets.all():
            expect(widget).to_have_attribute("data-state", "ready")
            text = str(widget.evaluate(WIDGET_TEXT))
            assert re.search(r"[\u4e00-\u9fff]", text), f"{path}: a widget with no Chinese"
            assert not english_words(text), f"{path}: English in a widget: {sorted(set(english_words(text)))[:10]}"
            assert not wrong_script(text, lang), f"{path}: {sorted(wrong_script(text, lang))}"
    if edition == "zh-hant/":  # the same tab: its Python already running, as a reader's link finds it
        the_drill_grades_and_explains_in_chinese(page, site_url)


def the_drill_grades_and_explains_in_chinese(page: Page, site_url: str) -> None:
    """The Drill asks Python (a link's seed: nothing shipped answers it) and grades a wrong answer in Chinese."""
    visit(page, f"{site_url}zh-hant/drill/?seed=11&kind=mix")
    drill = page.locator('[data-widget="drill"]')
    expect(drill).to_have_attribute("data-state", "ready")
    buttons = drill.locator("[data-question] [data-answer]")
    expect(buttons.first).to_be_visible()
    buttons.last.click()  # right or wrong, the verdict says which, and why, in Chinese
    feedback = drill.locator("[data-feedback]")
    expect(feedback).to_be_visible()
    text = str(feedback.evaluate(WIDGET_TEXT))
    assert re.search(r"[\u4e00-\u9fff]", text) and not english_words(text), text
    assert not wrong_script(text, "zh-Hant")


@pytest.mark.warm
def test_saved_progress_and_games_follow_the_reader_into_another_edition(page: Page, site_url: str) -> None:
    """One reader, one browser: what they saved on an English page is theirs on a Chinese one, and the other
    way round (the editions share the site's storage, and nothing stored is in a language). Each edition's page
    is loaded whole, as the language switcher loads it (the first, English, opened from the kept tab)."""
    open_widget(page, site_url, "drill", "?seed=8&kind=banker")
    cell = page.locator(f"{DRILL} [data-question]").get_attribute("data-cell")
    answer(page, right_answer(page))
    saved = "(cell) => (JSON.parse(localStorage.getItem('baccarat-drill-progress')) || {cells: {}}).cells[cell]"
    page.wait_for_function(saved, arg=cell)
    page.goto(f"{site_url}zh-hant/drill/")  # loaded whole: another edition, the same storage
    expect(page.locator(DRILL)).to_have_attribute("data-state", "ready")
    expect(page.locator(f'{DRILL} .bac-mastery td[data-cell="{cell}"]')).to_have_class("bac-shaky")

    open_widget(page, f"{site_url}zh-hans/", "home_game")
    start(page, "阿明\nBo")
    play(page, {"Bo": "banker"}, *BANKER_WINS)
    open_widget(page, site_url, "home_game")
    expect(page.locator(f"{HOME} .bac-home_game-rounds tbody tr")).to_have_count(1)  # the saved game, drawn
    assert scores(page) == {"阿明": 0, "Bo": 1}
    expect(page.locator(f"{HOME} .bac-home_game-rounds tbody tr")).to_contain_text("Banker")
    rearm(page)  # an English page loaded whole, Python running: the next warm test's kept tab


@pytest.mark.parametrize("edition", ["", "zh-hant/", "zh-hans/"])
def test_the_menu_is_five_groups_with_the_learners_path_first(page: Page, site_url: str, edition: str) -> None:
    """The menu a learner reads (issue 59), in every edition: on a phone (320 and 375 px) the drawer opens on the
    reader's group, the learner's path, each entry a 44 px target within the screen, and one step back shows the
    five groups; at 1280 px the sidebar shows the same groups open, the developers' page last of all. The menu is the
    build's markup and stylesheet: the Python runtime's files are held back (the page's lesson would start it at
    each load), as a reader's phone still fetching them shows the page."""
    for runtime in ("**/pyodide/**", "**/wheels/**"):
        page.route(runtime, lambda route: None)  # asked for, never answered: no error, and no start
    groups = page.locator("nav.md-nav--primary > ul > li")
    titles = groups.locator(":scope > label.md-nav__link")
    for width in (320, 375):
        page.set_viewport_size({"width": width, "height": 700})
        page.goto(f"{site_url}{edition}rules/banker/")
        page.locator('label.md-header__button[for="__drawer"]').click()
        path = groups.first.locator(":scope > nav > ul > li > .md-nav__link >> visible=true")
        expect(path).to_have_count(8)  # home, the five rules, dealing, the Drill
        for entry in path.all():
            expect(entry).to_be_in_viewport()
            box = entry.bounding_box()
            assert box is not None and box["height"] >= 44 and box["x"] + box["width"] <= width, (width, box)
        groups.first.locator(":scope > nav > label.md-nav__title").click()  # back: the menu's top level
        expect(titles).to_have_count(5)
        for title in titles.all():
            expect(title).to_be_in_viewport()
    page.set_viewport_size({"width": 1280, "height": 900})
    for title in titles.all():
        expect(title).to_be_visible()  # the groups shown open, each with its title
    expect(groups.first.locator("a.md-nav__link[href]").first).to_be_visible()
    expect(page.locator("nav.md-nav--primary a.md-nav__link[href]").last).to_have_attribute(
        "href", re.compile(r"/reference/$")
    )
