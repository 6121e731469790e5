"""``python -m hearts_desktop.arena``."""

import sys

from .cli import main

sys.exit(main())
