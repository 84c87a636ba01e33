"""AirCargo on screen. The app finds a game's screens by its id (scenes/<id>/):
SCENE is the table, PICTURES the how-to pages' pictures by name."""

from scenes.aircargo.howto import PICTURES
from scenes.aircargo.scene import AirCargoScene as SCENE

__all__ = ["PICTURES", "SCENE"]
