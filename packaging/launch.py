"""The bundle's entry point (PyInstaller runs this script): start Bakudan."""
import multiprocessing
import os
import sys

if sys.stdout is None or sys.stderr is None:
    # a windowed build on Windows has no console: give print() somewhere to go
    sink = open(os.devnull, "w", encoding="utf-8")
    sys.stdout = sys.stdout or sink
    sys.stderr = sys.stderr or sink

if __name__ == "__main__":
    # the review's analysis process (desktop/workers.py) starts this same executable:
    # there it becomes that process, and never a second window
    multiprocessing.freeze_support()
    from desktop.app import main
    sys.exit(main())
