"""Bindle Rails Express on screen. The app finds a game's screens by its id (scenes/<id>/):
SCENE is the table, PICTURES the how-to pages' pictures by name."""

from scenes.bindle_rails.howto import PICTURES
from scenes.bindle_rails.scene import BindleRailsScene as SCENE

__all__ = ["PICTURES", "SCENE"]
