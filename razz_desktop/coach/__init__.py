"""Practice mode: hints at the human's decisions and a graded review after each hand.

Pure Python over ``engine`` and ``ai`` (DESIGN.md): it sees only the frozen
per-seat view, so a hint can never use a card the player could not see.

Two halves, so that attaching the Coach never stalls the table:

- light (no numpy; imported on the GUI thread by the panel and the practice
  controller): ``advice`` (what a hint says), ``margins`` (when two actions
  are too close to tell apart), ``review`` (grading and the session summary);
- computing (imported and warmed up on the practice controller's worker):
  ``expert`` (the Expert's value model with the coach's defaults),
  ``public`` (the Expert's beliefs about strangers, which a hint is valued
  on), ``likely`` (the Likely hands view: each opponent's weighted deals
  sorted into made lows, draws and pairs), ``table_read`` (what the seat
  reads off the table in a player's words: its start and hand, the live
  cards, the doors to act) and ``hints`` (from a view to a
  :class:`~razz_desktop.coach.advice.Hint`).

``spot`` (light) seeds every hint by a hash of what the seat sees, so the
same spot always gets the same advice; ``command`` is
``python -m razz_desktop.coach SPOT.json``, the one front end here (it plays
the scenario through the engine and words the advice in English).
"""
