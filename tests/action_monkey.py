"""Seeded random Actions thrown straight at the scene stack, for the game scenes' monkey tests."""

from scenes.kit.input import Action


def throw_actions(
    app,
    rng,
    frames: int,
    frame: float,
    kinds: list[str],
    sources=("kbm",),
    most_per_frame: int = 2,
    stray_buttons: bool = False,
) -> None:
    """Up to `most_per_frame` actions a frame. Button kinds carry their index; with
    `stray_buttons` other kinds carry a stray one too (pads and keys send both)."""
    for _ in range(frames):
        for _ in range(rng.randint(0, most_per_frame)):
            kind = rng.choice(kinds)
            pos = (rng.randrange(1280), rng.randrange(720)) if kind in ("point", "click") else None
            if kind.startswith("button"):
                button = int(kind[-1])
            else:
                button = rng.choice([None, 0, 1]) if stray_buttons else None
            source = rng.choice(sources) if len(sources) > 1 else sources[0]
            app.scenes.handle(Action(kind, source, pos, button))
        app.frame(frame, [])
