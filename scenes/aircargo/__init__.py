"""AirCargo on screen. The app finds a game's screens by its id (scenes/<id>/):
SCENE is the table, howto_picture draws the how-to pages' pictures."""

from scenes.aircargo.howto import howto_picture
from scenes.aircargo.scene import AirCargoScene as SCENE

__all__ = ["SCENE", "howto_picture"]
