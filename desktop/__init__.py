"""Bakudan's Qt desktop app. Imports engine/, never the reverse."""
from desktop.version import __version__

__all__ = ["__version__"]
