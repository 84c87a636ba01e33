"""What ending a turn gives up (game/bindle_rails/turn_end.py), said with one voice: the End turn
question and the hint read the same facts, and agree on the same seeded states."""

from test_bindle_rails_bots import positions
from test_bindle_rails_rules import (
    ENGINE2,
    FOUR,
    GEAR1,
    GEAR2,
    MOUNTAIN4,
    PLAIN4,
    TWO,
    assign,
    spending,
    started,
)

from game.bindle_rails import bots, rules, turn_end
from game.bindle_rails.turn_end import CANT_FINISH

P = 0
END = {"player": P, "kind": "end_turn"}


def hint(state) -> str:
    return bots.strong_bot(1).explain(rules.view(state, P), P, END)


def test_every_payment_part_made_is_named_with_how_much_of_its_price_is_paid():
    state = started(route=(MOUNTAIN4,) * 8, options={"privates": True})
    state.tech = state.event_count = 5  # gears short of Tech 6, and private companies on sale
    spending(state, [TWO, ENGINE2, GEAR2, TWO, TWO])
    assign(state, 0, "bp")  # 2 of the mountain's 4 BP
    assign(state, 2, "tech")  # 2 of 5 gears
    assign(state, 3, "up:2")  # $2 of the $3 that take PRR from $3 to $6
    assign(state, 4, "private:0")  # $2 of $10
    end = turn_end.turn_end(state)
    assert end.part_paid == (
        "2 of 4 BP for route 1",
        "2 of 5 gears for Tech 6",
        "$2 of $3 to move PRR up",
        "$2 of $10 for Mill Creek Lumber",
    )
    assert end.costly and end.spare == (1,) and end.could_finish == ("PRR's move up",)  # with the $2 paid
    assert turn_end.question_lines(state) == [
        "Paid, but lost at the turn's end: 2 of 4 BP for route 1, 2 of 5 gears for Tech 6, "
        "$2 of $3 to move PRR up and $2 of $10 for Mill Creek Lumber.",
        "Still unused: engine 2. It could still finish PRR's move up.",
    ]


def test_bp_paid_without_the_engine_is_lost_too():
    state = started(route=(MOUNTAIN4,) * 8)
    spending(state, [FOUR, TWO, GEAR1])
    assign(state, 0, "bp")
    assert turn_end.turn_end(state).part_paid == ("4 of 4 BP for route 1, but not its engine",)


def test_spare_dice_that_could_finish_something_are_a_loss_and_those_that_could_not_are_not():
    state = started(route=(PLAIN4,) * 8)
    spending(state, [TWO, TWO, GEAR1])
    end = turn_end.turn_end(state)
    assert end.could_finish == ("route 1", "B&O's move up") and end.costly  # 2 + 2 builds it; $3 to $6 costs 3
    assign(state, 0, "bp")
    assign(state, 1, "bp")  # route 1 built
    assign(state, 2, "up:0")  # the gear 1 was spent as $1: $1 of $3 paid
    assert turn_end.question_lines(state) == ["Paid, but lost at the turn's end: $1 of $3 to move B&O up."]
    state = started(route=(PLAIN4,) * 8)
    spending(state, [GEAR1, GEAR2, FOUR])
    assign(state, 2, "bp")  # route 1 built
    assign(state, 1, "up:0")  # $2 of $3
    assign(state, 0, "up:0")  # B&O on $6, nothing owed
    assert not turn_end.turn_end(state).costly and turn_end.question_lines(state) == []
    assert hint(state) == "End the turn: every die you kept has done its job."


def test_the_hint_and_the_end_turn_question_agree_on_the_same_states():
    """Seeded games of random moves: wherever the turn may end, the question asks exactly when
    the hint says something is given up, each names what is part paid, both name what the spare
    dice could still finish, and only when nothing can be finished do they say so."""
    checked = costly = useless = 0
    for options in ({}, {"privates": True}):
        for seed in range(4):
            for state in positions(options, seed):
                if state.phase != "spend":
                    continue
                end, lines, said = turn_end.turn_end(state), turn_end.question_lines(state), hint(state)
                asked = " ".join(lines)
                checked += 1
                assert bool(lines) == end.costly == ("gives up" in said), (lines, said)
                if CANT_FINISH in said:
                    assert not lines and end.spare
                if CANT_FINISH in asked:
                    useless += 1
                    assert "could still finish" not in asked and "could finish" not in said
                if not end.costly:
                    continue
                costly += 1
                first = (end.part_paid or end.could_finish)[0]
                assert first in said and first in asked
                assert all(paid in asked for paid in end.part_paid)
                assert all(thing in asked for thing in end.could_finish)
                assert len(said) <= 90 and said.endswith(".")
    assert checked > 100 and costly > 30 and useless > 3
