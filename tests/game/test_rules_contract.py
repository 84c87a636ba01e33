"""Every registered game's rules module has every member of the contract (game/contract.py).
mypy checks the same where each SPEC names its module; this also covers a game tried
through BOOMTOWN_EXTRA_GAMES and a member of the wrong kind at run time."""

import pytest

from game.contract import Rules, hides_secrets, no_secrets
from game.registry import all_games

MEMBERS = sorted(
    set(Rules.__annotations__) | {name for name, value in vars(Rules).items() if callable(value) and name[0] != "_"}
)


def test_the_contract_lists_what_the_kit_reads():
    assert {"new_game", "legal_moves", "apply", "view", "secrets", "describe", "UNDOABLE", "MOVES"} <= set(MEMBERS)


@pytest.mark.parametrize("spec", all_games(), ids=lambda spec: spec.id)
def test_every_game_keeps_the_contract(spec):
    missing = [name for name in MEMBERS if not hasattr(spec.rules, name)]
    assert missing == []
    assert isinstance(spec.rules.UNDOABLE, frozenset)
    assert all(kind in spec.rules.MOVES.player for kind in spec.rules.UNDOABLE)


def test_only_games_with_hidden_facts_have_secrets():
    hiding = {spec.id for spec in all_games() if hides_secrets(spec.rules)}
    assert hiding == {"stripmine", "king_of_copper"}
    assert no_secrets(None, 0) == {}
