"""One person, several terminals on one machine (one HOME, one seat file): how people first try online play.

`parlor host` in one terminal and `parlor join ID` in another must give two players who play each other; a
stored seat moves to another terminal only with `--take-over`, and the terminal it leaves says so and ends.
"""
import re
import tempfile

from test_online_play import GAME_ID, PlainClient, Server, kill_running, play
from test_online_screen import after_the_screen

TAKEN_OVER = "Your seat was taken over from another terminal."


def test_host_and_join_in_two_terminals_of_one_person_play_each_other_and_take_over_ends_the_first():
    server = Server()
    home = tempfile.mkdtemp(prefix="parlor-one-person-")
    ann = bob = thief = None
    try:
        ann = PlainClient(server, "host", "--name", "Ann", state=home)
        game_id = ann.expect(GAME_ID.pattern).group(1)
        bob = PlainClient(server, "join", game_id, "--name", "Bob", state=home)
        ann.expect(r"Your move \(X\)")
        bob.expect(r"Ann to move|Waiting for Ann")
        play(ann, [bob], "b2", "X plays b2 (centre)")
        play(bob, [ann], "a1", "O plays a1 (top left)")
        play(ann, [bob], "b1", "X plays b1 (top edge)")
        play(bob, [ann], "c3", "O plays c3 (bottom right)")
        play(ann, [bob], "b3", "X plays b3 (bottom edge)")
        for client in (ann, bob):
            client.expect(r"^Result: X wins$")

        # A third terminal asks for the seat back: both stored seats are played, so it takes the first over.
        thief = PlainClient(server, "join", game_id, "--take-over", "--name", "Ann", state=home)
        thief.expect(r"X wins")
        ann.expect(re.escape(TAKEN_OVER))
        assert ann.process.wait(15) == 1
        assert bob.process.poll() is None, "the other seat plays on"
        for client in (bob, thief):
            assert client.quit() == 0
    finally:
        kill_running(ann, bob, thief)
        server.stop()


def test_the_full_screen_terminal_whose_seat_is_taken_over_says_so_and_exits_1(term):
    server = Server()
    home = tempfile.mkdtemp(prefix="parlor-one-person-")
    bob = thief = None
    try:
        env = {"HOME": home, "XDG_STATE_HOME": home, "XDG_CONFIG_HOME": home + "/config"}
        ann = term("host", "--name", "Ann", "--server", server.url, env=env)
        ann.wait_for("parlor join")
        game_id = re.search(r"parlor join ([0-9A-Z]{8})", ann.text()).group(1)
        bob = PlainClient(server, "join", game_id, "--name", "Bob", state=home)
        bob.expect(r"Ann to move|Waiting for Ann")
        ann.wait_for("Your move")
        thief = PlainClient(server, "join", game_id, "--take-over", "--name", "Ann", state=home)
        assert ann.wait_exit(15) == 1
        assert f"parlor: {TAKEN_OVER}" in after_the_screen(ann)
        assert ann.modes_restored()
        for client in (bob, thief):
            assert client.quit() == 0
    finally:
        kill_running(bob, thief)
        server.stop()
