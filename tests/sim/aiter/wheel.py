"""Fetch AMD AITER's published wheel once, cache it, and unpack only the code objects and asm launchers.

The wheel ``amd-aiter==0.1.7.post2.dev18`` (py3-none-any, 40 MB) carries AITER's hand-written kernels as
code objects under ``aiter_meta/hsa/<arch>/`` and their host launchers under
``aiter_meta/csrc/py_itfs_cu/asm_*.cu``. Nothing from it is committed: the tests download it into
``<torch_cdna cache_dir>/aiter/<version>/`` (``TORCH_CDNA_CACHE_DIR``, default ``~/.cache/torch_cdna``).

Safety:
- the download (``benchmarks/pypi_pinned.py``) goes to a private temporary file, is checked against the
  SHA-256 PyPI publishes for this exact file (pinned below), and only then is renamed into place; a cached
  wheel whose hash does not match (a truncated or corrupt file) is deleted and fetched again;
- each extraction (one arch's ``hsa`` tree, or the launchers) is unpacked into a temporary folder and
  published with one ``os.rename``; concurrent pytest processes race harmlessly (the loser discards its copy);
- any failure (no network, PyPI down, a bad file twice) raises ``WheelUnavailable`` naming the package,
  the version and the error; the ``aiter_hsa`` fixture turns it into ``pytest.skip``.

Example:
    >>> from tests.sim.aiter import wheel
    >>> wheel.cache_dir().name == wheel.VERSION
    True
    >>> hsa = wheel.hsa_dir("gfx942")                      # doctest: +SKIP
    >>> sorted(p.name for p in (hsa / "topksoftmax").glob("*.co"))[:1]  # doctest: +SKIP
    ['topksoftmax_12x128x6.co']
"""

from __future__ import annotations

import os
import shutil
import tempfile
import zipfile
from pathlib import Path
from typing import Callable

from benchmarks import pypi_pinned
from torch_cdna import _config

PACKAGE = "amd-aiter"
VERSION = "0.1.7.post2.dev18"
WHEEL_NAME = "amd_aiter-0.1.7.post2.dev18-py3-none-any.whl"
# The digest PyPI lists for WHEEL_NAME (https://pypi.org/pypi/amd-aiter/json, releases[VERSION]).
WHEEL_SHA256 = "fe139d74438217c35e87e3b961166bac8db2d381eadccb371da2e63615f05a31"
PYPI_JSON = "https://pypi.org/pypi/amd-aiter/json"
ARCHES = ("gfx942", "gfx950")


class WheelUnavailable(RuntimeError):
    """The AITER wheel could not be fetched, verified or unpacked (the message says which and why)."""


def cache_dir() -> Path:
    """``<cache_dir>/aiter/<VERSION>``: where the wheel and its unpacked parts live."""
    return Path(_config.get("cache_dir")) / "aiter" / VERSION


def _pinned() -> pypi_pinned.Pinned:
    """The pinned wheel, read from the module constants at call time (tests swap ``WHEEL_SHA256``)."""
    return pypi_pinned.Pinned(PACKAGE, VERSION, WHEEL_NAME, WHEEL_SHA256, PYPI_JSON)


def wheel_path(opener: Callable | None = None) -> Path:
    """The verified cached wheel, downloading it (again, if the cached copy is corrupt) when needed.

    ``opener`` stands in for ``urllib.request.urlopen`` (the default, looked up at call time) in tests.
    """
    return pypi_pinned.fetch(_pinned(), cache_dir() / WHEEL_NAME, opener, error=WheelUnavailable)


def _extract(target: Path, wanted: Callable[[str], bool], opener: Callable | None) -> Path:
    """Unpack the members ``wanted(name)`` accepts into ``target`` (atomically, once)."""
    if target.is_dir():
        return target
    wheel = wheel_path(opener)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=".tmp-", dir=target.parent))
    try:
        with zipfile.ZipFile(wheel) as zf:
            for info in zf.infolist():
                if info.is_dir() or not wanted(info.filename):
                    continue
                # Member names are checked against the wanted prefixes; refuse anything climbing out.
                if ".." in Path(info.filename).parts:
                    raise WheelUnavailable(f"{PACKAGE}=={VERSION}: unsafe member name {info.filename!r}")
                zf.extract(info, tmp)
        try:
            os.rename(tmp, target)
        except OSError:
            if not target.is_dir():  # not a lost race: a real error
                raise
    except WheelUnavailable:
        raise
    except Exception as exc:
        raise WheelUnavailable(f"cannot unpack {PACKAGE}=={VERSION} ({WHEEL_NAME}) into {target}: "
                               f"{type(exc).__name__}: {exc}") from exc
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
    return target


def hsa_dir(arch: str, opener: Callable | None = None) -> Path:
    """The unpacked ``aiter_meta/hsa/<arch>`` folder (code objects and their CSV tables)."""
    if arch not in ARCHES:
        raise ValueError(f"arch must be one of {ARCHES}, got {arch!r}")
    prefix = f"aiter_meta/hsa/{arch}/"
    root = _extract(cache_dir() / f"hsa-{arch}", lambda name: name.startswith(prefix), opener)
    return root / prefix


def launcher_dir(opener: Callable | None = None) -> Path:
    """The unpacked ``aiter_meta/csrc/py_itfs_cu`` folder, holding only the ``asm_*.cu`` launchers."""
    prefix = "aiter_meta/csrc/py_itfs_cu/"

    def wanted(name: str) -> bool:
        rest = name[len(prefix):] if name.startswith(prefix) else ""
        return rest.startswith("asm_") and rest.endswith(".cu") and "/" not in rest

    return _extract(cache_dir() / "launchers", wanted, opener) / prefix
