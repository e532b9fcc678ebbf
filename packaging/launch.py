"""The bundle's entry point (PyInstaller runs this script): start Bakudan."""
import os
import sys

if sys.stdout is None or sys.stderr is None:
    # a windowed build on Windows has no console: give print() somewhere to go
    sink = open(os.devnull, "w", encoding="utf-8")
    sys.stdout = sys.stdout or sink
    sys.stderr = sys.stderr or sink

from desktop.app import main  # noqa: E402

sys.exit(main())
