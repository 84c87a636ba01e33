"""How long a game lasts at the table: strong bots play it in the real scene
at normal animation speed on a simulated clock (frames are updated, not
drawn, so nothing waits), then every decision a person would make is given
some seconds of thought in place of the bot's pause: a choice the full pace,
a press that asks for the dice half of it, and a move the scene plays by
itself for a human (a forced move) only the scene's pause. A design measure
for game length, not a timing test."""

from __future__ import annotations

import statistics

from game.core import CHANCE
from game.match import Match, Seat
from game.registry import GameSpec
from scenes.kit.game_scene import BOT_THINK_SECONDS, FORCED_MOVE_SECONDS

FRAME = 1 / 30
DECISION_SECONDS = (3.0, 6.0)  # a choice: a quick family player, a thoughtful one
PRESS_SHARE = 0.5  # asking for the dice ("roll") is a press, not a choice: half a choice's time
PRESS_KINDS = ("roll",)
LIMIT_SECONDS = 4 * 3600  # a game that has not ended after four hours of screen time is reported as a failure


def on_screen(app, spec: GameSpec, players: int, seed: int, options: dict) -> dict:
    """Seconds on screen with bots, and the choices, presses and forced moves the table waits
    for, in one game. Players who decide at the same moment (one roll for all, a secret pick)
    think together: each of their decisions counts as a share of one."""
    from scenes.kit.game_scene import scene_for

    seats = [Seat(f"Bot {i + 1}", i, "bot", spec.strong_bot) for i in range(players)]
    match = Match(spec, seats, seed, options)
    scene = scene_for(app, match, demo=True)  # demo: no save files, no coach
    app.scenes.reset(scene)
    count = {"seconds": 0.0, "choices": 0.0, "presses": 0.0, "forced": 0.0}
    while not (match.is_over() and not scene.busy()):
        deciding = [actor for actor in match.to_act() if actor != CHANCE]
        forced = [] if scene.busy() else [scene.forced_move(seat) for seat in deciding]
        made = len(match.log)
        app.scenes.update(FRAME)
        count["seconds"] += FRAME
        for move in match.log[made:]:
            if move.get("player") != CHANCE:
                kind = "forced" if move in forced else "presses" if move.get("kind") in PRESS_KINDS else "choices"
                count[kind] += 1 / max(1, len(deciding))
        if count["seconds"] > LIMIT_SECONDS:
            raise RuntimeError(f"{spec.id}: game {seed} still running after {LIMIT_SECONDS // 60} minutes")
    return count


def people_seconds(run: dict, pace: float) -> float:
    """A game's length with people deciding at `pace` seconds a choice, in place of the bots' pauses."""
    return (
        run["seconds"]
        + run["choices"] * (pace - BOT_THINK_SECONDS)
        + run["presses"] * (pace * PRESS_SHARE - BOT_THINK_SECONDS)
        + run["forced"] * (FORCED_MOVE_SECONDS - BOT_THINK_SECONDS)
    )


def measure(spec: GameSpec, players: int, games: int, seed: int = 1, options: dict | None = None) -> dict:
    from game.settings import Settings
    from scenes.app import App

    app = App(headless=True, settings=Settings(animation_speed=1.0))
    options = spec.check_options(options or {})
    runs = [on_screen(app, spec, players, seed + n, options) for n in range(games)]
    people = {f"{pace:g}s": _spread([people_seconds(run, pace) / 60 for run in runs]) for pace in DECISION_SECONDS}
    return {
        "game": spec.id,
        "players": players,
        "games": games,
        "options": options,
        "bots_minutes": _spread([run["seconds"] / 60 for run in runs]),
        "decisions": _spread([run["choices"] + run["presses"] for run in runs]),
        "presses": _spread([run["presses"] for run in runs]),
        "forced": _spread([run["forced"] for run in runs]),
        "people_minutes": people,
    }


def _spread(values: list[float]) -> dict:
    return {"min": round(min(values), 1), "median": round(statistics.median(values), 1), "max": round(max(values), 1)}


def format_report(data: dict) -> str:
    def span(spread: dict) -> str:
        return f"median {spread['median']} (from {spread['min']} to {spread['max']})"

    lines = [
        f"{data['game']}: {data['games']} games of {data['players']} at normal animation speed"
        + (f", options {data['options']}" if data["options"] else ""),
        f"  on screen with bots: {span(data['bots_minutes'])} minutes",
        f"  decisions the table waits for: {span(data['decisions'])}",
        f"  of them presses for the dice: {span(data['presses'])}",
        f"  forced moves that play themselves (not decisions): {span(data['forced'])}",
    ]
    for pace, spread in data["people_minutes"].items():
        press = f"{float(pace[:-1]) * PRESS_SHARE:g}s"
        lines.append(f"  with people taking {pace} a choice and {press} a press: {span(spread)} minutes")
    return "\n".join(lines)
