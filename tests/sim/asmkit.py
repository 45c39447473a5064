"""Wrap a few hand-written instructions into a complete kernel and run it on the simulator (test helper).

Register conventions of the generated kernel (the body may use everything else):

- ``s[0:1]`` kernarg segment pointer, ``s2`` workgroup id x, ``s3`` scratch of the prologue.
- argument ``i`` (every argument takes an 8-byte kernarg slot at offset ``8*i``) is loaded into
  ``s[4+2i:5+2i]`` before the body: a pointer there, an int/float scalar in ``s[4+2i]``. ``ptr(i)`` /
  ``arg(i)`` spell these registers.
- ``v0`` work-item id x. ``loads={"v1": 0, "v[2:3]": 1}`` fills VGPRs from argument tensors before the body:
  lane ``l`` (work-item ``l`` of the launch) gets dwords ``[l*n, l*n+n)`` of the tensor's storage, where
  ``n`` is the register count. ``stores={"v4": 2}`` writes VGPRs back the same way after the body (in the
  lanes EXEC enabled at the start; the epilogue restores EXEC).
- reserved: ``v255`` (lane byte offset), ``s[80:99]`` (scratch, saved EXEC).

Data moves with ``global_load_dword`` / ``global_store_dword`` when the simulator implements them, otherwise
through scalar memory plus ``v_writelane_b32`` / ``v_readlane_b32`` (one wave only).

Example:
    >>> import torch
    >>> x = torch.arange(64, dtype=torch.int32); out = torch.zeros(64, dtype=torch.int32)
    >>> _ = run("v_add_u32_e32 v2, 5, v1", [x, out], loads={"v1": 0}, stores={"v2": 1})
    >>> out[:3].tolist()
    [5, 6, 7]
"""

from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

import torch

from torch_cdna import isa, sim
from torch_cdna.sim.semantics import registered

ARG_SGPR0 = 4
MAX_ARGS = 38  # s4 .. s79
SCRATCH = 80
SAVED_EXEC = 98
OFFSET_VGPR = 255

DEFAULT_MODES = {"float_round_mode_32": 0, "float_round_mode_16_64": 0, "float_denorm_mode_32": 3,
                 "float_denorm_mode_16_64": 3, "dx10_clamp": 1, "ieee_mode": 1}


def ptr(i: int) -> str:
    """The SGPR pair holding pointer argument ``i``."""
    return f"s[{ARG_SGPR0 + 2 * i}:{ARG_SGPR0 + 2 * i + 1}]"


def arg(i: int) -> str:
    """The SGPR holding 32-bit scalar argument ``i``."""
    return f"s{ARG_SGPR0 + 2 * i}"


def _regs(text: str) -> tuple[int, int]:
    m = re.fullmatch(r"v(\d+)|v\[(\d+):(\d+)\]", text.strip())
    if not m:
        raise ValueError(f"loads/stores keys must be VGPRs like 'v3' or 'v[4:5]', got {text!r}")
    if m.group(1) is not None:
        return int(m.group(1)), 1
    lo, hi = int(m.group(2)), int(m.group(3))
    return lo, hi - lo + 1


def implemented(mnemonic: str, arch: str = "gfx942") -> bool:
    """Whether the simulator has both an ISA record and semantics for ``mnemonic``."""
    try:
        rec = isa.lookup(mnemonic, arch)
    except Exception:
        return False
    return rec.mnemonic in registered()


def _global_moves(moves: Mapping[str, int], store: bool, block: int) -> list[str]:
    lines: list[str] = []
    for reg, index in moves.items():
        lo, n = _regs(reg)
        lines += [f"s_mul_i32 s3, s2, {block}", f"v_add_u32_e32 v{OFFSET_VGPR}, s3, v0",
                  f"v_mul_u32_u24_e32 v{OFFSET_VGPR}, {4 * n}, v{OFFSET_VGPR}"]
        for j in range(n):
            if store:
                lines.append(f"global_store_dword v{OFFSET_VGPR}, v{lo + j}, {ptr(index)} offset:{4 * j}")
            else:
                lines.append(f"global_load_dword v{lo + j}, v{OFFSET_VGPR}, {ptr(index)} offset:{4 * j}")
    lines.append("s_waitcnt vmcnt(0)")
    return lines


def _smem_loads(moves: Mapping[str, int]) -> list[str]:
    lines: list[str] = []
    for reg, index in moves.items():
        lo, n = _regs(reg)
        for chunk in range(4 * n):  # 64 lanes x n dwords, 16 dwords per s_load_dwordx16
            lines += [f"s_load_dwordx16 s[{SCRATCH}:{SCRATCH + 15}], {ptr(index)}, {64 * chunk:#x}",
                      "s_waitcnt lgkmcnt(0)"]
            for t in range(16):
                g = 16 * chunk + t
                lines.append(f"v_writelane_b32 v{lo + g % n}, s{SCRATCH + t}, {g // n}")
    return lines


def _smem_stores(moves: Mapping[str, int]) -> list[str]:
    lines: list[str] = []
    for reg, index in moves.items():
        lo, n = _regs(reg)
        for chunk in range(16 * n):  # 4 dwords per s_store_dwordx4, rotating over 16 scratch SGPRs
            base = SCRATCH + 4 * (chunk % 4)
            if chunk % 4 == 0:
                lines.append("s_waitcnt lgkmcnt(0)")
            for t in range(4):
                g = 4 * chunk + t
                lines.append(f"v_readlane_b32 s{base + t}, v{lo + g % n}, {g // n}")
            lines.append(f"s_store_dwordx4 s[{base}:{base + 3}], {ptr(index)}, {16 * chunk:#x}")
    lines.append("s_waitcnt lgkmcnt(0)")
    return lines


def kernel(body: str, nargs: int = 0, *, loads: Mapping[str, int] | None = None,
           stores: Mapping[str, int] | None = None, arch: str = "gfx942", block: int = 64,
           modes: Mapping[str, int] | None = None, lds_bytes: int = 0, name: str = "k",
           via: str = "auto") -> str:
    """A complete assembly file (target, code, ``.amdhsa_kernel``, metadata) around ``body``.

    ``via``: "global" (global_load/store_dword), "smem" (scalar memory + lane moves, one wave), or "auto".
    """
    if nargs > MAX_ARGS:
        raise ValueError(f"asmkit kernels take at most {MAX_ARGS} arguments, got {nargs}")
    loads, stores = dict(loads or {}), dict(stores or {})
    if via == "auto":
        via = "global" if implemented("global_load_dword", arch) and implemented("global_store_dword", arch) \
            else "smem"
    if via == "smem" and block > 64 and (loads or stores):
        raise ValueError("the smem data path moves one wave's lanes: use block <= 64 or via='global'")
    code = [f"s_load_dwordx2 {ptr(i)}, s[0:1], {8 * i:#x}" for i in range(nargs)]
    code += ["s_waitcnt lgkmcnt(0)", f"s_mov_b64 s[{SAVED_EXEC}:{SAVED_EXEC + 1}], exec"]
    if loads:
        code += _global_moves(loads, False, block) if via == "global" else _smem_loads(loads)
    code += [line.strip() for line in body.strip().splitlines() if line.strip()]
    if stores:
        code.append(f"s_mov_b64 exec, s[{SAVED_EXEC}:{SAVED_EXEC + 1}]")
        code += _global_moves(stores, True, block) if via == "global" else _smem_stores(stores)
    code.append("s_endpgm")
    m = {**DEFAULT_MODES, **(modes or {})}
    desc = "\n".join(f"  .amdhsa_{k} {v}" for k, v in m.items())
    args_yaml = "".join(f"      - .offset: {8 * i}\n        .size: 8\n        .value_kind: by_value\n"
                        for i in range(nargs))
    return (f'.amdgcn_target "amdgcn-amd-amdhsa--{arch}"\n.text\n{name}:\n'
            + "\n".join("  " + c for c in code)
            + f"\n.amdhsa_kernel {name}\n  .amdhsa_user_sgpr_count 2\n  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
            f"  .amdhsa_system_sgpr_workgroup_id_x 1\n  .amdhsa_group_segment_fixed_size {lds_bytes}\n"
            f"  .amdhsa_next_free_vgpr 256\n{desc}\n.end_amdhsa_kernel\n"
            f".amdgpu_metadata\n---\namdhsa.kernels:\n  - .args:\n{args_yaml or '      []'}\n"
            f"    .kernarg_segment_size: {max(8, 8 * nargs)}\n    .name: {name}\n...\n.end_amdgpu_metadata\n")


def _as_kernarg(value: Any) -> Any:
    """Tensors pass their address; 8-byte slots take ints (floats as their f32 bit pattern)."""
    if isinstance(value, torch.Tensor):
        return value
    if isinstance(value, float):
        return int(torch.tensor([value], dtype=torch.float32).view(torch.int32)) & 0xFFFFFFFF
    return int(value) & 0xFFFFFFFFFFFFFFFF


def run(body: str, args: Sequence[Any] = (), *, loads: Mapping[str, int] | None = None,
        stores: Mapping[str, int] | None = None, arch: str = "gfx942", grid: int = 1, block: int = 64,
        modes: Mapping[str, int] | None = None, lds_bytes: int = 0, strict: bool | None = None,
        via: str = "auto") -> Any:
    """Build (``kernel``) and launch; tensors in ``args`` are updated in place. Returns the LaunchStats."""
    text = kernel(body, len(args), loads=loads, stores=stores, arch=arch, block=block, modes=modes,
                  lds_bytes=lds_bytes, via=via)
    values = [_as_kernarg(a) for a in args]
    # by_value 8-byte slots: the simulator packs ints; a tensor is replaced by its data_ptr by launch itself
    return sim.launch(text, "k", grid=(grid,), block=(block,), args=values, arch=arch, strict=strict)


def lanes(body: str, inputs: Mapping[str, torch.Tensor] | None = None,
          outputs: Mapping[str, torch.dtype] | None = None, *, arch: str = "gfx942",
          modes: Mapping[str, int] | None = None, via: str = "auto") -> dict[str, torch.Tensor]:
    """Run ``body`` on one wave with per-lane register inputs and return the per-lane outputs.

    ``inputs`` maps a VGPR ("v1", or "v[2:3]" for 64-bit data) to a 64-element tensor of a 4-byte (or, for a
    pair, 8-byte) dtype, or a (64, n) tensor of 4-byte elements; ``outputs`` maps VGPRs to the dtype to read
    them back as. Outputs are poisoned (all bits set) before the launch, so a lane the body does not write
    reads back as the poison value.

    Example:
        >>> out = lanes("v_lshlrev_b32_e32 v2, 1, v1", {"v1": torch.arange(64, dtype=torch.int32)},
        ...             {"v2": torch.int32})["v2"]
        >>> out[:4].tolist()
        [0, 2, 4, 6]
    """
    inputs, outputs = dict(inputs or {}), dict(outputs or {})
    args: list[torch.Tensor] = []
    loads, stores = {}, {}
    for reg, t in inputs.items():
        _, n = _regs(reg)
        flat = t.contiguous().reshape(64, -1).view(torch.int32).reshape(64, -1)
        if flat.shape[1] != n:
            raise ValueError(f"input for {reg} needs {n} dword(s) per lane, got a tensor of shape {tuple(t.shape)}")
        loads[reg] = len(args)
        args.append(flat.clone())
    out_tensors = {}
    for reg, dtype in outputs.items():
        _, n = _regs(reg)
        buf = torch.full((64, n), -1, dtype=torch.int32)
        stores[reg] = len(args)
        args.append(buf)
        out_tensors[reg] = (buf, dtype)
    run(body, args, loads=loads, stores=stores, arch=arch, modes=modes, via=via)
    result = {}
    for reg, (buf, dtype) in out_tensors.items():
        per_lane = buf.view(dtype).reshape(64, -1)
        result[reg] = per_lane[:, 0] if per_lane.shape[1] == 1 else per_lane
    return result


__all__ = ["arg", "implemented", "kernel", "lanes", "ptr", "run"]


_POINTER_KERNEL_HEADER = ('.amdgcn_target "amdgcn-amd-amdhsa--{arch}"\n.amdhsa_code_object_version 5\n.text\n'
                          '.globl k\n.type k,@function\nk:\n')
_POINTER_KERNEL_TAIL = """.rodata
.amdhsa_kernel k
  .amdhsa_user_sgpr_count 2
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr {nv}
  .amdhsa_next_free_sgpr 16
{extra}
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset: 0
        .size: 8
        .value_kind: global_buffer
    .kernarg_segment_size: 8
    .name: k
...
.end_amdgpu_metadata
"""


def pointer_kernel(code: Sequence[str], *, arch: str = "gfx942", nv: int = 8, extra: str = "") -> str:
    """A complete code-object file of kernel ``k`` taking one pointer (kernarg pointer in ``s[0:1]``): the
    instruction lines ``code``, a descriptor with ``nv`` VGPRs plus the ``extra`` directive lines, and its
    metadata entry."""
    return (_POINTER_KERNEL_HEADER.format(arch=arch) + "".join(f"  {c.strip()}\n" for c in code)
            + _POINTER_KERNEL_TAIL.format(nv=nv, extra=extra))
