"""The designed mine keeps a solo game alive: the Ore Stash still has room
when the last rounds come, so a good miner has claims to make there."""

from cnw_pace import pace_of_game, turn_is_dead

from game.coal_n_write import rules
from game.core import CHANCE


def test_a_full_ore_stash_and_no_pair_leave_only_done():
    state = rules.new_game(1, 0, {})
    sheet = state.sheets[0]
    sheet.stash = ["B"] * rules.STASH_SIZE
    sheet.crossed = [rules.HELD] * rules.STASH_SIZE
    rules.apply(state, {"player": CHANCE, "kind": "roll", "dice": [2, 3, 5]})
    assert turn_is_dead(state, 0)  # digging can't lead to a claim any more
    state = rules.new_game(1, 0, {})
    rules.apply(state, {"player": CHANCE, "kind": "roll", "dice": [2, 3, 5]})
    assert not turn_is_dead(state, 0)


def test_the_strong_bot_still_has_room_in_its_ore_stash_after_burro_3():
    games = [pace_of_game("strong", seed) for seed in range(4)]
    assert all(game["full_round"] is None or game["full_round"] >= 3 for game in games), games
    assert all(game["dead"][-1] < game["turns"][-1] for game in games)  # the last round has live turns
