"""The glossary hook: the first use of each term in running text links to its entry, and nothing else does."""

from __future__ import annotations

from types import SimpleNamespace
from typing import NamedTuple

import pytest

from sitebuild import glossary
from sitebuild.glossary import link_terms, read_terms
from tests.conftest import ROOT

GLOSSARY = """
Cut card { #cut-card }
:   A plastic card.

Card { #card }
:   One card.

Player { #player .bac-name }
:   A hand.

Dragon 7 { #dragon-7 .bac-name }
:   A side bet.

Push { #push }
:   A stake returned.
"""
#: The terms without their definitions, for the tests of where links go (the definitions are tested below).
TERMS = [term._replace(definition="") for term in read_terms(GLOSSARY)]


def linked(html: str) -> str:
    return link_terms(html, TERMS, "../glossary/")


def test_terms_are_read_with_anchors_longest_first() -> None:
    assert [(term.text, term.anchor) for term in TERMS] == [
        ("Cut card", "cut-card"), ("Dragon 7", "dragon-7"), ("Player", "player"), ("Card", "card"), ("Push", "push")
    ]  # fmt: skip


def test_only_the_first_use_is_linked_and_the_longer_term_wins() -> None:
    assert linked("<p>The cut card. Then a cut card again, and a card.</p>") == (
        '<p>The <a class="bac-term" href="../glossary/#cut-card">cut card</a>. Then a cut card again, and a '
        '<a class="bac-term" href="../glossary/#card">card</a>.</p>'
    )


def test_names_match_only_as_written_and_other_terms_take_either_case_and_plurals() -> None:
    out = linked("<p>A player bets. Pushes happen.</p><p>The Player wins.</p>")
    assert out == (
        '<p>A player bets. <a class="bac-term" href="../glossary/#push">Pushes</a> happen.</p>'
        '<p>The <a class="bac-term" href="../glossary/#player">Player</a> wins.</p>'
    )


def test_headings_links_code_tables_forms_and_widgets_are_left_alone() -> None:
    untouched = (
        "<h2>Player</h2><p><a href='x'>Player</a> <code>push</code></p>"
        "<table><tr><td><p>Player</p></td></tr></table>"
        '<div class="bac-widget" data-widget="deal"><p>Player <span>push</span></p><div><p>card</p></div></div>'
        "<p><label>Player</label></p><p><svg><text>Player</text></svg></p>"
    )
    assert linked(untouched) == untouched
    after = linked(untouched + "<p>Player</p>")
    assert after.endswith('<p><a class="bac-term" href="../glossary/#player">Player</a></p>')


def test_text_outside_paragraphs_and_lists_and_words_inside_words_are_left_alone() -> None:
    html = "<div>Player</div><p>Playful? Pushers, outcard, Dragon 70.</p>"
    assert linked(html) == html


def test_markup_inside_a_term_never_breaks_the_page() -> None:
    html = "<p>cut <em>card</em> &amp; Dragon&nbsp;7 <!-- Player --></p><ul><li>The Player.</li></ul>"
    out = linked(html)
    assert out.count("<a ") == 2 and out.endswith(
        '<a class="bac-term" href="../glossary/#player">Player</a>.</li></ul>'
    )


CHINESE_TERMS = [
    term._replace(definition="")
    for term in read_terms(
        '補牌 <span lang="en">draw</span> { #draw }\n:   Taking a third card.\n\n'
        '補牌表 <span lang="en">tableau</span> { #tableau }\n:   The drawing rules.\n\n'
        '百家樂 <span lang="en">baccarat</span> { #baccarat }\n:   The game.\n\n'
        '迷你百家樂 <span lang="en">mini baccarat</span> { #mini-baccarat }\n:   A small table.\n'
    )
]


def test_a_chinese_term_is_found_between_words_but_never_inside_a_longer_term() -> None:
    html = "<p>迷你百家樂的補牌表和百家樂一樣。</p><p>補牌表之後，閒家補牌。</p>"
    assert link_terms(html, CHINESE_TERMS, "../glossary/") == (
        '<p><a class="bac-term" href="../glossary/#mini-baccarat">迷你百家樂</a>的'
        '<a class="bac-term" href="../glossary/#tableau">補牌表</a>和'
        '<a class="bac-term" href="../glossary/#baccarat">百家樂</a>一樣。</p>'
        '<p>補牌表之後，閒家<a class="bac-term" href="../glossary/#draw">補牌</a>。</p>'
    )


def test_a_chinese_term_is_not_found_inside_a_book_title_nor_as_one_character() -> None:
    terms = [
        term._replace(definition="")
        for term in read_terms("補牌 { #draw }\n:   Taking a card.\n\n局 { #coup }\n:   A round.\n")
    ]
    assert [term.text for term in terms] == ["補牌"]  # 局 is in 牌局 and 協調局 too: never linked alone
    html = "<p>《規章的補牌條文》說補牌。</p>"
    # An inline link and nothing more: the browser keeps the full stop after it on its line, as after any text.
    assert link_terms(html, terms, "g/") == '<p>《規章的補牌條文》說<a class="bac-term" href="g/#draw">補牌</a>。</p>'


def test_a_definition_is_read_in_plain_words_with_its_citations_left_to_the_glossary() -> None:
    (term,) = read_terms(
        "Shoe { #shoe }\n:   The box, holding *6 or 8* decks ([cite:macau-bacara#art-1]), as\n"
        '    [at the table](at-the-table.md#burn-and-cut) says: <span lang="en">"shoe"</span> & more.\n'
        "    See [it](deal.md).\n\nNext\n"
    )
    assert term.definition == 'The box, holding 6 or 8 decks, as at the table says: "shoe" & more.'
    assert term.pages == frozenset({"deal.md"})  # a whole page; a section of one (at-the-table.md#…) is not
    out = link_terms("<p>A shoe.</p>", [term], "g/")
    assert 'data-definition="The box, holding 6 or 8 decks, as at the table says: &quot;shoe&quot; &amp; more."' in out
    assert 'data-term="Shoe"' in out


@pytest.mark.parametrize("source", ["docs/glossary.md", "i18n/zh-hant/glossary.md", "i18n/zh-hans/glossary.md"])
def test_every_term_of_every_edition_has_a_plain_definition(source: str) -> None:
    terms = read_terms((ROOT / source).read_text(encoding="utf-8"))
    assert len(terms) >= 40
    for term in terms:
        assert term.definition, term.text
        assert not any(mark in term.definition for mark in ("[cite:", "](", "<", "*", "()", "（）")), term


class _Page(NamedTuple):
    file: SimpleNamespace
    url: str


def test_a_term_is_not_linked_on_the_page_its_entry_sends_the_reader_to() -> None:
    terms = glossary.glossary_terms(
        SimpleNamespace(docs_dir=str(ROOT / "docs"), config_file_path=str(ROOT / "mkdocs.yml"))
    )
    html = "<p>The Banker draws by the tableau.</p>"
    on_banker = glossary.with_term_links(
        html, _Page(SimpleNamespace(src_uri="rules/banker.md"), "rules/banker/"), terms
    )
    on_odds = glossary.with_term_links(html, _Page(SimpleNamespace(src_uri="odds.md"), "odds/"), terms)
    assert 'href="../../glossary/#tableau"' not in on_banker and 'href="../../glossary/#banker"' in on_banker
    assert 'href="../glossary/#tableau"' in on_odds


@pytest.mark.parametrize(("edition", "banque"), [("zh-hant", "銀行"), ("zh-hans", "银行")])
def test_the_chinese_tableau_entry_s_popover_says_only_the_drawing_chart(edition: str, banque: str) -> None:
    # The English word's other sense (each side of a banque table) is the entry's second paragraph: on the
    # glossary page, never in the definition a term's popover shows (reader hant9 #9).
    source = (ROOT / "i18n" / edition / "glossary.md").read_text(encoding="utf-8")
    tableau = next(term for term in read_terms(source) if term.anchor == "tableau")
    assert "補牌" in tableau.definition or "补牌" in tableau.definition
    assert banque not in tableau.definition and "tableau" not in tableau.definition
    assert banque in source[source.index("{ #tableau }") :].split("\n\n", 2)[1]  # still said, on the page
