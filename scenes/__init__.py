"""Boomtown's screens: the app loop, scene stack, input, UI kit and every scene."""
