"""Sound effects: synthesised WAV files and the SoundBoard that plays them."""
