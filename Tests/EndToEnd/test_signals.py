"""Signals and the keys that make them, met as a person or a script would: Ctrl-\\ on the full screen is a key,
and SIGQUIT sent from outside ends the program as SIGTERM does (terminal restored, farewell lines, 128 + 3)."""
import signal
import termios

import pytest

from test_local_play import assert_exited_cleanly
from test_online_leaving import LEAVE_ALTERNATE_SCREEN, ESCAPE
from test_online_play import GAME_ID, PlainClient, Server, farewell, kill_running

CTRL_BACKSLASH = b"\x1c"


def quit_character(term):
    return termios.tcgetattr(term.slave)[6][termios.VQUIT]


@pytest.mark.parametrize("args, on_screen", [(("play",), "to move"), ((), "Main menu"),
                                              (("play", "minesweeper"), "Minesweeper")])
def test_ctrl_backslash_on_the_full_screen_is_a_key_that_does_nothing(term, args, on_screen):
    t = term(*args)
    t.wait_for(on_screen)
    t.settle()
    before = t.text()
    t.send(CTRL_BACKSLASH)
    t.settle(0.5)
    assert t.process.poll() is None, f"Ctrl-\\ ended the program ({t.process.poll()}):\n{t.text()}"
    assert t.text() == before, f"Ctrl-\\ changed the screen:\n{t.text()}"
    t.send("q")
    assert_exited_cleanly(t)
    assert quit_character(t) in (b"\x1c", 0x1C), "the terminal's quit character was not given back"


@pytest.mark.parametrize("args, on_screen", [(("play",), "to move"), ((), "Main menu")])
def test_sigquit_from_outside_ends_the_full_screen_as_sigterm_does(term, args, on_screen):
    t = term(*args)
    t.wait_for(on_screen)
    t.process.send_signal(signal.SIGQUIT)
    assert_exited_cleanly(t, expected_code=131)
    assert b"Crash" not in bytes(t.output) and b"Backtrace" not in bytes(t.output), bytes(t.output)[-400:]


def test_sigquit_ends_a_full_screen_online_game_with_the_farewell(term):
    server = Server()
    ann = None
    try:
        ann = PlainClient(server, "host", "--name", "Ann")
        game_id = ann.expect(GAME_ID.pattern).group(1)
        bob = term("join", game_id, "--name", "Bob", env={"PARLOR_SERVER": server.url})
        bob.wait_for("Ann's move")
        bob.send(CTRL_BACKSLASH)
        bob.settle(0.5)
        assert bob.process.poll() is None, bob.text()
        assert "Ann's move" in bob.text(), bob.text()
        bob.process.send_signal(signal.SIGQUIT)
        assert bob.wait_exit() == 131
        assert bob.modes_restored()
        shell = ESCAPE.sub("", bytes(bob.output).rsplit(LEAVE_ALTERNATE_SCREEN, 1)[-1].decode())
        assert shell.strip() == farewell(game_id, server), shell
        ann.expect(r"\(Bob\) is away")
        assert ann.quit() == 0
    finally:
        kill_running(ann)
        server.stop()


def test_sigquit_ends_a_plain_online_game_with_the_farewell():
    server = Server()
    ann = bob = None
    try:
        ann = PlainClient(server, "host", "--name", "Ann")
        game_id = ann.expect(GAME_ID.pattern).group(1)
        bob = PlainClient(server, "join", game_id, "--name", "Bob")
        bob.expect(r"Waiting for Ann to move")
        bob.process.send_signal(signal.SIGQUIT)
        assert bob.process.wait(15) == 131
        bob._pump(0.5)
        assert bob.lines[-2:] == [farewell(game_id, server), "Goodbye."]
        assert not bob.process.stderr.read(), "something was written to standard error"
        assert ann.quit() == 0
    finally:
        kill_running(ann, bob)
        server.stop()
