"""Coal n' Write on screen. The app finds a game's screens by its id (scenes/<id>/):
SCENE is the table, PICTURES the how-to pages' pictures by name."""

from scenes.coal_n_write.howto import PICTURES
from scenes.coal_n_write.scene import CoalNWriteScene as SCENE

__all__ = ["PICTURES", "SCENE"]
