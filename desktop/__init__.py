"""Bakudan's Qt desktop app. Imports engine/, never the reverse."""
from importlib import metadata

try:
    __version__ = metadata.version("bakudan")
except metadata.PackageNotFoundError:  # running from a bundle without metadata
    __version__ = "0.1.0"
