"""The hand history on disk: the only package that speaks SQL, in four rooms and a shared shelf.

- ``coding``: how the engine's records become stored text and figures, for
  every room: ``codec`` (events, notes and configs to JSON and back),
  ``datacodec`` (dataclasses to plain data), ``event_scan`` (one pass over a
  record's events) and ``facts`` (a seat's statistics flags). No SQL.
- ``handlog``: the SQLite hand log. ``db`` opens the file (pragmas, damaged
  files, the clean-shutdown marker), ``migrations`` and ``compact_schema``
  the schema, ``repository.HandLog`` reads and writes sessions and hands
  (``hand_rows``, ``compact``, ``import_rows``, ``stats_rows``),
  ``journal`` keeps hands that could not be written yet, ``browse`` pages
  through the log for the History window, ``peek`` reads a database without
  opening it for writing.
- ``formats``: hand-history files, never the hand log. One reader a site
  (``hh_reader`` PokerStars, ``ft_reader`` Full Tilt, ``merge_reader`` Merge,
  ``phh`` PHH), every hand replayed through the engine (``hh_replay``); the
  writers (``hh_writer`` PokerStars text, ``phh_write`` PHH; ``export``
  writes files of them).
- ``importing``: what an import runs: ``reading`` (which files, every hand in
  a file, read and replayed, or refused), ``pool`` (the reading processes)
  and ``run`` (the whole import into a hand log).
- ``stats``: the statistics window's and command's queries.

The import contracts in ``pyproject.toml`` keep the rooms apart: ``coding``
imports no other room, ``formats`` and ``handlog`` never import each other,
and only ``importing`` sees both. The stored dataclasses live in the pure
``razz_desktop.records``, so windows receive them without importing storage.
Import what you need from the module that defines it; the package re-exports
nothing, so importing it costs nothing.
"""
