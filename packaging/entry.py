"""PyInstaller's entry script: the frozen ``hearts-desktop`` runs the package's ``main()``."""

import sys

from hearts_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
