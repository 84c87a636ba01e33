"""Boomtown's rules: pure Python, no pygame or pymunk (see ARCHITECTURE.md)."""
