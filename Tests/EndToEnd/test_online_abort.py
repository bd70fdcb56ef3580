"""Abort online: allowed before a round's second move (everyone is told, the round does not count), refused after."""
import re

from test_online_play import GAME_ID, PlainClient, Server


def test_a_player_aborts_before_the_second_move_and_is_refused_after_it():
    server = Server()
    try:
        ann = PlainClient(server, "host", "--name", "Ann")
        game_id = ann.expect(GAME_ID.pattern).group(1)
        bob = PlainClient(server, "join", game_id, "--name", "Bob")
        ann.expect(r"Your move \(X\)")
        ann.send("b2")
        bob.expect(re.escape("X plays b2 (centre)"))

        bob.send("abort")  # one move played: still allowed, for either player
        for client in (ann, bob):
            client.expect(re.escape("O (Bob) aborted the round."))
            client.expect(r"^Result: aborted$")
            client.expect(re.escape("Score: X (Ann) 0, O (Bob) 0, draws 0."))

        ann.send("rematch")
        bob.send("rematch")
        bob.expect(r"Your move \(O\)")
        bob.send("a1")
        ann.expect(re.escape("O plays a1 (top left)"))
        ann.send("c3")
        bob.expect(re.escape("X plays c3 (bottom right)"))
        bob.send("abort")  # two moves played: too late
        bob.expect(r"^Too late to abort: a round can be aborted only before its second move\.$")
        for client in (ann, bob):
            assert client.quit() == 0
    finally:
        server.stop()
