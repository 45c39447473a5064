"""The AITER wheel cache: verified downloads, re-fetch of a corrupt copy, atomic unpacking, clear skips."""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import urllib.error
import zipfile

import pytest

from torch_cdna import _config

from . import wheel
from .conftest import aiter_hsa as aiter_hsa_fixture

MEMBERS = {
    "aiter_meta/hsa/gfx942/topksoftmax/k.co": b"\x7fELF-gfx942",
    "aiter_meta/hsa/gfx950/f4gemm/k.co": b"\x7fELF-gfx950",
    "aiter_meta/csrc/py_itfs_cu/asm_pa.cu": b"// launcher",
    "aiter_meta/csrc/py_itfs_cu/rocm_ops.cu": b"// not a launcher",
    "aiter/__init__.py": b"",
}


def _fake_wheel() -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for name, data in MEMBERS.items():
            zf.writestr(name, data)
    return buf.getvalue()


class FakePyPI:
    """Serves the JSON API and one wheel body (optionally cut short); counts wheel downloads."""

    def __init__(self, body: bytes, served: bytes | None = None):
        self.body, self.served, self.downloads = body, body if served is None else served, 0

    def __call__(self, url, timeout=None):  # noqa: ARG002 - urlopen's signature
        if url == wheel.PYPI_JSON:
            entry = {"filename": wheel.WHEEL_NAME, "url": "https://files.example/w.whl"}
            return contextlib.closing(io.BytesIO(json.dumps({"releases": {wheel.VERSION: [entry]}}).encode()))
        self.downloads += 1
        return contextlib.closing(io.BytesIO(self.served))


@pytest.fixture
def fake_cache(tmp_path, monkeypatch):
    body = _fake_wheel()
    monkeypatch.setattr(wheel, "WHEEL_SHA256", hashlib.sha256(body).hexdigest())
    with _config.override(cache_dir=tmp_path):
        yield body


def test_download_verifies_and_unpacks_only_code_objects_and_launchers(fake_cache):
    pypi = FakePyPI(fake_cache)
    hsa = wheel.hsa_dir("gfx942", opener=pypi)
    assert (hsa / "topksoftmax" / "k.co").read_bytes() == b"\x7fELF-gfx942"
    assert not (hsa.parent / "gfx950").exists()          # one arch per extraction
    launchers = wheel.launcher_dir(opener=pypi)
    assert sorted(p.name for p in launchers.iterdir()) == ["asm_pa.cu"]
    assert pypi.downloads == 1                           # the second extraction reused the cached wheel
    assert not list(wheel.cache_dir().glob(".tmp-*"))    # no temporaries left behind
    assert wheel.hsa_dir("gfx942", opener=pypi) == hsa   # already unpacked: no work, same place


def test_corrupt_cached_wheel_is_fetched_again(fake_cache):
    dest = wheel.cache_dir() / wheel.WHEEL_NAME
    dest.parent.mkdir(parents=True)
    dest.write_bytes(fake_cache[: len(fake_cache) // 2])  # a download cut short by a killed process
    pypi = FakePyPI(fake_cache)
    assert wheel.wheel_path(opener=pypi) == dest
    assert pypi.downloads == 1 and dest.read_bytes() == fake_cache


def test_partial_download_is_refused_and_not_kept(fake_cache):
    pypi = FakePyPI(fake_cache, served=fake_cache[:100])
    with pytest.raises(wheel.WheelUnavailable, match="SHA-256"):
        wheel.wheel_path(opener=pypi)
    assert not (wheel.cache_dir() / wheel.WHEEL_NAME).exists()
    assert not list(wheel.cache_dir().glob(".tmp-*"))


def test_no_network_skips_with_package_version_and_error(fake_cache, monkeypatch):
    def offline(url, timeout=None):  # noqa: ARG001
        raise urllib.error.URLError("[Errno -3] Temporary failure in name resolution")

    monkeypatch.setattr("urllib.request.urlopen", offline)
    get = aiter_hsa_fixture.__wrapped__()
    with pytest.raises(pytest.skip.Exception) as info:
        get("gfx942")
    message = str(info.value)
    assert "amd-aiter==0.1.7.post2.dev18" in message and "name resolution" in message


def test_unknown_arch_is_an_error():
    with pytest.raises(ValueError, match="gfx942"):
        wheel.hsa_dir("gfx90a")
