"""python -m torch_cdna {info, cache, demo, asm}."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import types
from pathlib import Path

import pytest
import torch

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


def _fake_git(root: Path, rng: random.Random) -> dict[Path, bytes]:
    """A '.git'-like folder: loose objects in two-hex-digit shards (like cache entries, no '.entry'), packs."""
    files = {}
    for _ in range(5):
        name = "".join(rng.choice("0123456789abcdef") for _ in range(40))
        files[root / "objects" / name[:2] / name[2:]] = rng.randbytes(rng.randint(10, 200))
    files[root / "objects" / "pack" / "pack-1.pack"] = rng.randbytes(300)
    files[root / "objects" / "info" / "packs"] = b"P pack-1.pack\n"
    files[root / "HEAD"] = b"ref: refs/heads/main\n"
    for path, data in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return files


def _contents(root: Path) -> dict[Path, bytes]:
    return {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}


def test_cache_clear_refuses_a_folder_the_cache_did_not_create(tmp_path, capsys, rng_seed):
    """Pointed at a '.git', 'cache clear' used to rmtree its objects/; now it deletes nothing and says why."""
    git = tmp_path / ".git"
    files = _fake_git(git, random.Random(rng_seed))
    with _config.override(cache_dir=git):
        assert main(["cache", "clear"]) == 1
    err = capsys.readouterr().err
    assert "refusing to clear" in err and "CACHEDIR.TAG" in err and str(git / "objects") in err
    assert _contents(git) == files


def test_cache_clear_deletes_only_what_the_cache_wrote(tmp_path, capsys, rng_seed):
    rng = random.Random(rng_seed)
    cache = CodeObjectCache(tmp_path)
    keys = [rng.randbytes(32).hex() for _ in range(rng.randint(2, 6))]
    for key in keys:
        cache.put(key, {"co": rng.randbytes(100)})
    # things the cache did not write, among its entries: kept
    foreign = {cache.path(keys[0]).parent / "notes.txt": b"mine", tmp_path / "objects" / "README": b"keep",
               tmp_path / "objects" / "zz" / "0123456789.entry": b"not a shard name",
               tmp_path / "elsewhere.entry": b"outside objects/"}
    for path, data in foreign.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    with _config.override(cache_dir=tmp_path):
        assert main(["cache", "clear"]) == 0
    assert capsys.readouterr().out == f"removed {len(keys)} cached code objects from {tmp_path}\n"
    left = _contents(tmp_path)
    assert {p: d for p, d in left.items() if p.name != "CACHEDIR.TAG"} == foreign
    assert all(cache.get(key) is None for key in keys)
    cache.put(keys[0], {"co": b"again"})  # the cleared cache still works
    assert cache.get(keys[0]) == {"co": b"again"}


def test_cache_clear_takes_a_cache_from_before_the_marker(tmp_path, capsys, rng_seed):
    """A cache written before CACHEDIR.TAG existed holds only shard folders of entries: it is cleared; one
    foreign file among them makes the folder someone else's, and nothing is deleted."""
    rng = random.Random(rng_seed)
    cache = CodeObjectCache(tmp_path)
    keys = [rng.randbytes(32).hex() for _ in range(rng.randint(2, 6))]
    for key in keys:
        cache.put(key, {"co": rng.randbytes(100)})
    (tmp_path / "objects" / "CACHEDIR.TAG").unlink()
    stray = cache.path(keys[rng.randrange(len(keys))]).parent / "0123abcd"  # a git-style object name
    stray.write_bytes(b"x")
    with _config.override(cache_dir=tmp_path):
        assert main(["cache", "clear"]) == 1
        assert "refusing to clear" in capsys.readouterr().err
        assert all(cache.path(key).is_file() for key in keys)
        stray.unlink()
        assert main(["cache", "clear"]) == 0
    assert capsys.readouterr().out == f"removed {len(keys)} cached code objects from {tmp_path}\n"
    assert not any(cache.path(key).exists() for key in keys)


def test_demo_hook(monkeypatch):
    calls = []
    fake = types.ModuleType("torch_cdna.demo")
    fake.main = lambda argv: calls.append(argv) or 0
    monkeypatch.setitem(sys.modules, "torch_cdna.demo", fake)
    assert main(["demo", "--size", "3"]) == 0
    assert calls == [["--size", "3"]]


# ----------------------------------------------------------------------------------------------- asm

def _code_lines(asm: str, name: str) -> list[str]:
    """Instruction lines between the kernel's label and its .Lfunc_end label (labels/directives excluded)."""
    body = asm.split(f"\n{name}:\n", 1)[1].split(f".Lfunc_end_{name}:", 1)[0]
    return [ln for ln in body.splitlines()
            if ln.strip() and not ln.strip().startswith((".", ";")) and not ln.strip().endswith(":")]


def test_asm_op_header_matches_the_assembly(tmp_path, capsys):
    with _config.override(cache_dir=tmp_path):
        assert main(["asm", "rmsnorm", "--arch", "gfx950", "--dtype", "float16", "--shape", "8x1000"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("; cdna::rmsnorm on float16 [8, 1000] for gfx950: 1 kernel(s)")
    header, asm = out.split("; ==== rmsnorm_fwd  (cdna::rmsnorm, gfx950)\n", 1)[1].split("\t.amdgcn_target", 1)
    asm = "\t.amdgcn_target" + asm
    assert '"amdgcn-amd-amdhsa--gfx950"' in asm.splitlines()[0]
    regs = header.splitlines()[0]
    vgprs = int(regs.split(" VGPRs")[0].rsplit(" ", 1)[1])
    assert f".vgpr_count: {vgprs}\n" in asm
    count = int(header.splitlines()[1].split(" instructions")[0].lstrip("; "))
    assert count == len(_code_lines(asm, "rmsnorm_fwd"))
    assert "DSL source lines: " in header


@pytest.mark.parametrize("deterministic,kernels", [(False, ["rmsnorm_bwd"]), (True, ["rmsnorm_bwd", "column_sum"])])
def test_asm_op_summary_lists_every_kernel_of_a_backward_op(tmp_path, capsys, deterministic, kernels):
    # default: dweight reduced by atomics in the one kernel; deterministic algorithms: partials + column_sum
    before = torch.are_deterministic_algorithms_enabled()
    torch.use_deterministic_algorithms(deterministic)
    try:
        with _config.override(cache_dir=tmp_path):
            assert main(["asm", "cdna::rmsnorm_backward", "--summary", "--shape", "32x256"]) == 0
    finally:
        torch.use_deterministic_algorithms(before)
    out = capsys.readouterr().out
    names = [ln.split()[2] for ln in out.splitlines() if ln.startswith("; ==== ")]
    assert names == kernels
    assert ".amdgcn_target" not in out  # --summary: headers only


def test_asm_unknown_target_and_missing_kernel(tmp_path, capsys):
    assert main(["asm", "no_such_op"]) == 2
    assert "ops: attention, attention_backward" in capsys.readouterr().err
    with _config.override(cache_dir=tmp_path):
        assert main(["asm", "attention", "--shape", "1x2x64x48"]) == 1
    assert "cdna::attention: no kernel for head dim 48" in capsys.readouterr().err
    assert main(["asm", "rmsnorm", "--arch", "gfx90a"]) == 2
    assert "unsupported arch 'gfx90a'" in capsys.readouterr().err


KERNEL_FILE = '''
from torch_cdna.asm import jit

@jit()
def store_const(J, VALUE=7, out: "int*" = None):
    s = J.gpr("si32")
    s[0] = VALUE
    J.s_store_dword(s, out, 0, mod="glc")
    J.s_waitcnt(mod="lgkmcnt(0)")

@jit()
def loop_sum(J, N, out: "int*"):
    s_i = J.gpr("si32")
    s_acc = J.gpr("si32")
    s_i[0] = 0
    s_acc[0] = 0
    with J.While(s_i[0] < N):
        s_acc[0] = s_acc + s_i
        s_i[0] = s_i[0] + 1
    J.s_store_dword(s_acc, out, 0, mod="glc")
    J.s_waitcnt(mod="lgkmcnt(0)")
'''


def test_asm_python_file_needs_undeclared_constants(tmp_path, capsys):
    src = tmp_path / "kern.py"
    src.write_text(KERNEL_FILE)
    with _config.override(cache_dir=tmp_path / "cache"):
        try:
            main(["asm", str(src), "--summary"])
        except SystemExit as exc:
            assert "kernel loop_sum: compile-time parameter(s) ['N'] have no default; pass --const N=VALUE" \
                in str(exc)
        else:
            raise AssertionError("a kernel without a value for N compiled")
        capsys.readouterr()
        assert main(["asm", str(src), "--const", "loop_sum.N=5", "--arch", "gfx950"]) == 0
    out = capsys.readouterr().out
    assert "; ==== store_const  (VALUE=7, gfx950)" in out and "; ==== loop_sum  (N=5, gfx950)" in out
    assert out.count('.amdgcn_target "amdgcn-amd-amdhsa--gfx950"') == 2
    assert "s_mov_b32" in out and "7" in out.split("; ==== loop_sum")[0]


def test_asm_s_file_summary_and_static_hazards(tmp_path, capsys):
    with _config.override(cache_dir=tmp_path):
        assert main(["asm", "softmax", "--shape", "4x512"]) == 0
    text = capsys.readouterr().out
    asm = "\t.amdgcn_target" + text.split("\t.amdgcn_target", 1)[1]
    good, bad = tmp_path / "good.s", tmp_path / "bad.s"
    good.write_text(asm)
    nops = [ln for ln in asm.splitlines() if ln.strip().startswith("s_nop")]
    assert nops, "the softmax kernel has no s_nop to remove"
    bad.write_text("\n".join(ln for ln in asm.splitlines() if not ln.strip().startswith("s_nop")) + "\n")
    assert main(["asm", str(good)]) == 0
    out = capsys.readouterr().out
    name = out.split("; ==== ")[1].split()[0]
    assert "static hazard check: no violations" in out
    assert f"; {len(_code_lines(asm, name))} instructions: " in out
    assert main(["asm", str(bad)]) == 1
    out = capsys.readouterr().out
    assert "violation(s)" in out and "wait states, needs" in out


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_asm_and_sim_take_a_code_object(tmp_path, capsys, arch, rng_seed):
    """`asm x.co` lists the kernel's descriptor and args and disassembles it (addresses, encodings) with the
    project's decoder; `sim x.co` runs it from its machine code."""
    from tests.asm.asm_samples import store_kernel
    from torch_cdna.asm.toolchain import find_toolchain
    value = random.Random(rng_seed).randrange(1, 1000)
    co = tmp_path / "k.co"
    co.write_bytes(find_toolchain(arch).assemble(store_kernel(arch, value), arch))
    assert main(["asm", str(co)]) == 0
    out = capsys.readouterr().out
    assert f"; ==== store_value" in out and f"{arch}, code object v" in out and "; args: out@0:8" in out
    assert "static hazard check: no violations" in out
    body = [ln for ln in out.splitlines() if ln.startswith("  ")]
    assert body[-1].split("//")[0].strip() == "s_endpgm" and all("// 0000" in ln for ln in body)
    assert any(f"v_mov_b32" in ln and (str(value) in ln or hex(value) in ln) for ln in body)
    assert main(["asm", str(co), "--summary"]) == 0 and "//" not in capsys.readouterr().out
    assert main(["sim", str(co), "--arg", "i32:64"]) == 0
    assert "vmem" in capsys.readouterr().out
    assert main(["sim", str(co)]) == 1  # a missing pointer is null: the store faults, named by code address
    err = capsys.readouterr().err
    assert "out-of-bounds store" in err and "from store_value+0x" in err and "Traceback" not in err
    assert main(["sim", str(co), "--arg", "i32=5", "--arg", "i32=6"]) == 2  # too many: an error, no traceback
    assert "error:" in capsys.readouterr().err
