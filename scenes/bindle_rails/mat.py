"""The mat: its static image (panels, tracks, labels), rendered once per game, and
what is drawn on it each frame from the rules' state and the board's picture: the
route built, the markers on the tracks, the extras panel and the use boxes."""

from __future__ import annotations

import math

import pygame

from game.bindle_rails import rules
from game.bindle_rails.phases import Phase
from game.bindle_rails.rules import COMPANIES, EVENT_FACES, ROUTE_FACES
from scenes.bindle_rails import layout as L
from scenes.bindle_rails.dice import event_face
from scenes.bindle_rails.picture import Picture
from scenes.kit.labels import Labels
from sprites import theme
from sprites.dice import draw_die

MARKER = 18  # a rival's marker on the route strip, px across
MARKER_SIDES = ("on", "below", "above")
TECH_RING = 24  # the ring round the Tech marker's space: its radius, with its outline


def draw_marks(surface, state, pic: Picture, clock: float, labels: Labels, dice: list[pygame.Rect]) -> None:
    """Everything on the mat that follows the game, in drawing order. Its tags and markers
    are placed by `labels`, clear of the dice and the track markers and of each other."""
    labels.start(dice + value_rings(pic) + [tech_ring(pic)])
    draw_route(surface, state, pic, clock, labels)
    draw_values(surface, state, pic, labels)
    draw_tech(surface, state, pic, labels)
    draw_extras(surface, state, pic)
    draw_use_boxes(surface, state)


def place_text(surface, labels: Labels, string: str, anchor, sides, colour=theme.INK) -> pygame.Rect:
    """A tag on the mat, drawn where `labels` places it beside its anchor."""
    image = theme.text(string, theme.MIN_TEXT, colour)
    rect = labels.place(string, image.get_size(), anchor, sides)
    surface.blit(image, rect)
    return rect


def render_mat(state, colour_blind: bool = False) -> pygame.Surface:
    """Panels, track spaces and labels: everything that never moves."""
    # drawn over the wooden table into one opaque image: a full-screen alpha blit costs milliseconds
    mat = theme.backdrop("wood").copy()
    for rect, style in (
        (L.ROUTE_PANEL, "parchment"),
        (L.VALUE_PANEL, "parchment"),
        (L.TECH_PANEL, "parchment"),
        (L.USE_PANEL, "wood"),
    ):
        theme.Panel(rect, style, 18).draw(mat)
    theme.Panel(L.EXTRA_PANEL, "parchment", 18).draw(mat)
    if not (state.privates_on or state.goals_on):
        theme.draw_text(mat, "VP so far", (L.EXTRA_PANEL.left + 16, L.EXTRA_PANEL.top + 12), 28, theme.INK)
    keep = L.KEEP.inflate(-4, -4)
    pygame.draw.rect(mat, (40, 96, 60), keep, border_radius=14)
    pygame.draw.rect(mat, theme.WOOD_LIGHT, keep, 3, border_radius=14)
    for die in range(8):
        socket = pygame.Rect(0, 0, L.DIE + 4, L.DIE + 4)
        socket.center = L.keep_slot(die)
        pygame.draw.rect(mat, (32, 80, 50), socket, 2, border_radius=10)
    theme.draw_text(mat, "Route to Chicago", (L.ROUTE_PANEL.centerx, L.ROUTE_PANEL.top + 10), 28, theme.INK, "midtop")
    count = max(1, state.route_count or rules.GAME["route_dice"])
    for slot in range(count):
        rect = L.route_slot_rect(slot, count)
        pygame.draw.rect(mat, theme.PARCHMENT_DARK, rect, border_radius=10)
        pygame.draw.rect(mat, theme.WOOD_LIGHT, rect, 2, border_radius=10)
        theme.draw_text(mat, str(slot + 1), (rect.left + L.DIE + 24, rect.top + 2), theme.MIN_TEXT, theme.WOOD)
    chicago = L.chicago_rect(count)
    pygame.draw.rect(mat, theme.BROWN_DARK, chicago, border_radius=10)
    theme.draw_text(mat, "Chicago", chicago.center, 30, theme.GOLD_LIGHT, "center")
    # company values
    theme.draw_text(mat, "Company values ($)", (L.VALUE_PANEL.left + 18, L.VALUE_PANEL.top + 10), 28, theme.INK)
    for company, info in enumerate(rules.COMPANIES):
        row = L.value_row(company)
        pygame.draw.rect(mat, theme.PARCHMENT_DARK, row, border_radius=10)
        theme.draw_symbol(mat, info["symbol"], (row.left + 14, row.top + 12), 10, info["colour"], theme.INK)
        theme.draw_text(mat, info["name"], name_rect(company).topleft, 28, theme.INK)
        for index, dollars in enumerate(rules.TRACK):
            x, y = L.value_space(company, index)
            box = pygame.Rect(0, 0, L.SPACE_W - 2, 26)
            box.center = (x, y)
            pygame.draw.rect(mat, theme.PARCHMENT if dollars else (214, 150, 130), box, border_radius=4)
            pygame.draw.rect(mat, theme.WOOD_LIGHT, box, 1, border_radius=4)
            theme.draw_text(mat, str(dollars), box.center, theme.MIN_TEXT, theme.INK, "center")
        for up in (True, False):
            arrow = L.arrow_rect(company, up)
            pygame.draw.rect(mat, theme.WOOD, arrow, border_radius=6)
            cx, cy, h = arrow.centerx, arrow.centery, 11
            points = (
                [(cx - h, cy + h / 2), (cx + h, cy + h / 2), (cx, cy - h / 2)]
                if up
                else [(cx - h, cy - h / 2), (cx + h, cy - h / 2), (cx, cy + h / 2)]
            )
            pygame.draw.polygon(mat, theme.CREAM, points)
    # technology
    theme.draw_text(mat, "Tech", (L.TECH_PANEL.left + 16, L.TECH_PANEL.top + 16), 30, theme.INK)
    for level in range(rules.TECH_START, rules.TECH_MAX + 1):
        x, y = L.tech_space(level)
        box = pygame.Rect(0, 0, L.TECH_W - 6, 40)
        box.center = (x, y)
        pygame.draw.rect(mat, theme.PARCHMENT_DARK, box, border_radius=8)
        pygame.draw.rect(mat, theme.WOOD_LIGHT, box, 2, border_radius=8)
        theme.draw_text(mat, str(level), box.center, 30, theme.WOOD, "center")
    # the use panel
    theme.draw_text(
        mat, "Building points", (L.BP_BOX.centerx, L.BP_BOX.top - 26), theme.MIN_TEXT, theme.CREAM, "midtop"
    )
    theme.draw_text(
        mat, "Bridge/engine", (L.TERRAIN_BOX.centerx, L.TERRAIN_BOX.top - 26), theme.MIN_TEXT, theme.CREAM, "midtop"
    )
    for box in (L.BP_BOX, L.TERRAIN_BOX):
        pygame.draw.rect(mat, (72, 42, 22), box, border_radius=12)
    if state.privates_on:
        theme.draw_text(
            mat, "Private companies (Tech 5+)", (L.EXTRA_PANEL.left + 16, L.EXTRA_PANEL.top + 9), 28, theme.INK
        )
        for index, card in enumerate(rules.PRIVATES):
            rect = L.private_rect(index)
            for k, company in enumerate(card["squares"]):  # the squares of the railroads it pays on
                info = rules.COMPANIES[company]
                square = pygame.Rect(rect.left + 2 + k * 20, rect.top + 6, 18, 18)
                pygame.draw.rect(mat, info["colour"], square)
                theme.draw_symbol(mat, info["symbol"], square.center, 6, theme.INK)
            theme.draw_text(mat, theme.fit(card["name"], 28, 196), (rect.left + 46, rect.top + 5), 28, theme.INK)
            theme.draw_text(
                mat, f"${card['price']} {card['vp']}VP", (rect.right - 4, rect.top + 5), 28, theme.WOOD, "topright"
            )
    elif state.goals_on:
        theme.draw_text(mat, "Goals", (L.EXTRA_PANEL.left + 16, L.goals_top() + 2), 28, theme.INK)
    return theme.display_ready(mat, alpha=False)


def name_rect(company: int) -> pygame.Rect:
    """Where a railroad's name stands on its value row: the line its tags share."""
    row = L.value_row(company)
    return theme.text(COMPANIES[company]["name"], 28, theme.INK).get_rect(topleft=(row.left + 28, row.top))


def value_rings(pic: Picture) -> list[pygame.Rect]:
    """The ring round each railroad's space on its value track (its value marker)."""
    rings = []
    for company in range(min(len(COMPANIES), len(pic.values))):
        ring = pygame.Rect(0, 0, L.SPACE_W + 4, 30)
        ring.center = (round(L.value_space(company, pic.values[company])[0]), L.value_space(company, 0)[1])
        rings.append(ring)
    return rings


def tech_ring(pic: Picture) -> pygame.Rect:
    x, y = L.tech_space(pic.tech)
    return pygame.Rect(int(x) - TECH_RING, int(y) - TECH_RING, 2 * TECH_RING, 2 * TECH_RING)


def draw_route(surface, state, pic: Picture, clock: float, labels: Labels) -> None:
    count = state.route_count
    if not count:
        return
    built = pic.built if state.company >= 0 else 0  # routes are built only once a railroad is chosen
    for slot in range(built):
        rect = L.route_slot_rect(slot, count)
        pygame.draw.rect(
            surface,
            COMPANIES[state.company]["colour"],
            (rect.right - 14, rect.top + 4, 8, rect.h - 8),
            border_radius=3,
        )
        # a check mark says "done" without colour
        x, y = rect.right - 30, rect.centery
        pygame.draw.lines(surface, theme.INK, False, [(x - 8, y), (x - 2, y + 7), (x + 8, y - 8)], 4)
    if pic.built < count and state.phase in (Phase.EVENT_ROLL, Phase.EVENT_KEEP, Phase.SPEND, Phase.VALUE_ROLL):
        rect = L.route_slot_rect(pic.built, count)
        glow = 2 + 2 * math.sin(clock * 4)
        pygame.draw.rect(surface, theme.GOLD, rect.inflate(glow * 2, glow * 2), 4, border_radius=12)
    if state.fierce and state.company >= 0:
        rivals = [c for c in range(len(COMPANIES)) if c != state.company]
        for k, rival in enumerate(rivals):
            info = COMPANIES[rival]
            done = pic.progress[rival] if rival < len(pic.progress) else 0
            needed = rules.routes_for(state, rival)
            if done >= needed:
                y = L.chicago_rect(count).centery
            else:  # at the route its progress has reached (the first until it has one): rivals on a slot never meet
                y = L.route_slot_rect(min(count - 1, max(0, round(done * count / needed) - 1)), count).centery
            # a rival's marker walks down the strip left of the route dice, clear of the others
            spot = labels.place(
                info["name"], (MARKER, MARKER), (L.ROUTE_PANEL.left + 14, y - 18 + k * 18), MARKER_SIDES
            )
            theme.draw_symbol(surface, info["symbol"], spot.center, MARKER // 2 - 1, info["colour"], theme.INK)
    bonus = rules.chicago_vp(state) if state.company >= 0 else rules.GAME["all_routes_bonus"]
    chicago = L.chicago_rect(count)
    place_text(
        surface, labels, f"+{bonus}", pygame.Rect(chicago.right - 4, chicago.top, 0, chicago.h), ("left",), theme.GOLD
    )


def draw_values(surface, state, pic: Picture, labels: Labels) -> None:
    for company, ring in enumerate(value_rings(pic)):
        pygame.draw.rect(surface, theme.INK, ring.inflate(4, 4), 3, border_radius=7)
        pygame.draw.rect(surface, COMPANIES[company]["colour"], ring, 4, border_radius=6)
        if company == state.company:
            place_text(surface, labels, "you", name_rect(company), ("right",), theme.COPPER)
        if state.credit[company] and state.phase == Phase.SPEND:
            arrows = L.arrow_rect(company, True)
            line = pygame.Rect(arrows.left, L.value_row(company).top, 0, name_rect(company).h)
            place_text(surface, labels, credit_words(state, company), line, ("left",), theme.WOOD)


def credit_words(state, company: int) -> str:
    """Money paid this turn towards a railroad's next space, as every part payment is said ("$1 of $3")."""
    credit, value = state.credit[company], state.values[company]
    target = value + (state.credit_dir[company] or 1)
    if not 0 <= target < len(rules.TRACK):
        return f"${credit} paid"
    return rules.paid_words(credit, rules.value_cost(value, target))


def draw_tech(surface, state, pic: Picture, labels: Labels) -> None:
    x, y = L.tech_space(pic.tech)
    pygame.draw.circle(surface, theme.INK, (int(x), int(y)), TECH_RING - 2, 4)
    line = L.TECH_PANEL.bottom - 30 + 8  # the panel's last line, under the track, its descenders clear of the frame
    place_text(surface, labels, f"= {state.tech} dice a turn", (L.TECH_PANEL.left + 12, line), ("right",), theme.WOOD)
    if state.phase == Phase.SPEND and state.tech < rules.TECH_MAX:
        paid = sum(
            EVENT_FACES[state.event_faces[d]][0]
            for d, p in enumerate(state.event_place)
            if p == "pend" and state.event_use[d] == "tech"
        )
        place_text(
            surface,
            labels,
            rules.paid_words(paid, state.tech, "gears"),
            (L.TECH_PANEL.right - 16, line),  # inside the panel's frame
            ("left",),
            theme.WOOD,
        )


def draw_extras(surface, state, pic: Picture) -> None:
    if not (state.privates_on or state.goals_on) and state.company >= 0:
        draw_vp_so_far(surface, state)
    if state.privates_on:
        for private in pic.owned:
            rect = L.private_rect(private)
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(4, 2), 3, border_radius=6)
            theme.draw_symbol(surface, "star", (rect.right - 106, rect.centery), 9, theme.GOLD, theme.INK)
    if state.goals_on and not state.privates_on and state.phase not in (Phase.COMPANY, Phase.GOAL_DRAW, Phase.GOALS):
        draw_goals(surface, state, (L.EXTRA_PANEL.left + 16, L.goals_top() + 32), L.EXTRA_PANEL.w - 32)


def draw_goals(surface, state, topleft, width: int) -> None:
    """The goals kept, each with what it scores now and its text (with private companies on,
    they share no panel: the Goals button shows them over the tray)."""
    x, y = topleft
    for index, card in enumerate(state.goals_kept):
        goal = rules.GOALS[card]
        met = rules.goal_met(state, card)
        top = y + index * 44
        heading = f"{goal['name']} ({'+' if met else '-'}{goal['vp']} VP now)"
        theme.draw_text(surface, heading, (x, top), 28, theme.INK if met else theme.WOOD)
        theme.draw_text(surface, theme.fit(goal["text"], 27, width), (x, top + 21), 27, theme.WOOD)


def draw_vp_so_far(surface, state) -> None:
    """The scoring list as it stands, grouped, so players see what each choice earns."""
    lines = rules.score_lines(state)
    routes = sum(vp for _, vp in lines[:3])
    companies = sum(vp for label, vp in lines if label.split(" at $")[0] in {c["name"] for c in COMPANIES})
    rows = [
        ("Routes, bridges, mountains", routes),
        ("Building points", lines[3][1]),
        ("Chicago bonus", sum(vp for label, vp in lines if label.startswith("Chicago"))),
        (f"Tech {state.tech}", state.tech),
        ("Company values", companies),
    ]
    for index, (label, vp) in enumerate(rows):
        y = L.EXTRA_PANEL.top + 40 + index * 30
        theme.draw_text(surface, label, (L.EXTRA_PANEL.left + 18, y), 28, theme.INK)
        theme.draw_text(surface, str(vp), (L.EXTRA_PANEL.right - 20, y), 28, theme.INK, "topright")
    total = sum(vp for _, vp in rows)
    theme.draw_text(
        surface,
        f"{total} VP of {rules.GAME['goal_target']}",
        (L.EXTRA_PANEL.centerx, L.EXTRA_PANEL.bottom - 36),
        30,
        theme.COPPER,
        "midtop",
    )


def draw_use_boxes(surface, state) -> None:
    route = state.next_route if state.phase == Phase.SPEND else None
    if route is None:
        if state.built >= state.route_count and state.route_count:
            theme.draw_text(surface, "Route complete!", L.BP_BOX.center, 30, theme.GOLD_LIGHT, "center")
        return
    missing, terrain, _, has_terrain = rules.route_needs(state)
    terrain_name, bp = ROUTE_FACES[state.route_faces[route]]
    theme.draw_text(
        surface,
        rules.paid_words(bp - missing, bp, "BP"),
        (L.BP_BOX.centerx, L.BP_BOX.top + 8),
        30,
        theme.CREAM,
        "midtop",
    )
    theme.draw_text(
        surface,
        f"route {state.built + 1}: {terrain_name}",
        (L.BP_BOX.centerx, L.BP_BOX.top + 40),
        28,
        theme.GOLD_LIGHT,
        "midtop",
    )
    if terrain == "plain":
        theme.draw_text(surface, "none", (L.TERRAIN_BOX.centerx, L.TERRAIN_BOX.top + 14), 28, theme.CREAM, "midtop")
    else:
        needs = "bridge" if terrain == "river" else "engine"
        theme.draw_text(
            surface,
            needs if not has_terrain else "done",
            (L.TERRAIN_BOX.centerx, L.TERRAIN_BOX.top + 8),
            28,
            theme.CREAM,
            "midtop",
        )
        if not has_terrain:
            draw_die(
                surface,
                (L.TERRAIN_BOX.centerx, L.TERRAIN_BOX.top + 70),
                L.DIE,
                event_face(*next(f for f in EVENT_FACES if f[1] == rules.TERRAIN_DIE[terrain])),
                dim=True,
            )
