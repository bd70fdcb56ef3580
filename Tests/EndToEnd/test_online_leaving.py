"""Quitting an online game keeps the seat: the player is told the command that takes it back, and it does."""
import re
import signal

import pytest

from test_online_play import GAME_ID, PlainClient, Server, farewell, kill_running

# The sequence that leaves the alternate screen (xterm's rmcup): sent only when curses stops.
LEAVE_ALTERNATE_SCREEN = b"\x1b[?1049l"
# What curses still sends after it: CSI sequences (keypad, window title) and ESC = / ESC > (keypad modes).
ESCAPE = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|[=>])")


def test_a_player_who_quits_is_told_how_to_come_back_and_gets_the_seat_back():
    server = Server()
    try:
        ann = PlainClient(server, "host", "--name", "Ann")
        game_id = ann.expect(GAME_ID.pattern).group(1)
        bob = PlainClient(server, "join", game_id, "--name", "Bob")
        ann.expect(r"Your move \(X\)")
        ann.send("b2")
        bob.expect(re.escape("X plays b2 (centre)"))
        bob.expect(r"Your move \(O\)")

        assert bob.quit() == 0
        assert bob.lines[-2:] == [farewell(game_id, server), "Goodbye."]
        ann.expect(r"\(Bob\) is away")

        # The command from the farewell, run again with the same state folder, takes the seat back.
        bob = PlainClient(server, "join", game_id, "--name", "Bob", state=bob.state)
        bob.expect(re.escape("X plays b2 (centre)"))  # NB: learnt from the rejoin snapshot, still announced
        bob.expect(r"Your move \(O\)")
        ann.expect(r"\(Bob\) is back")
        for client in (ann, bob):
            assert client.quit() == 0
    finally:
        server.stop()


@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM])
def test_a_plain_player_stopped_by_a_signal_is_told_the_seat_is_kept(number):
    server = Server()
    ann = bob = None
    try:
        ann = PlainClient(server, "host", "--name", "Ann")
        game_id = ann.expect(GAME_ID.pattern).group(1)
        bob = PlainClient(server, "join", game_id, "--name", "Bob")
        bob.expect(r"Waiting for Ann to move")

        bob.process.send_signal(number)
        assert bob.process.wait(15) == 128 + number
        bob._pump(0.5)
        assert bob.lines[-2:] == [farewell(game_id, server), "Goodbye."]
        ann.expect(r"\(Bob\) is away")
        assert ann.quit() == 0
    finally:
        kill_running(ann, bob)
        server.stop()


@pytest.mark.parametrize("leave, status", [("q", 0), (signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_a_full_screen_player_who_leaves_finds_the_farewell_in_the_shell(term, leave, status):
    server = Server()
    ann = None
    try:
        ann = PlainClient(server, "host", "--name", "Ann")
        game_id = ann.expect(GAME_ID.pattern).group(1)
        bob = term("join", game_id.lower(), "--name", "Bob", env={"PARLOR_SERVER": server.url})
        bob.wait_for("Ann's move")
        ann.expect(r"Your move \(X\)")
        ann.send("b2")
        bob.wait_for("Your move")

        if leave == "q":
            bob.send("q")
        else:
            bob.process.send_signal(leave)
        assert bob.wait_exit() == status
        assert bob.modes_restored()
        after = bytes(bob.output).rsplit(LEAVE_ALTERNATE_SCREEN, 1)
        assert len(after) == 2, "curses never left the alternate screen"
        shell = ESCAPE.sub("", after[1].decode())
        assert shell.strip() == farewell(game_id, server), "the farewell must be the one line left in the shell"
        ann.expect(r"\(Bob\) is away")
        assert ann.quit() == 0
    finally:
        kill_running(ann)
        server.stop()
