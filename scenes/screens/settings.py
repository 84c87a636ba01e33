"""Settings: volume, the music's share of it, sound on/off, fullscreen, animation speed, how fast
the bots play and the colour-blind palette. Every change is saved at once."""

from __future__ import annotations

from game.settings import ANIMATION_SPEEDS, BOT_PACES
from scenes.kit import ui
from scenes.kit.manager import Scene
from sprites import theme

SPEED_NAMES = {0.5: "Slow", 1.0: "Normal", 1.5: "Fast", 2.0: "Fastest"}
VOLUMES = [(step / 10, f"{step * 10}%") for step in range(11)]
ON_OFF = [(False, "Off"), (True, "On")]
PACE_NAMES = {"relaxed": "Relaxed", "normal": "Normal", "brisk": "Brisk"}


class SettingsScene(Scene):
    closes_on_back = True

    def __init__(self, app):
        super().__init__(app)
        settings = app.settings
        volume = min((v for v, _ in VOLUMES), key=lambda v: abs(v - settings.volume))
        music = min((v for v, _ in VOLUMES), key=lambda v: abs(v - settings.music_volume))
        self.menu = ui.Menu(
            app,
            [
                ui.ChoiceRow("Volume", VOLUMES, volume, self.set_volume, help="Left and right change it."),
                ui.ChoiceRow("Music", VOLUMES, music, self.set_music, help="How loud the tunes are, under the volume."),
                ui.ChoiceRow("Sound", [(True, "Off"), (False, "On")], settings.muted, self.set_muted),
                ui.ChoiceRow(
                    "Fullscreen", ON_OFF, app.fullscreen, self.set_fullscreen, help="F11 or Alt+Enter switch it too."
                ),
                ui.ChoiceRow(
                    "Animation speed",
                    [(s, SPEED_NAMES.get(s, f"{s}x")) for s in ANIMATION_SPEEDS],
                    settings.animation_speed,
                    self.set_speed,
                ),
                ui.ChoiceRow(
                    "Colour-blind colours",
                    ON_OFF,
                    settings.colour_blind,
                    self.set_colour_blind,
                    help="Player colours that stay apart for every eye; the symbols always show too.",
                ),
                ui.ChoiceRow(
                    "Bot pace",
                    [(pace, PACE_NAMES.get(pace, pace)) for pace in BOT_PACES],
                    settings.bot_pace,
                    self.set_bot_pace,
                    help="Relaxed says each bot move and waits so you can read it; brisk hurries them.",
                ),
                ui.Button("Back", self.back),
            ],
            pos=(theme.WIDTH // 2, 100),
            width=780,
            item_height=58,
            gap=8,
        )

    def _changed(self) -> None:
        self.app.save_settings()

    def set_volume(self, value) -> None:
        self.app.settings.volume = value
        self._changed()

    def set_music(self, value) -> None:
        self.app.settings.music_volume = value
        self._changed()

    def set_muted(self, value) -> None:
        self.app.settings.muted = value
        self._changed()

    def set_fullscreen(self, value) -> None:
        self.app.set_fullscreen(value)
        self.menu.items[3].set_value(self.app.fullscreen)  # shows what really happened

    def set_speed(self, value) -> None:
        self.app.settings.animation_speed = value
        self._changed()

    def set_bot_pace(self, value) -> None:
        self.app.settings.bot_pace = value
        self._changed()

    def set_colour_blind(self, value) -> None:
        self.app.settings.colour_blind = value
        self._changed()

    def handle(self, action) -> bool:
        return self.menu.handle(action)

    def draw(self, surface) -> None:
        surface.blit(theme.backdrop("night"), (0, 0))
        theme.draw_heading(surface, "Settings", (theme.WIDTH // 2, 20))
        self.menu.draw(surface)
        hint = self.menu.hint()
        if hint:
            theme.draw_text(
                surface,
                theme.fit(hint, theme.SMALL, 1200),
                (theme.WIDTH // 2, self.menu.rect.bottom + 8),
                theme.SMALL,
                theme.GOLD_LIGHT,
                "midtop",
            )
        colour_blind = self.app.settings.colour_blind
        for i in range(len(theme.PLAYER_COLOURS)):
            theme.draw_player_badge(surface, (theme.WIDTH // 2 + (i - 3.5) * 64, 690), i, 46, colour_blind)
