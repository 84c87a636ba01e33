"""Turns pygame events from the keyboard, the mouse and every gamepad into
Actions, so scenes never look at raw events.

Gamepads are opened on JOYDEVICEADDED and tracked by instance id (device
indices change as pads come and go). Pads SDL knows as game controllers use
its standard layout; others are read as plain joysticks with the common
A B X Y / LB RB / Back Start numbering. A pad that fails to open leaves a
message and changes nothing."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from types import ModuleType

import pygame

log = logging.getLogger(__name__)

KBM = "kbm"
DIRECTIONS = ("up", "down", "left", "right")
# Round a ring of targets any direction steps: back (left, up, prev) or on (right, down, next).
RING_STEPS = {"left": -1, "up": -1, "prev": -1, "right": 1, "down": 1, "next": 1}
REPEAT_DELAY = 0.4  # seconds a direction is held before it repeats
REPEAT_INTERVAL = 0.11
STICK_PRESS = 0.55  # stick deflection that counts as a press
STICK_RELEASE = 0.35  # and where it lets go (hysteresis stops chatter)

sdl_controller: ModuleType | None
try:  # the game-controller API gives every known pad the same layout
    from pygame._sdl2 import controller as sdl_controller
except ImportError:  # pragma: no cover - depends on the pygame build
    sdl_controller = None


@dataclass
class Action:
    kind: str  # up down left right confirm back pause log hint point click next prev button0..3 text erase wheel_up wheel_down
    source: str = KBM  # "kbm" or "pad:<instance_id>"
    pos: tuple[int, int] | None = None  # mouse position for point/click (logical pixels)
    button: int | None = None  # 0..3 for the face buttons A B X Y and the keys 1-4
    text: str = ""  # typed text for kind "text"
    repeat: bool = False  # made by holding a direction


@dataclass
class Pad:
    instance_id: int
    name: str
    device: object = None
    standard: bool = False  # opened through the game-controller API

    @property
    def source(self) -> str:
        return f"pad:{self.instance_id}"


KEY_DIRECTIONS = {
    pygame.K_UP: "up",
    pygame.K_DOWN: "down",
    pygame.K_LEFT: "left",
    pygame.K_RIGHT: "right",
    pygame.K_w: "up",
    pygame.K_s: "down",
    pygame.K_a: "left",
    pygame.K_d: "right",
}
TEXT_KEYS = {
    pygame.K_w,
    pygame.K_a,
    pygame.K_s,
    pygame.K_d,
    pygame.K_SPACE,
    pygame.K_1,
    pygame.K_2,
    pygame.K_3,
    pygame.K_4,
}
NUMBER_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3}
FACE_KINDS = ("confirm", "back", "button2", "button3")  # A B X Y

# Game-controller (standard) buttons.
CONTROLLER_FACES = {
    pygame.CONTROLLER_BUTTON_A: 0,
    pygame.CONTROLLER_BUTTON_B: 1,
    pygame.CONTROLLER_BUTTON_X: 2,
    pygame.CONTROLLER_BUTTON_Y: 3,
}
CONTROLLER_OTHERS = {
    pygame.CONTROLLER_BUTTON_START: "pause",
    pygame.CONTROLLER_BUTTON_BACK: "log",  # Back/Select: the game log (B is back)
    pygame.CONTROLLER_BUTTON_LEFTSTICK: "hint",  # a stick pressed in: the faces are the tables' own buttons
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: "hint",
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "prev",
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "next",
}
CONTROLLER_DPAD = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: "up",
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: "down",
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: "left",
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "right",
}
# Plain joysticks: the numbering most pads use.
JOY_FACES = {0: 0, 1: 1, 2: 2, 3: 3}
JOY_OTHERS = {4: "prev", 5: "next", 6: "log", 7: "pause"}


def open_device(device_index: int) -> Pad:
    """Open the pad at a device index; raises pygame.error when it can't."""
    if sdl_controller is not None and sdl_controller.get_init() and sdl_controller.is_controller(device_index):
        pad = sdl_controller.Controller(device_index)
        joystick = pad.as_joystick()
        return Pad(joystick.get_instance_id(), pad.name or joystick.get_name(), pad, True)
    joystick = pygame.joystick.Joystick(device_index)
    joystick.init()
    return Pad(joystick.get_instance_id(), joystick.get_name(), joystick, False)


class Input:
    def __init__(self, opener=open_device):
        self.opener = opener  # tests swap in a fake: headless SDL has no pads
        self.pads_by_id: dict[int, Pad] = {}
        self.messages: list[str] = []  # for the app to show as toasts
        self.text_mode = False
        self._held: dict[tuple[str, str, str], float] = {}  # (source, input, direction) -> seconds held
        self._stick: dict[tuple[int, str], bool] = {}
        for module in (pygame.joystick, sdl_controller):
            if module is None:
                continue
            try:
                module.init()
            except pygame.error as err:  # no joystick support: keyboard and mouse still work
                log.info("gamepad support unavailable: %s", err)

    # --- pads -----------------------------------------------------------------
    def pads(self) -> list[tuple[int, str]]:
        """Connected pads as (instance_id, name), oldest first."""
        return [(pad.instance_id, pad.name) for pad in self.pads_by_id.values()]

    def pad_number(self, instance_id: int) -> int:
        """1-based number to show beside a pad ("Pad 2"); 0 when not connected."""
        ids = list(self.pads_by_id)
        return ids.index(instance_id) + 1 if instance_id in ids else 0

    def _add_pad(self, device_index) -> None:
        try:
            pad = self.opener(int(device_index))
        except (pygame.error, OSError, ValueError, TypeError) as err:
            self.messages.append(f"A gamepad was plugged in but could not be opened ({err}).")
            return
        if pad.instance_id not in self.pads_by_id:
            self.pads_by_id[pad.instance_id] = pad
            self.messages.append(f"Gamepad {self.pad_number(pad.instance_id)} connected: {pad.name}.")

    def _remove_pad(self, instance_id) -> None:
        pad = self.pads_by_id.pop(instance_id, None)
        if pad is None:
            return
        source = pad.source
        self._held = {key: t for key, t in self._held.items() if key[0] != source}
        self._stick = {key: v for key, v in self._stick.items() if key[0] != instance_id}
        self.messages.append(f"Gamepad disconnected: {pad.name}.")

    def take_messages(self) -> list[str]:
        messages, self.messages = self.messages, []
        return messages

    # --- text entry -------------------------------------------------------------------
    def start_text(self) -> None:
        """Letters, space and 1-4 become text instead of moves until stop_text()."""
        self.text_mode = True
        self._held.clear()
        try:
            pygame.key.start_text_input()
        except pygame.error:
            pass

    def stop_text(self) -> None:
        self.text_mode = False

    # --- translating ------------------------------------------------------------------
    def _press(self, actions, source, kind, held_key, **fields) -> None:
        actions.append(Action(kind, source, **fields))
        if kind in DIRECTIONS:
            self._held[(source, held_key, kind)] = 0.0

    def _release(self, source, held_key) -> None:
        for key in [k for k in self._held if k[0] == source and k[1] == held_key]:
            del self._held[key]

    def process(self, events) -> list[Action]:
        actions: list[Action] = []
        for event in events:
            try:
                self._translate(event, actions)
            except (AttributeError, KeyError, TypeError, ValueError) as err:
                # An event without the fields we expect (odd driver): skip it.
                log.debug("ignored event %s: %s", event, err)
        return actions

    def _translate(self, event, actions) -> None:
        kind = event.type
        if kind == pygame.KEYDOWN:
            self._key_down(event, actions)
        elif kind == pygame.KEYUP:
            self._release(KBM, f"key{event.key}")
        elif kind == pygame.WINDOWFOCUSLOST:  # key-ups go elsewhere now: stop repeating
            self._held = {key: t for key, t in self._held.items() if key[0] != KBM}
        elif kind == pygame.TEXTINPUT:
            if event.text:
                actions.append(Action("text", KBM, text=event.text))
        elif kind == pygame.MOUSEMOTION:
            actions.append(Action("point", KBM, pos=tuple(event.pos)))
        elif kind == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                actions.append(Action("click", KBM, pos=tuple(event.pos)))
            elif event.button == 3:
                actions.append(Action("back", KBM, pos=tuple(event.pos)))
        elif kind == pygame.MOUSEWHEEL:  # lists that scroll (the setup screen's options) listen for these
            if event.y:
                actions.append(Action("wheel_up" if event.y > 0 else "wheel_down", KBM))
        elif kind == pygame.JOYDEVICEADDED:
            self._add_pad(event.device_index)
        elif kind in (pygame.JOYDEVICEREMOVED, pygame.CONTROLLERDEVICEREMOVED):
            self._remove_pad(event.instance_id)
        elif kind == pygame.CONTROLLERBUTTONDOWN:
            self._controller_button(event, actions, True)
        elif kind == pygame.CONTROLLERBUTTONUP:
            self._controller_button(event, actions, False)
        elif kind == pygame.CONTROLLERAXISMOTION:
            if event.axis in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
                value = event.value / 32767 if abs(event.value) > 1.5 else event.value
                self._stick_motion(
                    event.instance_id, "x" if event.axis == pygame.CONTROLLER_AXIS_LEFTX else "y", value, actions
                )
        elif kind in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP, pygame.JOYHATMOTION, pygame.JOYAXISMOTION):
            pad = self.pads_by_id.get(event.instance_id)
            if pad is not None and pad.standard:
                return  # the controller events already speak for this pad
            self._joystick(event, actions)

    def _key_down(self, event, actions) -> None:
        key = event.key
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        if self.text_mode:
            if key == pygame.K_BACKSPACE:
                actions.append(Action("erase", KBM))
                return
            if key in TEXT_KEYS:
                return  # arrives as TEXTINPUT
        if key in KEY_DIRECTIONS:
            self._press(actions, KBM, KEY_DIRECTIONS[key], f"key{key}")
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            actions.append(Action("confirm", KBM))
        elif key == pygame.K_BACKSPACE:
            actions.append(Action("back", KBM))
        elif key == pygame.K_ESCAPE:
            actions.append(Action("pause", KBM))
        elif key == pygame.K_TAB:
            actions.append(Action("prev" if shift else "next", KBM))
        elif key == pygame.K_l and not self.text_mode:
            actions.append(Action("log", KBM))
        elif key == pygame.K_h and not self.text_mode:
            actions.append(Action("hint", KBM))
        elif key == pygame.K_F1:
            actions.append(Action("aid", KBM))
        elif key in NUMBER_KEYS:
            index = NUMBER_KEYS[key]
            actions.append(Action(f"button{index}", KBM, button=index))

    def _face(self, actions, source, index) -> None:
        actions.append(Action(FACE_KINDS[index], source, button=index))

    def _controller_button(self, event, actions, down: bool) -> None:
        source = f"pad:{event.instance_id}"
        button = event.button
        if not down:
            self._release(source, f"dpad{button}")
            return
        if button in CONTROLLER_FACES:
            self._face(actions, source, CONTROLLER_FACES[button])
        elif button in CONTROLLER_OTHERS:
            actions.append(Action(CONTROLLER_OTHERS[button], source))
        elif button in CONTROLLER_DPAD:
            self._press(actions, source, CONTROLLER_DPAD[button], f"dpad{button}")

    def _joystick(self, event, actions) -> None:
        source = f"pad:{event.instance_id}"
        if event.type == pygame.JOYBUTTONDOWN:
            if event.button in JOY_FACES:
                self._face(actions, source, JOY_FACES[event.button])
            elif event.button in JOY_OTHERS:
                actions.append(Action(JOY_OTHERS[event.button], source))
        elif event.type == pygame.JOYHATMOTION:
            if event.hat != 0:
                return
            self._release(source, "hat")
            x, y = event.value
            if x:
                self._press(actions, source, "right" if x > 0 else "left", "hat")
            if y:  # hats count up as positive
                self._press(actions, source, "up" if y > 0 else "down", "hat")
        elif event.type == pygame.JOYAXISMOTION and event.axis in (0, 1):
            self._stick_motion(event.instance_id, "x" if event.axis == 0 else "y", event.value, actions)

    def _stick_motion(self, instance_id, axis, value, actions) -> None:
        source = f"pad:{instance_id}"
        negative, positive = ("left", "right") if axis == "x" else ("up", "down")
        for direction, sign in ((negative, -1), (positive, 1)):
            key = (instance_id, direction)
            pressed = self._stick.get(key, False)
            amount = value * sign
            if not pressed and amount >= STICK_PRESS:
                self._stick[key] = True
                self._press(actions, source, direction, f"stick{direction}")
            elif pressed and amount < STICK_RELEASE:
                self._stick[key] = False
                self._release(source, f"stick{direction}")

    @property
    def holding(self) -> bool:
        """A direction is held down (and repeats without new events)."""
        return bool(self._held)

    def update(self, dt: float) -> list[Action]:
        """Repeat held directions (arrows, d-pad, stick) while they stay down."""
        actions = []
        for key, held in list(self._held.items()):
            source, _, direction = key
            now = held + dt
            self._held[key] = now
            if now < REPEAT_DELAY:
                continue
            before = max(0.0, held - REPEAT_DELAY)
            after = now - REPEAT_DELAY
            count = int(after / REPEAT_INTERVAL) - int(before / REPEAT_INTERVAL) + (held < REPEAT_DELAY)
            for _ in range(min(count, 3)):
                actions.append(Action(direction, source, repeat=True))
        return actions
