"""Hand-written standalone kernels for toolchain, cache, module and jit tests (no compiler needed).

``store_kernel(arch, value)`` writes ``value`` to ``out[lane]`` for each lane of a 64-lane wave;
``scalar_store_kernel`` writes it to ``out[0]`` with SALU/SMEM instructions only. One pointer argument, code
object v5, metadata included, so HIP can load them and the simulator can run them.
"""

from __future__ import annotations

_TEMPLATE = """\
\t.amdgcn_target "amdgcn-amd-amdhsa--{arch}"
\t.amdhsa_code_object_version 5
\t.text
\t.globl {name}
\t.p2align 8
\t.type {name},@function
{name}:
{body}\ts_endpgm
.L{name}_end:
\t.size {name}, .L{name}_end-{name}

\t.rodata
\t.p2align 6
\t.amdhsa_kernel {name}
\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t\t.amdhsa_kernarg_size 8
\t\t.amdhsa_system_vgpr_workitem_id 0
\t\t.amdhsa_next_free_vgpr 3
\t\t.amdhsa_next_free_sgpr 4
\t\t.amdhsa_accum_offset 4
\t.end_amdhsa_kernel

\t.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.target: amdgcn-amd-amdhsa--{arch}
amdhsa.kernels:
  - .name: {name}
    .symbol: {name}.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 6
    .vgpr_count: 3
    .agpr_count: 0
    .max_flat_workgroup_size: 256
    .args:
      - .name: out
        .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
        .type_name: 'int*'
...
\t.end_amdgpu_metadata
"""


_VECTOR_BODY = """\
\ts_load_dwordx2 s[2:3], s[0:1], 0x0
\tv_lshlrev_b32_e32 v1, 2, v0
\tv_mov_b32_e32 v2, {value}
\ts_waitcnt lgkmcnt(0)
\tglobal_store_dword v1, v2, s[2:3]
"""

_SCALAR_BODY = """\
\ts_load_dwordx2 s[2:3], s[0:1], 0x0
\ts_mov_b32 s4, {value}
\ts_waitcnt lgkmcnt(0)
\ts_store_dword s4, s[2:3], 0x0 glc
\ts_waitcnt lgkmcnt(0)
"""


def store_kernel(arch: str = "gfx942", value: int = 42, name: str = "store_value") -> str:
    """Assembly text of a kernel storing ``value`` to ``out[lane]`` (int32) for lanes of the first wave."""
    return _TEMPLATE.format(arch=arch, value=value, name=name, body=_VECTOR_BODY.format(value=value))


def scalar_store_kernel(arch: str = "gfx942", value: int = 42, name: str = "store_value") -> str:
    """Assembly text of a kernel storing ``value`` to ``out[0]`` with a scalar store (SALU/SMEM only)."""
    return _TEMPLATE.format(arch=arch, value=value, name=name, body=_SCALAR_BODY.format(value=value))


def line_of(text: str, needle: str) -> int:
    """1-based number of the first line of ``text`` containing ``needle``."""
    for i, line in enumerate(text.splitlines(), 1):
        if needle in line:
            return i
    raise AssertionError(f"{needle!r} not in text")
