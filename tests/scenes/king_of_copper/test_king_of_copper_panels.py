"""King of Copper's player panels at four players read whole from the sofa: a bot's notes (its
Character Card, tickets, the Anaconda) fit beside its blue chips, with "bot" under its badge."""

import pygame
import pytest

from game.king_of_copper import SPEC
from game.match import Match, Seat
from game.settings import Settings
from scenes.app import App
from scenes.king_of_copper.scene import KingOfCopperScene
from sprites import readability, theme


def drawn_notes(players: int, luck: int) -> readability.TextAudit:
    """The panels drawn with seat 1 a bot holding a Character Card, a ticket, the Anaconda and a
    blue chip (and `luck` turns of bad luck): what the audit heard."""
    app = App(headless=True, settings=Settings(coached=["king_of_copper"]))
    seats = [Seat("Ada", 0), Seat("Timber", 1, "bot")] + [Seat(f"P{i}", i) for i in range(2, players)]
    match = Match(SPEC, seats, 4, {})
    state = match.state
    state.characters[1] = "timberman"
    state.tickets[1] = [state.event_pile.pop()]
    state.anaconda = 1
    state.hands[1] = ["B1", "G1"]
    state.bad_luck[1] = luck
    match.changed()
    scene = KingOfCopperScene(app, match)
    app.scenes.reset(scene)
    surface = pygame.Surface(theme.SCREEN.size)
    with readability.watching() as audit:
        scene.panels.draw(surface, 0.0)
    return audit


def test_a_bots_card_ticket_and_anaconda_fit_beside_its_blue_chips():
    audit = drawn_notes(4, 0)
    assert audit.cuts == {}, f"cut short: {audit.cuts}"
    assert audit.small() == {}
    assert {"bot", "Timberman, tickets 1, Anaconda!"} <= set(audit.caps)


@pytest.mark.parametrize("players", [2, 3])
def test_on_a_taller_panel_every_note_shows_whole_on_two_lines(players):
    audit = drawn_notes(players, 7)
    assert audit.cuts == {}, f"cut short: {audit.cuts}"
    assert audit.small() == {}


def test_a_panel_is_drawn_again_only_when_what_it_shows_or_its_money_changes(monkeypatch):
    app = App(headless=True)
    match = Match(SPEC, [Seat("Ada", 0), Seat("Bo", 1)], 4, {})
    scene = KingOfCopperScene(app, match)
    drawn: list[int] = []
    real = theme.draw_player_badge
    monkeypatch.setattr(theme, "draw_player_badge", lambda *args, **kw: drawn.append(1) or real(*args, **kw))
    surface = pygame.Surface(theme.SCREEN.size)
    scene.panels.draw(surface, 0.0)
    scene.panels.draw(surface, 0.5)
    assert len(drawn) == 2  # a badge a panel, drawn once: the second frame blits the panels as they were
    scene.board.picture.money[0] += 50  # the money counting up
    scene.panels.draw(surface, 1.0)
    assert len(drawn) == 3
    match.changed()  # a move that changes nothing a panel shows (a roll, a step): none drawn again
    scene.panels.draw(surface, 1.5)
    assert len(drawn) == 3
    match.state.tickets[1].append("T1")  # Bo's notes change: his panel alone
    match.changed()
    scene.panels.draw(surface, 2.0)
    assert len(drawn) == 4


def test_a_short_panels_notes_stay_inside_its_frame(monkeypatch):
    """At four players a panel is 92 px tall: its notes row is lifted clear of the frame's foot."""
    from scenes.king_of_copper import panels

    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.draw_text

    def spy(surface, string, *args, **kwargs):
        rect = real(surface, string, *args, **kwargs)
        drawn.append((string, rect))
        return rect

    monkeypatch.setattr(theme, "draw_text", spy)
    drawn_notes(4, 0)
    size = panels.panel_rect(1, 4).size
    inside = pygame.Rect((0, panels.REACH), size).inflate(-2 * 12, -2 * 5)  # the frame's border and its line
    notes = [rect for string, rect in drawn if string.startswith("Timberman")]
    assert notes and all(inside.contains(rect) for rect in notes), (notes, inside)
