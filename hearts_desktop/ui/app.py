"""Create the QApplication and the main window (placeholder until the table lands)."""

from __future__ import annotations

import argparse
import sys

from PySide6.QtWidgets import QApplication, QLabel


def run(args: argparse.Namespace) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    label = QLabel(QApplication.translate("App", "hearts-desktop: the table is coming soon."))
    label.setMinimumSize(480, 240)
    label.show()
    if args.self_test:
        label.grab().save(args.self_test)
        return 0
    return app.exec()
