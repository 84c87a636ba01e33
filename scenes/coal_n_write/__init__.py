"""Coal n' Write on screen. The app finds a game's screens by its id (scenes/<id>/):
SCENE is the table, howto_picture draws the how-to pages' pictures."""

from scenes.coal_n_write.howto import howto_picture
from scenes.coal_n_write.scene import CoalNWriteScene as SCENE

__all__ = ["SCENE", "howto_picture"]
