"""``python -m razz_desktop.drills``: the drill generator without a window, for checking.

The command line lives beside the trainer it drives (DESIGN.md); the
generation, answer keys and scheduling are in :mod:`razz_desktop.trainer`.
"""
