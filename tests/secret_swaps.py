"""Tables the same to one seat: a copy of a state with everything that seat (or the shared
screen, ROOM) may not know dealt again, for the tests that check a seat's view, events, hints
and screen are built only from what it may know."""

from __future__ import annotations

import copy
import itertools


def swap_stripmine(state, seat, rng):
    """Another pick for every seat but `seat`, from the same public stash, and another coin held
    over from the same revealed pair."""
    other = copy.deepcopy(state)
    for who, pick in enumerate(state.picks):
        if pick is not None and who != seat:
            pairs = sorted({tuple(sorted(pair)) for pair in itertools.combinations(state.stashes[who], len(pick))})
            other.picks[who] = list(rng.choice(pairs))
    for who, hold in enumerate(state.holds):
        if hold and who != seat:
            other.holds[who] = rng.choice(state.revealed[who])
    return other


def swap_king_of_copper(state, seat, rng):
    """The faces of the chips `seat` hasn't seen dealt again among themselves (green with green,
    blue with blue), and the event pile shuffled."""
    from game.king_of_copper.views import known_chips

    other = copy.deepcopy(state)
    known = known_chips(state, seat)
    for colour in "GB":
        hidden = sorted(chip for chip in state.chip_kind if chip[0] == colour and chip not in known)
        faces = [(state.chip_kind[chip], state.chip_value[chip]) for chip in hidden]
        rng.shuffle(faces)
        for chip, (kind, value) in zip(hidden, faces):
            other.chip_kind[chip], other.chip_value[chip] = kind, value
    rng.shuffle(other.event_pile)
    return other


SWAPS = {"stripmine": swap_stripmine, "king_of_copper": swap_king_of_copper}


def swapped(spec, state, seat, rng):
    other = SWAPS[spec.id](state, seat, rng)
    other.seed = state.seed + 1  # the seed predicts every coming roll: nobody may know it
    return other
