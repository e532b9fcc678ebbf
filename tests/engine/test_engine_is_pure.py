"""The engine is pure Python: no module under engine/ imports Qt or the desktop app,
directly or through another module (DESIGN.md; the bots, the replay command and the
simulations run without a display)."""
from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"
FORBIDDEN = ("PySide6", "PyQt5", "PyQt6", "PySide2", "shiboken6", "desktop")


def _modules() -> list[str]:
    return sorted(".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
                  for p in ENGINE.rglob("*.py"))


def _imports(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


def test_no_engine_source_names_qt_or_the_desktop():
    """Every import statement, also those inside functions (imported late)."""
    bad = {str(p.relative_to(ROOT)): sorted(n for n in _imports(p)
                                            if n.split(".")[0] in FORBIDDEN)
           for p in ENGINE.rglob("*.py")}
    assert {k: v for k, v in bad.items() if v} == {}


def test_importing_every_engine_module_loads_neither_qt_nor_the_desktop():
    """In a fresh interpreter: what the modules import in turn counts too."""
    code = ("import importlib, json, sys\n"
            f"for m in {_modules()!r}: importlib.import_module(m)\n"
            f"print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r})))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout) == []
