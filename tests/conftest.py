"""Test set-up: Qt runs offscreen, without a display."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
