"""The compiler's view of the hazard rules. The rules themselves are data in ``torch_cdna.isa.hazards``
(shared with the simulator's hazard sanitizer, so both read one table); this module only re-exports them.
Write the hazard *pass* in ``torch_cdna/asm/passes/`` against ``torch_cdna.isa.hazards``."""

from ..isa.hazards import *  # noqa: F401,F403
from ..isa.hazards import RULES  # noqa: F401
