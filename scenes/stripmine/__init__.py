"""Stripmine on screen. The app finds a game's screens by its id (scenes/<id>/):
SCENE is the table, PICTURES the how-to pages' pictures by name."""

from scenes.stripmine.howto import PICTURES
from scenes.stripmine.scene import StripmineScene as SCENE

__all__ = ["PICTURES", "SCENE"]
