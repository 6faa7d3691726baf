"""The browser's words in every page: the edition's words for the guide's scripts, in one JSON script.

The scripts hold no words of their own (:mod:`baccarat.widgets.browser_words`): each page carries
its edition's, in ``<script type="application/json" class="bac-words">``, which ``words.js``'s ``say``
reads. Every page carries them (about 3 KB compressed), since every page may show some: the guide's
update notice, a worked coup's "Try it live", a table's "Four decimals".

The script ends the page's body, outside Material's container, which instant navigation replaces: there
Material runs every inline script of the new page again, without its attributes, and a JSON object run
as JavaScript is a syntax error that stops it. Outside, the words stay those of the page first loaded,
which are every page's of its edition: a link into another edition loads its page whole (as the
edition's ``<html lang>`` needs too).
"""

from __future__ import annotations

import json
from functools import cache

from mkdocs.exceptions import PluginError

from .page_words import page_words


@cache
def words_script(lang: str) -> str:
    """The ``<script>`` that carries the browser's words in ``lang``, and its plural rule (``page_words``).

        >>> words_script("en")[:100]
        '<script type="application/json" class="bac-words">{"plural":["!=","n",1],"words":{"dom.link-problem"'

    Raises :class:`~baccarat.errors.BaccaratError` (field ``lang``) for a language the guide is not written in.
    """
    text = json.dumps(page_words(lang), ensure_ascii=False, separators=(",", ":"))
    # "</" and "<!--" escaped, so that no word can end the script early.
    text = text.replace("</", "<\\/").replace("<!--", "<\\u0021--")
    return f'<script type="application/json" class="bac-words">{text}</script>'


def with_words(html: str, where: str, lang: str) -> str:
    """``html`` (a whole page) with the words in ``lang`` (its edition's) at the end of its body.

    Raises :class:`~mkdocs.exceptions.PluginError`, naming ``where``, when the page has no body's end.
    """
    end = html.rfind("</body>")
    if end < 0:
        raise PluginError(f"{where}: the page has no </body> to give it the browser's words before")
    return html[:end] + words_script(lang) + html[end:]
