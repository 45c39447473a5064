"""Fetch one pinned file from PyPI, check it against the SHA-256 PyPI publishes for it, and rename it into place.

Shared by ``benchmarks/vllm_source.py`` (vLLM's sdist) and ``tests/sim/aiter/wheel.py`` (AITER's wheel): both pin
a package, a version, one file name and that file's published digest, and need the same safe download.

- ``Pinned``: the frozen record (package, version, filename, sha256, the project's JSON API URL);
- ``url(record, opener)``: the download URL PyPI's JSON API lists for the file (relative URLs resolved);
- ``download(record, dest, opener, error=...)``: the file written to a private temporary file next to ``dest``,
  hash-checked, then renamed into place (readers see no file or the whole, verified file);
- ``fetch(record, dest, opener, error=...)``: ``dest`` when its hash matches, else (re)downloaded;
- ``sha256(path)``, ``write_atomic(dest, fill, ...)``: the pieces, for callers that cache other files.

Every failure raises the caller's ``error`` class (a ``RuntimeError`` by default) with a message naming the
package, version, file and cause, so each caller's own "unavailable" exception (and its test skips) keeps working.
``opener`` stands in for ``urllib.request.urlopen`` (looked up at call time) in tests.

Example:
    >>> import contextlib, hashlib, io, json, tempfile
    >>> body = b"file body"
    >>> rec = Pinned("demo", "1.0", "demo-1.0.tar.gz", hashlib.sha256(body).hexdigest())
    >>> def fake(u, timeout=None):
    ...     listing = {"releases": {"1.0": [{"filename": "demo-1.0.tar.gz", "url": "../../f/demo-1.0.tar.gz"}]}}
    ...     return contextlib.closing(io.BytesIO(json.dumps(listing).encode() if u == rec.json_url else body))
    >>> url(rec, fake)
    'https://pypi.org/f/demo-1.0.tar.gz'
    >>> dest = Path(tempfile.mkdtemp()) / rec.filename
    >>> fetch(rec, dest, fake).read_bytes() == body
    True
    >>> shutil.rmtree(dest.parent)
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Callable

_TIMEOUT_S = 120
_CHUNK = 1 << 20


@dataclass(frozen=True)
class Pinned:
    """One file of one release on PyPI and the SHA-256 PyPI lists for it."""

    package: str
    version: str
    filename: str
    sha256: str
    json_url: str = field(default="")

    def __post_init__(self) -> None:
        if not self.json_url:  # PyPI's per-project JSON API
            object.__setattr__(self, "json_url", f"https://pypi.org/pypi/{self.package}/json")

    @property
    def label(self) -> str:
        """``package==version``, as error messages name it."""
        return f"{self.package}=={self.version}"


def sha256(path: Path) -> str:
    """The hex SHA-256 of the file at ``path``, read in 1 MiB chunks."""
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(_CHUNK), b""):
            digest.update(chunk)
    return digest.hexdigest()


def write_atomic(dest: Path, fill: Callable[[IO], None], *, text: bool = False, suffix: str = "",
                 check: Callable[[Path], None] | None = None) -> None:
    """Create ``dest`` through a private temporary file in its folder that ``fill`` writes (and ``check`` may
    refuse by raising), renamed into place: concurrent readers see no file or the whole file."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=suffix, dir=dest.parent)
    try:
        with os.fdopen(fd, "w" if text else "wb") as out:
            fill(out)
        if check is not None:
            check(Path(tmp))
        os.replace(tmp, dest)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def url(record: Pinned, opener: Callable | None = None, *, error: type[Exception] = RuntimeError) -> str:
    """The download URL PyPI's JSON API lists for ``record.filename`` (relative URLs resolved against the API's);
    raises ``error`` when the release does not list that file."""
    with (opener or urllib.request.urlopen)(record.json_url, timeout=_TIMEOUT_S) as response:
        info = json.load(response)
    for entry in info.get("releases", {}).get(record.version, []):
        if entry.get("filename") == record.filename:
            return urllib.parse.urljoin(record.json_url, entry["url"])
    raise error(f"{record.label}: PyPI lists no file {record.filename}")


def _wrap(record: Pinned, dest: Path, error: type[Exception], exc: Exception) -> Exception:
    """``error`` naming the package, version, file and cause of a network, disk or JSON failure."""
    return error(f"cannot fetch {record.label} ({record.filename}) from PyPI into {dest.parent}: "
                 f"{type(exc).__name__}: {exc}")


def _suffix(filename: str) -> str:
    """The temporary file's suffix: ``.tar.gz`` or the last one (``.whl``), so a stray temporary says what it is."""
    return ".tar.gz" if filename.endswith(".tar.gz") else Path(filename).suffix


def download(record: Pinned, dest: Path, opener: Callable | None = None, *,
             error: type[Exception] = RuntimeError) -> None:
    """Download ``record``'s file to ``dest``: temporary file, SHA-256 check, rename; ``error`` on any failure
    (a digest other than ``record.sha256`` is refused and nothing is kept)."""
    def check(tmp: Path) -> None:
        got = sha256(tmp)
        if got != record.sha256:
            raise error(f"{record.label}: downloaded {record.filename} has SHA-256 {got}, expected "
                        f"{record.sha256} (partial or altered download)")
    try:
        link = url(record, opener, error=error)

        def fill(out: IO) -> None:
            with (opener or urllib.request.urlopen)(link, timeout=_TIMEOUT_S) as response:
                shutil.copyfileobj(response, out, _CHUNK)
        write_atomic(dest, fill, suffix=_suffix(record.filename), check=check)
    except error:
        raise
    except Exception as exc:
        raise _wrap(record, dest, error, exc) from exc


def fetch(record: Pinned, dest: Path, opener: Callable | None = None, *,
          error: type[Exception] = RuntimeError) -> Path:
    """``dest`` holding ``record``'s verified file: kept when its hash matches, else deleted (a truncated or
    corrupt copy) and downloaded again; ``error`` on any failure."""
    try:
        dest.parent.mkdir(parents=True, exist_ok=True)
        if dest.exists():
            if sha256(dest) == record.sha256:
                return dest
            dest.unlink(missing_ok=True)
    except Exception as exc:
        raise _wrap(record, dest, error, exc) from exc
    download(record, dest, opener, error=error)
    return dest


__all__ = ["Pinned", "download", "fetch", "sha256", "url", "write_atomic"]
