"""The code-object cache: one key function, and a content-addressed store with atomic, checksummed entries.

``cache_key`` hashes everything that can change a compiled kernel: the kernel's source, every value it closes
over or reads from globals (recursively through the Python helper functions it calls), the compile-time
arguments, the runtime signature, the arch, the ``CompileOptions``, the package (version and a hash of the
compiler's own sources) and the toolchain.

Values are fingerprinted by content: containers recursively, numpy arrays and tensors by their bytes, user
functions and classes by their source; a value whose content cannot be fingerprinted (its only description is
a ``repr()``, which may abbreviate or name an address) is refused with an error naming where it was read.
Sources are read once per code object and file (mtime, size), and the fingerprints of functions and classes
are memoised and reused after identity checks of what they read (``_Fingerprinter``): a repeated key costs a
fraction of a millisecond and equals the key computed from scratch.
``cache_key(..., deps=[])`` also records every global, module attribute, class attribute and closure cell
the kernel reads (``Dependencies``), so the in-process memo can notice a rebinding cheaply.

``CodeObjectCache`` stores named blobs per key under ``_config cache_dir``/objects. Writes go to a temporary
file in the same folder and are published with ``os.replace``, so readers never see half an entry and
concurrent processes compiling the same kernel simply both publish a complete one. Each entry carries its
key, its length and a SHA-256 of its payload; a truncated, corrupt or misplaced entry (another key's) reads
as a miss with a warning, is removed and rebuilt. The objects folder holds a ``CACHEDIR.TAG`` marker written
when the cache creates it; ``clear()`` refuses a folder without it and deletes only files named like entries.

Example:
    >>> cache = CodeObjectCache("/tmp/torch_cdna_doc_cache")
    >>> blobs = cache.get_or_build("ab" * 32, lambda: {"co": b"\\x7fELF..."})
    >>> cache.get("ab" * 32)["co"]
    b'\\x7fELF...'
"""

from __future__ import annotations

import contextlib
import dataclasses
import decimal
import enum
import fractions
import functools
import hashlib
import inspect
import itertools
import json
import linecache
import marshal
import operator
import os
import re
import struct
import sys
import sysconfig
import tempfile
import types
import warnings
from pathlib import Path, PurePath
from typing import Any, Callable, Iterable, Mapping

import numpy as np
import torch

from .. import _config

CACHE_SCHEMA = 2
_PACKAGE_SOURCES = ("asm", "isa", "runtime")  # hashed into package_fingerprint()
_MAGIC = b"CDNACO2\n"  # 2: the payload's index records the entry's own key
_HEADER = struct.Struct("<8sQ32s")  # magic, payload length, sha256(payload)
_F64 = struct.Struct("<d")
# The marker of a folder this cache created (the cache-directory tagging convention backup tools honour).
MARKER_NAME = "CACHEDIR.TAG"
_MARKER_TEXT = ("Signature: 8a477f597d28d172789f06886806bc55\n"
                "# This folder holds torch_cdna's code-object cache; 'python -m torch_cdna cache clear' empties it.\n")
_SHARD_RE = re.compile(r"[0-9a-f]{2}")
_KEY_RE = re.compile(r"[0-9a-f]+")
_ENTRY_RE = re.compile(r"(?:[0-9a-f]{6,}|\.tmp-[A-Za-z0-9_]+)\.entry")  # entries and mkstemp's temporaries
# Types whose repr() is their complete, exact content (no abbreviation, no address): the only values
# fingerprinted by their text. Anything else without a rule is refused.
_REPR_EXACT: tuple[type, ...] = (range, slice, type(Ellipsis), type(NotImplemented), decimal.Decimal,
                                  fractions.Fraction, np.dtype, PurePath, re.Pattern)


# ----------------------------------------------------------------------------------------------------------
# Fingerprints of Python values

_CELL_CONTENTS = operator.attrgetter("cell_contents")


class Dependencies:
    """The bindings a fingerprint read: names in module namespaces (the globals of every user function walked,
    and the attributes read from modules) and closure cells, each with the object it was bound to.

    ``freeze()`` gives a check that every binding still holds the same object: identities only (a rebinding,
    not an in-place mutation), in one C-level pass, so the in-process memo can afford it on every launch.
    Class attributes (helper-class methods) are not recorded: rebinding one needs ``clear_memo()``.
    """

    def __init__(self) -> None:
        self._bindings: dict[tuple[int, str], tuple[Mapping[str, Any], str, Any]] = {}
        self._cells: dict[int, tuple[types.CellType, Any]] = {}

    def record(self, namespace: Mapping[str, Any], name: str, obj: Any) -> None:
        self._bindings[(id(namespace), name)] = (namespace, name, obj)

    def record_cell(self, cell: types.CellType, obj: Any) -> None:
        self._cells[id(cell)] = (cell, obj)

    def merge(self, bindings: Mapping[tuple[int, str], tuple[Mapping[str, Any], str, Any]],
              cells: Mapping[int, tuple[types.CellType, Any]]) -> None:
        """Record bindings and cells in ``record``'s and ``record_cell``'s form (a memoised fingerprint's)."""
        self._bindings.update(bindings)
        self._cells.update(cells)

    def freeze(self) -> FrozenDependencies:
        return FrozenDependencies(list(self._bindings.values()), list(self._cells.values()))


class FrozenDependencies:
    """``current()``: whether every recorded binding still holds the object it held when recorded."""

    __slots__ = ("_namespaces", "_names", "_objects", "_cells", "_contents")

    def __init__(self, bindings: list[tuple[Mapping[str, Any], str, Any]],
                 cells: list[tuple[types.CellType, Any]]) -> None:
        # Parallel tuples, so current() is a chain of C-level maps with no Python frame per binding.
        self._namespaces = tuple(ns for ns, _, _ in bindings)
        self._names = tuple(name for _, name, _ in bindings)
        self._objects = tuple(obj for _, _, obj in bindings)
        self._cells = tuple(cell for cell, _ in cells)
        self._contents = tuple(obj for _, obj in cells)

    def current(self) -> bool:
        if not self._objects and not self._cells:
            return True
        try:
            return (all(map(operator.is_, map(operator.getitem, self._namespaces, self._names), self._objects))
                    and all(map(operator.is_, map(_CELL_CONTENTS, self._cells), self._contents)))
        except (KeyError, ValueError):  # a global deleted, a cell emptied
            return False


class _FnEntry:
    """What a user function's fingerprint was computed from, so a later key can reuse its text after cheap
    identity checks instead of re-reading its source (see ``_Fingerprinter.function``)."""

    __slots__ = ("obj", "code", "module", "qualname", "file_token", "defaults", "kwdefaults", "cells", "names",
                 "globals_", "modules", "children", "bindings", "cell_deps", "text")

    def valid(self, fp: _Fingerprinter, fn: types.FunctionType) -> bool:
        code = self.code
        if (fn.__code__ is not code or fn.__defaults__ is not self.defaults
                or fn.__kwdefaults__ is not self.kwdefaults or fn.__module__ != self.module
                or fn.__qualname__ != self.qualname or fp.file_token(code.co_filename) != self.file_token):
            return False
        if self.cells and not all(map(operator.is_, map(_cell_value, fn.__closure__), self.cells)):
            return False
        # every name the code loads: a rebound global, and a builtin or attribute name newly defined as a global
        if not _same_objects(fn.__globals__, self.names, self.globals_):
            return False
        if not all(_same_objects(ns, self.names, snap) for ns, snap in self.modules):
            return False
        return fp.children_same(self.children)


class _ClassEntry:
    """What a user class's fingerprint was computed from (see ``_Fingerprinter.klass``)."""

    __slots__ = ("obj", "module", "qualname", "mro", "bases", "dicts", "children", "text")

    def valid(self, fp: _Fingerprinter, cls: type) -> bool:
        return self.own_valid(cls) and fp.children_same(self.children, klass=True)

    def own_valid(self, cls: type) -> bool:
        """The checks of this class alone (not of the functions and values its attributes hold)."""
        if cls.__mro__ is not self.mro or cls.__module__ != self.module or cls.__qualname__ != self.qualname:
            return False
        if _user_bases(cls) != self.bases:  # also whether the class itself still counts as user code
            return False
        for base, names, objs in self.dicts:  # class attributes added, removed or rebound
            ns = vars(base)
            if len(ns) != len(names) or not _same_objects(ns, names, objs):
                return False
        return True


_MISSING = object()  # a name not bound (in a snapshot of a namespace)
_EMPTY_CELL = object()  # a closure cell not yet filled
# Exact types whose value cannot change while the same object stays bound: their text needs no re-check.
_IMMUTABLE = frozenset({type(None), bool, int, float, complex, str, bytes})
# Fingerprints of functions and classes by id (the entry holds the object, so the id is not reused while it
# is stored), and function sources by code object id with the file's (mtime, size).
_ENTRIES: dict[int, _FnEntry | _ClassEntry] = {}
_SOURCES: dict[int, tuple[types.CodeType, Any, str]] = {}
_ENTRY_LIMIT = 1 << 14  # a process redefining functions in a loop: start over rather than grow without end
# False: every key is computed from scratch (the reference the memoised path is tested against)
MEMOIZE = True


def _cell_value(cell: types.CellType) -> Any:
    try:
        return cell.cell_contents
    except ValueError:
        return _EMPTY_CELL


def _same_objects(ns: Mapping[str, Any], names: tuple[str, ...], objs: tuple) -> bool:
    """Whether ``ns`` binds each of ``names`` to the same object as in the snapshot ``objs`` (C-level maps)."""
    return all(map(operator.is_, map(ns.get, names, itertools.repeat(_MISSING)), objs))


def _snapshot(ns: Mapping[str, Any], names: tuple[str, ...]) -> tuple:
    return tuple(map(ns.get, names, itertools.repeat(_MISSING)))


def _user_bases(cls: type) -> tuple[type, ...]:
    """The classes of ``cls``'s MRO defined in user code (those whose attributes are fingerprinted)."""
    return tuple(b for b in cls.__mro__ if (f := _class_file(b)) and not _is_library(f))


def _store(key: int, entry: _FnEntry | _ClassEntry) -> None:
    if len(_ENTRIES) >= _ENTRY_LIMIT:
        _ENTRIES.clear()
    _ENTRIES[key] = entry


def forget_fingerprints() -> None:
    """Drop the memoised fingerprints and sources (the next key recomputes them; keys do not change).

    Example:
        >>> forget_fingerprints()
    """
    _ENTRIES.clear()
    _SOURCES.clear()
    _WITNESSES.clear()
    _PLAIN_TEXTS.clear()
    _names_of.cache_clear()


class _Fingerprinter:
    """Turns values into stable strings; functions by source + defaults + closure + globals, recursively.

    A function's or class's text is its heading and a digest of everything it was computed from. They are
    memoised across keys (``_ENTRIES``): an entry is reused when the function still has the same code object,
    defaults and module/qualified name, its file the same (mtime, size), every name its code loads (globals,
    module attributes, closure cells; names then unbound still unbound) the same object as when computed, and
    every value it read that is not an immutable scalar still gives the same text, computed now (functions
    and classes through their own entries; containers, arrays and objects in full). The text is then what a
    fresh computation gives, which ``MEMOIZE = False`` computes for the tests to compare. Within one key
    (``done``), a text is reused only if it does not depend on the path to it (a ``recursive:`` reference
    to a function or class above it). ``root`` goes further for the kernel function: its whole walk is
    checked at once (``_Witness``).
    """

    def __init__(self, deps: Dependencies | None = None) -> None:
        self.active: dict[int, int] = {}  # id -> depth of the functions/classes being fingerprinted
        self.low = _NO_CYCLE  # shallowest depth a 'recursive:' reference reached in the current subtree
        self.done: dict[int, str] = {}  # texts of this key's walk that do not depend on the path to them
        self.tokens: dict[str, Any] = {}  # file name -> (mtime, size), once per key
        self.deps = deps if deps is not None else Dependencies()
        self.memoize = MEMOIZE
        # the entries a root() walk used, each with the functions/classes being fingerprinted at the time
        self.visited: list[tuple[_FnEntry | _ClassEntry, tuple[tuple[int, int], ...]]] | None = None
        self.trusted: dict[int, str] | None = None  # texts of functions/classes a _Witness has checked

    def root(self, v: Any, where: str) -> str:
        """``value(v)`` for the kernel function itself: a fresh walk's text, reused while its ``_Witness``
        holds (the whole walk checked in a few C-level passes, not node by node)."""
        if not (self.memoize and type(v) is types.FunctionType and not self.active and not self.done
                and not _is_library(v.__code__.co_filename) and "__wrapped__" not in v.__dict__):
            return self.value(v, where)
        witness = _WITNESSES.get(id(v))
        if witness is not None and witness.fn is v and witness.holds(self):
            self.deps.merge(witness.bindings, witness.cell_deps)
            return witness.text
        self.visited = []
        try:
            text = self.value(v, where)
            if len(_WITNESSES) >= _ENTRY_LIMIT:
                _WITNESSES.clear()
            # a wrapper's source is its __wrapped__ function's, which the witness would not check
            if not any("__wrapped__" in e.obj.__dict__ for e, _ in self.visited):
                _WITNESSES[id(v)] = _Witness(v, text, self.visited)
        finally:
            self.visited = None
        return text

    def value(self, v: Any, where: str) -> str:
        rule = _RULE_OF_TYPE.get(type(v), _MISSING)
        if rule is _MISSING:
            rule = _rule_of_type(type(v))
        if rule is not None:
            return rule(self, v, where)
        if hasattr(v, "__cache_key__"):
            return f"custom:{type(v).__qualname__}:{v.__cache_key__()}"
        if hasattr(type(v), "__cache_parts__"):  # e.g. a JitFunction: fingerprinted by its parts, here
            return f"parts:{_qualname(type(v))}:{self.value(tuple(v.__cache_parts__()), where)}"
        if dataclasses.is_dataclass(v) and not isinstance(v, type):
            fields = {f.name: self.value(getattr(v, f.name), f"{where}.{f.name}") for f in dataclasses.fields(v)}
            return f"dataclass:{self.klass(type(v), where)}:{fields}"
        if isinstance(v, _REPR_EXACT):
            return f"repr:{_qualname(type(v))}:{v!r}"
        # repr() is no fingerprint: numpy abbreviates arrays above 1000 elements, other types name an address
        # or leave state out. A stale kernel would be served silently, so refuse.
        raise TypeError(f"cannot fingerprint {where} (type {_qualname(type(v))}) for the code-object cache key: "
                        f"its content is known only through repr(), which may abbreviate it or name a memory "
                        f"address. Give the type a __cache_key__() method returning a string that identifies "
                        f"its content, or hold the value as a tuple, numpy array, tensor, dataclass or another "
                        f"supported type")

    def file_token(self, filename: str) -> Any:
        """(mtime, size) of a source file, stat'ed once per key; None when it cannot be stat'ed."""
        token = self.tokens.get(filename, _MISSING)
        if token is _MISSING:
            try:
                st = os.stat(filename)
                token = (st.st_mtime_ns, st.st_size)
            except (OSError, ValueError):
                token = None
            self.tokens[filename] = token
        return token

    def children_same(self, children: tuple, klass: bool = False) -> bool:
        """Whether each (value, where, text) still gives its text (functions and classes via their entries)."""
        attr = self._class_attribute if klass else self.value
        return all(attr(v, where) == text for v, where, text in children)

    def function(self, fn: types.FunctionType, where: str) -> str:
        if _is_library(fn.__code__.co_filename):
            return f"libfn:{fn.__module__}.{fn.__qualname__}"
        return self._node(fn, where, f"recursive:{fn.__qualname__}", self._function_entry)

    def klass(self, cls: type, where: str) -> str:
        """A user class by its body: the methods and plain class attributes of every non-library class in its
        MRO (kernel helpers such as a row-reduction kit are classes whose method edits must change the key)."""
        filename = _class_file(cls)
        if not filename or _is_library(filename):
            return f"class:{_qualname(cls)}"
        return self._node(cls, where, f"class:{_qualname(cls)}", self._class_entry)

    def _node(self, obj: Any, where: str, cycle_text: str, compute: Callable[[Any, str], Any]) -> str:
        """The text of a function or class: the cycle guard, this key's walk memo, the cross-key entry."""
        key = id(obj)
        depth = self.active.get(key)
        if depth is not None:
            self.low = min(self.low, depth)
            return cycle_text
        text = self.done.get(key)
        if text is None and self.trusted is not None:
            text = self.trusted.get(key)
        if text is not None:
            return text
        depth, outer_low = len(self.active), self.low
        self.active[key], self.low = depth, _NO_CYCLE
        try:
            entry = _ENTRIES.get(key) if self.memoize and "__wrapped__" not in getattr(obj, "__dict__", ()) \
                else None
            if entry is not None and entry.obj is obj and entry.valid(self, obj):
                if type(entry) is _FnEntry:
                    self.deps.merge(entry.bindings, entry.cell_deps)
            else:
                entry = compute(obj, where)
                if self.memoize and "__wrapped__" not in getattr(obj, "__dict__", ()):
                    _store(key, entry)
            if self.visited is not None:  # with the path to it: what its values' texts were computed under
                self.visited.append((entry, tuple(self.active.items())))
        finally:
            del self.active[key]
        if self.low >= depth:
            self.done[key] = entry.text
        self.low = min(outer_low, self.low)
        return entry.text

    def _class_entry(self, cls: type, where: str) -> _ClassEntry:
        e = _ClassEntry()
        e.obj, e.module, e.qualname, e.mro, e.bases = cls, cls.__module__, cls.__qualname__, cls.__mro__, \
            _user_bases(cls)
        parts, dicts, children = [f"class:{_qualname(cls)}"], [], []
        for base in e.bases:
            items = sorted(vars(base).items())
            dicts.append((base, tuple(n for n, _ in items), tuple(a for _, a in items)))
            for name, attr in items:
                label = f"{where}.{base.__qualname__}.{name}"
                text = self._class_attribute(attr, label)
                if text is not None:
                    parts.append(f"{base.__qualname__}.{name}={text}")
                    if type(attr) not in _IMMUTABLE:
                        children.append((attr, label, text))
        e.dicts, e.children, e.text = tuple(dicts), tuple(children), _digest_text(parts)
        return e

    def _class_attribute(self, attr: Any, where: str) -> str | None:
        if isinstance(attr, (staticmethod, classmethod)):
            attr = attr.__func__
        if isinstance(attr, property):
            return "property:" + ",".join(self.value(f, where) for f in (attr.fget, attr.fset, attr.fdel)
                                          if f is not None)
        if isinstance(attr, (types.FunctionType, type(None), bool, int, float, complex, str, bytes, tuple,
                             frozenset, enum.Enum)):
            try:
                return self.value(attr, where)
            except TypeError:  # e.g. a tuple holding an object without a stable repr: its type still counts
                return f"unhashable:{type(attr).__qualname__}"
        return None  # __dict__/__weakref__ descriptors, mutable class-level caches and the like

    def _function_entry(self, fn: types.FunctionType, where: str) -> _FnEntry:
        code = fn.__code__
        e = _FnEntry()
        e.obj, e.code, e.module, e.qualname = fn, code, fn.__module__, fn.__qualname__
        e.defaults, e.kwdefaults = fn.__defaults__, fn.__kwdefaults__
        e.file_token = self.file_token(code.co_filename)
        children: list[tuple[Any, str, str]] = []
        bindings: dict[tuple[int, str], tuple[Mapping[str, Any], str, Any]] = {}
        cell_deps: dict[int, tuple[types.CellType, Any]] = {}
        modules: list[tuple[Mapping[str, Any], tuple]] = []

        def text_of(v: Any, label: str) -> str:
            text = self.value(v, label)
            if type(v) not in _IMMUTABLE:
                children.append((v, label, text))
            return text

        def named(kind: str, name: str, v: Any, label: str) -> None:
            parts.append(f"{kind} {name}={text_of(v, label)}")
            if isinstance(v, types.ModuleType):  # module.attr reads: the attribute names are in co_names too
                ns = vars(v)
                modules.append((ns, _snapshot(ns, names)))
                for attr in names:
                    if attr in ns and not isinstance(ns[attr], types.ModuleType):
                        bindings[(id(ns), attr)] = (ns, attr, ns[attr])
                        parts.append(f"{kind} {name}.{attr}={text_of(ns[attr], f'{label}.{attr}')}")

        # File base name and line: the emitted assembly names them in its '; file.py:line' comments. Never the
        # absolute path: the key must not change when the checkout moves.
        parts = [f"fn:{fn.__module__}.{fn.__qualname__}@{os.path.basename(code.co_filename)}:{code.co_firstlineno}",
                 self._source(fn, code, e.file_token),
                 text_of(fn.__defaults__, f"{where} defaults"),
                 text_of(fn.__kwdefaults__, f"{where} keyword defaults")]
        names = _names_of(code)
        cells = fn.__closure__ or ()
        for name, cell in zip(code.co_freevars, cells):
            contents = _cell_value(cell)
            if contents is _EMPTY_CELL:  # a cell not yet filled (e.g. a function referring to itself)
                parts.append(f"closure {name}=<empty>")
                continue
            cell_deps[id(cell)] = (cell, contents)
            named("closure", name, contents, f"closed-over {name!r} of {fn.__qualname__}")
        g = fn.__globals__
        for name in names:
            if name in g:  # else a builtin, an attribute name, or a global not defined yet
                bindings[(id(g), name)] = (g, name, g[name])
                named("global", name, g[name], f"global {name!r} read by {fn.__qualname__}")
        self.deps.merge(bindings, cell_deps)
        e.cells = tuple(map(_cell_value, cells))
        e.names, e.globals_, e.modules = names, _snapshot(g, names), tuple(modules)
        e.children, e.bindings, e.cell_deps, e.text = tuple(children), bindings, cell_deps, _digest_text(parts)
        return e

    def _source(self, fn: types.FunctionType, code: types.CodeType, token: Any) -> str:
        """The function's source, read once per code object and file (mtime, size)."""
        cached = _SOURCES.get(id(code)) if self.memoize else None
        if cached is not None and cached[0] is code and cached[1] == token and token is not None \
                and "__wrapped__" not in fn.__dict__:
            return cached[2]
        try:
            source = _definition_text(fn, code)
        except (OSError, TypeError):  # exec'd or REPL code: the bytecode is the next best thing
            source = marshal.dumps(code).hex()
        if self.memoize and token is not None and "__wrapped__" not in fn.__dict__:
            if len(_SOURCES) >= _ENTRY_LIMIT:
                _SOURCES.clear()
            _SOURCES[id(code)] = (code, token, source)
        return source


def _definition_text(fn: types.FunctionType, code: types.CodeType) -> str:
    """The lines of ``fn``'s definition: from its first line (decorators included) to the last line any of its
    instructions spans, nested code included (every line that can change what it does). The same text as
    ``inspect.getsource`` for a function ending in code, without tokenizing its file (20x faster); a
    ``__wrapped__`` function and Pythons before 3.11 (no end positions) take ``inspect.getsource``."""
    if "__wrapped__" in fn.__dict__ or not hasattr(code, "co_positions"):
        return inspect.getsource(fn)
    linecache.checkcache(code.co_filename)  # the file changed since it was cached: read it again
    lines = linecache.getlines(code.co_filename, fn.__globals__)
    if not lines:
        raise OSError(f"no source lines for {code.co_filename}")
    return "".join(lines[code.co_firstlineno - 1:_last_line(code)])


_END_LINE = operator.itemgetter(1)  # of a code position: (line, end line, column, end column)


def _last_line(code: types.CodeType) -> int:
    last = max(filter(None, map(_END_LINE, code.co_positions())), default=code.co_firstlineno)
    return max([last, *(_last_line(c) for c in code.co_consts if isinstance(c, types.CodeType))])


def _digest_text(parts: list[str]) -> str:
    """A function's or class's text: its heading (what it is) and a digest of everything it was computed from,
    so that a caller's text, and the key, stay short however deep the helpers go."""
    digest = hashlib.sha256("\n".join(parts).encode()).hexdigest()
    return f"{parts[0]}#{digest[:32]}"


_NO_CYCLE = 1 << 30  # deeper than any walk: no 'recursive:' reference seen


# Types whose value is fixed while the same object stays bound, beside functions and classes (whose own
# entries are checked): a tuple of these needs no re-check either.
_PURE_TYPES = frozenset({*_IMMUTABLE, types.ModuleType, types.BuiltinFunctionType, range, slice, type(Ellipsis),
                         type(NotImplemented), decimal.Decimal, fractions.Fraction, torch.dtype, torch.device,
                         torch.Size})
_NODE_MARKS = ("fn:", "class:", "recursive:")  # in a value's text: it holds a function or class
_GET_CODE = operator.attrgetter("__code__")
_GET_DEFAULTS = operator.attrgetter("__defaults__")
_GET_KWDEFAULTS = operator.attrgetter("__kwdefaults__")
_GET_FN_NAMES = operator.attrgetter("__module__", "__qualname__")
_GET_DICT = operator.attrgetter("__dict__")


def _pure(v: Any) -> bool:
    """Whether ``v``'s text can change only through a rebinding or a function/class edit (which the checks of
    the functions and classes catch); lists, dicts, arrays, tensors and objects must be fingerprinted again."""
    t = type(v)
    if t in _PURE_TYPES or t is types.FunctionType or isinstance(v, (type, enum.Enum, np.dtype)):
        return True
    if t is staticmethod or t is classmethod:  # read-only wrappers: as pure as what they wrap
        return _pure(v.__func__)
    if t is property:
        return all(_pure(f) for f in (v.fget, v.fset, v.fdel) if f is not None)
    return (t is tuple or t is frozenset) and all(map(_pure, v))


class _Witness:
    """Everything one whole walk from a kernel function read, flattened into parallel tuples so that checking
    it costs a few C-level passes instead of a walk (``_Fingerprinter.root``). It holds when the same
    functions have the same code, defaults and names, the same files the same (mtime, size), every namespace
    the same objects under every name read (absent names still absent), every class the same MRO and
    attributes, and every value that is not ``_pure`` the same text: then a walk would give ``text`` again."""

    def __init__(self, fn: types.FunctionType, text: str,
                 visited: list[tuple[_FnEntry | _ClassEntry, tuple[tuple[int, int], ...]]]) -> None:
        self.fn, self.text = fn, text
        fns = {id(e.obj): e for e, _ in visited if type(e) is _FnEntry}
        classes = {id(e.obj): e for e, _ in visited if type(e) is _ClassEntry}
        self.files = tuple({e.code.co_filename: e.file_token for e in fns.values()}.items())
        self.fns = tuple(e.obj for e in fns.values())
        self.codes = tuple(e.code for e in fns.values())
        self.defaults = tuple(e.defaults for e in fns.values())
        self.kwdefaults = tuple(e.kwdefaults for e in fns.values())
        self.fn_names = [(e.module, e.qualname) for e in fns.values()]
        cells = [(cell, obj) for e in fns.values() for cell, obj in zip(e.obj.__closure__ or (), e.cells)]
        self.cells = tuple(cell for cell, _ in cells)
        self.cell_objs = tuple(obj for _, obj in cells)
        reads: dict[tuple[int, str], tuple[Mapping[str, Any], str, Any]] = {}
        for e in fns.values():
            for ns, snap in ((e.obj.__globals__, e.globals_), *e.modules):
                for name, obj in zip(e.names, snap):
                    reads[(id(ns), name)] = (ns, name, obj)
        self.namespaces = tuple(ns for ns, _, _ in reads.values())
        self.names = tuple(name for _, name, _ in reads.values())
        self.objs = tuple(obj for _, _, obj in reads.values())
        self.classes = tuple(classes.values())
        self.class_names = [(e.module, e.qualname) for e in self.classes]
        dicts = {id(base): (vars(base), names, objs) for e in self.classes for base, names, objs in e.dicts}
        self.class_dicts = tuple(ns for ns, _, _ in dicts.values())  # live views of the class namespaces
        self.class_dict_sizes = [len(names) for _, names, _ in dicts.values()]
        self.attr_dicts = tuple(ns for ns, names, _ in dicts.values() for _ in names)
        self.attr_names = tuple(name for _, names, _ in dicts.values() for name in names)
        self.attr_objs = tuple(obj for _, _, objs in dicts.values() for obj in objs)
        self.texts = {key: e.text for key, e in (*fns.items(), *classes.items())}
        volatile, tables = {}, {}
        for e, path in visited:
            for v, where, text in e.children:
                if type(v) is dict and all(map(_pure, v)) and all(map(_pure, v.values())):
                    # a table of pure keys and values: unchanged while it holds the same objects
                    tables[id(v)] = (v, len(v), tuple(v), tuple(v.values()))
                elif not _pure(v):
                    # a value read on several paths is checked once unless a function or class is in its text
                    # (then its text may depend on the path: a 'recursive:' reference)
                    seen_on = path if any(m in text for m in _NODE_MARKS) else ()
                    volatile.setdefault((id(v), text, seen_on), (v, where, text, type(e) is _ClassEntry, path))
        self.volatile = tuple(volatile.values())
        self.tables = tuple(tables.values())
        self.bindings = {k: b for e in fns.values() for k, b in e.bindings.items()}
        self.cell_deps = {k: c for e in fns.values() for k, c in e.cell_deps.items()}

    def holds(self, fp: _Fingerprinter) -> bool:
        if any(fp.file_token(name) != token for name, token in self.files):
            return False
        if list(map(_GET_FN_NAMES, self.fns)) != self.fn_names or any(map(
                operator.contains, map(_GET_DICT, self.fns), itertools.repeat("__wrapped__"))):
            return False
        if not (all(map(operator.is_, map(_GET_CODE, self.fns), self.codes))
                and all(map(operator.is_, map(_GET_DEFAULTS, self.fns), self.defaults))
                and all(map(operator.is_, map(_GET_KWDEFAULTS, self.fns), self.kwdefaults))):
            return False
        if not all(map(operator.is_, map(_cell_value, self.cells), self.cell_objs)):
            return False
        if not all(map(operator.is_, map(dict.get, self.namespaces, self.names, itertools.repeat(_MISSING)),
                       self.objs)):
            return False
        classes = self.classes
        if not all(e.obj.__mro__ is e.mro and _user_bases(e.obj) == e.bases for e in classes) \
                or list(map(_GET_FN_NAMES, (e.obj for e in classes))) != self.class_names:
            return False
        if list(map(len, self.class_dicts)) != self.class_dict_sizes or not all(map(
                operator.is_, map(types.MappingProxyType.get, self.attr_dicts, self.attr_names,
                                  itertools.repeat(_MISSING)), self.attr_objs)):
            return False
        if not all(len(d) == n and all(map(operator.is_, d, keys)) and all(map(operator.is_, d.values(), values))
                   for d, n, keys, values in self.tables):  # dicts of pure keys and values: the same items
            return False
        # Every function and class of the walk is as it was, so each one's text is as it was unless a value
        # it reads that is not _pure changed: recompute those with the walk's texts of functions and classes
        # (a function or class now found in them that the walk did not see is fingerprinted in full). Each is
        # recomputed under the path it was computed under, so that a reference back to a function or class on
        # that path gives the same 'recursive:' text.
        fp.trusted = self.texts
        try:
            for v, where, text, klass, path in self.volatile:
                fp.active = dict(path)
                if (fp._class_attribute if klass else fp.value)(v, where) != text:
                    return False
            return True
        finally:
            fp.trusted, fp.active = None, {}


_WITNESSES: dict[int, _Witness] = {}


@functools.lru_cache(maxsize=4096)
def _names_of(code: types.CodeType) -> tuple[str, ...]:
    """The sorted names a code object and the code nested in it load (memoised: code objects are immutable)."""
    return tuple(sorted(_referenced_names(code)))


def _class_file(cls: type) -> str:
    """The file defining ``cls``: its module's, or (for modules loaded outside ``sys.modules``) that of one of
    its methods; '' for built-in and C types."""
    filename = getattr(sys.modules.get(cls.__module__), "__file__", None)
    if filename:
        return filename
    if cls.__module__ == "builtins":  # object, int, dict...: C types (and their dicts are long to scan)
        return ""
    for attr in vars(cls).values():
        attr = attr.fget if isinstance(attr, property) else getattr(attr, "__func__", attr)
        if isinstance(attr, types.FunctionType):
            return attr.__code__.co_filename
    return ""


def _qualname(t: type) -> str:
    return f"{t.__module__}.{t.__qualname__}"


def _referenced_names(code: types.CodeType) -> set[str]:
    """All names a code object (and the code objects nested in it: lambdas, comprehensions) load by name."""
    names = set(code.co_names)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            names |= _referenced_names(const)
    return names


@functools.lru_cache(maxsize=None)
def _library_roots() -> tuple[str, ...]:
    paths = sysconfig.get_paths()
    roots = {os.path.realpath(paths[k]) for k in ("stdlib", "platstdlib", "purelib", "platlib") if k in paths}
    # torch_cdna's own compiler is covered by package_fingerprint(): its helpers are keyed by name, which also
    # keeps the walk from wandering through the compiler's internals.
    package = Path(__file__).resolve().parent.parent
    roots.update(os.path.realpath(package / sub) for sub in _PACKAGE_SOURCES if (package / sub).is_dir())
    return tuple(roots)


@functools.lru_cache(maxsize=4096)
def _is_library(filename: str) -> bool:
    """Installed libraries (stdlib, site-packages) are keyed by name and version, not by their source."""
    real = os.path.realpath(filename)
    return any(real.startswith(root + os.sep) for root in _library_roots())


def _fp_scalar(fp: _Fingerprinter, v: Any, where: str) -> str:
    return f"{type(v).__name__}:{v!r}"


def _fp_float(fp: _Fingerprinter, v: float, where: str) -> str:
    # repr() round-trips every float and tells -0.0 from 0.0, but prints every NaN alike: add the bits
    return f"{type(v).__name__}:{v!r}" + (f":{_F64.pack(v).hex()}" if v != v else "")


def _fp_complex(fp: _Fingerprinter, v: complex, where: str) -> str:
    return f"{type(v).__name__}:{_fp_float(fp, v.real, where)}:{_fp_float(fp, v.imag, where)}"


def _fp_buffer(fp: _Fingerprinter, v: bytearray | memoryview, where: str) -> str:
    return f"{type(v).__name__}:{hashlib.sha256(v.tobytes() if isinstance(v, memoryview) else v).hexdigest()}"


def _fp_ndarray(fp: _Fingerprinter, v: np.ndarray, where: str) -> str:
    if v.dtype.hasobject:  # the bytes would be pointers: fingerprint the elements themselves
        return f"ndarray:{v.dtype.str}:{v.shape}:{fp.value(v.tolist(), where)}"
    digest = hashlib.sha256(np.ascontiguousarray(v).tobytes()).hexdigest()
    return f"ndarray:{v.dtype.str}:{v.shape}:{digest}"


def _fp_numpy_scalar(fp: _Fingerprinter, v: np.generic, where: str) -> str:
    if v.dtype.hasobject:
        return f"npobject:{fp.value(v.item(), where)}"
    return f"np:{v.dtype.str}:{v.tobytes().hex()}"


_PLAIN_SCALARS = frozenset({type(None), bool, int, str, bytes})  # _fp_scalar's exact types: no label needed


def _fp_sequence(fp: _Fingerprinter, v: Any, where: str) -> str:
    memo = type(v) is tuple and fp.memoize  # a tuple of scalars (nested) cannot change: memoised by identity
    if memo:
        hit = _PLAIN_TEXTS.get(id(v))
        if hit is not None and hit[0] is v:
            return hit[1]
    items = [f"{type(x).__name__}:{x!r}" if type(x) in _PLAIN_SCALARS else fp.value(x, f"{where}[{i}]")
             for i, x in enumerate(v)]
    if isinstance(v, (set, frozenset)):
        items.sort()
    text = f"{type(v).__name__}:[{', '.join(items)}]"
    if memo and _plain(v):
        if len(_PLAIN_TEXTS) >= _ENTRY_LIMIT:
            _PLAIN_TEXTS.clear()
        _PLAIN_TEXTS[id(v)] = (v, text)
    return text


def _fp_mapping(fp: _Fingerprinter, v: Mapping, where: str) -> str:
    items = sorted(f"{_fp_scalar(fp, k, where) if type(k) in _PLAIN_SCALARS else fp.value(k, where)}: "
                   f"{_fp_scalar(fp, x, where) if type(x) in _PLAIN_SCALARS else fp.value(x, f'{where}[{k!r}]')}"
                   for k, x in v.items())
    return f"dict:{{{', '.join(items)}}}"


_PLAIN_TEXTS: dict[int, tuple[tuple, str]] = {}  # id -> (tuple of scalars, its text), e.g. a kernel's signature


def _plain(v: Any) -> bool:
    """An immutable scalar, or a tuple of them (nested)."""
    return type(v) in _IMMUTABLE or (type(v) is tuple and all(map(_plain, v)))


def _fp_tensor(fp: _Fingerprinter, v: torch.Tensor, where: str) -> str:
    if v.layout != torch.strided or v.is_meta:
        raise TypeError(f"cannot fingerprint {where}: a {v.layout} tensor on {v.device} (only dense tensors with "
                        f"data are fingerprinted by content for the code-object cache key)")
    data = v.detach().to("cpu").resolve_conj().resolve_neg().contiguous().reshape(-1)  # reshape: 0-dim views
    digest = hashlib.sha256(data.view(torch.uint8).numpy().tobytes() if data.numel() else b"").hexdigest()
    return f"tensor:{v.dtype}:{tuple(v.shape)}:{digest}"


def _fp_partial(fp: _Fingerprinter, v: functools.partial, where: str) -> str:
    return f"partial:{fp.value(v.func, where)}:{fp.value(v.args, where)}:{fp.value(v.keywords, where)}"


def _fp_method(fp: _Fingerprinter, v: types.MethodType, where: str) -> str:
    return f"method:{fp.value(v.__self__, where)}:{fp.value(v.__func__, where)}"


_VALUE_RULES: list[tuple[tuple[type, ...], Callable[[_Fingerprinter, Any, str], str]]] = [
    ((float,), _fp_float),
    ((complex,), _fp_complex),
    ((type(None), bool, int, str, bytes), _fp_scalar),
    ((bytearray, memoryview), _fp_buffer),
    ((np.ndarray,), _fp_ndarray),
    ((np.generic,), _fp_numpy_scalar),
    ((enum.Enum,), lambda fp, v, w: f"enum:{_qualname(type(v))}.{v.name}"),
    ((tuple, list, set, frozenset), _fp_sequence),
    ((dict, types.MappingProxyType), _fp_mapping),
    ((types.FunctionType,), lambda fp, v, w: fp.function(v, w)),
    ((functools.partial,), _fp_partial),
    ((types.MethodType,), _fp_method),
    ((types.BuiltinFunctionType, types.BuiltinMethodType),
     lambda fp, v, w: f"builtin:{getattr(v, '__module__', '')}.{v.__qualname__}"),
    ((types.ModuleType,), lambda fp, v, w: f"module:{v.__name__}"),
    ((type,), lambda fp, v, w: fp.klass(v, w)),
    ((torch.dtype, torch.device, torch.Size), lambda fp, v, w: f"torch:{v}"),
    ((torch.Tensor,), _fp_tensor),
]


_RULE_OF_TYPE: dict[type, Callable[[_Fingerprinter, Any, str], str] | None] = {}


def _rule_of_type(t: type) -> Callable[[_Fingerprinter, Any, str], str] | None:
    """The first of ``_VALUE_RULES`` covering type ``t`` (None: none does), looked up once per type."""
    rule = next((fn for types_, fn in _VALUE_RULES if issubclass(t, types_)), None)
    _RULE_OF_TYPE[t] = rule
    return rule


def fingerprint(value: Any, where: str = "value") -> str:
    """Stable text identifying ``value`` for the cache key (functions: source, closure, globals, recursively)."""
    return _Fingerprinter().value(value, where)


@functools.lru_cache(maxsize=1)
def package_fingerprint() -> str:
    """torch_cdna's version plus a hash of the compiler's sources (so a development edit invalidates entries)."""
    from .. import __version__
    root = Path(__file__).resolve().parent.parent
    h = hashlib.sha256(__version__.encode())
    for sub in _PACKAGE_SOURCES:
        for path in sorted((root / sub).rglob("*.py")) if (root / sub).is_dir() else [root / sub]:
            if path.is_file():
                h.update(str(path.relative_to(root)).encode() + b"\0" + path.read_bytes())
    return f"{__version__}+{h.hexdigest()[:16]}"


def cache_key(fn: Callable | None, *, constants: Mapping[str, Any], arch: str, options: Any, toolchain: str,
              params: Any = (), source: str | bytes | None = None, deps: Dependencies | None = None) -> str:
    """The cache key (hex SHA-256) of one compilation.

    ``fn``: the kernel function (``None`` with ``source`` for a hand-written file); ``constants``: compile-time
    arguments by name; ``params``: the runtime signature; ``toolchain``: ``Toolchain.ident`` (or 'none');
    ``deps``: filled with every binding the key read (see ``Dependencies``).

    Example:
        >>> def k(J, N): return N
        >>> a = cache_key(k, constants={"N": 1}, arch="gfx942", options=None, toolchain="t:1")
        >>> a != cache_key(k, constants={"N": 2}, arch="gfx942", options=None, toolchain="t:1")
        True
    """
    fp = _Fingerprinter(deps)
    parts = {
        "schema": CACHE_SCHEMA,
        "package": package_fingerprint(),
        "toolchain": toolchain,
        "arch": arch,
        "options": fp.value(options, "compile option"),
        "constants": fp.value(dict(constants), "compile-time argument"),
        "params": fp.value(params, "parameter"),
        # a walk of its own (nothing memoised from the arguments' walk), so that its text can be reused
        "fn": _Fingerprinter(fp.deps).root(fn, "kernel") if fn is not None else "",
        "source": hashlib.sha256(source.encode() if isinstance(source, str) else source).hexdigest()
        if source is not None else "",
    }
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()


# ----------------------------------------------------------------------------------------------------------
# The store

class NotACacheError(RuntimeError):
    """A folder the cache is asked to clear was not created by it (no marker): nothing is deleted."""


class _BadEntry(Exception):
    """Why a stored entry cannot be used (the text goes into the warning)."""


def _encode_entry(key: str, blobs: Mapping[str, bytes]) -> bytes:
    index, chunks, offset = {}, [], 0
    for name, data in blobs.items():
        index[name] = [offset, len(data)]
        chunks.append(bytes(data))
        offset += len(data)
    head = json.dumps({"key": key, "blobs": index}, sort_keys=True).encode()
    payload = struct.pack("<I", len(head)) + head + b"".join(chunks)
    return _HEADER.pack(_MAGIC, len(payload), hashlib.sha256(payload).digest()) + payload


def _decode_entry(raw: bytes, key: str) -> dict[str, bytes]:
    """Blobs of the entry of ``key``; ``_BadEntry`` when it is truncated, corrupt, of another format or another
    key's (a file copied or renamed onto this path). A valid checksum over a malformed index is corrupt too."""
    if len(raw) < _HEADER.size:
        raise _BadEntry(f"truncated ({len(raw)} bytes)")
    magic, length, digest = _HEADER.unpack_from(raw)
    payload = memoryview(raw)[_HEADER.size:]  # a view: the blobs are the only copies
    if magic != _MAGIC:
        raise _BadEntry("not an entry of this format")
    if len(payload) != length or hashlib.sha256(payload).digest() != digest:
        raise _BadEntry("checksum mismatch (truncated or damaged)")
    try:
        (head_len,) = struct.unpack_from("<I", payload)
        head = json.loads(bytes(payload[4:4 + head_len]))
        stored_key, index = head["key"], head["blobs"]
        base = 4 + head_len
        blobs = {}
        for name, (off, n) in index.items():
            if not (isinstance(name, str) and isinstance(off, int) and isinstance(n, int)
                    and 0 <= off and 0 <= n and base + off + n <= len(payload)):
                raise ValueError(f"blob {name!r} out of range")
            blobs[name] = bytes(payload[base + off: base + off + n])
    except (struct.error, ValueError, TypeError, KeyError, AttributeError) as exc:
        raise _BadEntry(f"malformed index ({exc})") from None
    if stored_key != key:
        raise _BadEntry(f"it holds the entry of another key ({str(stored_key)[:16]}...)")
    return blobs


class CodeObjectCache:
    """Content-addressed store of named blobs (code object, assembly, metadata) per cache key."""

    def __init__(self, root: str | os.PathLike | None = None) -> None:
        self.root = Path(root) if root is not None else Path(_config.get("cache_dir"))
        self.objects = self.root / "objects"
        self.stats = {"hits": 0, "misses": 0, "corrupt": 0, "writes": 0}
        self._warned = False
        self._marked = False  # the marker was seen or written by this instance

    def path(self, key: str) -> Path:
        if len(key) < 8 or not _KEY_RE.fullmatch(key):
            raise ValueError(f"cache key must be a lower-case hex digest, got {key!r}")
        return self.objects / key[:2] / f"{key[2:]}.entry"

    def get(self, key: str) -> dict[str, bytes] | None:
        """The blobs stored under ``key``; None on a miss or an unusable entry (removed, with a warning)."""
        path = self.path(key)
        try:
            raw = path.read_bytes()
        except OSError:
            self.stats["misses"] += 1
            return None
        try:
            blobs = _decode_entry(raw, key)
        except _BadEntry as exc:
            self.discard(key, str(exc))
            return None
        self.stats["hits"] += 1
        return blobs

    def discard(self, key: str, reason: str) -> None:
        """Remove the entry of ``key`` as unusable (the caller found ``reason``) with a warning; counted as a
        corrupt miss, so the caller rebuilds it."""
        path = self.path(key)
        self.stats["corrupt"] += 1
        self.stats["misses"] += 1
        warnings.warn(f"torch_cdna: discarding the code-object cache entry {path}: {reason}; the kernel is "
                      f"rebuilt", stacklevel=3)
        with contextlib.suppress(OSError):  # already replaced or removed by another process
            path.unlink()

    def put(self, key: str, blobs: Mapping[str, bytes]) -> None:
        """Publish an entry atomically (temporary file in the same folder, then ``os.replace``)."""
        path = self.path(key)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._mark()
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".entry")
            try:
                with os.fdopen(fd, "wb") as f:
                    f.write(_encode_entry(key, blobs))
                os.replace(tmp, path)
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
                raise
            self.stats["writes"] += 1
        except OSError as exc:
            if not self._warned:
                self._warned = True
                warnings.warn(f"torch_cdna: cannot write the code-object cache in {self.root} ({exc}); kernels "
                              f"will be recompiled in each process. Set TORCH_CDNA_CACHE_DIR to a writable folder.")

    def _mark(self) -> None:
        """Write the marker that lets ``clear()`` recognise the folder (once per instance, atomically)."""
        if self._marked:
            return
        marker = self.objects / MARKER_NAME
        if not marker.is_file():
            fd, tmp = tempfile.mkstemp(dir=self.objects, prefix=".tmp-", suffix=".tag")
            with os.fdopen(fd, "w") as f:
                f.write(_MARKER_TEXT)
            os.replace(tmp, marker)
        self._marked = True

    def get_or_build(self, key: str, build: Callable[[], Mapping[str, bytes]]) -> dict[str, bytes]:
        """Cached blobs for ``key``, building and storing them on a miss."""
        blobs = self.get(key)
        if blobs is None:
            blobs = dict(build())
            self.put(key, blobs)
        return blobs

    def size(self) -> tuple[int, int]:
        """(number of entries, total bytes) currently stored."""
        count = total = 0
        for p in self._entry_files():
            with contextlib.suppress(OSError):
                total += p.stat().st_size
                count += 1
        return count, total

    def _entry_files(self, *, temporaries: bool = False) -> Iterable[Path]:
        """Files named like this cache's entries: ``objects/<2 hex>/<hex>.entry`` (and ``.tmp-*.entry``)."""
        if not self.objects.is_dir():
            return
        for shard in sorted(self.objects.iterdir()):
            if not (_SHARD_RE.fullmatch(shard.name) and shard.is_dir() and not shard.is_symlink()):
                continue
            for p in sorted(shard.iterdir()):
                if _ENTRY_RE.fullmatch(p.name) and (temporaries or not p.name.startswith(".tmp-")) \
                        and p.is_file() and not p.is_symlink():
                    yield p

    def _only_entries(self) -> bool:
        """The folder holds nothing but shard folders of entry files: a cache written before the marker
        existed (a '.git/objects' has 'info' and 'pack', and its files are not named '*.entry')."""
        for shard in self.objects.iterdir():
            if not (_SHARD_RE.fullmatch(shard.name) and shard.is_dir() and not shard.is_symlink()):
                return False
            if not all(_ENTRY_RE.fullmatch(p.name) and p.is_file() for p in shard.iterdir()):
                return False
        return True

    def clear(self) -> int:
        """Remove every entry; returns how many there were.

        Deletes only files named like entries, in a folder carrying the cache's marker, and the shard folders
        left empty: pointed at another tool's folder (a '.git', whose 'objects' looks similar) it deletes
        nothing and raises ``NotACacheError``.
        """
        if not self.objects.exists():
            return 0
        if not (self.objects / MARKER_NAME).is_file() and not self._only_entries():
            raise NotACacheError(
                f"refusing to clear {self.objects}: it has no {MARKER_NAME} marker, so torch_cdna's cache did not "
                f"create it (is TORCH_CDNA_CACHE_DIR / cache_dir pointing at the right folder?). Nothing was "
                f"deleted; remove the folder by hand if it really is a torch_cdna cache")
        count = 0
        for p in list(self._entry_files(temporaries=True)):
            with contextlib.suppress(FileNotFoundError):
                p.unlink()
                count += not p.name.startswith(".tmp-")
        for shard in self.objects.iterdir():
            if _SHARD_RE.fullmatch(shard.name) and shard.is_dir() and not shard.is_symlink():
                with contextlib.suppress(OSError):  # not empty: files the cache did not write stay
                    shard.rmdir()
        return count


def default_cache() -> CodeObjectCache:
    """The cache at the current ``_config cache_dir`` (one instance per folder)."""
    return _cache_for(str(_config.get("cache_dir")))


@functools.lru_cache(maxsize=None)
def _cache_for(root: str) -> CodeObjectCache:
    return CodeObjectCache(root)
