"""Long straight-line code on the one-wave fast path: a run longer than ``MAX_BLOCK_INSTRUCTIONS`` is compiled
as pieces of bounded length, so the first launch's compile work grows linearly with the program (one huge
generated function took CPython time growing faster than its length: 72 s for 20,000 instructions), and the
pieces give exactly what the general executor gives."""

from __future__ import annotations

import random

import pytest
import torch

from tests.sim import asmkit
from tests.sim.test_fastpath import assert_same
from torch_cdna import sim
from torch_cdna.sim.blocks import MAX_BLOCK_INSTRUCTIONS, FastProgram

CAP = MAX_BLOCK_INSTRUCTIONS
# Fast forms (SALU, VALU integer and float) and instructions the fast path runs through their semantics.
_FORMS = ["s_add_u32 s{s}, s{s}, {k}", "s_xor_b32 s{s}, s{s}, s{t}", "v_add_u32_e32 v{v}, v1, v{w}",
          "v_xor_b32_e32 v{v}, v{w}, v{v}", "v_mul_f32_e32 v{v}, 0x3f800001, v{w}", "v_mov_b32_e32 v{v}, s{s}",
          "v_cvt_f32_u32_e32 v{v}, v{w}", "v_lshlrev_b32_e32 v{v}, 3, v{w}", "s_nop 1"]


def _straight_line(n: int, rng: random.Random) -> list[str]:
    """``n`` random instructions over s20-s27 and v2-v9 (initialised first), results folded into v2."""
    lines = [f"s_mov_b32 s{r}, {rng.randrange(1 << 16)}" for r in range(20, 28)]
    lines += [f"v_add_u32_e32 v{r}, {r}, v1" for r in range(2, 10)]
    while len(lines) < n:
        form = rng.choice(_FORMS)
        lines.append(form.format(s=rng.randrange(20, 28), t=rng.randrange(20, 28), k=rng.randrange(64),
                                 v=rng.randrange(2, 10), w=rng.randrange(1, 10)))
    lines += [f"v_xor_b32_e32 v2, v2, v{r}" for r in range(3, 10)]
    return lines


def _launch(text: str, seed: int):
    def launch():
        x = torch.randint(0, 1 << 30, (64,), generator=torch.Generator().manual_seed(seed), dtype=torch.int32)
        out = torch.full((64,), -1, dtype=torch.int32)
        return [out], sim.launch(text, "k", [1], [64], [x, out])
    return launch


def _blocks(text: str) -> list:
    prog = sim.load_program(text, "k")
    (fp,) = prog.__dict__["_fast_blocks"].values()
    return [fp.blocks[pc] for pc in sorted(fp.blocks)]


@pytest.mark.parametrize("pieces", [2, 8])
def test_a_long_run_is_compiled_in_pieces_of_bounded_length(pieces, rng_seed):
    """The compile work per block is bounded by the cap whatever the program's length (the largest generated
    function is as large for 8 caps of code as for 2), and the pieces tile the run in order."""
    n = pieces * CAP + 37
    text = asmkit.kernel("\n".join(_straight_line(n, random.Random(rng_seed))), 2, loads={"v1": 0},
                         stores={"v2": 1})
    (out,), stats, err = assert_same(_launch(text, rng_seed))
    assert err is None and stats.total > n
    blocks = _blocks(text)
    assert max(b.n for b in blocks) == CAP
    longest = max(blocks, key=lambda b: b.n)
    assert len(longest.source.splitlines()) < 40 * CAP  # a function of bounded size, compiled once
    covered = [i for b in blocks for i in b.indices]
    assert covered == list(range(len(covered)))  # no instruction compiled twice, none skipped
    assert sum(b.n == CAP for b in blocks) >= pieces


def test_a_loop_body_longer_than_the_cap_runs_like_the_executor(rng_seed):
    """A loop whose body is cut in two pieces: the back edge enters the first piece, the pieces pass hazard
    histories and sanitizer state to each other on every iteration."""
    rng = random.Random(rng_seed)
    body = _straight_line(CAP + 40, rng)
    code = body[:16] + ["s_mov_b32 s30, 5", ".Lloop:"] + body[16:] + [
        "s_sub_u32 s30, s30, 1", "s_cmp_lg_u32 s30, 0", "s_cbranch_scc1 .Lloop"]
    text = asmkit.kernel("\n".join(code), 2, loads={"v1": 0}, stores={"v2": 1})
    (out,), stats, err = assert_same(_launch(text, rng_seed))
    assert err is None
    loop_start = sim.load_program(text, "k").labels[".Lloop"]
    first = next(b for b in _blocks(text) if b.start == loop_start)
    assert first.n == CAP  # the body really is split


def test_the_cap_leaves_short_blocks_alone(rng_seed):
    """Below the cap a straight run is still one block, from the first instruction to ``s_endpgm``."""
    text = asmkit.kernel("\n".join(_straight_line(CAP // 2, random.Random(rng_seed))), 0)
    prog = sim.load_program(text, "k")
    assert FastProgram(prog, nv=16)._extent(0) == list(range(len(prog.instrs)))
