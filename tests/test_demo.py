"""The demo a new user runs first must work end to end on a machine without an AMD GPU."""

from torch_cdna import demo


def test_demo_runs_and_checks_results(capsys):
    assert demo.main(["--n", "4096"]) == 0
    text = capsys.readouterr().out
    assert "matches torch: True" in text
    assert "global bytes moved / minimum = 49152 / 49152" in text
    assert "expected 240" in text and "all results match" in text


def test_demo_on_gfx950(capsys):
    assert demo.main(["--n", "1000", "--arch", "gfx950"]) == 0
    assert "arch=gfx950" in capsys.readouterr().out
