"""LazyPolicy: built on first use; forgetting is passed on, or kept until the bot is built."""

from __future__ import annotations

from razz_desktop.controllers.ai_worker import LazyPolicy


class Memory:
    def __init__(self) -> None:
        self.known = {1, 2, 3}

    def forget(self, seat: int | None = None) -> None:
        if seat is None:
            self.known.clear()
        else:
            self.known.discard(seat)


def test_forget_reaches_a_built_policy() -> None:
    lazy = LazyPolicy(Memory, "memory")
    bot = lazy.policy
    lazy.forget(2)
    assert bot.known == {1, 3}
    lazy.forget()
    assert bot.known == set()


def test_forget_does_not_build_but_applies_on_build() -> None:
    built = []

    def make() -> Memory:
        built.append(Memory())
        return built[-1]

    lazy = LazyPolicy(make, "memory")
    lazy.forget(3)
    assert built == []  # forgetting is no reason to build a bot
    assert lazy.policy.known == {1, 2}  # a reused bot forgets as soon as it is built
    lazy.forget(1)
    assert lazy.policy.known == {2}


def test_a_policy_without_forget_is_left_alone() -> None:
    lazy = LazyPolicy(object, "plain")
    lazy.forget(1)
    assert lazy.policy is not None
    lazy.forget()
