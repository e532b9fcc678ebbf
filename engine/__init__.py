"""Bakudan's game engines: pure Python, no Qt."""
