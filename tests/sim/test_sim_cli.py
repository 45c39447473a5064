"""``python -m torch_cdna.sim``: runs a Triton-compiled kernel from a file, prints its statistics; simulator
errors are reported as one message and exit status 1; bad arguments and files stop with a usage message."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from torch_cdna.sim.__main__ import main

ADD = Path(__file__).parent / "peer" / "asm" / "gfx942" / "add_f32_vec.s"  # add_f32(x, y, out, n), BLOCK 1024


def test_runs_a_kernel_and_prints_its_statistics(capsys):
    assert main([str(ADD), "--grid", "3", "--block", "256", "--arg", "f32:3000", "--arg", "f32:3000",
                 "--arg", "f32:3000", "--arg", "i32=3000"]) == 0
    out = capsys.readouterr().out
    assert "3 workgroups, 12 waves" in out and "written 12000 B" in out, out


def test_an_out_of_bounds_store_is_one_error_with_exit_status_1(capsys):
    # the output tensor holds 1000 elements but n says 3000: the kernel's masked stores reach past it
    assert main([str(ADD), "--grid", "3", "--block", "256", "--arg", "f32:3000", "--arg", "f32:3000",
                 "--arg", "f32:1000", "--arg", "i32=3000"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "global_store" in err, err


@pytest.mark.parametrize("argv, message", [
    (["--arg", "f17:10"], "bad --arg 'f17:10'"),
    (["--arg", "f32:many"], "bad --arg 'f32:many'"),
])
def test_bad_arguments_stop_with_a_message(argv, message):
    with pytest.raises(SystemExit, match=message):
        main([str(ADD), *argv])


def test_a_missing_file_stops_with_a_message(tmp_path):
    with pytest.raises(SystemExit, match="cannot read"):
        main([str(tmp_path / "nope.s")])


def test_module_entry_point():
    done = subprocess.run([sys.executable, "-m", "torch_cdna.sim", "--help"], capture_output=True, text=True)
    assert done.returncode == 0 and "DTYPE:N" in done.stdout


def test_stack_size_reaches_a_recursive_kernel(tmp_path, capsys):
    from .llvmkit import llvm_asm
    from .test_calls import RECURSIVE_IR
    path = tmp_path / "fib.s"
    path.write_text(llvm_asm(RECURSIVE_IR, "gfx942"))  # fib(n) with n from a tensor of values 0..99
    tensors = ["--arg", "i32:64", "--arg", "i32:64", "--arg", "i32:64"]
    assert main([str(path), *tensors, "--stack-size", "64"]) == 1  # two 32-byte frames deep at most
    err = capsys.readouterr().err
    assert "out-of-range private store" in err and "each lane has 64 bytes" in err, err
    with pytest.raises(SystemExit, match="bad --stack-size '-5'"):
        main([str(path), *tensors, "--stack-size", "-5"])
