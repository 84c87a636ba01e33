"""King of Copper on screen. The app finds a game's screens by its id (scenes/<id>/):
SCENE is the table, howto_picture draws the how-to pages' pictures."""

from scenes.king_of_copper.howto import howto_picture
from scenes.king_of_copper.scene import KingOfCopperScene as SCENE

__all__ = ["SCENE", "howto_picture"]
