"""Stripmine's fixed places and sizes on the 1280x720 table."""

import pygame

FIELD = pygame.Rect(40, 92, 1200, 270)
REVEAL_Y = 420  # centre line of the coins revealed above each panel
FLOAT_ABOVE = 15  # a panel's "+5" stands this far above it, in the gap under the revealed coins
FLOAT_SIZE = 28  # small enough for that gap, its capitals still 15 px
PANELS = pygame.Rect(40, 472, 1200, 240)
POOL = pygame.Rect(48, 100, 330, 64)  # Bear Market: coins waiting to be flipped
POOL_SCALE = 1.35  # the coins to flip, and those on the scarcity strip
STASH_SCALE = 1.75  # px per mm for coins in a stash
REVEAL_SCALE = 1.9
BANK = (1320, 300)  # off-screen right: where discarded coins go
NAME_SIZE = 30  # a name beside its badge; compact panels use theme.MIN_TEXT
NAME_STEP = 20  # px between a compact panel's name lines
TOP_SCALE = 2.3  # px per mm for the top-coin token raised over each hill
FOCUS_GAP, FOCUS_WIDTH = 6, 5  # the ring round the focused hill's top coin
TAG = 24  # a pad button's round tag beside a stash coin
BADGE_SIDES = ("above", "above right", "above left")  # a bot's badge over the top coin it will take: the sky is clear
