"""The history command line (``python -m razz_desktop.history``): its subcommands live here.

Until the history program and its registry land here, ``stats_cmd``
runs on its own (``python -m razz_desktop.history.stats_cmd``) and is added
to the registry by one line.
"""
