"""The computer opponents: skill levels, practice baselines and playing styles.

All bots implement :class:`~razz_desktop.ai.policy.Policy` and see only their
own seat's view. The levels share one machinery (``reading`` for boards and
ranges, ``equity`` for sampled showdowns) and differ in what they know and
how they use it:

* **Beginner** -- loose and passive, with the mistakes newcomers really make:
  plays any two low cards whatever the door, ignores dead cards and the other
  boards, calls down with pairs, rarely raises its good hands, never bluffs.
* **Regular** -- the textbook rules: three cards eight or lower, pairs folded;
  complete when its door is lower than every door still to act (a steal) or
  the hand is strong; count dead cards; later streets compare its hand with
  the opponents' boards completed with perfect hole cards.
* **Strong** -- equity by simulation against ranges read from the boards and
  the betting (an opponent who completed holds a better three cards), against
  pot odds; steals, semi-bluffs with draws and board-reading bluffs when its
  upcards look better than the opponents' (the seed's "keep betting when your
  board looks good").
* **Expert** -- the Strong machinery plus, for each candidate action, a
  simulation of what follows (which opponents fold to a bet in each sampled
  deal, what the hero's share is against those who call, the later streets)
  within a budget counted in sampled deals (never seconds: a decision
  depends only on the view, the public history and the bot's seed), and
  opponent modelling from every finished hand it observes (how often each
  seat enters, how informative its bets are, how often it folds to a bet,
  and how much more often when its board is behind the bettor's).

Baselines for practice and for measuring: **calling-station** (never folds,
never raises), **maniac** (always bets or raises) and **random** (a uniformly
random legal action).

Styles (tight/loose, passive/aggressive) shift the same thresholds for any
level: a tight bot needs better cards to enter, an aggressive one bets and
raises with less and bluffs more.

Where each lives: ``baselines``, ``rule_bots`` (Beginner, Regular),
``equity_bots`` (Strong), ``expert_bot`` with ``expert_model`` (the Expert's
value model, which the coach grades with) and ``style``. This module names
and builds them; the rest of the application imports from here.
"""

from __future__ import annotations

from razz_desktop.ai.baselines import CallingStation, Maniac, RandomBot
from razz_desktop.ai.equity_bots import STRONG, EquityBot, EquityParams
from razz_desktop.ai.expert_bot import EXPERT, ExpertBot, ExpertParams
from razz_desktop.ai.policy import Policy
from razz_desktop.ai.rule_bots import BEGINNER, REGULAR, RuleBot, RuleParams
from razz_desktop.ai.seat_stats import SeatStats
from razz_desktop.ai.style import Style
from razz_desktop.engine.actions import ActionType

__all__ = [
    "BASELINES", "BEGINNER", "BOT_NAMES", "EXPERIMENTAL", "EXPERT", "LEVELS", "REGULAR", "STRONG",
    "CallingStation", "EquityBot", "EquityParams", "ExpertBot", "ExpertParams", "Maniac",
    "RandomBot", "RuleBot", "RuleParams", "SeatStats", "Style", "make_bot",
]

LEVELS = ("beginner", "regular", "strong", "expert")
BASELINES = ("calling-station", "maniac", "random")
EXPERIMENTAL = ("expert_lookahead", "expert_from4", "expert_from5", "expert_from6", "expert_from7",
                "expert_guard0", "expert_guard10", "expert_guard25", "expert_checks")
"""Bots for the arena and the benchmarks, not offered at the table: ``expert_lookahead`` is the
Expert deciding with the look-ahead model (``lookahead``, issue 35; the Coach's model), kept apart
until it measures stronger than the Expert's one-street value model (``expert_model``). The others
mix the two, as measured in ``benchmarks/lookahead_results.md``: ``expert_fromN`` lets the
look-ahead decide from street N on; ``expert_guardM`` keeps the one-street choice unless the
look-ahead values another M hundredths of a big bet (and two standard errors) higher;
``expert_checks`` lets it only turn a later-street bet into a check."""
BOT_NAMES = LEVELS + BASELINES + EXPERIMENTAL


def make_bot(name: str, style: str | Style | None = None, seed: int | None = None) -> Policy:
    """A bot by level or baseline name, optionally with a style ("tight-aggressive").

    ``seed`` decorrelates two bots of the same level (their samplers); the
    randomness of each decision still comes from the ``rng`` passed to
    ``decide``, so a seeded table replays exactly. The baselines have a fixed
    character and ignore ``style``.
    """
    st = style if isinstance(style, Style) else Style.parse(style)
    key = name.strip().lower()
    if key == "beginner":
        return RuleBot("beginner", BEGINNER, st)
    if key == "regular":
        return RuleBot("regular", REGULAR, st)
    if key == "strong":
        return EquityBot("strong", STRONG, st, seed)
    if key == "expert":
        return ExpertBot("expert", EXPERT, st, seed)
    if key.startswith("expert_from") and key[-1] in "4567":
        return ExpertBot(key, EXPERT, st, seed, ExpertParams(lookahead=True, lookahead_from=int(key[-1])))
    if key == "expert_checks":  # the look-ahead may only turn a later-street bet into a check
        return ExpertBot(key, EXPERT, st, seed, ExpertParams(
            lookahead=True, lookahead_from=4, guard_margin=0.0, guard_only=((ActionType.BET, ActionType.CHECK),)))
    if key.startswith("expert_guard"):  # expert_guard10: the look-ahead overrules by 0.10 big bets
        margin = int(key.removeprefix("expert_guard")) / 100
        return ExpertBot(key, EXPERT, st, seed, ExpertParams(lookahead=True, guard_margin=margin))
    if key in ("expert_lookahead", "expert-lookahead"):
        return ExpertBot("expert_lookahead", EXPERT, st, seed, ExpertParams(lookahead=True))
    if key in ("calling-station", "station", "calling_station"):
        return CallingStation()
    if key == "maniac":
        return Maniac()
    if key == "random":
        return RandomBot()
    raise ValueError(f"unknown bot {name!r}; choose from {', '.join(BOT_NAMES)}")
