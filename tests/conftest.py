"""Shared test settings: the oracle is importable and hypothesis profiles are set."""

from __future__ import annotations

import sys
from pathlib import Path

from hypothesis import settings

sys.path.insert(0, str(Path(__file__).parent))

settings.register_profile("default", deadline=None)
settings.load_profile("default")
