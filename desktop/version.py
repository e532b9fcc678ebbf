"""Bakudan's version: kept equal to pyproject.toml's by tests/packaging/test_version.py.
A constant, because a PyInstaller bundle carries no package metadata."""
__version__ = "0.2.0"
