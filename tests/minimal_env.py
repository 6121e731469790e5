"""The environment of a fresh machine, for the tests that run the project's scripts.

A tool that a script finds only because it happens to be on the developer's ``PATH`` (for
example the ``.venv/bin`` of an activated venv) is a missing install step; running the
scripts with ``PATH=/usr/bin:/bin`` makes such a step fail here instead of on a new machine.
"""

from __future__ import annotations

import os

MINIMAL_PATH = "/usr/bin:/bin"


def minimal_env(**extra: str) -> dict[str, str]:
    """HOME, a bare PATH and pip's settings (``PIP_*``) only, plus ``extra``."""
    env = {"HOME": os.environ.get("HOME", "/"), "PATH": MINIMAL_PATH}
    env.update({k: v for k, v in os.environ.items() if k.startswith("PIP_")})
    env.update(extra)
    return env
