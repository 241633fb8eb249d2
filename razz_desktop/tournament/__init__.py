"""Sit-and-go tournaments as pure code: the level schedule, knock-outs and standings, the payouts.

No Qt and no SQL (an import contract keeps it so): the controller that runs a
tournament at the table, the arena's headless tournaments and the tests all
drive the same :class:`~razz_desktop.tournament.sitngo.SitAndGo`.

- ``schedule``: levels (limits, ante, bring-in, length in hands or minutes),
  their validation and the presets (regular, turbo, hyper);
- ``payouts``: the share of the prize pool each place wins, in whole chips;
- ``sitngo``: one tournament between hands, over the engine's table;
- ``status``: what the windows are shown of it (the lobby's figures, the result).
"""
