"""The end of a King of Copper game: when it comes, what is settled then,
and the result."""

from __future__ import annotations

from game.core import Result, places_from_keys
from game.king_of_copper import board as B
from game.king_of_copper.cards import GAME
from game.king_of_copper.phases import Phase
from game.king_of_copper.state import State, all_home


def game_should_end(state: State) -> bool:
    if all(all_home(state, s) for s in range(state.players)):
        state.end_reason = state.end_reason or "all_home"
        return True
    return False


def end_game(state: State, events: list[dict]) -> None:
    """Uncashed chips are discarded; the richest is crowned."""
    state.phase = Phase.OVER
    state.tasks = []
    for seat in range(state.players):
        state.discarded.extend(state.hands[seat])
        state.hands[seat] = []
    for mine in B.MINES:
        for layer in (state.green, state.blue):
            if layer[mine]:
                state.discarded.append(layer[mine])
                layer[mine] = ""
    if state.anaconda >= 0:
        state.anaconda = -1
    events.append({"kind": "game_over", "reason": state.end_reason or "all_home", "money": list(state.money)})


def is_over(state: State) -> bool:
    return state.phase == Phase.OVER


CROWN = "Copper crown"


def result(state: State) -> Result:
    keys = [(state.money[s], sum(1 for t in state.tokens[s] if t == "home")) for s in range(state.players)]
    places = places_from_keys(keys)
    titles = [CROWN if place == 1 else "" for place in places]
    lines = [f"{{p{seat}}} is crowned King or Queen of Copper!" for seat, place in enumerate(places) if place == 1]
    if state.first_home >= 0:
        lines.append(
            f"{{p{state.first_home}}} brought every token into Finish first and earned ${GAME['first_home_bonus']:,}."
        )
    if state.end_reason == "final_round" and state.final_from >= 0:
        lines.append(f"{{p{state.final_from}}} cashed the Great Blue Sapphire; the final round is over.")
    elif state.end_reason == "sundown":
        lines.append(f"Sundown: {state.max_rounds} rounds are played.")
    if sorted(s for s, _ in keys).count(max(s for s, _ in keys)) > 1:
        lines.append("Level on money: more tokens in Finish wins.")
    return Result(scores=list(state.money), places=places, titles=titles, lines=lines)
