"""Snap online with the real binaries: two players and a spectator in plain mode play a round on `parlor serve` to
its Result line, and a full-screen player turns with Enter and calls with Space."""
import re
import time

from terminal import Terminal
from test_online_play import GAME_ID, PlainClient, Server, kill_running


def test_a_round_in_plain_mode_reaches_the_result_for_everyone():
    """Ann turns and calls a match (she takes it), Bob turns and calls on no match (he pays), so Ann wins."""
    server = Server()
    ann = bob = cy = None
    try:
        ann = PlainClient(server, "host", "snap", "--name", "Ann", "--cooldown", "0")
        game_id = ann.expect(GAME_ID.pattern).group(1)
        cy = PlainClient(server, "watch", game_id)
        cy.expect(r"You are watching")
        bob = PlainClient(server, "join", game_id, "--name", "Bob")
        for client in (ann, bob, cy):
            client.expect(r"^Round 1: 2 players, cooldown 0 s, turn timer 10 s$")
        players = {"Ann": ann, "Bob": bob}
        ann.expect(r"^(Ann|Bob) to turn$")
        deadline = time.monotonic() + 60
        while True:
            assert time.monotonic() < deadline, "\n".join(ann.lines[-30:])
            # NB: the prompt is said when it changes: the latest names who turns now (the same player again when
            # the other cannot turn).
            turner = [line for line in ann.lines if re.fullmatch(r"(Ann|Bob) to turn", line)][-1].split()[0]
            players[turner].send("t")
            turned = ann.expect(r"^(Ann|Bob) turns .*$").group(0)
            players["Ann" if turned.endswith("Match!") else "Bob"].send("s")
            ann.expect(r"^(Snap! Ann takes|No match: Bob pays)")
            ann._pump(0.3)
            if any(line.startswith("Result: ") for line in ann.lines[ann.read:]):
                break
        for client in (ann, bob, cy):
            client.expect(r"^Result: Ann wins$")
        assert ann.quit() == 0
        assert bob.quit() == 0
        assert cy.quit() == 0
    finally:
        kill_running(ann, bob, cy)
        server.stop()


def test_a_full_screen_player_turns_with_enter_and_calls_with_space():
    server = Server()
    ann = None
    t = None
    try:
        ann = PlainClient(server, "host", "snap", "--name", "Ann", "--cooldown", "0")
        game_id = ann.expect(GAME_ID.pattern).group(1)
        t = Terminal("join", game_id, "--name", "Bob", "--server", server.url)
        t.wait_for("Ann to turn", timeout=20)
        assert "Bob (you)" in t.text()
        ann.send("t")
        t.wait_for("Bob to turn")
        t.settle(0.3)
        t.send("enter")
        t.wait_for("Bob turns ")
        t.settle(0.3)
        matched = "Match!" in t.text()
        t.send("space")
        t.wait_for("Snap! Bob takes" if matched else "No match: Bob pays 1")
        t.settle(0.3)
        x, y = t.find("[ SNAP! ]")
        t.click(x + 2, y)
        t.wait_for("Too late: Bob called first.")
        t.send("q")
        assert t.wait_exit() == 0
    finally:
        if t:
            t.close()
        kill_running(ann)
        server.stop()
