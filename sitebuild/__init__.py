"""The site build's code: MkDocs hooks, one job each, and the runtime files they make.

The hooks, in the order ``mkdocs.yml`` lists them:

- :mod:`.editions`: which edition (language) is being built, its fallback pages and navigation
  titles; it also builds every edition into one site (``scripts/build``);
- :mod:`.fences`: the generated-content fences, the links list and the embed codes;
- :mod:`.pages`: anchors of generated tables, API cross-references, Material's script later, and the
  browser's words in every page (:mod:`.words`);
- :mod:`.glossary`: the first use of each glossary term on a page links to its entry;
- :mod:`.runtime`: the wheel and the pinned Pyodide, compiled to bytecode, into the site;
- :mod:`.charts`: chart images, link previews and embed pages;
- :mod:`.offline`: the web app manifest, its icons and the service worker (with every file's hash);
- :mod:`.compress`: last of all, ``.br`` and ``.gz`` beside every file worth it.

:mod:`.stdlib` (the trimmed standard library) and :mod:`.bytecode` serve the runtime hook;
:mod:`.cache` says where the build keeps what it can reuse; :mod:`.catalogues` extracts, checks and
compiles the translations.
Nothing here reaches the built site but what the hooks write into it.
"""
