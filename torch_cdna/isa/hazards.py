"""Hardware hazard rules ("required wait states") for gfx942 and gfx950, as data.

Owned by the hazard-table author; read by the compiler's hazard pass (``torch_cdna.asm`` inserts ``s_nop``)
and, independently, by the simulator's hazard sanitizer (``torch_cdna.sim.hazards``). To be filled in: see
docs/architecture.md.
"""

RULES: list = []
