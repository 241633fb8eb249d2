"""What a seat reads off the table, in a Razz player's words: its start, its hand, the live cards,
the doors still to act, a brick, a board that may win by itself.

The Coach's hint (``coach.hints``) puts these beside the values; they read only the
``SeatView`` and its ``Situation``, so none of them can use a card the player could not see.
"""

from __future__ import annotations

from razz_desktop.ai.reading import Opponent, Situation, board_rank
from razz_desktop.coach.advice import EIGHT, Door, LiveCards, RankLive, StartingHand, Verdict
from razz_desktop.engine.cards import CARDS, RANK_CHARS
from razz_desktop.engine.messages import Note
from razz_desktop.engine.views import SeatView

HIGH_PAIR = 6
"""Rank index of the seven: a pair of sevens or higher is a high pair."""
STEAL_DOOR = 5
"""Rank index of the six: a door six or lower can steal against higher doors."""


def rank_text(ranks: list[int] | tuple[int, ...]) -> str:
    """Ranks highest first, the way players say a low: "7-5-3-2-A"."""
    return "-".join(RANK_CHARS[r] for r in sorted(ranks, reverse=True))


def board_text(cards: tuple[int, ...]) -> str:
    return rank_text([c >> 2 for c in cards])


def judge_start(cards: tuple[int, ...]) -> StartingHand:
    """The seed strategy on three cards: eight or lower play, pairs do not (much)."""
    three = tuple(CARDS[c] for c in cards[:3])
    ranks = sorted(c.rank for c in three)
    distinct = sorted(set(ranks))
    if len(distinct) == 1:
        return StartingHand(Verdict.UNPLAYABLE, Note.of("start.trips", rank=ranks[0]),
                            Note.of("judge.trips"), three)
    if len(distinct) == 2:
        pair = max(set(ranks), key=ranks.count)
        odd = next(r for r in distinct if r != pair)
        text = Note.of("start.pair", pair=pair, odd=odd)
        if pair >= HIGH_PAIR:
            return StartingHand(Verdict.UNPLAYABLE, text, Note.of("judge.high_pair"), three)
        if odd > EIGHT:
            return StartingHand(Verdict.UNPLAYABLE, text, Note.of("judge.pair_high_card"), three)
        return StartingHand(Verdict.WEAK, text, Note.of("judge.small_pair"), three)
    top = distinct[-1]
    summary = Note.of("start.ranks", ranks=rank_text(ranks))
    if top <= STEAL_DOOR:
        return StartingHand(Verdict.STRONG, summary, Note.of("judge.three_to", rank=top), three)
    if top <= EIGHT:
        return StartingHand(Verdict.PLAYABLE, summary, Note.of("judge.three_to", rank=top), three)
    return StartingHand(Verdict.UNPLAYABLE, summary, Note.of("judge.worse_than_eight"), three)


def describe_hand(cards: tuple[int, ...], to_come: int | None = None) -> Note:
    """The hero's hand as a Razz player says it.

    3rd street: the start and its judgement ("3-2-A: three cards to a 3").
    Later: a made eight-low or better by its top card, smooth or rough ("a
    smooth 8 (8-4-3-2-A)"); with cards to come, a rough made low (nine or
    worse) is named by the draw under it, which is what the cards to come
    improve ("four to a 7, one card to come", the made Q-low beside it); a
    draw by its low cards and what spoils it ("three to a 5 with a king").
    ``to_come``: the hero's cards still to be dealt (default: 7 minus the
    cards held).
    """
    if len(cards) == 3:
        return judge_start(cards).text
    left = max(0, 7 - len(cards)) if to_come is None else to_come
    held = [c >> 2 for c in cards]
    ranks = sorted(set(held))
    if len(ranks) >= 5:
        best = ranks[:5]
        if best[-1] <= EIGHT or left == 0:
            return Note.of("hand.low", top=best[-1], ranks=rank_text(best), shape=low_shape(best))
    lows = [r for r in ranks if r <= EIGHT][:4]
    highs = tuple(r for r in ranks if r > EIGHT)
    pairs = tuple(sorted(r for r in set(held) if held.count(r) > 1))
    made = ranks[:5] if len(ranks) >= 5 else []
    return Note.of("hand.lows", count=len(lows), top=lows[-1] if lows else -1, lows=rank_text(lows),
                   highs=highs, pairs=pairs, to_come=left,
                   made=made[-1] if made else -1, made_ranks=rank_text(made))


def low_shape(best: list[int] | tuple[int, ...]) -> str:
    """"smooth", "rough" or "": how a made low stands against others with the same top card.

    Rough when the second card is next to the top (8-7, 7-6: the low loses
    to most lows with its top card), smooth when it is at least three below
    (8-5 or lower, 7-4 or lower). A wheel (5-4-3-2-A) is neither: it is the nuts.
    """
    top, second = sorted(best)[-1], sorted(best)[-2]
    if top <= 4:
        return ""
    if second >= top - 1:
        return "rough"
    if second <= top - 3:
        return "smooth"
    return ""


def brick_note(sit: Situation) -> Note | None:
    """"Your last card (K) is a brick": the hero's card of this street, when it did not help.

    A brick is a card above eight or one that pairs a card already held. On
    3rd street there is no last card, and a community card is everyone's.
    """
    if sit.street < 4 or sit.community is not None or len(sit.mine) < sit.street:
        return None
    last = sit.mine[sit.street - 1] >> 2
    earlier = {c >> 2 for c in sit.mine[:sit.street - 1]}
    if last in earlier:
        return Note.of("hand.brick", rank=last, paired=1)
    if last > EIGHT:
        return Note.of("hand.brick", rank=last, paired=0)
    return None


def hero_up(view: SeatView) -> tuple[int, ...]:
    """The viewer's upcards, by dealing position (places 3 to 6 of 7).

    Taken from the position rather than the ``face_up`` flag so that the
    coach stays right however a view marks the viewer's own hole cards.
    """
    me = view.me
    if me is None:
        return ()
    return tuple(int(c.card) for c in me.cards[2:6] if c.card is not None)


def seen_cards(view: SeatView) -> set[int]:
    """Every card the viewer has seen: own cards, all upcards, folded ones, the community card."""
    seen = {int(c) for c in view.my_cards}
    for s in view.seats:
        seen.update(int(c) for c in s.up_cards)
    seen.update(int(c) for c in view.dead_cards)
    if view.community_card is not None:
        seen.add(int(view.community_card))
    return seen


def live_cards(view: SeatView) -> LiveCards:
    """Which ranks improve the hero's low and how many of each are still live.

    With a made low (five different ranks, of any height), the ranks below
    its top card that the hero does not hold: each would make it lower (a
    made T-low on 6th needs the 9 as much as the ace). Without one, every
    rank eight or lower not yet held.
    """
    mine = sorted({int(c) >> 2 for c in view.my_cards})
    if len(mine) >= 5:
        needed = [r for r in range(mine[4]) if r not in mine]
    else:
        needed = [r for r in range(EIGHT + 1) if r not in mine]
    counts = [0] * 13
    for c in seen_cards(view):
        counts[c >> 2] += 1
    to_come = max(0, 7 - len(view.my_cards)) if view.community_card is None else 0
    return LiveCards(tuple(RankLive(r, 4 - counts[r]) for r in needed), to_come)


def doors_to_act(sit: Situation) -> tuple[Door, ...]:
    """Door cards of the live opponents who still act on 3rd street, in the order they act.

    First those who have not acted yet (they act whatever the hero does),
    then those who have (the bring-in, callers): they act again only if the
    hero completes or raises, and must then answer it (``Door.answers``).
    """
    if sit.street != 3:
        return ()
    behind = [Door(s, CARDS[sit.opponent(s).up[0]]) for s in sit.behind]
    acted = [Door(o.seat, CARDS[o.up[0]], answers=True) for o in _in_order(sit)
             if o.seat not in sit.behind and not o.all_in] if sit.aggressive_option else []
    return tuple(behind + acted)


def _in_order(sit: Situation) -> list[Opponent]:
    """The live opponents in the order they act after the hero (seat order, wrapping round)."""
    return sorted(sit.opponents, key=lambda o: (o.seat - sit.seat) % 9)


def bluff_note(sit: Situation, my_up: tuple[int, ...], likely: float) -> Note | None:
    """A steal (3rd street) or board bluff (later) note, when the upcards allow one.

    3rd street: nobody has completed and every door still to act is higher
    than the hero's six-or-lower door. Later: the hero's board is clearly
    better (half a rank by ``ai.reading.board_rank``) than every live
    opponent's, against at most two opponents (bluffs rarely get three players
    to fold), a bet or raise is possible, and the hand itself (``likely``
    equity) is below its fair share -- with more, a bet is for value, not a
    bluff, and the reason says so instead.
    """
    if sit.aggressive_option is None or not sit.opponents:
        return None
    if sit.street == 3:
        door = my_up[0] >> 2
        doors = list(sit.steal_doors())  # those still to act, and the bring-in
        if sit.raises_this_street == 0 and doors and door <= STEAL_DOOR and \
                all(d > door for d in doors):
            return Note.of("note.steal", door=door)
        return None
    if sit.n_opp > 2 or likely >= 1.0 / (sit.n_opp + 1):
        return None
    mine = board_rank(my_up)
    if all(mine + 0.5 < board_rank(o.up) for o in sit.opponents):
        theirs = tuple(board_text(o.up) for o in sit.opponents)
        return Note.of("note.bluff", board=board_text(my_up), theirs=theirs)
    return None
