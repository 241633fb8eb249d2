"""A faster ``__init__`` for the engine's frozen, slotted dataclasses.

A frozen dataclass's generated ``__init__`` sets each field through
``object.__setattr__(self, "name", value)``, a lookup by name per field, to
get past the ``__setattr__`` that makes the instance frozen. The engine
builds an ``Action`` per decision, events and notes per action, and a view
with dozens of fields per seat per turn, so that cost adds up. ``fast_init``
replaces the generated ``__init__`` by one that calls each slot's own member
descriptor: the same stores, the same signature and defaults, the same
``__post_init__``, half the time. The instances stay exactly as frozen to
the outside (``__setattr__`` still raises ``FrozenInstanceError``), equal,
hashed and printed as before.
"""

from __future__ import annotations

from dataclasses import MISSING, fields, is_dataclass
from typing import Any, TypeVar

T = TypeVar("T", bound=type)


def fast_init(cls: T) -> T:
    """Give the frozen, slotted dataclass ``cls`` a descriptor-storing ``__init__``.

    Applied after ``@dataclass(frozen=True, slots=True)`` (so the slots exist).
    Fields with a ``default_factory`` or ``init=False`` are not supported: none
    of the classes it is used on has one, and refusing keeps it exact.
    """
    if not is_dataclass(cls) or not cls.__dataclass_params__.frozen or "__slots__" not in cls.__dict__:  # type: ignore[attr-defined]
        raise TypeError(f"{cls.__name__}: fast_init needs a frozen dataclass with slots")
    names: list[str] = []
    params: list[str] = []
    scope: dict[str, Any] = {}
    for f in fields(cls):
        if not f.init or f.default_factory is not MISSING:
            raise TypeError(f"{cls.__name__}.{f.name}: fast_init supports plain fields and defaults only")
        names.append(f.name)
        scope[f"_set_{f.name}"] = cls.__dict__[f.name].__set__
        if f.default is MISSING:
            params.append(f.name)
        else:
            scope[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
    body = [f"    _set_{n}(self, {n})" for n in names]
    if hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()")
    source = f"def __init__(self, {', '.join(params)}):\n" + "\n".join(body or ["    pass"]) + "\n"
    exec(source, scope)  # noqa: S102 - built from the class's own field names, as dataclasses does
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init  # type: ignore[misc]
    return cls
