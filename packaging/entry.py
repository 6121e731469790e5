"""PyInstaller's entry script: the frozen ``hearts-desktop`` runs the package's ``main()``."""

import multiprocessing
import sys

from hearts_desktop.__main__ import main

if __name__ == "__main__":
    # The computers think in a helper process (hearts_desktop/ui/worker.py): started from
    # the frozen program, it runs this script again, and this line makes it the helper.
    multiprocessing.freeze_support()
    sys.exit(main())
