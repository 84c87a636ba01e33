"""Bindle Rails Express on screen. The app finds a game's screens by its id (scenes/<id>/):
SCENE is the table, howto_picture draws the how-to pages' pictures."""

from scenes.bindle_rails.howto import howto_picture
from scenes.bindle_rails.scene import BindleRailsScene as SCENE

__all__ = ["SCENE", "howto_picture"]
