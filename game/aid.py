"""The player aid: for each game, what each thing on its table is and the rule behind it,
one sentence each (game/data/<id>_aid.toml, `[[thing]]` key, what, rule). A table shows an
entry where a player rests the pointer or the focus; the content is checked on load, and a
damaged or missing file gives an empty aid, never a crash."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import cache

from game import paths, tomlfile

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class AidEntry:
    key: str
    what: str  # what it is, in a few words
    rule: str  # the rule behind it, in a sentence


@cache
def aid(game_id: str) -> dict[str, AidEntry]:
    """The game's aid entries by key, in the file's order ({} when it has none)."""
    path = paths.DATA_DIR / f"{game_id}_aid.toml"
    if not path.exists():
        return {}
    try:
        rows = tomlfile.read(path).get("thing", [])
        entries = [AidEntry(str(row["key"]), str(row["what"]), str(row["rule"])) for row in rows]
    except (OSError, tomlfile.DamagedFile, KeyError, TypeError, AttributeError) as err:
        log.warning("The player aid %s could not be read: %s", path.name, err)
        return {}
    return {entry.key: entry for entry in entries}
