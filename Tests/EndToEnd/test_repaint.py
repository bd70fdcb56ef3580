"""Ctrl-L repaints the whole screen, as in other curses programs, wherever the full-screen client runs."""
import pytest

JUNK = b"\x1b[5;5HGARBAGE\x1b[20;40HJUNK"


def assert_ctrl_l_repaints(t):
    """Puts junk on the screen as something else writing to the terminal would, then checks Ctrl-L clears it and
    changes nothing else."""
    t.settle()
    before = t.text()
    t.stream.feed(JUNK)
    assert "GARBAGE" in t.text()
    start = len(t.output)
    t.send(b"\x0c")
    t.settle()
    assert "GARBAGE" not in t.text() and "JUNK" not in t.text(), t.text()
    assert b"\x1b[2J" in bytes(t.output[start:]), "no clear sequence"
    assert t.text() == before, "Ctrl-L acted as a key of the game"


@pytest.mark.parametrize("args", [
    ("play", "--names", "Ann,Bob"),
    ("play", "minesweeper", "--seed", "7", "--player", "Ann"),
    (),
])
def test_ctrl_l_repaints_local_screens(term, args):
    t = term(*args)
    t.pump(1.0)
    t.settle()
    assert_ctrl_l_repaints(t)
    t.send("q")


def test_ctrl_l_repaints_the_online_screen(term):
    host = term("host", "--lan", "--port", "0", "--name", "Lan")
    host.wait_for("parlor join")
    assert_ctrl_l_repaints(host)
