"""King of Copper on screen. The app finds a game's screens by its id (scenes/<id>/):
SCENE is the table, PICTURES the how-to pages' pictures by name."""

from scenes.king_of_copper.howto import PICTURES
from scenes.king_of_copper.scene import KingOfCopperScene as SCENE

__all__ = ["PICTURES", "SCENE"]
