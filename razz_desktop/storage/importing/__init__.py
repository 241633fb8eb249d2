"""An import: which files to read, the reading processes, and the run that writes their hands into a hand log."""
