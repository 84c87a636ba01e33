"""The bench's phones: a process of their own on loopback, whose tap the table plays and whose
every phone hears the new turn (figures for reading; here only that they are measured)."""

from __future__ import annotations

import threading

from scenes.tools import bench_phones

from phone_client import phone_app


def test_the_benchs_phones_in_their_own_process_play_a_move_and_all_hear_it():
    app = next(phone_app())
    scene = bench_phones.people(app, 0)
    heard = threading.Condition()
    phones = bench_phones.phones_on(app, scene, heard)
    try:
        assert phones.child.pid is not None and len(phones) == bench_phones.PHONES
        to_state, to_every = bench_phones.one_move(app, scene.match, phones, heard)
    finally:
        bench_phones.let_go(scene, phones)
    assert len(scene.match.log) == 1 and 0 < to_state and 0 < to_every
    assert phones.child.returncode == 0  # it left when the room closed
    app.to_title()
