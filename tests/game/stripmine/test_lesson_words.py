"""Stripmine's lessons teach each word of the Bear Market where it is first used: a new player
met "heads", "flipped" and "holds over" before any card said what they mean."""

import pytest

from game import tutorial

# A word of the rules, and the few words that must come with its first use.
TAUGHT_WHERE_FIRST_USED = {
    "flipped": "tossed like a coin",
    "heads": "heads or tails",
    "held over": "set aside",
}


def cards(lesson: int) -> list[str]:
    """Every card's words of a lesson, in the order the learner reads them."""
    script = tutorial.load_script("stripmine", lesson)
    words = [script.intro]
    for step in script.steps:
        words += [step.say, step.then]
    return [text for text in [*words, script.outro] if text]


@pytest.mark.parametrize("word", sorted(TAUGHT_WHERE_FIRST_USED))
def test_each_bear_market_word_is_taught_on_the_card_that_first_uses_it(word):
    said = [
        text for lesson in (1, 2) for text in cards(lesson) if word in text.lower().replace("holds over", "held over")
    ]
    assert said, f"no lesson uses {word!r}"
    assert TAUGHT_WHERE_FIRST_USED[word] in said[0], said[0]


def test_no_card_says_coins_came_back():
    assert not [text for text in cards(2) if "came back" in text]
