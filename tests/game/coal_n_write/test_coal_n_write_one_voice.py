"""One voice about the bandit: what he takes, baiting him and ore kept back are said once
(game/data/coal_n_write.toml [bandit]) and worked out once (rules.best_cargo); the hint, the
question before a burro leaves, the lessons, the how-to pages and the player aid agree."""

import itertools
import random

import pytest

import game.coal_n_write as coal_n_write
from game import aid, tomlfile, tutorial
from game.coal_n_write import rules
from game.coal_n_write.content import DEPOSITS, MINERALS, VALUE
from game.core import CHANCE
from game.match import Seat
from game.paths import DATA_DIR
from game.registry import get_game

SPEC = coal_n_write.SPEC
WORDS = rules.BANDIT_WORDS


def round_end(players: int, seed: int) -> rules.State:
    """A seeded table at a round's end, every sheet holding some random ore (claimed as if by dice),
    now and then Wash Day or Strike Gold marked, some burros home (at odd seeds every one without
    a bandit)."""
    rng = random.Random(seed)
    state = rules.new_game(players, seed, {})
    for sheet in state.sheets:
        for letter in rng.choices("SSTTTCCCBBBB", k=rng.randint(3, 14)):
            deposit = next((d.index for d in DEPOSITS if d.mineral == letter and not sheet.claimed[d.index]), None)
            if deposit is not None:
                sheet.claimed[deposit] = True
                sheet.stash.append(letter)
                sheet.crossed.append(rules.HELD)
        sheet.wash_day, sheet.strike_gold = rng.random() < 0.2, rng.random() < 0.2
        home = (0, 2, 4) if seed % 2 else rng.sample(range(6), rng.randint(0, 3))  # odd: only bandits left
        for burro in home:
            sheet.burro_round[burro] = 0
    while state.phase != "load":
        if CHANCE in rules.to_act(state):
            rules.apply(state, {"player": CHANCE, "kind": "roll", "dice": [1] * len(state.hand)})
        for seat in rules.to_act(state):
            if seat != CHANCE:
                rules.apply(state, {"player": seat, "kind": "confirm"})
    return state


@pytest.mark.parametrize("players", [1, 2])
def test_the_hint_and_the_send_question_agree_on_the_same_states(players):
    """Seat 0 loads a burro by the hint alone, and at every state on the way the question Send
    would ask is looked at: the ore it would add really earns what it says, baits a bandit with
    one piece and never adds more of his kind; the hint never advises a send the
    question would warn against unless both say the ore kept back waits for a later burro (alone,
    the hint plans for the burros to come); with friends the hint's bait is the question's."""
    seen = {"send": 0, "bait": 0, "asked": 0}
    for seed in range(12):
        state = round_end(players, seed)
        bot = SPEC.bots[SPEC.strong_bot](seed)
        while 0 in rules.to_act(state):
            view = rules.view(state, 0)
            move = bot.choose(view, 0)
            hint = bot.explain(view, 0, move)
            preview, sheet = rules.send_preview(state, 0), state.sheets[0]
            if rules.asks_before_sending(preview):
                seen["asked"] += 1
                fuller, lines = sheet.loading + preview["add"], rules.send_question(preview)[1]
                richer = rules.delivery(sheet, preview["burro"], fuller + sheet.bonus_ore)
                assert richer["value"] + richer["strike_gold"] + richer["wash_day"] == preview["best_total"]
                assert preview["best_total"] > preview["total"] and lines[-1] == WORDS["keep"]
                if preview["bandits"] and not sheet.bonus_ore:
                    his = max(fuller, key=VALUE.get)  # the kind the bandit would take
                    assert preview["add"].count(his) == (his not in sheet.loading), "one piece as bait, no more"
                    assert WORDS["bait"] in lines
            if move["kind"] == "send":
                seen["send"] += 1
                if rules.asks_before_sending(preview):  # a plan for the burros to come: both say so
                    assert WORDS["keep"][1:-1] in hint, hint
            if "as bait" in hint:
                seen["bait"] += 1
                if players > 1:
                    assert max(rules.best_cargo(sheet, sheet.chosen), key=VALUE.get) == move["mineral"], hint
            rules.apply(state, move)
    assert seen["send"] == 12 and seen["bait"] and seen["asked"], seen


def test_against_others_the_hint_sends_only_what_the_question_lets_go():
    """With friends the hint loads each burro for today: it never sends one the table would ask about."""
    for seed in range(12):
        state = round_end(2, seed)
        bot = SPEC.bots[SPEC.strong_bot](seed)
        while 0 in rules.to_act(state):
            move = bot.choose(rules.view(state, 0), 0)
            if move["kind"] == "send":
                assert not rules.asks_before_sending(rules.send_preview(state, 0)), seed
            rules.apply(state, move)


def learner_loads(lesson: int) -> list[tuple[dict, dict, str]]:
    """Each learner step of a lesson's round's end: (the step's move, the hint's move, its sentence)."""
    spec = get_game("coal_n_write")
    script = tutorial.load_script("coal_n_write", lesson)
    match = tutorial.new_match(spec, script, Seat("Kit"))
    bot = SPEC.bots[SPEC.strong_bot](script.seed)
    found = []
    for step in script.steps:
        while CHANCE in match.to_act() and step.move.get("player") != CHANCE:
            match.chance()
        if step.learner and match.state.phase == "load":
            view = match.view(0)
            hint = bot.choose(view, 0)
            found.append((step.move, hint, bot.explain(view, 0, hint)))
            if step.move["kind"] == "send":
                assert not rules.asks_before_sending(rules.send_preview(match.state, 0))
        if not step.mistake:
            match.apply(dict(step.move))
    return found


@pytest.mark.parametrize("lesson", [1, 2])
def test_each_lessons_burro_steps_are_the_hints_moves(lesson):
    """Learn to play loads its burros as the hint would: no lesson says "choose this burro" while
    the hint says another, and the bait the lesson teaches is the hint's bait."""
    found = learner_loads(lesson)
    assert [move for move, _, _ in found] == [hint for _, hint, _ in found]
    assert {move["kind"] for move, _, _ in found} == {"choose_burro", "load", "send"}
    if lesson == 2:
        assert found[1][2] == "Load one Silver as bait: the bandit takes only the Silver, so the rest arrives."


def test_the_lessons_the_how_to_pages_and_the_aid_say_the_bandit_in_the_same_words():
    first, second = (tutorial.load_script("coal_n_write", lesson) for lesson in (1, 2))
    said = [f"{step.say} {step.then}" for step in first.steps + second.steps]
    for words in WORDS.values():
        assert any(words in text for text in said), words
    pages = {page["title"]: page["text"] for page in tomlfile.read(DATA_DIR / SPEC.howto)["page"]}
    assert WORDS["takes"] in pages["Bandits"] and WORDS["bait"] in pages["Bandits"]
    assert WORDS["keep"] in pages["Loading a burro"]
    assert WORDS["takes"] in aid.aid("coal_n_write")["burros"].rule


def test_the_best_cargo_earns_what_the_richest_of_every_cargo_earns():
    """rules.best_cargo against every cargo the Ore Stash could load (keeping what is aboard), on
    seeded sheets with bandits, blackjack ore riding along, Strike Gold, Wash Day and Tack and Harness."""
    rng = random.Random(5)
    for _ in range(150):
        sheet = rules.Sheet(tack=rng.random() < 0.3, strike_gold=rng.random() < 0.3, wash_day=rng.random() < 0.4)
        for letter in rng.choices("SSTTCCBBBB", k=rng.randint(0, 12)):
            sheet.stash.append(letter)
            sheet.crossed.append(rules.HELD)
        sheet.bonus_ore = rng.choices("STCB", k=rng.choice([0, 0, 1, 2]))
        sheet.bust_bandits = rng.choice([0, 0, 1])
        burro = rng.randrange(6)
        held, room = sheet.held(), rules.capacity(sheet)
        aboard = rng.sample(sheet.stash, min(len(sheet.stash), rng.choice([0, 0, 1, 2, 3])))
        every = [
            [m for m, n in zip(MINERALS, counts) for _ in range(n)]
            for counts in itertools.product(*(range(aboard.count(m), min(held[m], room) + 1) for m in MINERALS))
            if sum(counts) <= room
        ]
        best = rules.best_cargo(sheet, burro, aboard)
        assert all(best.count(m) >= aboard.count(m) for m in MINERALS)  # what is aboard stays
        assert worth(sheet, burro, best) == max(worth(sheet, burro, cargo) for cargo in every)


def worth(sheet, burro: int, cargo: list[str]) -> tuple[int, int]:
    """What a burro earns with this cargo, and fewer ore first on a tie."""
    paid = rules.delivery(sheet, burro, cargo + sheet.bonus_ore)
    return paid["value"] + paid["strike_gold"] + paid["wash_day"], -len(cargo)


def test_done_with_dice_left_the_hint_and_the_question_name_the_same_dice_and_uses():
    """Where the strong bot presses Done with dice it could still use, its hint says what the
    question before Done says: the same dice and what they could still do (listing.dice_uses)."""
    asked = 0
    for seed in range(2):
        state = rules.new_game(2, seed, {})
        bot = SPEC.bots[SPEC.strong_bot](seed)
        for _ in range(80):
            if CHANCE in rules.to_act(state):
                rules.apply(state, rules.chance_move(state))
                continue
            seat = rules.to_act(state)[0]
            view = rules.view(state, seat)
            move = bot.choose(view, seat)
            uses = rules.dice_uses(state, seat)
            if move["kind"] == "confirm" and uses:
                asked += 1
                line = rules.done_question(uses, state.dice)[1][0]
                assert line[1:-1] in bot.explain(view, seat, move), (line, bot.explain(view, seat, move))
            rules.apply(state, move)
    assert asked, "some turn ends with dice the player could still use"


def test_dice_left_names_the_dice_and_what_each_could_do():
    assert rules.done_question({0: {"dig"}}, [6, 1, 1]) == ("End your turn now?", ["Your 6 could still dig."])
    line = rules.done_question({0: {"claim", "dig"}, 2: {"store", "dig"}}, [6, 1, 4])[1][0]
    assert line == "Your 4 and 6 could still claim, dig or go to the store."


def test_lesson_2_plays_to_the_games_end_where_the_pistol_pays():
    """Lesson 2 doesn't stop mid-round: the Silver the Pistol saved is sent, the game ends, and the
    last card's figures are the rules' own."""
    script = tutorial.load_script("coal_n_write", 2)
    match = tutorial.new_match(get_game("coal_n_write"), script, Seat("Kit"))
    for step in script.steps:
        if not step.mistake:
            match.apply(dict(step.move))
    sheets = match.state.sheets
    assert match.is_over() and sheets[0].cash > sheets[1].cash
    last = script.steps[-1].then
    assert f"sold for ${sheets[0].earned[5]}" in last  # Burro 6, its bandit scratched off
    assert f"${sheets[0].cash}" in last and f"${sheets[1].cash}" in last and "most cash wins" in last
