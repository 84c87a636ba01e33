"""`python main.py readable`: can every table be read from the sofa?

Each table plays whole seeded games in its real scene at the most players: the first seat a
person (played by the hint's move, so the hint, the recap card and first-game tips show as
they do for a person), the rest bots. Frames are drawn now and then and at every decision,
where the hint is asked and, every few decisions, the log is opened. A text audit
(sprites/readability.py) hears every string drawn; the report gives per table the smallest
capital height, the strings under MIN_CAP px, the texts cut short and the board words
drawn over one another or over what they must leave seen (`GameScene.overlaps_seen`). A
measure for the design, like playtime: tests check behaviour."""

from __future__ import annotations

import os
from dataclasses import dataclass, field

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

FRAME = 1 / 30
DRAW_EVERY = 6  # frames between drawings while nobody decides
LOG_EVERY = 5  # decisions between openings of the log
LIMIT_FRAMES = 200_000  # a game not over by then is reported, not waited for
OVER_PRESS_FRAMES = 60  # at the end, a table still showing its last words gets a press this often


@dataclass
class TableReport:
    game: str
    players: int
    games: int
    smallest: float | None = None
    small: dict[str, float] = field(default_factory=dict)
    cuts: dict[str, str] = field(default_factory=dict)
    collisions: dict[str, int] = field(default_factory=dict)  # "word / what it covers" -> frames
    decisions: int = 0

    def saw(self, scene) -> None:
        """Count the board words the frame just drawn showed over another or over a piece."""
        for word, other in scene.overlaps_seen():
            key = f"{word} / {other}"
            self.collisions[key] = self.collisions.get(key, 0) + 1


def play_table(app, spec, players: int, seed: int, report: TableReport) -> None:
    """One game at the table, drawn while the audit listens."""
    from game.core import CHANCE
    from game.hints import hint_for
    from game.match import Match, Seat
    from scenes.kit.game_scene import scene_for
    from scenes.kit.input import Action

    seats = [Seat("You", 0, "human")] + [Seat(f"Bot {i + 1}", i, "bot", spec.strong_bot) for i in range(1, players)]
    match = Match(spec, seats, seed, spec.default_options())
    scene = scene_for(app, match)
    app.scenes.reset(scene)

    def drawn() -> None:
        app.frame(FRAME, [])
        report.saw(scene)

    over_frames = 0
    for frame in range(LIMIT_FRAMES):
        if match.is_over() and not scene.busy():
            break
        over_frames = over_frames + 1 if match.is_over() else 0
        if over_frames % OVER_PRESS_FRAMES == OVER_PRESS_FRAMES - 1:  # the end read, the person presses on
            scene.handle(Action("confirm", "kbm"))
        deciding = app.scenes.top is scene and not scene.busy() and 0 in match.to_act() and CHANCE not in match.to_act()
        if deciding:
            report.decisions += 1
            drawn()
            scene.ask_hint("keyboard")
            drawn()
            if report.decisions % LOG_EVERY == 0:
                scene.open_log()
                drawn()
                app.scenes.pop()
            scene.try_move(hint_for(match, 0).move)
        elif frame % DRAW_EVERY == 0:
            drawn()
        else:
            app.scenes.update(FRAME)
            app.toasts.update(FRAME)
        if app.scenes.top is not scene:  # a screen over the table the person would answer (a pass screen)
            drawn()
            if scene not in app.scenes.stack:
                break  # the table has gone (the end of the game)
            while app.scenes.top is not scene:
                app.scenes.pop()
    drawn()  # the end of the game, as it shows


def measure(spec, games: int = 1, seed: int = 1) -> TableReport:
    from game.settings import Settings
    from scenes.app import App
    from sprites import readability

    app = App(headless=True, settings=Settings(animation_speed=2.0))
    players = spec.max_players
    report = TableReport(spec.id, players, games)
    with readability.watching() as audit:
        for number in range(games):
            play_table(app, spec, players, seed + number, report)
    report.smallest = audit.smallest()
    report.small = audit.small()
    report.cuts = dict(audit.cuts)
    return report


def format_report(reports: list[TableReport], most: int = 12) -> str:
    from sprites.readability import MIN_CAP

    lines = [
        f"{'table':24} {'smallest capital':>16} {f'strings under {MIN_CAP} px':>20} {'cut short':>10} {'collisions':>10}"
    ]
    for report in reports:
        smallest = "-" if report.smallest is None else f"{report.smallest:.0f} px"
        lines.append(
            f"{report.game + f', {report.players} players':24} {smallest:>16} {len(report.small):>20}"
            f" {len(report.cuts):>10} {len(report.collisions):>10}"
        )
    for report in reports:
        if report.small:
            lines += ["", f"{report.game}: under {MIN_CAP} px (capital height)"]
            for string, cap in sorted(report.small.items(), key=lambda item: item[1])[:most]:
                lines.append(f"  {cap:4.1f} px  {string[:70]!r}")
            if len(report.small) > most:
                lines.append(f"  ... and {len(report.small) - most} more")
        if report.cuts:
            lines += ["", f"{report.game}: cut short"]
            for string, how in list(report.cuts.items())[:most]:
                lines.append(f"  {string[:70]!r}: {how}")
            if len(report.cuts) > most:
                lines.append(f"  ... and {len(report.cuts) - most} more")
        if report.collisions:
            lines += ["", f"{report.game}: words over another or over a piece (frames)"]
            for what, frames in sorted(report.collisions.items(), key=lambda item: -item[1])[:most]:
                lines.append(f"  {frames:5}  {what[:70]}")
    return "\n".join(lines)
