"""``python -m razz_desktop.coach SPOT.json``: the Coach's advice for one spot (see ``coach.command``)."""

from razz_desktop.coach.command import main

raise SystemExit(main())
