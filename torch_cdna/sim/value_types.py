"""The value types of the simulator's operand API, spelled as in mnemonics (``u32 i32 f32 b32 u64 i64 f64 b64
u16 i16 f16 b16 bf16 u8 i8``): their numpy dtypes and widths in bytes. ``bf16`` values are carried as their
uint16 bit patterns (numpy has no bfloat16).

Example:
    >>> NP_TYPES["f16"].__name__, WIDTH["b64"], WIDTH["bf16"]
    ('float16', 8, 2)
"""

from __future__ import annotations

from typing import Any

import numpy as np

NP_TYPES: dict[str, Any] = {
    "u32": np.uint32, "b32": np.uint32, "i32": np.int32, "f32": np.float32,
    "u64": np.uint64, "b64": np.uint64, "i64": np.int64, "f64": np.float64,
    "u16": np.uint16, "b16": np.uint16, "i16": np.int16, "f16": np.float16, "bf16": np.uint16,
    "u8": np.uint8, "i8": np.int8,
}
WIDTH = {t: np.dtype(d).itemsize for t, d in NP_TYPES.items()}
LANES = 64

__all__ = ["NP_TYPES", "WIDTH", "LANES"]
