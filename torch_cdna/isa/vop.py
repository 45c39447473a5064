"""ISA records for the vop family (to be filled in; see torch_cdna.isa.records for the table syntax)."""

from .records import parse_table

RECORDS = parse_table("""
""")
