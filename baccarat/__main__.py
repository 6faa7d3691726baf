"""``python -m baccarat``: see :mod:`baccarat.cli`."""

from .cli import main

raise SystemExit(main())
