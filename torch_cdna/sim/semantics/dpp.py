"""(being written)"""

def transform_source(b, ins, op, ty):
    return None


def transform_dest(b, ins, op, words, mask):
    return words, mask
