"""The Coach's sentences: hint reasons, hands, starting-hand judgements, review texts (context "Coach").

The coach (``razz_desktop.coach``) decides and grades; what it says is a
note (a ``hint.*``, ``review.*``, ``start.*``, ``judge.*``, ``hand.*`` or
``note.*`` code with its numbers). Each becomes a sentence here. A hint's
reason is "Verb: why." with the why in its own template, so an override can
quote the rule of thumb it departs from ("the rule of thumb says fold (...)")
in any language without cutting a sentence apart.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject

from razz_desktop.coach.advice import EquityFigure, OpponentRead
from razz_desktop.engine.cards import RANK_CHARS
from razz_desktop.engine.messages import Note, NoteArg

from .actions import action_word, gerund
from .cards import low_text, rank_name, rank_plural
from .numbers import hundredths, percent, signed_decimal, whole_percent

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


class CoachPlurals(QObject):
    """The Coach's phrases with a count (context "CoachPlurals"): ``self.tr(text, "", n)`` is
    the one form pyside6-lupdate reads as a plural message when the count is a variable."""

    def draw(self, count: int, paired: bool) -> str:
        if paired:
            return self.tr("a %n-card {top} draw ({ranks}) with a pair", "", count)
        return self.tr("a %n-card {top} draw ({ranks})", "", count)

    def worse_with_doors(self, low: int) -> str:
        return self.tr("{why}, and %n low door card(s) still to act make it worse", "", low)

    def playable_fold(self, low: int) -> str:
        return self.tr("{hand} is playable, but not against a completed bet with %n low door card(s) "
                       "still to act", "", low)


_plurals: CoachPlurals | None = None


def plurals() -> CoachPlurals:
    global _plurals
    if _plurals is None:
        _plurals = CoachPlurals()
    return _plurals


def _int(arg: NoteArg | None) -> int:
    if not isinstance(arg, int):
        raise TypeError(f"expected a number, got {arg!r}")
    return int(arg)


def _note(arg: NoteArg | None) -> Note:
    if not isinstance(arg, Note):
        raise TypeError(f"expected a note, got {arg!r}")
    return arg


def _texts(arg: NoteArg | None) -> list[str]:
    return [str(a) for a in arg] if isinstance(arg, tuple) else []


def _tuple(arg: NoteArg | None) -> tuple[NoteArg, ...]:
    return arg if isinstance(arg, tuple) else ()


def _rank(arg: NoteArg | None) -> str:
    return RANK_CHARS[_int(arg)]


def big_bets(value: int) -> str:
    """"0.42 big bets" from hundredths; "less than 0.01 big bets" for 0."""
    if value <= 0:
        return translate("Coach", "less than {amount} big bets").format(amount=hundredths(1))
    return translate("Coach", "{amount} big bets").format(amount=hundredths(value))


def equity_text(figure: EquityFigure) -> str:
    """"34% ± 2%" or "34% (exact)"."""
    if figure.exact:
        return translate("Coach", "{equity} (exact)").format(equity=percent(figure.equity))
    return translate("Coach", "{equity} ± {margin}").format(
        equity=percent(figure.equity, figure.digits), margin=percent(figure.margin, figure.digits))


def _article(rank: int, plain: str, vowel: str) -> str:
    """English writes "a 7" but "an 8", "an A": the template with the right article."""
    return vowel if rank in (0, 7) else plain


def say(note: Note | None) -> str:
    """The sentence (or phrase) a coach note says; "" for no note."""
    if note is None:
        return ""
    handler = _PHRASES.get(note.code)
    if handler is not None:
        return handler(note)
    if note.code in _WHY:
        return reason_text(note)
    return str(note)


# ------------------------------------------------------------ hands and starts


def _start_trips(note: Note) -> str:
    return translate("Coach", "three {rank}").format(rank=rank_plural(_int(note["rank"])))


def _start_pair(note: Note) -> str:
    odd = _int(note["odd"])
    return _article(
        odd, translate("Coach", "a pair of {pair} with a {rank}"),
        translate("Coach", "a pair of {pair} with an {rank}")).format(
        pair=rank_plural(_int(note["pair"])), rank=RANK_CHARS[odd])


def _three_to(note: Note) -> str:
    rank = _int(note["rank"])
    return _article(rank, translate("Coach", "three cards to a {rank}"),
                    translate("Coach", "three cards to an {rank}")).format(rank=RANK_CHARS[rank])


def _hand_draw(note: Note) -> str:
    count = _int(note["count"])
    return plurals().draw(count, bool(note.get("paired"))).format(top=_rank(note["top"]), ranks=note["ranks"])


def _hand_low(note: Note) -> str:
    """"a smooth 8 (8-4-3-2-A)", "a made 7-low (7-6-4-2-A)", "the wheel (5-4-3-2-A)"."""
    top = _int(note["top"])
    ranks = str(note["ranks"])
    if top == 4:
        return translate("Coach", "the wheel ({ranks})").format(ranks=ranks)
    shape = note.get("shape", "") if top <= 7 else ""
    if shape == "smooth":
        text = translate("Coach", "a smooth {top} ({ranks})")
    elif shape == "rough":
        text = translate("Coach", "a rough {top} ({ranks})")
    else:
        text = translate("Coach", "a made {top}-low ({ranks})")
    return text.format(top=RANK_CHARS[top], ranks=ranks)


def _to_come(count: int) -> str:
    """"one card to come" (no %n: the command line has no plural forms installed)."""
    return {1: translate("Coach", "one card to come"), 2: translate("Coach", "two cards to come"),
            3: translate("Coach", "three cards to come")}.get(count, "")


def _hand_lows(note: Note, brief: bool = False) -> str:
    """"three to a 5 with a king", "four to a 7 with a queen, one card to come (a made Q-low: ...)"."""
    count = _int(note["count"])
    top = _int(note["top"])
    if count >= 2:
        base = {2: _article(top, translate("Coach", "two to a {top}"), translate("Coach", "two to an {top}")),
                3: _article(top, translate("Coach", "three to a {top}"), translate("Coach", "three to an {top}")),
                4: _article(top, translate("Coach", "four to a {top}"), translate("Coach", "four to an {top}")),
                }[min(count, 4)].format(top=RANK_CHARS[top])
    else:
        base = translate("Coach", "no low draw")
    pairs = [_int(r) for r in _tuple(note.get("pairs"))]
    singles = [_int(r) for r in _tuple(note.get("highs")) if _int(r) not in pairs]
    extras = []
    if len(singles) == 1:
        extras.append(translate("Coach", "a {rank}").format(rank=rank_name(singles[0])))
    elif singles:
        extras.append(low_text(singles))
    if len(pairs) == 1:
        extras.append(translate("Coach", "a pair of {rank}").format(rank=rank_plural(pairs[0])))
    elif pairs:
        extras.append(translate("Coach", "{ranks} paired").format(ranks=low_text(pairs)))
    text = base
    if extras:
        joined = extras[0]
        for more in extras[1:]:
            joined = translate("Coach", "{first} and {second}").format(first=joined, second=more)
        text = translate("Coach", "{draw} with {extras}").format(draw=base, extras=joined)
    left = _int(note.get("to_come", 0))
    made = _int(note.get("made", -1))
    if brief:  # inside a sentence: the draw alone ("three to a 5 with a king")
        return text
    if left:
        text = translate("Coach", "{hand}, {to_come}").format(hand=text, to_come=_to_come(left))
    elif made < 0:
        text = translate("Coach", "no low: {hand}").format(hand=text)
    if made >= 0:
        text = translate("Coach", "{hand} (a made {top}-low so far: {ranks})").format(
            hand=text, top=RANK_CHARS[made], ranks=note["made_ranks"])
    return text


_PHRASES: dict[str, Callable[[Note], str]] = {
    "start.trips": _start_trips,
    "start.pair": _start_pair,
    "start.ranks": lambda n: str(n["ranks"]),
    "start.hand": lambda n: _hand(n),
    "start.text": lambda n: translate("Coach", "{summary}: {judgement}").format(
        summary=say(_note(n["summary"])), judgement=say(_note(n["judgement"]))),
    "judge.trips": lambda n: translate("Coach", "three of a kind"),
    "judge.high_pair": lambda n: translate("Coach", "a high pair"),
    "judge.pair_high_card": lambda n: translate("Coach", "a pair and a high card"),
    "judge.small_pair": lambda n: translate("Coach", "a small pair"),
    "judge.three_to": _three_to,
    "judge.worse_than_eight": lambda n: translate("Coach", "worse than a three-card eight"),
    "hand.made": lambda n: translate("Coach", "a made {top} low ({ranks})").format(
        top=_rank(n["top"]), ranks=n["ranks"]),
    "hand.draw": _hand_draw,
    "hand.low": _hand_low,
    "hand.brick": lambda n: (translate("Coach", "Your last card ({rank}) pairs you: a brick.") if n.get("paired")
                             else translate("Coach", "Your last card ({rank}) is a brick.")).format(
        rank=_rank(n["rank"])),
    "hand.lows": _hand_lows,
    "note.steal": lambda n: translate(
        "Coach", "Steal chance: your {rank} door is lower than every door still to act, so "
        "completing may win the antes right away.").format(rank=_rank(n["door"])),
    "note.bluff": lambda n: translate(
        "Coach", "Bluff chance: your board ({board}) looks better than theirs ({theirs}), so a bet "
        "can make them fold better hands.").format(
        board=n["board"], theirs=", ".join(_texts(n["theirs"]))),
}


# ------------------------------------------------------------------ reasons


def _hand(note: Note) -> str:
    """"3-2-A (three cards to a 3)": a start with its judgement."""
    return translate("Coach", "{summary} ({judgement})").format(
        summary=say(_note(note["summary"])), judgement=say(_note(note["judgement"])))


def _others(note: Note) -> str:
    return translate("Coach", "your opponent's likely hand") if note.get("opponents") == 1 else \
        translate("Coach", "their likely hands")


def _in_sentence(hand: Note) -> str:
    """A hand inside a reason: a draw without its "one card to come" (the reason says what comes)."""
    return _hand_lows(hand, brief=True) if hand.code == "hand.lows" else say(hand)


def _later(note: Note) -> dict[str, str]:
    return {"hand": _in_sentence(_note(note["hand"])), "equity": whole_percent(_int(note["equity"])),
            "others": _others(note)}


def _unplayable(note: Note) -> str:
    judgement = _note(note["judgement"])
    args = {"summary": say(_note(note["summary"])), "judgement": say(judgement)}
    low = _int(note.get("low_doors", 0))
    if judgement.code == "judge.worse_than_eight":
        text = translate("Coach", "{summary} is {judgement}").format(**args)
    else:
        text = translate("Coach", "{summary} is {judgement}, not a starting hand").format(**args)
    if low:
        text = plurals().worse_with_doors(low).format(why=text)
    return text


def _playable_fold(note: Note) -> str:
    low = _int(note.get("low_doors", 0))
    if low:
        return plurals().playable_fold(low).format(hand=_hand(note))
    return translate("Coach", "{hand} is playable, but not against a completed bet").format(hand=_hand(note))


_WHY: dict[str, Callable[[Note], str]] = {
    "hint.steal": lambda n: translate(
        "Coach", "your door card is lower than every door still to act, so they are likely to fold"),
    "hint.start_strong_complete": lambda n: translate(
        "Coach", "{hand} is a strong start, so make the others pay to see 4th street").format(hand=_hand(n)),
    "hint.start_bring_in": lambda n: translate(
        "Coach", "post the minimum with {summary} and see what the others do").format(
        summary=say(_note(n["summary"]))),
    "hint.start_unplayable_ahead": lambda n: translate(
        "Coach", "{summary} is {judgement}, but it is ahead of what the others show here, so it is "
        "worth playing").format(summary=say(_note(n["summary"])), judgement=say(_note(n["judgement"]))),
    "hint.start_unplayable": _unplayable,
    "hint.start_weak_fold": lambda n: (translate(
        "Coach", "{hand} is weak and not worth a completed bet") if n.get("completed") else translate(
        "Coach", "{hand} is weak and not worth the price")).format(hand=_hand(n)),
    "hint.start_weak_call": lambda n: translate(
        "Coach", "{hand} is weak but the bring-in is cheap; let it go if it does not improve").format(
        hand=_hand(n)),
    "hint.start_ahead": lambda n: translate(
        "Coach", "{hand} is ahead of what the others show, so build the pot now").format(hand=_hand(n)),
    "hint.start_strong_raise": lambda n: translate(
        "Coach", "{hand} is a strong start; make the others pay to draw against it").format(hand=_hand(n)),
    "hint.start_strong_call": lambda n: translate(
        "Coach", "{hand} is a strong start, too good to fold").format(hand=_hand(n)),
    "hint.start_playable_fold": _playable_fold,
    "hint.start_playable_call": lambda n: translate(
        "Coach", "{hand} is playable, so see 4th street").format(hand=_hand(n)),
    "hint.value_bet": lambda n: translate(
        "Coach", "{hand} has about {equity} against {others}, more than your fair share of {fair}, "
        "so get more chips in").format(fair=whole_percent(_int(n["fair"])), **_later(n)),
    "hint.board_bet": lambda n: translate(
        "Coach", "your board looks better than theirs, so a bet can win the pot now although {hand} "
        "is behind").format(**_later(n)),
    "hint.fold_equity_bet": lambda n: translate(
        "Coach", "with {hand} enough better hands fold to a bet to make it pay").format(**_later(n)),
    "hint.call_price": lambda n: translate(
        "Coach", "a call needs {needs} and {hand} has about {equity} against {others}").format(
        needs=whole_percent(_int(n["needs"])), **_later(n)),
    "hint.fold_price": lambda n: translate(
        "Coach", "a call needs {needs} but {hand} has only about {equity} against {others}").format(
        needs=whole_percent(_int(n["needs"])), **_later(n)),
    "hint.check_ahead": lambda n: translate(
        "Coach", "{hand} is ahead ({equity}), but a bet here would fold out the worse hands and be "
        "called by the better ones").format(**_later(n)),
    "hint.check_free_card": lambda n: translate(
        "Coach", "{hand} has about {equity} against {others}, so take the free card").format(**_later(n)),
    "hint.expert_best": lambda n: translate("Coach", "the Expert values it highest here"),
    "hint.values_best": lambda n: translate(
        "Coach", "the Expert's values rank it first ({value} big bets against folding), with {hand} at "
        "about {equity} against {others}").format(
        value=signed_decimal(_int(n["value"]) / 100, 2), **_later(n)),
    "hint.values_fold": lambda n: translate(
        "Coach", "the Expert's values put every other action below folding ({other} at {value} big "
        "bets), with {hand} at about {equity} against {others}").format(
        other=gerund(str(n["other"])), value=signed_decimal(_int(n["value"]) / 100, 2), **_later(n)),
    "hint.call_to_come": lambda n: translate(
        "Coach", "a call needs {needs} now and {hand} has about {equity} against {others}, less than "
        "the price, but with {to_come} what you win on the later streets pays for it").format(
        needs=whole_percent(_int(n["needs"])), to_come=_to_come(_int(n["to_come"])), **_later(n)),
    "hint.fold_to_come": lambda n: translate(
        "Coach", "a call needs {needs} and {hand} has about {equity} against {others}, but the bets "
        "still to come on the later streets cost more than they win back").format(
        needs=whole_percent(_int(n["needs"])), **_later(n)),
    "hint.check_showdown": lambda n: translate(
        "Coach", "{hand} has about {equity} against {others}; with no card to come only better hands "
        "would call a bet").format(**_later(n)),
}


def why(note: Note) -> str:
    """A reason's why alone, without its verb: "a call needs 25% and ..." (for an override)."""
    handler = _WHY.get(note.code)
    if handler is not None:
        return handler(note)
    if note.code in ("hint.close_call", "hint.steal_exception", "hint.close", "hint.rule_differs"):
        return why(_note(note["reason"]))
    return say(note)


def reason_text(note: Note | None) -> str:
    """A hint's or a review's reason as the Coach says it: "Call: a call needs 25% and ..."."""
    if note is None:
        return ""
    code = note.code
    if code in _WHY:
        verb = action_word(str(note["action"]))
        if code == "hint.steal":
            template = translate("Coach", "{action} to steal: {why}.")
        else:
            template = translate("Coach", "{action}: {why}.")
        return template.format(action=verb, why=_WHY[code](note))
    if code == "hint.close":
        return translate(
            "Coach", "{reason} Close call: {best} and {other} are within {gap} of each other, so "
            "either is fine.").format(
            reason=reason_text(_note(note["reason"])), best=gerund(str(note["action"])),
            other=gerund(str(note["other"])), gap=big_bets(_int(note["gap"])))
    if code == "hint.rule_differs":
        rule = _note(note["rule"])
        return translate(
            "Coach", "{reason} The rule of thumb says {rule_action} ({rule}); the Expert's values put "
            "{best} {gap} higher here.").format(
            reason=reason_text(_note(note["reason"])),
            rule_action=action_word(str(rule["action"])).lower(), rule=why(rule),
            best=gerund(str(note["action"])), gap=big_bets(_int(note["gap"])))
    if code == "hint.steal_exception":
        return translate(
            "Coach", "{reason} The Expert's values put {best} {gap} higher: they expect fewer folds "
            "than a steal needs, as they do against players not yet seen folding. The steal is a "
            "deliberate exception; use it against players who fold to a completion often.").format(
            reason=reason_text(_note(note["reason"])), best=gerund(str(note["best"])),
            gap=big_bets(_int(note["gap"])))
    if code == "hint.close_call":
        return translate(
            "Coach", "{reason} The Expert's values put {best} {gap} higher, too close to {action} to "
            "tell apart, so the rule of thumb decides.").format(
            reason=reason_text(_note(note["reason"])), best=gerund(str(note["best"])),
            gap=big_bets(_int(note["gap"])), action=gerund(str(note["action"])))
    if code == "hint.override":
        rule = _note(note["rule"])
        return translate(
            "Coach", "{action}: the rule of thumb says {rule_action} ({rule}), but the Expert values "
            "{best} {gap} higher here, more than its margin of error.").format(
            action=action_word(str(note["action"])), rule_action=action_word(str(rule["action"])).lower(),
            rule=why(rule), best=gerund(str(note["action"])), gap=big_bets(_int(note["gap"])))
    review = _REVIEW.get(code)
    if review is not None:
        return review(note)
    return say(note)


def _worse(note: Note) -> str:
    chosen = str(note["chosen"])
    templates = {
        "bring-in": translate("Coach", "You brought in, but {best} was worth about {cost} more."),
        "complete": translate("Coach", "You completed, but {best} was worth about {cost} more."),
        "fold": translate("Coach", "You folded, but {best} was worth about {cost} more."),
        "check": translate("Coach", "You checked, but {best} was worth about {cost} more."),
        "call": translate("Coach", "You called, but {best} was worth about {cost} more."),
        "bet": translate("Coach", "You bet, but {best} was worth about {cost} more."),
        "raise": translate("Coach", "You raised, but {best} was worth about {cost} more."),
    }
    template = templates.get(chosen, translate("Coach", "You chose {chosen}, but {best} was worth about "
                                                        "{cost} more."))
    return template.format(chosen=action_word(chosen), best=gerund(str(note["best"])),
                           cost=big_bets(_int(note["cost"])))


_REVIEW: dict[str, Callable[[Note], str]] = {
    "review.good_best": lambda n: translate("Coach", "Good: {chosen} was the Expert's choice.").format(
        chosen=gerund(str(n["chosen"]))),
    "review.good_close": lambda n: translate(
        "Coach", "Good: {chosen} was about as good as {best} (within {within}).").format(
        chosen=gerund(str(n["chosen"])), best=gerund(str(n["best"])), within=big_bets(_int(n["within"]))),
    "review.hint_was": lambda n: translate("Coach", "{reason} (The hint was: {hint})").format(
        reason=reason_text(_note(n["reason"])), hint=reason_text(_note(n["hint"]))),
    "review.worse": _worse,
    "review.worse_hint": lambda n: translate("Coach", "{reason} {hint}").format(
        reason=reason_text(_note(n["reason"])), hint=reason_text(_note(n["hint"]))),
}


# ------------------------------------------------------------ likely hands

LIKELY_SHOWN = 4
"""At most this many kinds of hand are named per opponent (the largest)."""
LIKELY_FLOOR = 0.05
"""A kind of hand below this share is left out of the list (it is noise, not a read)."""


def kind_name(kind: str) -> str:
    """The name of a kind of hand of ``coach.likely`` ("8-lows", "draws to a 7", "pairs")."""
    names = {
        "made7": translate("Coach", "7-lows or better"),
        "made8": translate("Coach", "8-lows"),
        "made9": translate("Coach", "9-lows"),
        "made10": translate("Coach", "T-lows or worse, or no low"),
        "bricked": translate("Coach", "bricked hands (three low cards or fewer)"),
        "draw6": translate("Coach", "draws to a 6 or better"),
        "draw7": translate("Coach", "draws to a 7"),
        "draw8": translate("Coach", "draws to an 8"),
        "high": translate("Coach", "hands with a high card"),
        "pair": translate("Coach", "pairs"),
    }
    return names.get(kind, kind)


def likely_who(read: OpponentRead, name: str | None = None) -> str:
    """"Ivo, 7-5 showing" (or "Seat 2, 7-5 showing" without a name): an opponent and his board."""
    board = low_text([c.rank for c in read.up])
    if name:
        return translate("Coach", "{name}, {board} showing").format(name=name, board=board)
    return translate("Coach", "Seat {seat}, {board} showing").format(seat=read.seat, board=board)


def likely_range(read: OpponentRead) -> str:
    """"41% 8-lows, 27% draws to a 7, 15% pairs": the largest kinds of hand with their shares."""
    shown = [(k, v) for k, v in read.shares if v >= LIKELY_FLOOR][:LIKELY_SHOWN]
    return ", ".join(translate("Coach", "{share} {kind}").format(kind=kind_name(k), share=percent(v))
                     for k, v in shown)


def likely_text(read: OpponentRead) -> str:
    """One opponent's line of the Likely hands view, as the command prints it too."""
    return translate("Coach", "{who}: {range}; you have {equity} against these hands").format(
        who=likely_who(read), range=likely_range(read), equity=percent(read.equity))
