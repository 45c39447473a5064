"""Hazard pass (placeholder until the rule table lands): inserts nothing."""


def run(func, alloc) -> None:
    return None
