"""AITER's asm kernels as data: argument layouts, how the launchers fill them, grids, and .co selection.

Facts read from AITER 0.1.7.post2.dev18's launchers (``aiter_meta/csrc/py_itfs_cu/asm_*.cu``, the
``hsa/<arch>/*/codegen.py`` dispatchers for attention) and cross-checked against every code object's own
metadata ``.args`` (``test_layouts.py``). The code is ours; only the facts carry over.

AITER packs each kernel's arguments into one ``__attribute__((packed))`` struct passed with
``HIP_LAUNCH_PARAM_BUFFER_POINTER``. Nearly every field sits in a 16-byte slot: a pointer followed by 8 pad
bytes (``p2``) or a 4-byte scalar followed by 12 (``p3``) ("wide" slots). The code objects' metadata lists
the pads as arguments named ``pad`` (a pointer's as one 8-byte entry, a scalar's as three 4-byte entries),
so ``torch_cdna.sim.launch(..., args=[...])`` takes a list with a 0 for every pad. A few old code objects
list no pads at all; ``pack_args(..., meta=kernel_args)`` follows whatever the code object lists.

Example:
    >>> import torch
    >>> logits = torch.zeros(4, 128); w = torch.zeros(4, 8); ids = torch.zeros(4, 8, dtype=torch.int32)
    >>> args = pack_args("topksoftmax", T=ids, W=w, A=logits, batch=4, expert=128, topk=8,
    ...                  renormalize=0, out_stride=8 * 4)
    >>> len(args), args[6], args[7:10]
    (26, 4, [0, 0, 0])
    >>> grid_block("topksoftmax", tokens=4)
    ((1, 1, 1), (256, 1, 1))
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

LOG2E = 1.4426950408889634  # log2(e) as the launchers compute it (in float32)


@dataclass(frozen=True)
class Field:
    """One struct member: ``kind`` 'ptr' (8 bytes) or 'u32'/'i32'/'f32' (4 bytes)."""

    name: str
    kind: str
    offset: int
    pad: int                        # pad bytes after it in the struct (p2: 8, p3: 12, p1: 4, none: 0)
    meta: tuple[str, ...]           # the name(s) the code objects' metadata give this slot
    fill: str                       # how the launcher computes it

    @property
    def size(self) -> int:
        return 8 if self.kind == "ptr" else 4


@dataclass(frozen=True)
class Layout:
    """A kernel family's argument struct, the code objects that take it, and its launch facts."""

    family: str
    fields: tuple[Field, ...]
    files: dict[str, tuple[str, ...]]   # arch -> globs under hsa/<arch> of the code objects using it
    launcher: str                       # which AITER source fills it
    notes: str = ""
    pad_split: int = 4                  # a scalar's pad is listed as entries of this many bytes
    by_name: dict[str, Field] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self):
        self.by_name.update({f.name: f for f in self.fields})

    @property
    def size(self) -> int:
        last = self.fields[-1]
        return last.offset + last.size + last.pad


def _build(spec: Sequence[tuple], ptr_pad: int = 8, scalar_pad: int = 12) -> tuple[Field, ...]:
    """Lay out ``(name, kind, meta names, fill)`` rows one after the other with the struct's pads."""
    out, offset = [], 0
    for row in spec:
        name, kind, meta, fill = row[:4]
        pad = row[4] if len(row) > 4 else (ptr_pad if kind == "ptr" else scalar_pad)
        metas = (meta,) if isinstance(meta, str) else tuple(meta)
        out.append(Field(name, kind, offset, pad, metas, fill))
        offset += (8 if kind == "ptr" else 4) + pad
    return tuple(out)


# ----------------------------------------------------------------------------------------------------------
# The layouts. Strides are in BYTES unless a row says otherwise; "seq" = one row of the sequence dimension.

_FMHA_FWD = _build([
    ("o", "ptr", "R", "out [b, sq, hq, dv] bf16"),
    ("q", "ptr", "Q", "q [b, sq, hq, d] bf16"),
    ("k", "ptr", "K", "k [b, sk, hk, d] bf16"),
    ("v", "ptr", "V", "v [b, sk, hk, dv] bf16"),
    ("lse", "ptr", "LSE", "lse [b, hq, sq] f32 (natural log), or null when not stored"),
    ("scalar", "f32", "scalar", "softmax scale (1/sqrt(d) by default)"),
    ("seq_len", "u32", "seq_len", "seqlen_q"),
    ("Seqs", "u32", "Seqs", "q.stride(1) * 2"),
    ("Ts", "u32", "Ts", "ts_qo * q.stride(1) * 2 (ts_qo = 256 for hd128, 128 for hd192)"),
    ("Hs", "u32", "Hs", "q.stride(2) * 2"),
    ("Bs", "u32", "Bs", "q.stride(0) * 2"),
    ("gqa", "u32", "gqa", "hq / hk"),
    ("k_Seqs", "u32", "k_Seqs", "k.stride(1) * 2"),
    ("k_Hs", "u32", "k_Hs", "k.stride(2) * 2"),
    ("k_Bs", "u32", "k_Bs", "k.stride(0) * 2"),
    ("opt", "u32", "msk_opt", "5; 3 when masked and (hq % 8 != 0 or seqlen_q > 16384)"),
    ("lse_flag", "u32", "lse", "1 if the LSE is stored else 0 (the kernel variant's kStoreLSE)"),
    ("kv_seq_len", "u32", "kv_seq_len", "seqlen_k"),
    ("qk_head_dim", "u32", "qk_head_dim", "d"),
    ("v_head_dim", "u32", "v_head_dim", "dv"),
    ("q_head_num", "u32", "q_head_num", "hq"),
    ("v_Seqs", "u32", "v_Seqs", "v.stride(1) * 2"),
    ("v_Hs", "u32", "v_Hs", "v.stride(2) * 2"),
    ("v_Bs", "u32", "v_Bs", "v.stride(0) * 2"),
    ("o_Seqs", "u32", "r_Seqs", "out.stride(1) * 2"),
    ("o_Hs", "u32", "r_Hs", "out.stride(2) * 2"),
    ("o_Bs", "u32", "r_Bs", "out.stride(0) * 2"),
    ("qseq", "ptr", "ptr_qseq", "seqstart_q (group mode only; null in batch mode)"),
    ("kseq", "ptr", "ptr_kseq", "seqstart_k (group mode only)"),
    ("lse_Hs", "u32", "lse_Hs", "lse.stride(1) * 4"),
    ("qseq_padding", "ptr", "ptr_qseq_padding", "padded seqstart_q, else seqstart_q"),
    ("kseq_padding", "ptr", "ptr_kseq_padding", "padded seqstart_k, else seqstart_k"),
])

# gfx942 fmha_bwd_v3_args: the a16 (bf16 dQ written directly) and plain a32 kernels, batch mode.
_FMHA_BWD = _build([
    ("dq", "ptr", "dQ", "dq [b, sq, hq, d] bf16 (a16 kernels)"),
    ("dk", "ptr", "dK", "dk [b, sk, hq, d] bf16: one per q head; GQA sums them afterwards"),
    ("dv", "ptr", "dV", "dv [b, sk, hq, dv] bf16"),
    ("q", "ptr", "Q", "q [b, sq, hq, d]"),
    ("k", "ptr", "K", "k [b, sk, hk, d]"),
    ("v", "ptr", "V", "v [b, sk, hk, dv]"),
    ("do", "ptr", "dO", "dout, same strides as q"),
    ("lse", "ptr", "Lse", "forward LSE [b, hq, sq] f32"),
    ("d", "ptr", "D", "rowsum(dO * O) [b, hq, sq] f32 (AITER's dot_do_o kernel computes it first)"),
    ("scalar", "f32", "scalar", "softmax scale"),
    ("log2e", "f32", "log2e", "log2(e) as float"),
    ("seq_len", "u32", "seq_len", "seqlen_q"),
    ("Ts", "u32", "Ts", "ts_kv * k.stride(1) * 2 (ts_kv = 192 for hd128 a16)"),
    ("Hs", "u32", "Hs", "q.stride(2) * 2"),
    ("BAs", "u32", "BAs", "q.stride(0) * 2"),
    ("Seqs", "u32", "Seqs", "q.stride(1) * 2"),
    ("ratio", "u32", "ratio", "hq / hk"),
    ("Hs_kv", "u32", "Hs_kv", "k.stride(2) * 2"),
    ("BAs_kv", "u32", "BAs_kv", "k.stride(0) * 2"),
    ("Seqs_kv", "u32", "Seqs_kv", "k.stride(1) * 2"),
    ("Seqs_dkv", "u32", "Seqs_dkv", "dk.stride(1) * 2"),
    ("head_dim", "u32", "head_dim", "not set by the launcher's struct (ends at Seqs_dkv); d is safe"),
])

# gfx950 fmha_bwd_v3_args_gfx950 (704 bytes): the hd128 psskddv and hd192/hd128 pssk kernels, batch and group
# mode (group mode not exercised). ptr_dq is the dQ accumulator, never dq itself: a16 kernels add bf16 into a
# [1, b, hq, ceil16(sq), 128] buffer that bwd_hd*_dq_shuffle.co then turns into dq; a32 kernels add f32 into
# [1, b, hq, sq, d] that a CK convert kernel (not in the wheel) casts. Strides are each tensor's own.
_FMHA_BWD_GFX950 = _build([
    ("dq_acc", "ptr", "dQ", "dq_acc, zeroed first (a16: bf16 [1, b, hq, ceil16(sq), 128]; a32: f32 [1, b, hq, sq, d])"),
    ("dk", "ptr", "dK", "dk [b, sk, hq, d] bf16: one per q head; GQA sums them afterwards"),
    ("dv", "ptr", "dV", "dv [b, sk, hq, dv] bf16"),
    ("q", "ptr", "Q", "q [b, sq, hq, d]"),
    ("k", "ptr", "K", "k [b, sk, hk, d]"),
    ("v", "ptr", "V", "v [b, sk, hk, dv]"),
    ("do", "ptr", "dO", "dout [b, sq, hq, dv]"),
    ("lse", "ptr", "Lse", "forward LSE [b, hq, sq] f32"),
    ("d", "ptr", "D", "rowsum(dO * O) [b, hq, sq] f32 (a CK dot_do_o kernel computes it first)"),
    ("scalar", "f32", "scalar", "softmax scale"),
    ("log2e", "f32", "log2e", "log2(e) as float"),
    ("seqlen_q", "u32", "seqlen_q", "seqlen_q"),
    ("Ts", "u32", "Ts", "ts_kv * k.stride(1) * 2 (ts_kv = 256 for hd128 psskddv)"),
    ("Hs_q", "u32", "Hs_q", "q.stride(2) * 2"),
    ("BAs_q", "u32", "BAs_q", "q.stride(0) * 2"),
    ("Seqs_q", "u32", "Seqs_q", "q.stride(1) * 2"),
    ("ratio", "u32", "ratio", "hq / hk"),
    ("Hs_k", "u32", "Hs_k", "k.stride(2) * 2"),
    ("BAs_k", "u32", "BAs_k", "k.stride(0) * 2"),
    ("Seqs_k", "u32", "Seqs_k", "k.stride(1) * 2"),
    ("Seqs_dk", "u32", "Seqs_dk", "dk.stride(1) * 2"),
    ("seqlen_k", "u32", "seqlen_k", "seqlen_k"),
    ("head_dim_q", "u32", "head_dim_q", "d"),
    ("head_dim_v", "u32", "head_dim_k", "dv (the metadata calls the slot head_dim_k)"),
    ("nhead_q", "u32", "nhead_q", "hq"),
    ("Hs_v", "u32", "Hs_v", "v.stride(2) * 2"),
    ("BAs_v", "u32", "BAs_v", "v.stride(0) * 2"),
    ("Seqs_v", "u32", "Seqs_v", "v.stride(1) * 2"),
    ("Hs_do", "u32", "Hs_do", "dout.stride(2) * 2"),
    ("BAs_do", "u32", "BAs_do", "dout.stride(0) * 2"),
    ("Seqs_do", "u32", "Seqs_do", "dout.stride(1) * 2"),
    ("Hs_dk", "u32", "Hs_dk", "dk.stride(2) * 2"),
    ("BAs_dk", "u32", "BAs_dk", "dk.stride(0) * 2"),
    ("Hs_dv", "u32", "Hs_dv", "dv.stride(2) * 2"),
    ("BAs_dv", "u32", "BAs_dv", "dv.stride(0) * 2"),
    ("Seqs_dv", "u32", "Seqs_dv", "dv.stride(1) * 2"),
    ("Hs_lsed", "u32", "Hs_lsed", "lse.stride(1) * 4 (D shares LSE's strides)"),
    # The launcher writes 8-byte pointers here; the metadata lists 4 bytes and three 4-byte pads. Null
    # (0) in batch mode, the only mode encoded.
    ("qseq", "u32", "ptr_seqstart_q", "seqstart_q (group mode), else null"),
    ("kseq", "u32", "ptr_seqstart_k", "seqstart_k (group mode), else null"),
    ("qseq_padded", "u32", "ptr_seqstart_q_padded", "padded seqstart_q (group mode), else null"),
    ("kseq_padded", "u32", "ptr_seqstart_k_padded", "padded seqstart_k (group mode), else null"),
    ("max_seqlen_dq", "u32", "max_seq_len_dq", "a16: ceil16(max_seqlen_q) (dq_acc's row count); a32: max_seqlen_q"),
    ("mask_x", "i32", "mask_x", "sliding-window bounds; left uninitialised by the non-swa launcher: 0"),
    ("mask_y", "i32", "mask_y", "see mask_x"),
])

# gfx950 fmha_bwd_dq_shuffle_args (224 bytes): bwd_hd{128,192}_dq_shuffle.co, run after an a16 kernel to turn
# its bf16 dq_acc into dq [b, sq, hq, d]. Grid (ceil(sq / 64), hq, b) x 256.
_FMHA_BWD_DQ_SHUFFLE = _build([
    ("dq_acc", "ptr", "dQ_acc", "the a16 kernel's dq_acc [1, b, hq, ceil16(sq), 128] bf16"),
    ("dq", "ptr", "dQ", "dq [b, sq, hq, d] bf16 (out)"),
    ("Ts", "u32", "Ts", "64 * dq.stride(1) * 2"),
    ("Hs_dq_acc", "u32", "Hs_dq_acc", "dq_acc.stride(2) * 2"),
    ("BAs_dq_acc", "u32", "BAs_dq_acc", "dq_acc.stride(1) * 2"),
    ("Seqs_dq_acc", "u32", "Seqs_dq_acc", "dq_acc.stride(3) * 2"),
    ("Hs_dq", "u32", "Hs_dq", "dq.stride(2) * 2"),
    ("BAs_dq", "u32", "BAs_dq", "dq.stride(0) * 2"),
    ("Seqs_dq", "u32", "Seqs_dq", "dq.stride(1) * 2"),
    ("seqlen_q", "u32", "seqlen_q", "seqlen_q"),
    ("head_dim", "u32", "head_dim", "d"),
    ("qseq", "u32", "ptr_seqstart_q", "8-byte pointer in the launcher, listed as 4 bytes: null in batch mode"),
    ("qseq_padded", "u32", "ptr_seqstart_q_padded", "as qseq"),
    ("max_seqlen_dq", "u32", "max_seqlen_dq", "ceil16(max_seqlen_q)"),
])

_PA = _build([
    ("O", "ptr", "O", "out [num_seqs, hq, d] like Q"),
    ("Q", "ptr", "Q", "Q [num_seqs, hq, d]"),
    ("K", "ptr", "K", "K cache [num_blocks, hk, d/x, block_size, x], x = 16 bytes / element size"),
    ("V", "ptr", "V", "V cache [num_blocks, hk, block_size/x, d, x]"),
    ("BT", "ptr", "BT", "block_tables [num_seqs, max_blocks] int32"),
    ("CL", "ptr", "CL", "context_lens [num_seqs] int32"),
    ("KQ", "ptr", "KQ", "K dequant scales (quantised caches), else null"),
    ("VQ", "ptr", "VQ", "V dequant scales, else null"),
    ("sclg2e", "f32", "sclg", "log2(e) / sqrt(d), computed in double then rounded to float"),
    ("mblk", "u32", "mblk", "block_tables.stride(0) (elements)"),
    ("kv_nheads", "u32", "batch", "hk (the metadata calls the slot 'batch')"),
    ("Qs", "u32", "Qs", "Q.stride(0) * itemsize"),
    ("Bs", "u32", "Bs", "K.stride(0) * itemsize (one cache block)"),
    ("KVs", "u32", "KVs", "K.stride(1) * itemsize (one kv head in a block)"),
    ("GQA", "u32", "GQA", "hq / hk"),
    ("QTP", "ptr", "QTP", "qo_indptr (multi-token prediction), else null"),
])

_MLA = _build([
    ("R", "ptr", ("O", "ptr_R"), "splitData [b*sq, kv_split, hq, dv] f32 (each split normalised)"),
    ("LSE", "ptr", ("Q", "ptr_LSE"), "splitLse [b*sq, kv_split, hq, 1] f32 (natural log)"),
    ("Q", "ptr", ("K", "ptr_Q"), "Q [b*sq, hq, d] (d = 576 = 512 latent + 64 rope)"),
    ("KV", "ptr", ("V", "ptr_KV"), "KV [num_pages, page_size, hk=1, d]; V is its first dv columns"),
    ("LTP", "ptr", ("BT", "ptr_LTP"), "kv_indptr [b+1] int32 (pages per sequence, prefix sums)"),
    ("LTD", "ptr", ("CL", "ptr_LTD"), "kv_page_indices [total pages] int32"),
    ("LTL", "ptr", ("KQ", "ptr_LTL"), "kv_last_page_lens [b] int32"),
    ("scalar", "f32", ("sclg", "scalar"), "softmax scale (1/sqrt(576) by default)"),
    ("MQA", "u32", ("mblk", "s_MQA"), "gqa_ratio * max_seqlen_q"),
    ("kv_split", "u32", ("batch", "s_kv_split"), "splitData.size(1)"),
    ("Q_Bs", "u32", ("Qs", "s_Q_Bs"), "Q.stride(0) * itemsize * max_seqlen_q"),
    ("Bs", "u32", ("Bs", "s_Bs"), "KV.stride(0) * itemsize (one page)"),
    ("log2_plen", "u32", ("Cs", "s_log2_plen"), "log2(page_size)"),
    ("QTP", "ptr", ("QT", "ptr_QTP"), "qo_indptr [b+1] int32"),
    ("STP", "ptr", ("ST", "ptr_STP"), "num_kv_splits_indptr [b+1] (non-persistent) or work metadata"),
    ("RP", "ptr", ("RP", "ptr_RP"), "final output [b*sq, hq, dv]"),
    ("QSCALE", "ptr", ("DQ", "ptr_DQ"), "q scale (fp8), else unset"),
    ("KVSCALE", "ptr", ("DK", "ptr_DK"), "kv scale (fp8), else unset"),
    ("out_16_nosplit", "u32", "out16", "kv_split"),
])

_GEMM_COMMON = [
    ("D", "ptr", "D", "out [M, N]"),
    ("C", "ptr", "C", "bias (f4gemm: optional [M, N] f32; bf16gemm: null)"),
    ("A", "ptr", "A", "A [M, K] row-major"),
    ("B", "ptr", "B", "B [N, K] row-major (the 'tn' layout)"),
    ("alpha", "f32", "alpha", "1.0"),
    ("beta", "f32", "beta", "0.0"),
    ("stride_D0", "u32", "strideD0", "not set by the launcher (garbage); we pass the D row stride"),
    ("stride_D1", "u32", "strideD1", "not set by the launcher; we pass the D row stride"),
    ("stride_C0", "u32", "strideC0", "bf16gemm: N * 4 bytes; f4gemm: out.stride(0) in ELEMENTS"),
    ("stride_C1", "u32", "strideC1", "not set; we pass stride_C0"),
    ("stride_A0", "u32", "strideA0", "bf16gemm: K * 2; f4gemm: A.stride(0) * 2 (fp4 elements per row)"),
    ("stride_A1", "u32", "strideA1", "not set; we pass stride_A0"),
    ("stride_B0", "u32", "strideB0", "bf16gemm: K * 2; f4gemm: B.stride(0) * 2"),
    ("stride_B1", "u32", "strideB1", "not set; we pass stride_B0"),
    ("M", "u32", "Mdim", "M"),
    ("N", "u32", "Ndim", "N"),
    ("K", "u32", "Kdim", "K (f4gemm: A.size(1) * 2)"),
]

_BF16GEMM = _build(_GEMM_COMMON + [
    ("splitk", "u32", "splitk", "split-K factor (1: no split; >1: gdz = splitk and out zeroed first)"),
])

_F4GEMM = _build(_GEMM_COMMON + [
    ("ScaleA", "ptr", "ScaleA", "A_scale [M_pad256, K/32 pad 8] e8m0, e8m0_shuffle'd"),
    ("ScaleB", "ptr", "ScaleB", "B_scale [N_pad256, K/32 pad 8] e8m0, e8m0_shuffle'd"),
    ("stride_ScaleA0", "u32", "strideScaleA0", "A_scale.stride(0)"),
    ("stride_ScaleA1", "u32", "strideScaleA1", "not set; we pass stride_ScaleA0"),
    ("stride_ScaleB0", "u32", "strideScaleB0", "B_scale.stride(0)"),
    ("stride_ScaleB1", "u32", "strideScaleB1", "not set; we pass stride_ScaleB0"),
    ("log2_k_split", "i32", "log2_k_split", "0 (split-K kernels: log2 of the K split)"),
])

_TOPKSOFTMAX = _build([
    ("T", "ptr", "T", "topk_indices [tokens, topk] int32 (out)"),
    ("W", "ptr", "W", "topk_weights [tokens, topk] f32 (out)"),
    ("A", "ptr", "A", "gating_output [tokens, experts] (f32 in AITER's tests)"),
    ("batch", "u32", "batch", "tokens"),
    ("expert", "u32", "expert", "experts (128 or 256)"),
    ("topk", "u32", "topk", "topk (6 or 8)"),
    ("renormalize", "u32", "renormalize", "1: weights renormalised to sum 1 over the top k"),
    ("out_stride", "u32", "out_stride", "topk_weights.stride(0) * 4"),
])

_FMOE = _build([
    ("O", "ptr", "O", "out [tokens, dim] (moe_buf)"),
    ("X", "ptr", "X", "hidden_states [tokens, dim]"),
    ("GU", "ptr", "G", "w1 [E, inter_dim, dim] (g1u0) or [E, 2*inter_dim, dim] (g1u1)"),
    ("XC", "ptr", "U", "num_valid_ids [2] int32 (the metadata calls this slot 'U')"),
    ("D", "ptr", "D", "w2 [E, dim, inter_dim]"),
    ("XQ", "ptr", "XQ", "input scale (quantised kernels), else null"),
    ("GUQ", "ptr", "GQ", "w1 scale, else null"),
    ("DQ", "ptr", "DQ", "w2 scale, else null"),
    ("SMQ", "ptr", "SMQ", "w2 smooth-quant scale, else null"),
    ("STP", "ptr", "STP", "sorted_token_ids [padded] int32: token | topk_slot << 24"),
    ("SW", "ptr", "SW", "sorted_weights [padded] f32"),
    ("SEP", "ptr", "SEP", "sorted_expert_ids [m blocks] int32"),
    ("dim", "u32", "dim", "w2.size(1) (model dim)"),
    ("inter_dim", "u32", "hdim", "w2.size(2)"),
    ("token_cnt", "u32", "batch", "out.size(0)"),
    ("eprt_cnt", "u32", "eprt", "w1.size(0)"),
    ("Xs", "u32", "Xs", "input.stride(0) * element size"),
    ("GUs", "u32", "GUs", "dim * sizeof(input element)"),
    ("Ds", "u32", "Ds", "inter_dim * sizeof(input element)"),
    ("Os", "u32", "Os", "dim * sizeof(output element)"),
    ("eGUs", "u32", "eGUs", "GUs * inter_dim (x2 when w1 holds gate and up)"),
    ("eDs", "u32", "eDs", "Ds * dim"),
    ("eGUQs", "u32", "eGUQs", "w1 scale stride(0) bytes, else 0"),
    ("eDQs", "u32", "eDQs", "w2 scale stride(0) bytes, else 0"),
    ("eSMQs", "u32", "eSMQs", "inter_dim * 4"),
    ("topk", "u32", "topk", "topk"),
    ("total_tgs", "u32", "total_tgs", "persistent kernels only; 0 otherwise"),
    ("ps_deno", "u32", "ps_deno", "ceil(inter_dim / sub_GU)"),
])

_LAYER_NORM = _build([
    ("O", "ptr", "OutBuffer", "out [m, n] bf16 (int8 for the _qnt kernel)"),
    ("In", "ptr", "InBuffer", "input [m, n] bf16, contiguous"),
    ("Weight", "ptr", "WeightBuffer", "weight [n] bf16"),
    ("Bias", "ptr", "BiasBuffer", "bias [n] bf16"),
    ("epsilon", "f32", "epsilon", "epsilon"),
    ("M", "u32", "M", "m (rows; must be even)"),
    ("N", "u32", "N", "n (must be 8192)"),
    ("OutResidual", "ptr", "OutResidualBuffer", "residual_out [m, n] = input + residual_in"),
    ("InResidual", "ptr", "InResidualBuffer", "residual_in [m, n]"),
    ("OutYScale", "ptr", "OutYScaleBuffer", "yscale [m, 1] f32 (_qnt only)"),
    ("XScale", "ptr", "XScaleBuffer", "xscale [n] f32 smoothing scale (_qnt only)"),
])

LAYOUTS: dict[str, Layout] = {lay.family: lay for lay in (
    Layout("fmha_fwd", _FMHA_FWD, {"gfx942": ("fmha_v3_fwd/MI300/*.co", "fmha_v3_fwd/MI308/*.co"),
                                   "gfx950": ("fmha_v3_fwd/*.co",)},
           "hsa/<arch>/fmha_v3_fwd/codegen.py (fmha_fwd_v3_args)",
           "bf16 only; hd128 (and hd192/hd128 on gfx950); causal = bottom-right mask with window (-1, 0); "
           "gfx942 picks MI300/ (304 CUs) or MI308/ (80 or 64 CUs); 'rtne/rtna/rtz' name the bf16 rounding."),
    Layout("fmha_bwd", _FMHA_BWD, {"gfx942": ("fmha_v3_bwd/bwd_*_a16*.co", "fmha_v3_bwd/bwd_*_a32.co",
                                              "fmha_v3_bwd/bwd_*_a32_rtn[ae].co", "fmha_v3_bwd/bwd_*_a32_rtz.co")},
           "hsa/gfx942/fmha_v3_bwd/codegen.py (fmha_bwd_v3_args, fmha_bwd_v3_)",
           "a16: dQ stored as bf16 by the kernel; needs seqlen_q == seqlen_k, seqlen_k % 64 == 0 and "
           "q/do sharing strides, k/v sharing strides; dk/dv per q head."),
    Layout("fmha_bwd_gfx950", _FMHA_BWD_GFX950,
           {"gfx950": ("fmha_v3_bwd/bwd_hd128_*16_a??_psskddv*.co", "fmha_v3_bwd/bwd_hd128_*causal_a??_psskddv*.co",
                       "fmha_v3_bwd/bwd_hd128_*causal_br_a??_psskddv*.co", "fmha_v3_bwd/bwd_hd192_hd128_*_pssk.co")},
           "hsa/gfx950/fmha_v3_bwd/codegen.py (fmha_bwd_v3_args_gfx950, fmha_bwd_v3_genl_gfx950)",
           "grid (ceil(sk / ts_kv) (halved, rounded up, when masked), hq, b) x 256; the a16 path then runs "
           "dq_shuffle, the a32 path a CK convert kernel."),
    Layout("fmha_bwd_dq_shuffle", _FMHA_BWD_DQ_SHUFFLE, {"gfx950": ("fmha_v3_bwd/bwd_hd*_dq_shuffle*.co",)},
           "hsa/gfx950/fmha_v3_bwd/codegen.py (fmha_dq_shuffle_kernel); csrc/include/mha_bwd.h"),
    Layout("pa", _PA, {"gfx942": ("pa/*.co",), "gfx950": ("pa/*.co",)},
           "csrc/py_itfs_cu/asm_pa.cu (pa_fwd)",
           "kernel chosen from hsa/<arch>/pa/pa_asm.csv by (q type, kv type, gqa, mtp, msk, hp, block size)."),
    Layout("mla", _MLA, {"gfx942": ("mla/*.co",), "gfx950": ("mla/*.co",)},
           "csrc/py_itfs_cu/asm_mla.cu (mla_decode_stage1_asm_fwd)",
           "the metadata's slot names are older than the launcher's (O, Q, K, ... for R, LSE, Q, ...)."),
    Layout("bf16gemm", _BF16GEMM, {"gfx942": ("bf16gemm/*.co",), "gfx950": ("bf16gemm/*.co",)},
           "csrc/py_itfs_cu/asm_gemm_a16w16.cu (gemm_a16w16_asm)",
           "the launcher's struct ends splitk with an 8-byte pad (284 bytes); the kernels declare 288."),
    Layout("f4gemm", _F4GEMM, {"gfx950": ("f4gemm/*.co",)},
           "csrc/py_itfs_cu/asm_gemm_a4w4.cu (gemm_a4w4_asm)",
           "A, B: fp4 e2m1 packed two per byte (low nibble first); B pre-shuffled except noBpreShuffle."),
    Layout("topksoftmax", _TOPKSOFTMAX, {"gfx942": ("topksoftmax/*.co",)},
           "csrc/py_itfs_cu/asm_topksoftmax.cu (topk_softmax_asm)"),
    Layout("fmoe", _FMOE, {"gfx942": ("fmoe*.co", "fmoe/*/*.co"), "gfx950": ("fmoe/*/*.co", "fmoe/*.co")},
           "csrc/py_itfs_cu/asm_fmoe.cu (FMoeKernel::launch_kernel, fmoe)",
           "Objects declare 416 bytes (up to topk: total_tgs/ps_deno lie beyond them; fmoe_b16/f16 among them) "
           "or 448. No launcher in this wheel runs the bf16 noquant g1u0 objects (fmoe/{gelu,silu}/); their "
           "CSV rows give subGU 512, so FMoeKernel's non-persistent grid applies."),
    Layout("layer_norm", _LAYER_NORM, {"gfx942": ("layer_norm.co", "layer_norm_qnt.co")},
           "csrc/py_itfs_cu/asm_layernorm.cu (layernorm2d_with_add_asm, ..._smoothquant_asm)",
           "only launched as the fused add variant: out = LN(input + residual_in), residual_out stored."),
)}


# ----------------------------------------------------------------------------------------------------------
# Packing

def _value(f: Field, values: dict[str, Any]) -> Any:
    v = values.get(f.name)
    if f.kind == "ptr":
        return 0 if v is None else v          # null pointer: the launcher's nullptr
    if v is None:
        raise TypeError(f"pack_args: scalar field {f.name!r} needs a value ({f.fill})")
    if f.kind == "f32":
        return float(v)
    return int(v) & 0xFFFFFFFF if f.kind == "u32" else int(v)


def canonical_entries(family: str, kernarg_size: int | None = None) -> list[tuple[str, int, int]]:
    """The metadata arguments a code object of ``family`` lists: ``(field name or 'pad', offset, size)``.

    A pointer's pad is one entry, a scalar's pad one entry per ``pad_split`` bytes; entries at or past
    ``kernarg_size`` (the code object's declared size) are dropped.
    """
    lay = LAYOUTS[family]
    out = []
    for f in lay.fields:
        out.append((f.name, f.offset, f.size))
        at = f.offset + f.size
        step = 8 if f.kind == "ptr" else lay.pad_split
        for p in range(at, at + f.pad, step):
            out.append(("pad", p, min(step, at + f.pad - p)))
    if kernarg_size is not None:
        out = [e for e in out if e[1] + e[2] <= kernarg_size]
    return out


def pack_args(family: str, meta: Sequence[Any] | None = None, **values: Any) -> list:
    """The ``args`` list for ``torch_cdna.sim.launch``, in metadata order: tensors, ints, floats, 0 pads.

    ``values`` name the layout's fields (``LAYOUTS[family].fields``); a pointer left out is null. ``meta``,
    the code object's argument list (``torch_cdna.asm.codeobject.find_kernel(co, name).args``: items with
    ``.offset``/``.size``), makes the list follow that code object exactly; without it the canonical list
    (``canonical_entries``) is used.
    """
    lay = LAYOUTS[family]
    unknown = set(values) - set(lay.by_name)
    if unknown:
        raise TypeError(f"pack_args({family!r}): unknown field(s) {sorted(unknown)}; "
                        f"fields: {[f.name for f in lay.fields]}")
    at = {f.offset: f for f in lay.fields}
    if meta is None:
        entries = [(off, size) for _, off, size in canonical_entries(family)]
    else:
        entries = [(a.offset, a.size) for a in meta]
    out = []
    for off, size in entries:
        f = at.get(off)
        if f is not None and f.size == size:
            out.append(_value(f, values))
        elif any(g.offset < off < g.offset + g.size for g in lay.fields):
            raise ValueError(f"pack_args({family!r}): the code object's argument at offset {off} "
                             f"(size {size}) splits a field of the layout")
        else:
            out.append(0)
    return out


# ----------------------------------------------------------------------------------------------------------
# Grids and blocks, as each launcher computes them: ((gdx, gdy, gdz), (bdx, 1, 1))

def _cdiv(a: int, b: int) -> int:
    return -(-a // b)


def _fmha_fwd_grid(*, batch: int, heads: int, seqlen_q: int, causal: bool, head_dim: int = 128,
                   ts_qo: int = 256, group: bool = False) -> tuple:
    tiles = _cdiv(_cdiv(seqlen_q, ts_qo), 2 if causal else 1)
    block = 256 if head_dim == 192 else 512
    grid = (heads, batch, tiles) if group else (tiles, heads, batch)
    return grid, (block, 1, 1)


def _fmha_bwd_grid(*, batch: int, heads: int, seqlen_k: int, causal: bool, ts_kv: int = 192) -> tuple:
    tiles = _cdiv(seqlen_k, ts_kv)
    return ((_cdiv(tiles, 2) if causal else tiles), heads, batch), (256, 1, 1)


GRIDS: dict[str, Callable[..., tuple]] = {
    "fmha_fwd": _fmha_fwd_grid,
    "fmha_bwd": _fmha_bwd_grid,
    "fmha_bwd_gfx950": lambda *, batch, heads, seqlen_k, causal, ts_kv=256: _fmha_bwd_grid(
        batch=batch, heads=heads, seqlen_k=seqlen_k, causal=causal, ts_kv=ts_kv),
    "fmha_bwd_dq_shuffle": lambda *, batch, heads, seqlen_q, ts_dq=64:
        ((_cdiv(seqlen_q, ts_dq), heads, batch), (256, 1, 1)),
    "pa": lambda *, kv_heads, num_seqs: ((kv_heads, num_seqs, 1), (256, 1, 1)),
    "mla": lambda *, batch, kv_split, max_seqlen_q=1, gqa=16, sub_q=16:
        ((_cdiv(max_seqlen_q * gqa, sub_q), batch, kv_split), (256, 1, 1)),
    "bf16gemm": lambda *, M, N, tile_m, tile_n=64, splitk=1:
        ((_cdiv(N, tile_n), _cdiv(M, tile_m), splitk), (256, 1, 1)),
    "f4gemm": lambda *, M, N, tile_m, tile_n, gdz=1: ((_cdiv(N, tile_n), _cdiv(M, tile_m), gdz), (256, 1, 1)),
    "topksoftmax": lambda *, tokens: ((_cdiv(tokens, 4 if tokens < 10000 else 12), 1, 1), (256, 1, 1)),
    "fmoe": lambda *, inter_dim, m_blocks, sub_gu=512: ((_cdiv(inter_dim, sub_gu), m_blocks, 1), (256, 1, 1)),
    "layer_norm": lambda *, m: ((_cdiv(m, 2), 1, 1), (256, 1, 1)),
}


def grid_block(family: str, **shape: Any) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """``(grid, block)`` in workgroups and work-items, as AITER's launcher computes them for ``shape``."""
    return GRIDS[family](**shape)


# ----------------------------------------------------------------------------------------------------------
# Which code object a launcher picks

def topksoftmax_kernel(experts: int, topk: int, tokens: int) -> tuple[str, str]:
    """``(file under hsa/gfx942, kernel symbol)``: SUBM 4 below 10000 tokens, else 12."""
    if (experts, topk) not in {(128, 6), (128, 8), (256, 6), (256, 8)}:
        raise ValueError(f"topksoftmax: experts/topk must be 128 or 256 / 6 or 8, got {experts}/{topk}")
    stem = f"topksoftmax_{4 if tokens < 10000 else 12}x{experts}x{topk}"
    return f"topksoftmax/{stem}.co", mangle(stem)


def fmha_fwd_kernel(arch: str, *, causal: bool, group: bool = False, head_dim: int = 128,
                    cus: int = 304) -> tuple[str, str]:
    """The forward kernel for bf16 (default rounding), e.g. ``fmha_v3_fwd/MI300/fwd_hd128_bf16_causal.co``."""
    dims = "hd128" if head_dim == 128 else "hd192_hd128"
    stem = f"fwd_{dims}_bf16{'_causal' if causal else ''}{'_group' if group else ''}"
    folder = "fmha_v3_fwd/" + ({304: "MI300/", 80: "MI308/", 64: "MI308/"}[cus] if arch == "gfx942" else "")
    return folder + stem + ".co", mangle("fmha_" + stem)


def mangle(name: str) -> str:
    """The Itanium-mangled ``aiter::<name>`` symbol the launchers look up."""
    return f"_ZN5aiter{len(name)}{name}E"


def fp4_shuffle_b(b: "Any", lanes_n: int = 16, lanes_k: int = 16) -> "Any":
    """AITER's ``shuffle_weight(layout=(16, 16))`` on packed fp4 bytes ``[N, K/2]``, as a view/permute.

    Rows are grouped by 16 (N) and byte columns by 32 (K); inside each 16x32 tile the bytes are reordered
    as (32/16 chunks of 16 bytes) x (16 rows) x 16 bytes.
    """
    n, kb = b.shape
    bk, chunk = 2 * lanes_k, 16 // b.element_size()
    if n % lanes_n or kb % bk:
        raise ValueError(f"fp4_shuffle_b: shape {tuple(b.shape)} must be a multiple of ({lanes_n}, {bk})")
    t = b.reshape(n // lanes_n, lanes_n, kb // bk, bk // chunk, chunk)
    return t.permute(0, 2, 3, 1, 4).contiguous().reshape(n, kb)


def shuffle_weight(w: "Any") -> "Any":
    """AITER's ``shuffle_weight(w, layout=(16, 16))`` for weights ``[..., N, K]`` of any element size: the
    last two dimensions are reordered as ``fp4_shuffle_b`` describes (16 rows x 16-byte chunks per tile).

    Example:
        >>> import torch
        >>> w = torch.arange(2 * 16 * 32, dtype=torch.int16).reshape(2, 16, 32)
        >>> s = shuffle_weight(w)
        >>> s.shape, s[0, 0, :10].tolist()
        (torch.Size([2, 16, 32]), [0, 1, 2, 3, 4, 5, 6, 7, 32, 33])
    """
    return fp4_shuffle_b(w.reshape(-1, w.shape[-1])).reshape(w.shape)


def e8m0_shuffle(scale: "Any") -> "Any":
    """AITER's e8m0 scale layout: pad to [ceil256(rows), ceil8(cols)], then reorder 32x8 tiles.

    Axes after viewing as (rows/32, 2, 16, cols/8, 2, 4) are permuted to (0, 3, 5, 2, 4, 1).
    """
    import torch
    rows, cols = scale.shape
    pr, pc = _cdiv(rows, 256) * 256, _cdiv(cols, 8) * 8
    padded = torch.zeros((pr, pc), dtype=scale.dtype)
    padded[:rows, :cols] = scale
    t = padded.reshape(pr // 32, 2, 16, pc // 8, 2, 4).permute(0, 3, 5, 2, 4, 1)
    return t.contiguous().reshape(pr, pc)


def pa_value_layout(v: "Any") -> "Any":
    """V cache ``[blocks, hk, d, block_size]`` -> the asm kernels' ``[blocks, hk, block_size/x, d, x]``."""
    blocks, hk, d, bs = v.shape
    x = 16 // v.element_size()
    return v.reshape(blocks, hk, d, bs // x, x).permute(0, 1, 3, 2, 4).contiguous()


def pa_key_layout(k: "Any") -> "Any":
    """K cache ``[blocks, hk, block_size, d]`` -> ``[blocks, hk, d/x, block_size, x]``."""
    blocks, hk, bs, d = k.shape
    x = 16 // k.element_size()
    return k.reshape(blocks, hk, bs, d // x, x).permute(0, 1, 3, 2, 4).contiguous()


def log2_int(n: int) -> int:
    """``log2(n)`` for a power of two (MLA's page size)."""
    if n <= 0 or n & (n - 1):
        raise ValueError(f"expected a power of two, got {n}")
    return int(math.log2(n))


# ----------------------------------------------------------------------------------------------------------
# Argument fields of the attention kernels, from torch tensors

def fmha_fwd_fields(q, k, v, out, lse, scale: float, ts_qo: int, causal: bool) -> dict:
    """The fmha_v3 forward's argument fields for BSHD bf16 ``q``/``k``/``v``/``out`` and fp32 ``lse`` [b, h, s]."""
    sq, hq, d = q.shape[1:]
    e = 2  # bf16 bytes
    return dict(o=out, q=q, k=k, v=v, lse=lse, scalar=scale, seq_len=sq, Seqs=q.stride(1) * e,
                Ts=ts_qo * q.stride(1) * e, Hs=q.stride(2) * e, Bs=q.stride(0) * e, gqa=hq // k.shape[2],
                k_Seqs=k.stride(1) * e, k_Hs=k.stride(2) * e, k_Bs=k.stride(0) * e,
                opt=3 if causal and (hq % 8 or sq > 16384) else 5, lse_flag=1, kv_seq_len=k.shape[1],
                qk_head_dim=d, v_head_dim=v.shape[3], q_head_num=hq, v_Seqs=v.stride(1) * e,
                v_Hs=v.stride(2) * e, v_Bs=v.stride(0) * e, o_Seqs=out.stride(1) * e, o_Hs=out.stride(2) * e,
                o_Bs=out.stride(0) * e, lse_Hs=lse.stride(1) * 4)


def fmha_bwd_gfx942_fields(q, k, v, do, dq, dk, dv, lse, dsum, scale: float, ts_kv: int = 192) -> dict:
    """The gfx942 fmha_v3 a16 backward's fields: BSHD bf16 tensors (dk/dv per q head), fp32 lse and dsum [b, h, s]."""
    e = 2  # bf16 bytes
    s, hq, d = q.shape[1:]
    return dict(dq=dq, dk=dk, dv=dv, q=q, k=k, v=v, do=do, lse=lse, d=dsum, scalar=scale, log2e=LOG2E,
                seq_len=s, Ts=ts_kv * k.stride(1) * e, Hs=q.stride(2) * e, BAs=q.stride(0) * e,
                Seqs=q.stride(1) * e, ratio=hq // k.shape[2], Hs_kv=k.stride(2) * e, BAs_kv=k.stride(0) * e,
                Seqs_kv=k.stride(1) * e, Seqs_dkv=dk.stride(1) * e, head_dim=d)


def fmha_bwd_gfx950_fields(q, k, v, do, dk, dv, lse, dsum, scale: float, max_seqlen_dq: int, ts_kv: int = 256) -> dict:
    """The gfx950 fmha_v3 backward's fields (dq_acc is passed separately); dk/dv per q head."""
    e = 2  # bf16 bytes
    sq, hq, d = q.shape[1:]
    return dict(dk=dk, dv=dv, q=q, k=k, v=v, do=do, lse=lse, d=dsum, scalar=scale, log2e=LOG2E, seqlen_q=sq,
                Ts=ts_kv * k.stride(1) * e, Hs_q=q.stride(2) * e, BAs_q=q.stride(0) * e, Seqs_q=q.stride(1) * e,
                ratio=hq // k.shape[2], Hs_k=k.stride(2) * e, BAs_k=k.stride(0) * e, Seqs_k=k.stride(1) * e,
                Seqs_dk=dk.stride(1) * e, seqlen_k=k.shape[1], head_dim_q=d, head_dim_v=v.shape[3], nhead_q=hq,
                Hs_v=v.stride(2) * e, BAs_v=v.stride(0) * e, Seqs_v=v.stride(1) * e, Hs_do=do.stride(2) * e,
                BAs_do=do.stride(0) * e, Seqs_do=do.stride(1) * e, Hs_dk=dk.stride(2) * e, BAs_dk=dk.stride(0) * e,
                Hs_dv=dv.stride(2) * e, BAs_dv=dv.stride(0) * e, Seqs_dv=dv.stride(1) * e, Hs_lsed=lse.stride(1) * 4,
                qseq=0, kseq=0, qseq_padded=0, kseq_padded=0, max_seqlen_dq=max_seqlen_dq, mask_x=0, mask_y=0)
