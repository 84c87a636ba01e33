"""King of Copper's player panels at four players read whole from the sofa: a bot's notes (its
Character Card, tickets, the Anaconda) fit beside its blue chips, with "bot" under its badge."""

import pygame

from game.king_of_copper import SPEC
from game.match import Match, Seat
from game.settings import Settings
from scenes.app import App
from scenes.king_of_copper.scene import KingOfCopperScene
from sprites import readability, theme


def test_a_bots_card_ticket_and_anaconda_fit_beside_its_blue_chips():
    app = App(headless=True, settings=Settings(coached=["king_of_copper"]))
    seats = [Seat("Ada", 0), Seat("Timber", 1, "bot"), Seat("Cy", 2), Seat("Di", 3)]
    match = Match(SPEC, seats, 4, {})
    state = match.state
    state.characters[1] = "timberman"
    state.tickets[1] = [state.event_pile.pop()]
    state.anaconda = 1
    state.hands[1] = ["B1", "G1"]
    match.changed()
    scene = KingOfCopperScene(app, match)
    app.scenes.reset(scene)
    surface = pygame.Surface(theme.SCREEN.size)
    with readability.watching() as audit:
        scene.panels.draw(surface, 0.0)
    assert audit.cuts == {}, f"cut short: {audit.cuts}"
    assert audit.small() == {}
    assert {"bot", "Timberman, tickets 1, Anaconda!"} <= set(audit.caps)
