"""Stripmine speaks with one voice: a coin's value is what it is worth, never its size; where
the lessons, the how-to pages, the player aid and the hints state the same fact (a scarcity tie,
the tie on points at the end) they say it alike."""

import re

from game import tomlfile, tutorial
from game.aid import aid
from game.paths import DATA_DIR
from game.registry import get_game
from game.stripmine import bots
from game.stripmine import rules as sm

HOWTO = {page["title"]: page["text"] for page in tomlfile.read(DATA_DIR / "stripmine_howto.toml")["page"]}
LESSONS = [tutorial.load_script("stripmine", lesson) for lesson in tutorial.lessons("stripmine")]
SIZE = re.compile(r"\b(big|bigger|biggest|small|smaller|smallest|large|larger)\b", re.IGNORECASE)


def lesson_words(script) -> list[str]:
    return [script.intro, script.outro] + [text for step in script.steps for text in (step.say, step.then) if text]


def told() -> list[str]:
    """Every sentence a player reads about the rules: lessons, how-to pages, aid, setup's options
    and opponents."""
    spec = get_game("stripmine")
    words = [text for script in LESSONS for text in lesson_words(script)]
    words += list(HOWTO) + list(HOWTO.values())
    words += [entry.rule for entry in aid("stripmine").values()]
    words += [option.help for option in spec.options] + [opponent.style for opponent in spec.opponents]
    return words


def hint(state, seat, move) -> str:
    return bots.strong_bot(4).explain(sm.view(state, seat), seat, move)


def mining_a_quarter(options=None):
    state = sm.new_game(2, 1, options or {})
    state.hills[0] = ["quarter"]
    return state, {"player": 0, "kind": "mine", "hill": 0}


def test_a_coins_value_is_never_told_by_its_size():
    assert LESSONS and [text for text in told() if SIZE.search(text)] == []


def test_a_scarcity_tie_goes_to_the_coin_worth_more_wherever_it_is_told():
    lesson_tie = [text for text in lesson_words(LESSONS[0]) if "a tie goes to" in text.lower()]
    assert lesson_tie and all("worth more" in text for text in lesson_tie)
    assert "worth more" in HOWTO["A tie"]
    assert "tie goes to the coin worth more" in aid("stripmine")["scarcity"].rule


def test_the_hints_and_the_how_to_agree_on_a_tie_on_points():
    """Keeping a quarter for the end is hinted with the how-to's own words: the stash worth more wins."""
    state, move = mining_a_quarter()
    last = sm.new_game(2, 1, {})
    last.phase, last.auction = "pick", 2
    last.stashes = [["quarter", "dime", "nickel", "penny"], ["dime", "dime", "nickel", "quarter"]]
    pick = {"player": 0, "kind": "pick", "coins": ["nickel", "penny"]}
    for sentence in (hint(state, 0, move), hint(last, 0, pick)):
        assert "the stash worth more wins" in sentence, sentence
    assert "the stash worth more" in HOWTO["Winning"]
    assert "the stash worth more" in LESSONS[0].outro


def test_after_a_blowout_no_hint_keeps_a_quarter_for_a_tie():
    """Every coin is shown at a Blowout: none is left to break a tie on points."""
    state, move = mining_a_quarter({"variation": "blowout"})
    assert "tie" not in hint(state, 0, move)


def test_a_bear_market_flip_says_which_coins_landed_heads_on_the_table_and_in_the_log():
    from game.stripmine import story

    event = {"kind": "flip", "coins": ["dime", "penny", "dime", "quarter"], "heads": [True, False, True, False]}
    assert story.flip_words(event["coins"], event["heads"]) == (
        "2 heads count",
        "Heads: 2 dimes, scored by nobody.",
    )
    assert story.tell({}, [event], None) == [
        (None, "Bear Market flip of 4 coins: 2 heads count. Heads: 2 dimes, scored by nobody.")
    ]
    assert story.flip_words(["nickel"], [True])[0] == "1 head counts"
    assert story.flip_words(["nickel", "penny"], [False, False]) == (
        "No heads",
        "All 2 coins landed tails: none of them counts.",
    )
