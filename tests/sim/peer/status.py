"""Run every peer kernel x arch (each in a forked child with a time limit) and write STATUS.md.

STATUS.md lists pass / fail with the reason per case, which unsupported instructions block how many cases,
and keeps the hand-written section between the ``<!-- notes -->`` markers (simulator-bug repros).

Usage (from the repository root)::

    python -m tests.sim.peer.status                 # all cases, writes tests/sim/peer/STATUS.md
    python -m tests.sim.peer.status --only fma_f16 --no-write
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import re
import subprocess
import sys
import time
import traceback
from collections import Counter
from pathlib import Path

from .kernels import KERNELS
from .spec import ARCHS

STATUS_MD = Path(__file__).with_name("STATUS.md")
_NOTES = re.compile(r"<!-- notes -->.*?<!-- /notes -->", re.S)
_EMPTY_NOTES = "<!-- notes -->\n(none yet)\n<!-- /notes -->"


def _child(name: str, arch: str, seed: int, conn) -> None:
    from .runner import run_peer

    t0 = time.time()
    try:
        run = run_peer(name, arch, seed)
        warnings = list(getattr(run.stats, "warnings", []) or [])
        elapsed = time.time() - t0
        if not run.mismatches:  # compiler output is correct code: a strict-mode finding is worth a look
            try:
                run_peer(name, arch, seed, strict=True)
            except Exception as exc:
                warnings.append(f"strict mode: {type(exc).__name__}: {exc}")
        conn.send(("fail" if run.mismatches else "pass", "; ".join(run.mismatches), warnings, elapsed))
    except BaseException as exc:  # report every kind of failure to the parent
        kind = type(exc).__name__
        where = traceback.extract_tb(exc.__traceback__)[-1]
        conn.send(("error", f"{kind}: {exc} [{Path(where.filename).name}:{where.lineno}]", [], time.time() - t0))
    finally:
        conn.close()


def run_case(name: str, arch: str, seed: int, timeout: float) -> tuple[str, str, list, float]:
    """(status, reason, sanitizer warnings, seconds of build + launch + check) of one case, run in a forked
    child so that a hang or a crash costs only that case."""
    ctx = mp.get_context("fork")
    parent, child = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_child, args=(name, arch, seed, child))
    proc.start()
    child.close()
    if parent.poll(timeout):
        result = parent.recv()
    else:
        result = ("timeout", f"no result after {timeout:.0f} s", [], timeout)
    proc.kill()
    proc.join()
    return result


def blocker(reason: str) -> str | None:
    """The unsupported instruction/modifier/operand a failure reason names, for the blocker summary."""
    if not reason.startswith("UnsupportedInstruction"):
        return None
    hit = re.search(r"semantics for '([^']+)'|modifier\(s\) (\[[^\]]*\] of \S+)|(operand '[^']+')|"
                    r"unknown instruction '([^']+)'|(\S+ is not available on \w+)", reason)
    return next((g for g in hit.groups() if g), None) if hit else reason[:80]


def static_gaps() -> list[str]:
    """Mnemonics of the checked-in assembly that the simulator's ISA table or semantics registry lacks."""
    from torch_cdna import isa
    from torch_cdna.sim.semantics import semantics_for

    from .kernels import asm_path
    from .mnemonics import mnemonics

    users: dict[tuple[str, str], int] = Counter()
    for spec in KERNELS:
        for arch in spec.archs:
            for m in mnemonics(asm_path(arch, spec.name).read_text()):
                users[(isa.split_encoding(m)[0], arch)] += 1
    gaps: dict[str, tuple[list[str], str]] = {}
    for (base, arch), n in sorted(users.items()):
        try:
            isa.lookup(base, arch)
            semantics_for(base)
        except Exception as exc:  # UnsupportedInstruction, or an API the simulator changed
            why = type(exc).__name__ + ": " + str(exc).split(";")[0][:100]
            gaps.setdefault(base, ([], why))[0].append(f"{arch}: {n} kernel(s)")
    return [f"- `{b}` ({', '.join(counts)}): {why}" for b, (counts, why) in gaps.items()]


def _cell(status: str, reason: str) -> str:
    if status == "pass":
        return "pass"
    b = blocker(reason)
    return f"unsupported `{b}`" if b else {"fail": "WRONG", "error": "error", "timeout": "timeout"}[status]


def render(results: dict, seed: int, total_s: float, notes: str) -> str:
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--short", "--", "torch_cdna"], capture_output=True,
                           text=True).stdout.split("\n")
    dirty = [line[3:] for line in dirty if line.strip()]
    if dirty:  # others commit in the same tree: say which uncommitted files the run included
        commit += f" + uncommitted changes in {len(dirty)} torch_cdna file(s) ({', '.join(dirty[:6])})"
    passed = sum(1 for r in results.values() if r[0] == "pass")
    lines = ["# Peer suite status", "",
             f"Last run: {time.strftime('%Y-%m-%d %H:%M %Z')}, HEAD {commit}, seed {seed}, "
             f"{passed}/{len(results)} pass, {total_s:.0f} s in all (forked child per case). Regenerate with "
             "`python -m tests.sim.peer.status`; the pytest equivalent is "
             "`pytest -m peer tests/sim/peer -q -p no:randomly --tb=line`.", "",
             "## Suspected simulator bugs (hand-written; kept across runs)", "", notes, "",
             "## Per kernel", "", "| kernel | gfx942 | gfx950 | seconds (942/950) |", "|---|---|---|---|"]
    for spec in KERNELS:
        r = [results.get((spec.name, a)) for a in ARCHS]
        if not any(r):
            continue
        cells = [_cell(x[0], x[1]) if x else "(not compiled)" for x in r]
        secs = " / ".join(f"{x[3]:.1f}" if x else "-" for x in r)
        lines.append(f"| {spec.name} | {cells[0]} | {cells[1]} | {secs} |")
    blockers = Counter(b for r in results.values() if (b := blocker(r[1])))
    lines += ["", "## First unsupported instruction per failing case (count of cases)", ""]
    lines += [f"- `{b}`: {n}" for b, n in blockers.most_common()] or ["(none)"]
    gaps = static_gaps()
    lines += ["", f"## Mnemonics of the suite not in the ISA table or without semantics ({len(gaps)}, static check)",
              ""] + (gaps or ["(none)"])
    lines += ["", "## Failure details (other than unsupported instructions)", ""]
    details = [f"- **{n} / {a}** ({r[0]}): {r[1][:1500]}" for (n, a), r in results.items()
               if r[0] != "pass" and not blocker(r[1])]
    lines += details or ["(none)"]
    warned = [f"- **{n} / {a}**: {len(r[2])} finding(s), first: {' | '.join(str(r[2][0]).splitlines())[:400]}"
              for (n, a), r in results.items() if r[2]]
    lines += ["", "## Sanitizer warnings, and errors of passing cases re-run with strict=True", ""]
    lines += warned or ["(none)"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", help="kernel names (default: all)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per case")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--no-write", action="store_true", help="print, don't write STATUS.md")
    opts = parser.parse_args(argv)
    seed = opts.seed if opts.seed is not None else int.from_bytes(os.urandom(4), "little")
    try:  # import once in the parent so that the children's timings are launches, not imports
        import torch_cdna.sim  # noqa: F401
    except Exception:
        pass  # each child reports the import error as its failure
    t0, results = time.time(), {}
    for spec in KERNELS:
        if opts.only and spec.name not in opts.only:
            continue
        for arch in spec.archs:
            results[(spec.name, arch)] = run_case(spec.name, arch, seed, opts.timeout)
            status, reason, _, secs = results[(spec.name, arch)]
            print(f"{spec.name:28s} {arch} {status:7s} {secs:5.1f}s {reason[:150]}", flush=True)
    old = STATUS_MD.read_text() if STATUS_MD.exists() else ""
    notes = m.group(0) if (m := _NOTES.search(old)) else _EMPTY_NOTES
    text = render(results, seed, time.time() - t0, notes)
    if opts.no_write:
        print(text)
    else:
        STATUS_MD.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
