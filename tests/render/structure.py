"""What every renderer's HTML must be, checked the same way in each renderer's tests: elements closed in
the order they were opened, and nothing a browser would run (no script, no event handler, no
``javascript:`` link), whatever text went in."""

from __future__ import annotations

from html.parser import HTMLParser

from bs4 import BeautifulSoup, Tag

#: Elements that have no end tag.
VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"})
#: The hostile text the tests put wherever a renderer shows words: markup, an attribute break-out, an
#: entity, a script.
HOSTILE = '<script>alert(1)</script><b onmouseover="x()">"bold" & \'quoted\'</b>'


class _Nesting(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[str] = []
        self.problems: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "script":
            self.problems.append("a script element")
        for name, value in attrs:
            if name.startswith("on"):
                self.problems.append(f"an event handler ({name})")
            if name in ("href", "src", "action") and (value or "").strip().lower().startswith("javascript:"):
                self.problems.append(f"a javascript: {name}")
        if tag not in VOID:
            self.open.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.open.pop()

    def handle_endtag(self, tag: str) -> None:
        if not self.open or self.open[-1] != tag:
            self.problems.append(f"</{tag}> closes <{self.open[-1] if self.open else 'nothing'}>")
        else:
            self.open.pop()


def checked(html: str) -> BeautifulSoup:
    """``html`` parsed, once it is known to nest properly and to hold nothing that runs.

        >>> checked("<p>a <b>b</b></p>").p.get_text()
        'a b'

    Raises :class:`AssertionError` naming what is wrong.
    """
    nesting = _Nesting()
    nesting.feed(html)
    nesting.close()
    assert not nesting.problems, nesting.problems
    assert not nesting.open, f"left open: {nesting.open}"
    return BeautifulSoup(html, "html.parser")


def one(soup: BeautifulSoup | Tag, selector: str) -> Tag:
    """The one element ``selector`` finds in ``soup``.

    Raises :class:`AssertionError` when there is none, or more than one.
    """
    found = soup.select(selector)
    assert len(found) == 1, (selector, len(found))
    return found[0]


def table_rows(table: Tag) -> list[list[str]]:
    """The text of every cell of the table's body, row by row (its header cell first)."""
    return [[cell.get_text(strip=True) for cell in row.find_all(["th", "td"])] for row in table.select("tbody tr")]
