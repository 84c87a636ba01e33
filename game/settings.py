"""The player's settings, kept as TOML in the user data folder."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from game import paths, tomlfile

ANIMATION_SPEEDS = (0.5, 1.0, 1.5, 2.0)


@dataclass
class Settings:
    volume: float = 0.8
    muted: bool = False
    fullscreen: bool = False
    animation_speed: float = 1.0
    colour_blind: bool = False
    coached: list[str] = field(default_factory=list)  # games whose first-game coach has been seen

    def cleaned(self) -> "Settings":
        """Clamp values a hand-edited file may have pushed out of range."""
        speed = min(ANIMATION_SPEEDS, key=lambda s: abs(s - float(self.animation_speed)))
        return Settings(
            volume=min(1.0, max(0.0, float(self.volume))),
            muted=bool(self.muted),
            fullscreen=bool(self.fullscreen),
            animation_speed=speed,
            colour_blind=bool(self.colour_blind),
            coached=sorted({str(game) for game in self.coached}) if isinstance(self.coached, list) else [],
        )


def settings_path() -> Path:
    return paths.user_dir() / "settings.toml"


def load(path: Path | None = None) -> tuple[Settings, str]:
    """Settings and a message ("" when all went well). A missing file gives
    defaults silently; a damaged one gives defaults and says so, and is left
    untouched until the player saves new settings."""
    path = path or settings_path()
    try:
        data = tomlfile.read(path)
    except FileNotFoundError:
        return Settings(), ""
    except tomlfile.DamagedFile as err:
        return Settings(), f"Settings file damaged; using defaults. {err}"
    known = {f.name: f.type for f in fields(Settings)}
    values = {key: value for key, value in data.items() if key in known}
    try:
        return Settings(**values).cleaned(), ""
    except (TypeError, ValueError):
        return Settings(), "Settings file had odd values; using defaults."


def save(settings: Settings, path: Path | None = None) -> str:
    """Write the settings. A damaged settings file is set aside first, never
    overwritten; the returned message says so ("" otherwise)."""
    path = path or settings_path()
    notice = ""
    if path.exists() and load(path)[1]:
        notice = f"The damaged settings file was kept as {tomlfile.set_aside(path).name}."
    tomlfile.write(path, asdict(settings.cleaned()))
    return notice
