"""The game log: the move log told in sentences. It survives Continue and
undo, names each move with the right player and values, and never tells
the shared screen what a player may not see."""

import copy
import random

import pytest

from game import saves
from game.core import CHANCE, fill_names
from game.match import Match, Seat
from game.registry import all_games, get_game
from game.story import Story

GAMES = all_games()
IDS = [spec.id for spec in GAMES]


def bot_match(spec, seed=3, moves=None, players=None):
    players = players or min(spec.max_players, max(spec.min_players, 3))
    match = Match(spec, [Seat(f"P{i}", i, "bot", spec.strong_bot) for i in range(players)], seed)
    made = 0
    while not match.is_over() and (moves is None or made < moves):
        match.step_automatic()
        made += 1
    return match


def texts(story):
    return [(entry.index, entry.seat, entry.text) for entry in story.entries]


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_the_log_survives_continue(spec):
    match = bot_match(spec, moves=60)
    told = Story(match)
    told.catch_up()
    loaded = saves.from_data(match.to_save())
    again = Story(loaded)
    again.catch_up()
    assert told.entries and texts(again) == texts(told)


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_the_log_grows_move_by_move_as_a_full_replay_tells_it(spec):
    match = bot_match(spec, moves=0)
    story = Story(match)
    for _ in range(80):
        if match.is_over():
            break
        match.step_automatic()
        story.catch_up()
    whole = Story(match)
    whole.catch_up()
    assert texts(story) == texts(whole)
    assert {entry.index for entry in story.entries} <= set(range(len(match.log)))


def test_undone_moves_leave_the_log():
    spec = get_game("coal_n_write")
    match = Match(spec, [Seat("Ann", 0, "human"), Seat("Bo", 1, "bot", spec.strong_bot)], 4)
    while 0 not in match.to_act():
        match.step_automatic()
    story = Story(match)
    story.catch_up()
    before = texts(story)
    move = next(m for m in match.legal_moves(0) if m["kind"] in ("claim", "dig"))
    match.apply(move)
    story.catch_up()
    assert any(entry.seat == 0 and "Ann" in fill_names(entry.text, ["Ann", "Bo"]) for entry in story.entries[-2:])
    match.undo(0)
    story.catch_up()
    assert texts(story) == before


def first_entry(story, kind, match):
    story.catch_up()
    index = next(i for i, move in enumerate(match.log) if move["kind"] == kind)
    return index, [entry for entry in story.entries if entry.index == index]


def test_stripmine_names_the_miner_the_coin_and_the_hill():
    match = bot_match(get_game("stripmine"), moves=1)
    story = Story(match)
    story.catch_up()
    move = match.log[0]
    (entry,) = story.entries
    coin = match.state.stashes[move["player"]][0]
    assert entry.seat == move["player"]
    assert (
        fill_names(entry.text, ["A", "B", "C"])
        == f"{'ABC'[move['player']]} takes a {coin} from hill {move['hill'] + 1}."
    )


def test_king_of_copper_names_who_rolled_and_the_dice():
    match = bot_match(get_game("king_of_copper"), moves=40)
    story = Story(match)
    index, entries = first_entry(story, "roll", match)
    rolls = [i for i, move in enumerate(match.log) if move["player"] == CHANCE and move["kind"] == "roll"]
    dice = match.log[rolls[0]]["dice"]
    line = next(entry for entry in story.entries if entry.index == rolls[0] and " rolls " in entry.text)
    seat = match.replay(rolls[0]).current
    assert line.seat == seat
    assert line.text == f"{{p{seat}}} rolls {' and '.join(map(str, dice))}."


def test_coal_n_write_tells_the_shared_roll_and_a_claim_with_its_dice():
    match = bot_match(get_game("coal_n_write"), moves=30)
    story = Story(match)
    index, entries = first_entry(story, "roll", match)
    assert ", ".join(map(str, match.log[index]["dice"])) in entries[0].text
    index, (entry, *_) = first_entry(story, "claim", match)
    claim = match.log[index]
    assert entry.seat == claim["player"] and entry.text.startswith(f"{{p{claim['player']}}} claims the ")
    values = [match.replay(index).dice[die] for die in claim["dice"]]
    assert entry.text.endswith(f"with {', '.join(map(str, values))}.")


def test_aircargo_tells_the_planning_roll_as_the_pilot_s_own():
    match = bot_match(get_game("aircargo"), moves=10)
    story = Story(match)
    index, (entry, *_) = first_entry(story, "roll", match)
    values = match.log[index]["values"]
    assert entry.seat == 0 and entry.text == f"{{p0}} rolls {' and '.join(map(str, values))} to plan."


def test_bindle_rails_tells_the_company_value_roll():
    match = bot_match(get_game("bindle_rails"))
    story = Story(match)
    index, entries = first_entry(story, "roll_values", match)
    assert entries[0].text.startswith("Company values: ")
    assert any(entry.text == "The game is over." for entry in story.entries)


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_a_long_game_is_told_whole_on_continue(spec):
    """Continue on a long game tells it whole once (its speed is the bench's, not a test's)."""
    match = bot_match(spec, seed=11)
    story = Story(match)
    story.catch_up()
    assert len(story.entries) >= len(match.log) // 2


# --- secrets ---------------------------------------------------------------------------------------
def told_after(match, before, move):
    """The sentences for `move` made in `before` (the position before it, left untouched), the table
    everyone sees after it and what its maker sees."""
    state = copy.deepcopy(before)
    events = match.rules.apply(state, move)
    table = match.rules.view(state, None)
    return Story(match).teller.tell(move, events, table), table, match.rules.view(state, move["player"])


def positions_before(match, indices) -> dict:
    """The state before each of `indices` in the log, from one replay of the game."""
    wanted, found = set(indices), {}
    state = match.rules.new_game(len(match.seats), match.seed, match.options)
    for index, move in enumerate(match.log):
        if index in wanted:
            found[index] = copy.deepcopy(state)
        match.rules.apply(state, move)
    return found


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_moves_the_table_cannot_tell_apart_are_told_alike(spec):
    """A secret choice (a pick, a held coin) looks different to its maker
    but leaves the public table as any other choice would: then the log
    must not tell them apart either."""
    rng = random.Random(5)
    compared = 0
    for seed in range(3):
        match = bot_match(spec, seed=seed, players=spec.max_players if spec.id == "stripmine" else None)
        chosen = [i for i, move in enumerate(match.log) if move["player"] != CHANCE]
        sampled = rng.sample(chosen, min(25, len(chosen)))
        before = positions_before(match, sampled)
        for index in sampled:
            move = match.log[index]
            others = [m for m in match.rules.legal_moves(before[index], move["player"]) if m != move]
            told, table, own = told_after(match, before[index], move)
            for other in rng.sample(others, min(4, len(others))):
                other_told, other_table, other_own = told_after(match, before[index], other)
                if other_table == table and other_own != own:
                    compared += 1
                    assert other_told == told, f"{move} and {other} look alike but are told apart"
    if spec.id == "stripmine":
        assert compared > 10


def test_stripmine_never_names_a_pick_or_a_held_coin_before_the_reveal():
    spec = get_game("stripmine")
    coins = ("quarter", "dime", "nickel", "penny")
    for seed in range(4):
        match = Match(spec, [Seat(f"P{i}", i, "bot", "random") for i in range(5)], seed, {"variation": "bear"})
        story = Story(match)
        while not match.is_over():
            match.step_automatic()
            move = match.log[-1]
            for entry in story.catch_up():
                if entry.index == len(match.log) - 1 and move["kind"] in ("pick", "hold"):
                    secret_still = any(pick is not None for pick in match.state.picks + match.state.holds)
                    if secret_still:
                        assert not any(coin in entry.text for coin in coins), entry.text


def test_king_of_copper_never_tells_a_hidden_chip():
    """Prospected, dug and robbed chips lie face down: the log names the
    mine and the slot, never the value or the kind of a chip nobody may see."""
    spec = get_game("king_of_copper")
    checked = 0
    for seed in range(6):
        match = Match(spec, [Seat(f"P{i}", i, "bot", spec.strong_bot) for i in range(4)], seed)
        story = Story(match)
        story.catch_up()
        while not match.is_over():
            events = match.step_automatic()
            hidden = spec.rules.secrets(match.state, None)
            told = " ".join(entry.text for entry in story.catch_up())
            for event in events or []:
                chip = event.get("chip")
                if event["kind"] in ("prospect", "deep_mined", "robbed") and chip in hidden:
                    kind, value = hidden[chip]
                    checked += 1
                    assert f"${value}" not in told and "Sapphire" not in told, told
    assert checked > 20


def test_a_match_whose_state_did_not_come_from_its_log_stops_the_story_not_the_game():
    """A state changed outside the rules (a test's stake, a save from another
    version) can't be retold: the story says so once and tells nothing after."""
    match = Match(get_game("coal_n_write"), [Seat("Ada", 0)], 10, {})
    sheet = match.state.sheets[0]
    sheet.cash, sheet.ledger, sheet.ledger_why = 10, [10], ["a stake"]
    match.apply({"player": CHANCE, "kind": "roll", "dice": [5, 5, 3]})
    match.apply({"player": 0, "kind": "store", "item": "blackjack", "die": 0})
    story = Story(match)
    entries = story.catch_up()
    assert story.stuck and entries[-1].text == "The log can't tell the moves from here on."
    assert story.catch_up() == []


def test_a_recap_leaves_out_the_seat_s_own_lines():
    """ "Round 3: Ann's turn." tells Ann nothing: her recap holds what the others did."""
    spec = get_game("king_of_copper")
    match = Match(spec, [Seat("Ann", 0, "bot", spec.strong_bot), Seat("Bo", 1, "bot", spec.strong_bot)], 3)
    story = Story(match)
    checked = 0
    for _ in range(200):
        match.step_automatic()
        recap = story.recap(0) if 0 in match.to_act() else None
        if recap is not None:
            checked += 1
            assert all(entry.seat != 0 for entry in recap.lines), recap.lines
    assert checked > 3


def test_coal_n_write_tells_a_bunkhouse_die_apart_from_the_new_roll():
    match = bot_match(get_game("coal_n_write"), seed=7, moves=120)
    story = Story(match)
    story.catch_up()
    rolls = [(i, move) for i, move in enumerate(match.log) if move["kind"] == "roll"]
    index, move = next((i, m) for i, m in rolls if len(m["dice"]) < 3)
    (line,) = [entry.text for entry in story.entries if entry.index == index]
    kept = [value for die, value in enumerate(match.replay(index + 1).dice) if die not in match.replay(index).hand]
    assert f"the dice show {', '.join(map(str, move['dice']))}, with the {kept[0]} in the Bunkhouse." in line


def test_a_solo_game_has_no_recap_and_asks_for_no_replay():
    """Nobody else moves in a solo game: the recap doesn't even tell the log again."""
    spec = get_game("aircargo")
    match = bot_match(spec, moves=12)
    story = Story(match)
    assert story.recap(0) is None and story.entries == []


def test_a_person_left_unnamed_is_told_your_not_yous():
    """A person left unnamed is "You": the log and the status line say "Your turn", never
    "You's turn"; other names keep their "'s"."""
    assert fill_names("Round 4: {p0}'s turn.", ["You", "Bo"]) == "Round 4: Your turn."
    assert fill_names("{p0}'s turn", ["You"]) == "Your turn"
    assert fill_names("{p1} bumps {p0}'s token 2.", ["You", "Bo"]) == "Bo bumps your token 2."
    assert fill_names("{p1}'s turn: {p0} may trade.", ["You", "Bo"]) == "Bo's turn: You may trade."
    assert fill_names("{p3}'s turn", ["You"]) == "{p3}'s turn"


def test_a_person_left_unnamed_is_told_in_the_second_person():
    """ "You rolls" never: the verb after "You" agrees, and "you" within a sentence is lower case."""
    names = ["You", "Bo"]
    assert fill_names("{p0} rolls 5 and 4.", names) == "You roll 5 and 4."
    assert fill_names("{p0} reaches Chicago; {p0} carries 2.", names) == "You reach Chicago; you carry 2."
    assert fill_names("{p0} has picked two coins.", names) == "You have picked two coins."
    assert fill_names("{p0} is crowned.", names) == "You are crowned."
    assert fill_names("{p1} sends {p0} back to Start", names) == "Bo sends you back to Start"
    assert fill_names("{p0} and {p1} trade.", names) == "You and Bo trade."
    assert fill_names("{p1} rolls 5.", names) == "Bo rolls 5."
