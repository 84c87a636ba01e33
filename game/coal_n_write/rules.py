"""Coal n' Write: a roll-and-write about digging minerals and loading burros.

Rules from the rule text (seeds/000). The printed sheets (mine, Ore Stash,
bandit burros, missing prices) are in game/data/coal_n_write.toml; choices
the text leaves open are under "Table rules" in coal_n_write_howto.toml.

Every player uses the same roll. A turn is built from small moves: claim a
deposit with some dice, dig a box with one die, send one die to the store,
and confirm. The next roll comes once everyone has confirmed. The dice are
shared, so the Bunkhouse is shared too. At a round's end each player
chooses one of their unused burros, loads it and sends it off. A player may
take back their own moves within a turn (UNDOABLE, through Match.undo): they
touch only their own sheet, but for a Coal Baron tie, which takes cash back
from the earlier reporters.

This module is the game's face (SPEC.rules); the rules live beside it:
  state.py    the sheets and the table; pay and scratch, the view
  reading.py  what a sheet says: open deposits, free dice, burros, bandits
  moves.py    what each move looks like (MOVES) and what can be undone
  turns.py    who acts, the check every move passes, the roll, a turn's end
  building.py claiming, digging, Tonic, blackjack, confirming
  store.py    the General Store
  loading.py  loading and sending the burros, delivery, the round's end
  rulebook.py every kind's problem and handler in one core.Rulebook
  listing.py  the legal moves and chance's next move
  scoring.py  the result; checks.py the invariants; words.py describe
"""

from __future__ import annotations

# Content, core and every helper the scene, the bots and the tests read as rules.X.
from game.coal_n_write.building import claim_problem, dig_problem, free_die_problem, spare_dice  # noqa: F401
from game.coal_n_write.checks import invariants  # noqa: F401
from game.coal_n_write.content import (  # noqa: F401
    BANDIT_WORDS,
    BANDITS,
    BURRO_SLOTS,
    DEPOSITS,
    DICE,
    MAX_BURROS,
    MINERALS,
    NAME,
    RANKS,
    ROUNDS,
    STASH_SIZE,
    STORE,
    STORE_RULES,
    TACK_SLOTS,
    TUNNEL_DEPOSITS,
    VALUE,
    blackjack_payout,
    price,
    solo_rank,
    store_items,
)
from game.coal_n_write.listing import chance_move, chance_outcomes, dice_uses, legal_moves  # noqa: F401
from game.coal_n_write.loading import asks_before_sending, best_cargo, delivery, send_preview  # noqa: F401
from game.coal_n_write.moves import MOVES, UNDOABLE  # noqa: F401
from game.coal_n_write.reading import (  # noqa: F401
    bandits_on,
    bunkhouse_candidate,
    burros_owned,
    capacity,
    coal_reporters,
    dug_out,
    free_dice,
    is_open,
    live_bandit_burros,
    open_deposits,
    stash_full,
    stash_value,
    unused_burros,
    visits_left,
)
from game.coal_n_write.rulebook import RULEBOOK, apply  # noqa: F401
from game.coal_n_write.scoring import is_over, result  # noqa: F401
from game.coal_n_write.state import HELD, PINKERTONS, Sheet, State, new_game, view  # noqa: F401
from game.coal_n_write.store import store_problem  # noqa: F401 (the store panel asks it)
from game.coal_n_write.turns import to_act  # noqa: F401
from game.coal_n_write.words import describe, dice_left, dice_words, done_question, send_question  # noqa: F401
from game.contract import no_secrets as secrets  # noqa: F401 (one roll for all, every sheet in sight)
from game.contract import public_events as event_view  # noqa: F401 (every event is public)
from game.core import CHANCE, IllegalMove, Result  # noqa: F401
