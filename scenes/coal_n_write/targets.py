"""What one controller's player can point at now on the large sheet, and what each does: the
targets of a hand (its seat, the dice it holds, the store counter open or not), made from the
rules' legal moves for the kit's targets layer (scenes/kit/targets.py). Each hand keeps its own
focus among them, since pads build at the same time; the large sheet's hand is the kit's layer."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.coal_n_write import rules
from game.coal_n_write.content import DEPOSITS, MINERALS, NAME
from game.coal_n_write.moves import ChooseBurro, Claim, Confirm, Dig, Hit, Load, Send, Stay, Tonic, Unload
from game.coal_n_write.phases import Phase
from scenes.coal_n_write.layout import blackjack_rects, die_rect, load_rects, store_rects
from scenes.coal_n_write.panels import store_rows
from scenes.kit.targets import Target, Targets

if TYPE_CHECKING:
    from scenes.coal_n_write.input import Hand
    from scenes.coal_n_write.scene import CoalNWriteScene

PLACES = ("deposit", "dig", "store")  # where held dice go: the focus jumps there once dice are picked up


def key_of(target: Target | None) -> tuple:
    """A target's key (every key here is a tuple naming its kind first); () for none."""
    return target.key if target is not None and isinstance(target.key, tuple) else ()


def focused_key(layer: Targets) -> tuple:
    """The key of the target a hand's focus rests on."""
    return key_of(layer.focused)


def dice_of(move: dict) -> list[int]:
    return list(move.get("dice", [])) + ([move["die"]] if "die" in move else [])


def hand_targets(scene: CoalNWriteScene, hand: Hand) -> list[Target]:
    """Everything the hand's player may point at now; nothing while they have no move to make."""
    seat, state = hand.seat, scene.state
    if seat not in scene.human_to_act() or scene.board.rolling:
        return []
    if state.phase == Phase.LOAD:
        return load_targets(scene, seat)
    if state.sheets[seat].blackjack is not None:
        return blackjack_targets(scene, seat)
    if hand.panel == "store" and len(hand.held) == 1:
        return store_targets(scene, hand)
    return dice_targets(scene, hand) + place_targets(scene, hand) + button_targets(scene, hand)


def candidates(scene: CoalNWriteScene, seat: int) -> list[dict]:
    """The seat's legal moves, and Learn to play's mistake (which the rules refuse), so the
    keys can make it as a click can."""
    moves = list(scene.controls.legal(seat))
    guided = scene.guided_move()
    if guided is not None and guided.get("player") == seat and guided not in moves:
        moves.append(guided)
    return moves


def dice_targets(scene: CoalNWriteScene, hand: Hand) -> list[Target]:
    """The dice in the tray and the Bunkhouse: a free one is picked up or put down (and leads to
    the moves that toggling it brings nearer); a click on any other gets the rules' sentence."""
    seat, controls, board = hand.seat, scene.controls, scene.board
    free = controls.free_dice_of(seat)
    placing = [m for m in candidates(scene, seat) if m["kind"] in ("claim", "dig", "store")]
    found = []
    for die in sorted(board.tray.dice, key=lambda d: d.key):
        rect = die_rect(die.position)
        held = die.key in hand.held
        steps = [m for m in placing if (die.key in dice_of(m)) != held] if die.key in free else []
        verb = "Put down" if held else "Pick up"
        found.append(
            Target(
                ("die", die.key),
                rect,
                f"{verb} die {die.key + 1}",
                "die",
                choose=partial(controls.toggle_die, seat, hand, die.key),
                leads_to=steps,
                legal=die.key in free,
            )
        )
    for die, rect in board.bunkhouse_rects().items():
        toggle = partial(controls.toggle_die, seat, hand, die)
        found.append(Target(("bunkhouse", die), rect, f"Die {die + 1} rests", "die", choose=toggle, legal=False))
    return found


def place_targets(scene: CoalNWriteScene, hand: Hand) -> list[Target]:
    """Every deposit's number (claim) and dig boxes (dig), claims first: Enter after picking up
    dice does the likeliest thing. A place the held dice can't go gets the rules' sentence.
    Made again only when the table, the seat, the dice held or Learn to play's step changes:
    a hundred places, and the targets are asked every frame."""
    key = (hand.seat, tuple(hand.held), scene.match.version(), scene.guided_move())
    if hand.places[0] != key:
        hand.places = (key, _place_targets(scene, hand))
    return list(hand.places[1])


def _place_targets(scene: CoalNWriteScene, hand: Hand) -> list[Target]:
    seat, controls, layout = hand.seat, scene.controls, scene.board.layout
    moves, held = candidates(scene, seat), sorted(hand.held)
    legal = controls.legal(seat)
    found = []
    for how, places in (("claim", layout.deposits), ("dig", layout.dig_areas)):
        for deposit, rect in sorted(places.items()):
            name = NAME[DEPOSITS[deposit].mineral]
            move: Claim | Dig | None = None
            if how == "claim" and held:
                move = Claim(player=seat, kind="claim", deposit=deposit, dice=held)
            elif how == "dig" and len(held) == 1:
                move = Dig(player=seat, kind="dig", deposit=deposit, die=held[0])
            key = ("deposit" if how == "claim" else "dig", deposit)
            label = f"{how.capitalize()} {name} {DEPOSITS[deposit].number}"
            allowed = move is not None and (move in legal or move in moves)
            if move is None:  # no dice, or more than one to dig with: the rules' sentence
                place = partial(controls.place, seat, hand, deposit, how)
                found.append(Target(key, rect, label, how, choose=place, legal=False))
            elif how == "claim" and len(held) > 1 and not allowed:
                refused = partial(claim_refused, scene, hand, dict(move))
                found.append(Target(key, rect, label, how, choose=refused, legal=False))
            else:
                found.append(Target(key, rect, label, how, dict(move), legal=allowed))
    return found


def claim_refused(scene: CoalNWriteScene, hand: Hand, move: dict) -> None:
    """Dice that can't claim this deposit together: the rules' sentence; when a die is to spare it
    names the dice that claim it, and the spare ones are put down, so the next press there claims."""
    sheet = scene.state.sheets[hand.seat]
    spare = (
        rules.spare_dice(scene.state, sheet, move["deposit"], move["dice"])
        if rules.is_open(sheet, move["deposit"]) and sheet.spots_left() > 0  # a full stash is refused first
        else []
    )
    scene.controls.act(hand.seat, move)  # type: ignore[arg-type]  # a claim's shape: refused, and said why
    if spare:
        hand.held = [die for die in hand.held if die not in spare]
        hand.layer.set(hand_targets(scene, hand))
        hand.layer.focus_key = ("deposit", move["deposit"])


def button_targets(scene: CoalNWriteScene, hand: Hand) -> list[Target]:
    """The store (its counter opens: it leads to what the held die can buy, and to Learn to play's
    mistake there), the Tonic, Undo and Done."""
    seat, controls, buttons = hand.seat, scene.controls, scene.board.button_rects()
    rows = store_rows(scene.state, seat, hand.held[0], hand.choice) if len(hand.held) == 1 else []
    found = [
        Target(
            ("store",),
            buttons["store"],
            "Open the General Store",
            "button",
            choose=partial(controls.open_store, hand),
            leads_to=[row["move"] for row in rows if not row["problem"] or row["move"] == scene.guided_move()],
            legal="store" in controls.deposit_targets(seat, hand.held),
        )
    ]
    if controls.can_tonic(seat):
        found.append(
            Target(("tonic",), buttons["tonic"], "Drink a Tonic", "button", dict(Tonic(player=seat, kind="tonic")))
        )
    undo = partial(scene.undo, seat)
    can_undo = scene.match.undo_point(seat) is not None
    found.append(Target(("undo",), buttons["undo"], "Undo the last placement", "button", choose=undo, legal=can_undo))
    done = Target(
        ("done",), buttons["done"], "Done: end the turn", "button", dict(Confirm(player=seat, kind="confirm"))
    )
    return found + [done]


def store_targets(scene: CoalNWriteScene, hand: Hand) -> list[Target]:
    """The store counter's rows (a greyed one gets the rules' sentence) and the < and > that
    change how many, or which burro a Pistol guards (for the mouse: the keys' left and right)."""
    state, seat = scene.state, hand.seat
    rows = store_rows(state, seat, hand.held[0], hand.choice)
    found = []
    for index, (row, rect) in enumerate(zip(rows, store_rects(scene.board.layout.store_panel, len(rows)))):
        found.append(
            Target(("store_row", index), rect, f"Buy {row['label']}", "store", row["move"], legal=not row["problem"])
        )
        if row["adjust"]:  # not for the focus (the keys' left and right do this), only for a click
            for step, dx, word in ((-1, 200, "Fewer"), (1, 160, "More")):
                arrow = pygame.Rect(rect.right - dx, rect.y, 34, rect.h)
                adjust = partial(scene.controls.adjust_choice, hand, row, step)
                found.append(Target(("store_adjust", index, step), arrow, word, "store", choose=adjust, legal=False))
    return found


def load_targets(scene: CoalNWriteScene, seat: int) -> list[Target]:
    """A round's end: the burros (choose one), once one is chosen the + and - of each mineral
    the Ore Stash holds, and Send (on the panel, and the Send burro button; before a burro is
    chosen a press gets the rules' sentence)."""
    state, controls, layout = scene.state, scene.controls, scene.board.layout
    sheet, legal = state.sheets[seat], candidates(scene, seat)
    found = []
    for burro, rect in enumerate(layout.burro_rects):
        label = f"Burro {burro + 1}"
        if burro == sheet.chosen:  # chosen already: a press goes on to loading it, no move
            found.append(Target(("burro", burro), rect, label, "burro", choose=partial(controls.load_next, seat)))
            continue
        move = ChooseBurro(player=seat, kind="choose_burro", burro=burro)
        found.append(Target(("burro", burro), rect, f"Choose {label}", "burro", dict(move), legal=move in legal))
    panel, stash = load_rects(layout.panel), sheet.held()
    for mineral in MINERALS:
        if sheet.chosen < 0 or not stash[mineral]:
            continue
        unload = dict(Unload(player=seat, kind="unload", mineral=mineral))
        load = dict(Load(player=seat, kind="load", mineral=mineral))
        for verb, step in (("Unload", unload), ("Load", load)):
            key = (verb.lower(), mineral)
            found.append(Target(key, panel[key], f"{verb} {NAME[mineral]}", "load", step, legal=step in legal))
    send = dict(Send(player=seat, kind="send"))
    sendable = send in legal
    found.append(Target(("send",), panel[("send",)], "Send the burro off", "button", send, legal=sendable))
    found.append(
        Target(("done",), scene.board.button_rects()["done"], "Send the burro off", "button", send, legal=sendable)
    )
    return found


def blackjack_targets(scene: CoalNWriteScene, seat: int) -> list[Target]:
    rects, legal = blackjack_rects(scene.board.layout.blackjack_panel), scene.controls.legal(seat)
    hit, stay = dict(Hit(player=seat, kind="hit")), dict(Stay(player=seat, kind="stay"))
    return [
        Target(("hit",), rects["hit"], "Hit: another die", "blackjack", hit, legal=hit in legal),
        Target(("stay",), rects["stay"], "Stay", "blackjack", stay, legal=stay in legal),
    ]
