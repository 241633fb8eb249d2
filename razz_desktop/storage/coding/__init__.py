"""How the engine's records become stored text and figures: shared by the hand log and the formats; no SQL."""
