"""Hand-history files: a reader a site, the writers, and the replay of every read hand through the engine.

Never imports the hand log: a format turns text into engine records and back, and the
import (``storage.importing``) is what puts them into a hand log.
"""
