"""python -m torch_cdna {info, cache, demo}."""

from __future__ import annotations

import os
import subprocess
import sys
import types
from pathlib import Path

from torch_cdna import _config
from torch_cdna.__main__ import main
from torch_cdna.asm.cache import CodeObjectCache

REPO = Path(__file__).resolve().parents[1]


def _run(*argv, cache_dir):
    env = {**os.environ, "TORCH_CDNA_CACHE_DIR": str(cache_dir)}
    return subprocess.run([sys.executable, "-m", "torch_cdna", *argv], cwd=REPO, env=env, capture_output=True,
                          text=True, timeout=300)


def test_info(tmp_path):
    CodeObjectCache(tmp_path).put(os.urandom(32).hex(), {"co": os.urandom(3000)})
    res = _run("info", cache_dir=tmp_path)
    assert res.returncode == 0 and res.stderr == "", res.stderr
    lines = dict(line.split(None, 1) if not line.startswith(("toolchain", "HIP", "target"))
                 else (line[:17].strip(), line[17:].strip()) for line in res.stdout.splitlines())
    assert lines["torch_cdna"].strip() == "0.1.0"
    assert lines["cache"].startswith(f"{tmp_path} (1 entries, ")
    assert "toolchain gfx942" in lines and "toolchain gfx950" in lines
    assert lines["target arch"] in ("gfx942", "gfx950")


def test_cache_show_and_clear(tmp_path, capsys):
    cache = CodeObjectCache(tmp_path)
    for _ in range(3):
        cache.put(os.urandom(32).hex(), {"co": os.urandom(100)})
    with _config.override(cache_dir=tmp_path):
        assert main(["cache"]) == 0
        assert capsys.readouterr().out.startswith(f"{tmp_path}: 3 entries")
        assert main(["cache", "clear"]) == 0
        assert capsys.readouterr().out == f"removed 3 cached code objects from {tmp_path}\n"
    assert cache.size() == (0, 0)


def test_demo_hook(monkeypatch):
    calls = []
    fake = types.ModuleType("torch_cdna.demo")
    fake.main = lambda argv: calls.append(argv) or 0
    monkeypatch.setitem(sys.modules, "torch_cdna.demo", fake)
    assert main(["demo", "--size", "3"]) == 0
    assert calls == [["--size", "3"]]
