"""``python -m razz_desktop.history`` (also ``razz-history``): the hand history from a terminal.

Thin over the storage functions the History window uses (``import_run``,
``export``, ``browse``); see ``cli`` for the commands.
"""
