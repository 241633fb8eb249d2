"""The tournament's windows: the New tournament dialog, the lobby panel beside the table, the result screen."""
