"""Ways a Learn to play script can be damaged in an installed copy, for the tests of what a player
sees then: each kind makes a game's script text into damaged bytes (None where the kind can't
apply to that game, such as too few seats in a solo game)."""

import math
import shutil
import tomllib
from pathlib import Path

import tomli_w

from game import tutorial
from game.registry import GameSpec

INSTALLED = tutorial.TUTORIAL_DIR  # the scripts as shipped, whatever folder a test points the loader at


def _first(data: dict, learner: bool | None = None, key: str = "move") -> dict:
    """The first step with a `key` (of the learner, or of a bot or chance, or either)."""
    for row in data["step"]:
        if key in row and (learner is None or (row[key]["player"] == tutorial.LEARNER) == learner):
            return row
    raise AssertionError(f"no step with {key!r}")


def _option(spec: GameSpec) -> tuple[str, object]:
    """A real option of the game and a value it may take (a made-up one for a game without options)."""
    if not spec.options:
        return "bogus", 1
    return spec.options[0].key, spec.options[0].default


def _edited(edit):
    """A damage made on the parsed script, written back as TOML."""

    def damage(spec: GameSpec, text: str) -> bytes | None:
        data = tomllib.loads(text)
        if edit(spec, data) is False:
            return None
        return tomli_w.dumps(data).encode()

    return damage


def _set(key, value):
    return _edited(lambda spec, data: data.__setitem__(key, value))


def _drop(key):
    return _edited(lambda spec, data: data.pop(key))


def _first_move(**fields):
    return _edited(lambda spec, data: _first(data)["move"].update(fields))


def _first_step(**fields):
    return _edited(lambda spec, data: _first(data).update(fields))


def _too_few_seats(spec, data):
    if spec.min_players < 2:
        return False
    data["seat"] = data.get("seat", [])[: spec.min_players - 2]


def _too_many_seats(spec, data):
    data["seat"] = [{"name": f"Bot {n}", "bot": "easy"} for n in range(1, spec.max_players + 1)]


def _unknown_bot(spec, data):
    if spec.max_players < 2:
        return False
    data["seat"] = [{"name": "Clem", "bot": "grandmaster"}]


def _seat_name_number(spec, data):
    if spec.max_players < 2:
        return False
    data["seat"] = [{"name": 7, "bot": "easy"}]


def _bad_option_value(spec, data):
    if not spec.options:
        return False
    data["options"] = {spec.options[0].key: "nonsense"}


def _mistake_made_a_move(spec, data):
    """The learner's refused mistake written as a move they make: a step the rules refuse."""
    row = _first(data, True, "try")
    row["move"] = row.pop("try")


def _move_made_a_mistake(spec, data):
    """A legal move of the learner's written as the mistake the rules should refuse."""
    row = _first(data, True)
    row["try"] = row.pop("move")
    row["then"] = row.get("then") or "That fails."


def _wrong_player(spec, data):
    _first(data)["move"]["player"] = 5


def _duplicated_option(spec: GameSpec, text: str) -> bytes:
    key, value = _option(spec)
    pair = tomli_w.dumps({key: value}).strip()
    return f"options = {{ {pair}, {pair} }}\n{text}".encode()


DAMAGES = {
    # the file itself
    "empty": lambda spec, text: b"",
    "truncated": lambda spec, text: text[: text.index('intro = "') + 20].encode(),
    "not_utf8": lambda spec, text: text.encode().replace(b'title = "', b'title = "\xff\xfe', 1),
    "utf16": lambda spec, text: text.encode("utf-16"),
    "control_character": lambda spec, text: text.replace('title = "', 'title = "\x00', 1).encode(),
    "nested_3000_deep": lambda spec, text: ("deep = " + "[" * 3000 + "]" * 3000 + "\n" + text).encode(),
    "dotted_key_3000_long": lambda spec, text: ("x" + ".x" * 3000 + " = 1\n" + text).encode(),
    "oversized": lambda spec, text: (text + "\n#" + "x" * (1100 * 1024) + "\n").encode(),
    "duplicated_key": lambda spec, text: f"seed = 1\n{text}".encode(),
    "duplicated_option": _duplicated_option,
    # the seed
    "seed_inf": _set("seed", math.inf),
    "seed_nan": _set("seed", math.nan),
    "seed_huge": _set("seed", 10**30),
    "seed_negative": _set("seed", -5),
    "seed_fraction": _set("seed", 4.5),
    "seed_text": _set("seed", "4"),
    "seed_bool": _set("seed", True),
    "no_seed": _drop("seed"),
    # the words around the game
    "no_title": _drop("title"),
    "intro_number": _set("intro", 3),
    "unknown_key": _set("speed", 2),
    # options
    "unknown_option": _set("options", {"bogus": 1}),
    "bad_option_value": _edited(_bad_option_value),
    "options_not_table": _set("options", 5),
    # seats
    "too_few_seats": _edited(_too_few_seats),
    "too_many_seats": _edited(_too_many_seats),
    "unknown_bot": _edited(_unknown_bot),
    "seat_name_number": _edited(_seat_name_number),
    "seats_not_tables": _set("seat", ["Clem"]),
    # steps
    "steps_not_list": _set("step", "play"),
    "no_steps": _set("step", []),
    "steps_not_tables": _set("step", [1, 2]),
    "step_unknown_key": _first_step(sya="Go on."),
    "step_move_and_try": _edited(lambda spec, data: _first(data).__setitem__("try", dict(_first(data)["move"]))),
    "say_number": _first_step(say=5),
    "then_list": _first_step(then=["Well done."]),
    "about_number": _first_step(about=5),
    "about_sentence": _first_step(about="the company values!"),
    "say_too_long": _first_step(say="Dig. " * 60),
    "move_not_table": _first_step(move="mine"),
    "move_no_kind": _edited(lambda spec, data: _first(data)["move"].pop("kind")),
    "move_player_text": _first_move(player="me"),
    "move_unknown_kind": _first_move(kind="teleport"),
    "move_extra_field": _first_move(bogus=1),
    "move_wrong_player": _edited(_wrong_player),
    "illegal_move": _edited(_mistake_made_a_move),
    "legal_mistake": _edited(_move_made_a_mistake),
}


def damaged_folder(folder: Path, spec: GameSpec, kind: str) -> bool:
    """Every game's script copied into `folder`, `spec`'s damaged by `kind`; False when the kind
    can't apply to that game (nothing is written then)."""
    damaged = _damaged(spec, kind)
    if damaged is None:
        return False
    folder.mkdir(parents=True, exist_ok=True)
    for script in INSTALLED.glob("*.toml"):
        shutil.copyfile(script, folder / script.name)
    (folder / f"{spec.id}.toml").write_bytes(damaged)
    return True


def cases(specs) -> list[tuple[GameSpec, str]]:
    """Every (game, damage kind) that applies."""
    return [(spec, kind) for spec in specs for kind in DAMAGES if _damaged(spec, kind) is not None]


def _damaged(spec: GameSpec, kind: str) -> bytes | None:
    return DAMAGES[kind](spec, (INSTALLED / f"{spec.id}.toml").read_text(encoding="utf-8"))
