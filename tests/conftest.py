import os
import sys
from pathlib import Path

# Qt aborts without a display unless told to render offscreen; set before any Qt import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
