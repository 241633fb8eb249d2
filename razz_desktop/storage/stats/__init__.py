"""The statistics' queries over the hand log (the Statistics window and ``razz-history stats``)."""
