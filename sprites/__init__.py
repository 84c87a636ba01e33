"""Drawable pieces: dice and the physics dice tray, coins and coin hills.

Everything here draws onto a pygame Surface it is given and keeps its own
caches, so a scene can call draw() every frame without building surfaces.
"""
