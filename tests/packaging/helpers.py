"""Shared bits of the packaging tests: the repository, and packaging/bundle_config.py."""

from __future__ import annotations

import importlib.util
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PACKAGING = REPO / "packaging"


def bundle_config():
    """packaging/bundle_config.py as a module (packaging/ is not a package)."""
    spec = importlib.util.spec_from_file_location("bundle_config", PACKAGING / "bundle_config.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
