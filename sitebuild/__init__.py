"""The site build's code: one MkDocs plugin and the plain modules it calls.

:mod:`.plugin` is the build (``plugins: - baccarat`` in ``mkdocs.yml``): its events call, in the order
they run, each step's function in a helper module, and its instance holds the edition being built and
everything carried from one event to the next; no module here keeps state of its own. :mod:`.finish`
finishes every edition's site, one way; :mod:`.editions` also builds every edition into one site
(``scripts/build``). Nothing here reaches the built site but what the plugin writes into it.
"""
