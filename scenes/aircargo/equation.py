"""The hazard-equation box beside the dice tray: during a check, the sum the
dice must keep to 12 or less (and once it is rolled, whether it passes); on a
planning roll, what the dice can plan; between checks, the flight so far.
It draws from the board's picture; the rules decide every number."""

from __future__ import annotations

import pygame

from game.aircargo import rules
from game.aircargo.content import content
from game.aircargo.phases import Phase
from scenes.aircargo.layout import EQUATION
from sprites import theme

C = content()


def draw(surface, picture, settled: bool) -> None:
    """The box for `picture`; the dice count once the tray has `settled`."""
    rect = EQUATION.inflate(-20, -18)
    check = picture.check
    x, y = rect.left, rect.top
    if check and picture.phase in (Phase.WEATHER_ROLL, Phase.STAMINA, Phase.HAZARD_ROLL, Phase.RESCUE, Phase.OVER):
        theme.draw_text(surface, check_title(check, rect.w), (x, y), 28, theme.INK)
        dice = rolled_dice(picture, settled)
        weather = check["weather"] if check.get("weather_die") else None
        rows = [
            ("Dice", "?" if dice is None else str(dice)),
            ("+ Weather", "?" if weather is None else str(weather)),
            ("+ Hazard", str(check["hazard"])),
            ("+ Cargo", str(check["cargo_class"])),
        ]
        panic = check.get("panic", 0)  # a panic's stamina replaces any spent before the roll (rules.panic_cost)
        if panic:
            rows.append(("- Panic", str(panic)))
        elif check.get("stamina"):
            rows.append(("- Stamina", str(check["stamina"])))
        for row, (name, value) in enumerate(rows):
            ry = y + 28 + row * 21
            theme.draw_text(surface, name, (x, ry), theme.MIN_TEXT, theme.WOOD)
            theme.draw_text(surface, value, (x + 128, ry), theme.MIN_TEXT, theme.INK, "topright")
        total_x = rect.right - 54
        if dice is not None and weather is not None:
            total = shown_total(check, dice)
            limit = f"{C.pass_limit} or less" if total <= C.pass_limit else f"over {C.pass_limit}"  # words, not signs
            theme.draw_text(surface, f"= {total}", (total_x, y + 24), 56, theme.INK, "midtop")
            theme.draw_text(surface, limit, (total_x, y + 74), 30, theme.WOOD, "midtop")
            draw_verdict(surface, (total_x, y + 112), total <= C.pass_limit)
        elif weather is not None:  # what the two dice must make, once the weather is known
            need = C.pass_limit - rules.check_modifiers(check) + check.get("stamina", 0)
            theme.draw_text(surface, "dice need", (total_x, y + 40), 28, theme.WOOD, "midtop")
            theme.draw_text(
                surface,
                str(need) if need >= 2 else "a panic",
                (total_x, y + 64),
                52 if need >= 2 else 30,
                theme.INK,
                "midtop",
            )
            theme.draw_text(surface, "or less" if need >= 2 else "", (total_x, y + 104), 28, theme.WOOD, "midtop")
        else:
            theme.draw_text(surface, "12 or", (total_x, y + 46), 30, theme.WOOD, "midtop")
            theme.draw_text(surface, "less", (total_x, y + 72), 30, theme.WOOD, "midtop")
            theme.draw_text(surface, "passes", (total_x, y + 98), 30, theme.WOOD, "midtop")
        return
    if picture.phase == Phase.PLANNING and settled:
        a, b = picture.dice
        theme.draw_text(surface, f"Planning roll: {a} and {b}", (x, y), 28, theme.INK)
        cargo = rules.cargo_options(picture)
        airports = rules.airport_options(picture)
        lines = [
            f"Cargo: {', '.join(map(str, cargo)) if cargo else 'no free box'}",
            f"Airport: {', '.join(map(str, airports)) if airports else no_airport(a, b)}",
            f"Rerolls left: {picture.rerolls_left}",
        ]
        for row, text in enumerate(lines):
            theme.draw_text(surface, theme.fit(text, 28, rect.w), (x, y + 36 + row * 30), 28, theme.INK)
        return
    lines = summary_lines(picture, rect.w)
    for row, text in enumerate(lines):
        theme.draw_text(surface, theme.fit(text, 28, rect.w), (x, y + row * 30), 28, theme.INK if row else theme.WOOD)


def rolled_dice(picture, settled: bool) -> int | None:
    """The hazard dice's total once this check's are down: its weather die comes first, so dice
    on the table before it are the last check's (the mountain's, while a landing begins)."""
    dice = picture.dice
    if not (picture.check and picture.check.get("weather_die") and dice and all(dice) and settled):
        return None
    return sum(dice)


def shown_total(check: dict, dice: int) -> int:
    """The total the box compares with the limit: after a panic, the roll less its stamina."""
    return dice + rules.check_modifiers(check) - (check.get("panic") or check.get("stamina", 0))


def summary_lines(picture, width: int = EQUATION.w - 20) -> list[str]:
    """The box's lines between checks; its heading names the place whole, in fewer words if need be."""
    where = C.places[picture.position].name
    if picture.destination:
        target = C.airports[picture.destination]
        return [
            first_fitting([f"Flying {picture.cargo} to {target.name}", f"{picture.cargo} to {target.name}"], width),
            f"Landing hazard {target.landing_hazard}",
            f"Weather boxes left {picture.weather_left}",
            f"Stamina {picture.stamina_left}, prayers {picture.prayers_left}",
        ]
    return [
        first_fitting([f"On the ground: {where}", f"At {where}"], width),
        f"Planned airports {len(picture.planned_airports)}",
        f"Ordered cargo {len(picture.planned_cargo)}",
        f"Stamina {picture.stamina_left}, prayers {picture.prayers_left}",
    ]


def draw_verdict(surface, centre, passes: bool) -> None:
    """A tick or a cross beside the word: never colour alone."""
    colour = (40, 140, 60) if passes else theme.RED
    cx, cy = centre
    if passes:
        pygame.draw.lines(surface, colour, False, [(cx - 52, cy), (cx - 42, cy + 10), (cx - 26, cy - 10)], 5)
    else:
        pygame.draw.line(surface, colour, (cx - 50, cy - 9), (cx - 32, cy + 9), 5)
        pygame.draw.line(surface, colour, (cx - 50, cy + 9), (cx - 32, cy - 9), 5)
    theme.draw_text(surface, "PASS" if passes else "OVER", (cx - 20, cy), 30, colour, "midleft")


def first_fitting(options: list[str], width: int, size: int = 28) -> str:
    """The first wording that fits `width` whole; the last one shortened when none does."""
    for option in options:
        if theme.font(size).size(option)[0] <= width:
            return option
    return theme.fit(options[-1], size, width)


def no_airport(a: int, b: int) -> str:
    """Why the dice plan no airport: neither number they make is one (a 1 and a 2 make 12 and 21)."""
    numbers = sorted({10 * a + b, 10 * b + a})
    return "no " + " or ".join(map(str, numbers))


def check_title(check: dict, width: int, size: int = 28) -> str:
    """The check box's heading: the place named whole, with the shortest
    lead-in that leaves room for it ("Mountain: Sierra Nevada, Whitney" is too long)."""
    name = check["name"]
    leads = ("Landing: ",) if check["kind"] == "landing" else ("Mountain: ", "Over ")
    return first_fitting([lead + name for lead in leads] + [name], width, size)
