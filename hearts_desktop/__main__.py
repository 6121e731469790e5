"""Start the game: ``hearts-desktop`` or ``python -m hearts_desktop``."""

from __future__ import annotations

import argparse
import sys


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="hearts-desktop",
        description="Spar dame / Hjerterfri / Hearts: you against three computer players, offline.",
        epilog="The folders can also be set with HEARTS_DESKTOP_DATA_DIR and "
               "HEARTS_DESKTOP_CONFIG_DIR.",
    )
    parser.add_argument("--data-dir", help="folder for saved games and statistics")
    parser.add_argument("--config-dir", help="folder for settings")
    parser.add_argument("--lang", choices=("nb", "da", "en"), help="language: Norsk bokmål, Dansk or English (default: the settings' choice, "
             "at first the system's)")
    parser.add_argument(
        "--self-test", metavar="PNG",
        help="open the table on a fixed deal, play a hand with computers, save a screenshot, exit",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    from .ui.app import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
