"""The scene framework plays a tiny fake game (tests/fake_game.py) to the end."""

from fake_game import FAKE_SPEC, fake_match  # noqa: F401


def test_fake_game_plays_to_the_end():
    match = fake_match(players=3, humans=0)
    for _ in range(200):
        if match.is_over():
            break
        match.step_automatic()
    assert match.is_over()
    assert sorted(match.result().places)[0] == 1
