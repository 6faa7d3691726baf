"""The answers that ship with the page (a step of the site build: :mod:`sitebuild.plugin`).

The build runs the widgets' own facade (:func:`baccarat.widgets.door.handle`) on the requests a
reader is most likely to make first, and stores each ``[request, answer]`` pair in the page, in a
``<script type="application/json" class="bac-shipped-answers">``. The browser's runtime answers such a
request from the page at once, whether or not Python has started, and asks Python for anything
else: one mechanism for every widget, keyed by the request itself, so JavaScript knows no rule.

The requests shipped today: the dealer's next hands from the page's own shoe, each worked coup's
steps ("Try it live" on the rules pages), and those a widget lists as its ``first_requests``; each
in the language of the edition being built, as the browser asks (``lang``).
"""

from __future__ import annotations

import json
from html.parser import HTMLParser
from typing import Any

from baccarat.i18n import DEFAULT
from baccarat.widgets.catalog import named
from baccarat.widgets.door import handle

#: How many of the dealer's next hands ship with its page.
NEXT_HANDS = 10


class _Requests(HTMLParser):
    """The requests a page's widgets and worked coups will make first, in the order they appear."""

    def __init__(self) -> None:
        super().__init__()
        self.requests: list[dict[str, Any]] = []
        # The widget element being read (its tag, and how deeply that tag nests in it): a coup inside a
        # widget is the widget's own, never "Try it live" (as baccarat-widgets.js mounts it).
        self.widget: tuple[str, int] | None = None

    def handle_endtag(self, tag: str) -> None:
        if self.widget is not None and tag == self.widget[0]:
            self.widget = None if self.widget[1] == 1 else (tag, self.widget[1] - 1)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        classes = (found.get("class") or "").split()
        shown = [found.get(f"data-{name}") or "" for name in ("seed", "decks", "hand")]
        if "bac-result" in classes and all(value.isdigit() for value in shown):  # the dealer's shoe, as shown
            shoe = dict(zip(("seed", "decks", "hand"), map(int, shown), strict=True))
            # The widget asks for the next hand with the shoe it shows: {action, seed, decks, hand + 1}.
            hands = range(shoe["hand"] + 1, shoe["hand"] + 1 + NEXT_HANDS)
            self.requests += [
                {"action": "deal", "seed": shoe["seed"], "decks": shoe["decks"], "hand": n} for n in hands
            ]
        widget = named(found.get("data-widget") or "")
        if widget is not None and widget.first_requests is not None:
            self.requests += widget.first_requests(found)
        if self.widget is not None and tag == self.widget[0]:
            self.widget = (tag, self.widget[1] + 1)
        elif self.widget is None and found.get("data-widget"):
            self.widget = (tag, 1)
        if "bac-coup" in classes and found.get("data-cards") and self.widget is None:
            self.requests.append({"action": "deal-resolve", "cards": found["data-cards"]})


def page_requests(html: str, lang: str = DEFAULT) -> list[dict[str, Any]]:
    """The requests to answer in advance for a page's HTML, each once, in order, each in ``lang`` (its
    edition's): the browser's runtime adds the page's ``lang`` to every request it makes, and looks it up so.

    >>> page_requests('<div class="bac-coup" data-cards="2 3 2 K 8"></div>', "zh-Hant")
    [{'action': 'deal-resolve', 'cards': '2 3 2 K 8', 'lang': 'zh-Hant'}]
    """
    parser = _Requests()
    parser.feed(html)
    unique: dict[str, dict[str, Any]] = {}
    for request in parser.requests:
        asked = {**request, "lang": lang}
        unique.setdefault(json.dumps(asked, sort_keys=True), asked)
    return list(unique.values())


def shipped_answers(html: str, lang: str = DEFAULT) -> str:
    """The ``<script>`` that carries the page's answers in ``lang``, or nothing when the page asks for none.

    Only answers that are ``ok`` ship: a refusal is Python's to give, with its progress shown.
    """
    pairs = []
    for request in page_requests(html, lang):
        answer = handle(request)
        if answer.get("ok"):
            pairs.append([request, answer])
    if not pairs:
        return ""
    # Compact JSON, with "</" and "<!--" escaped so that no answer's HTML can end the script early.
    text = json.dumps(pairs, ensure_ascii=False, separators=(",", ":"))
    text = text.replace("</", "<\\/").replace("<!--", "<\\u0021--")
    return f'<script type="application/json" class="bac-shipped-answers">{text}</script>'
