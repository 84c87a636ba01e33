"""Where the parts of the Coal n' Write table sit on the 1280x720 canvas."""

import pygame

TRAY = pygame.Rect(12, 60, 290, 200)
BUNKHOUSE = pygame.Rect(12, 268, 290, 64)
PLAYERS = pygame.Rect(12, 340, 290, 372)
SHEET = pygame.Rect(312, 56, 962, 660)
