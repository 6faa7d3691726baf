"""The site build's code: MkDocs hooks, one job each, and the runtime files they make.

The hooks are listed once, in ``mkdocs.yml`` (``hooks:``), in the order they run, each with its job
beside it; every other module here serves them, as its own docstring says. :mod:`.editions`, the first
hook, also builds every edition into one site (``scripts/build``).
Nothing here reaches the built site but what the hooks write into it.
"""
