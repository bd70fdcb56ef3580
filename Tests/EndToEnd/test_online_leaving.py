"""Quitting an online game keeps the seat: the player is told the command that takes it back, and it does."""
import re

from test_online_play import GAME_ID, PlainClient, Server


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
        farewell = f"You left; your seat is kept: parlor join {game_id} --server {server.url} takes it back."
        assert bob.lines[-1] == farewell
        ann.expect(r"Bob is away")

        # The command from the farewell, run again with the same state folder, takes the seat back.
        bob = PlainClient(server, "join", game_id, "--name", "Bob", state=bob.state)
        bob.expect(re.escape("X plays b2 (centre)"))  # NB: learnt from the rejoin snapshot, still announced
        bob.expect(r"Your move \(O\)")
        ann.expect(r"\(Bob\) is back")
        for client in (ann, bob):
            assert client.quit() == 0
    finally:
        server.stop()
