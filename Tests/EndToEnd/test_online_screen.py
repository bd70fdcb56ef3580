"""What the full-screen online client tells a person when things go wrong: a server that cannot be reached, a LAN
host who leaves, a full room."""
import re
import socket
import time
from types import SimpleNamespace

from test_online_play import GAME_ID, PlainClient, Server

# The sequence that leaves the alternate screen (xterm's rmcup): what follows it is printed on the shell's screen.
LEAVE_ALTERNATE_SCREEN = b"\x1b[?1049l"


def after_the_screen(terminal):
    """What the program printed once the terminal was given back, escapes removed."""
    tail = bytes(terminal.output).rsplit(LEAVE_ALTERNATE_SCREEN, 1)[-1].decode(errors="replace")
    return re.sub(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|[=>])", "", tail)


def test_an_unreachable_server_is_given_up_in_seconds_with_the_reason(term):
    started = time.monotonic()
    client = term("host", "--server", "ws://127.0.0.1:1")
    client.wait_for("Last try: cannot connect", timeout=10)
    client.wait_for("Cannot reach the server at ws://127.0.0.1:1", timeout=25)
    assert time.monotonic() - started < 25, "a first connect that never worked is given up in seconds"
    assert "cannot connect: connection refused" in " ".join(client.text().split()), "the reason, wrapped whole"
    assert "Press q to leave." in client.text()
    client.send("q")
    assert client.wait_exit() == 1
    printed = after_the_screen(client)
    assert "parlor: Cannot reach the server at ws://127.0.0.1:1: cannot connect" in printed
    assert client.modes_restored()


def test_a_listener_that_never_answers_shows_the_attempt_and_reason_then_gives_up(term):
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(8)
        address = f"ws://127.0.0.1:{listener.getsockname()[1]}"
        started = time.monotonic()
        client = term("watch", "23456789", "--server", address)
        client.wait_for("Connecting (attempt 2)", timeout=15)
        screen = " ".join(client.text().split())
        assert re.search(r"Last try: .*no WebSocket answer from ws://127\.0\.0\.1:\d+ within 10\.0 seconds", screen)
        client.wait_for(f"Cannot reach the server at {address}", timeout=20)
        assert time.monotonic() - started < 30, "a handshake that never comes is given up within the patience"
        client.send("q")
        assert client.wait_exit() == 1
        printed = after_the_screen(client)
        assert re.search(f"parlor: Cannot reach the server at {address}: .*no WebSocket answer", printed)


def test_a_lan_host_confirms_leaving_and_the_friend_is_told_at_once_that_the_host_left(term):
    host = term("host", "--lan", "--port", "0", "--name", "Lan")
    host.wait_for("parlor join")
    command = re.search(r"parlor join ([0-9A-Z]{8})\s+--server\s+(ws://\S+)", host.text())
    assert command, host.text()
    game_id, address = command.group(1), command.group(2)
    friend = term("join", game_id, "--name", "Bob", "--server", address)
    host.wait_for("Your move")
    assert "seat kept" not in host.text()
    watcher = PlainClient(SimpleNamespace(url=address), "watch", game_id)
    watcher.expect(r"^Game ID: " + game_id)

    host.send("q")
    host.wait_for("Leaving stops the game server")
    host.wait_for("q again: leave")
    host.send("q")
    assert host.wait_exit() == 0
    printed = after_the_screen(host)
    assert "the game server stopped with you" in printed
    assert "parlor join" not in printed, "no command that cannot work"

    # NB: the LAN server closes with 1001 "host left", unlike a restarting `parlor serve`: nothing is retried.
    friend.wait_for("The host left", timeout=15)
    assert "Reconnecting" not in friend.text() and "host left?" not in friend.text()
    assert "The game server stopped with its host: the game is over. Press q to leave." in friend.text()
    # NB: given up, the panel says so: nobody is reconnecting, and with the server gone nobody is online.
    assert "Lan (offline)" in friend.text() and "Bob (offline)" in friend.text(), friend.text()
    watcher.expect(r"^The host left: the game server stopped with them, so the game is over\.$")
    watcher.expect(r"^Server unreachable\.$")
    assert watcher.process.wait(15) == 1
    # NB: the host's server closes every connection before the host's own leaving could be told as an absence.
    assert not any("is away" in line for line in watcher.lines), watcher.lines
    friend.send("q")
    assert friend.wait_exit() == 1
    printed = after_the_screen(friend)
    assert f"The host left: the game server at {address} stopped with them." in printed
    assert "seat is kept" not in printed, "that server does not come back"


def test_a_server_that_shuts_down_is_told_and_retried_until_it_is_back(term):
    server = Server()
    try:
        ann = PlainClient(server, "host", "--name", "Ann")
        game_id = ann.expect(GAME_ID.pattern).group(1)
        bob = term("join", game_id, "--name", "Bob", "--server", server.url)
        bob.wait_for("Ann's move")
        assert "Ann (online)" in bob.text()
        server.stop()  # SIGTERM: the server closes every connection with 1001 "server shutting down"
        bob.wait_for("The server stopped: reconnecting", timeout=15)
        assert "host left" not in bob.text(), "a server that said it was shutting down is not a host who left"
        assert "(online)" not in bob.text(), "while reconnecting nobody is claimed to be online"
        # NB: well past the 3 tries (about 3.5 s) after which it used to give up: a restart takes longer.
        time.sleep(6)
        bob.wait_for("Reconnecting (attempt")
        assert "Gave up" not in bob.text()
        server = Server(database=server.database, port=server.port)
        bob.wait_for("Ann (online)", timeout=40)
        bob.wait_for("Ann's move")
        assert "The server stopped" not in bob.text()
        bob.send("q")
        assert bob.wait_exit() == 0
        assert f"your seat is kept: parlor join {game_id} --server {server.url} takes it back" in after_the_screen(bob)
        assert ann.quit() == 0
    finally:
        server.stop()


def test_a_waiting_host_is_told_the_server_stopped_and_each_outage_counts_its_attempts_afresh(term):
    server = Server()
    try:
        host = term("host", "--name", "Ann", "--server", server.url)
        host.wait_for("Waiting for an opponent")
        game_id = re.search(r"parlor join ([0-9A-Z]{8})", host.text()).group(1)
        for outage in range(2):
            server.stop()
            host.wait_for("The server stopped", timeout=15)
            # NB: the waiting screen says what the connection does, as the board does.
            host.wait_for("Reconnecting (attempt")
            attempt = re.search(r"Reconnecting \(attempt (\d+)", host.text())
            if outage == 1:
                assert int(attempt.group(1)) <= 3, "the second outage's count starts again"
            assert "host left" not in host.text(), "the host is not asked whether the host left"
            time.sleep(6)
            host.wait_for("Reconnecting (attempt")
            server = Server(database=server.database, port=server.port)
            host.wait_for("Waiting for an opponent...", timeout=40)
            assert "The server stopped" not in host.text()
        bob = PlainClient(server, "join", game_id, "--name", "Bob")
        host.wait_for("Your move")
        host.send("q")
        assert host.wait_exit() == 0
        assert bob.quit() == 0
    finally:
        server.stop()


def test_a_full_room_says_it_is_watched_instead(term):
    server = Server()
    try:
        ann = PlainClient(server, "host", "--name", "Ann")
        game_id = ann.expect(GAME_ID.pattern).group(1)
        bob = PlainClient(server, "join", game_id, "--name", "Bob")
        ann.expect(r"Your move \(X\)")
        cy = term("join", game_id, "--name", "Cy", "--server", server.url)
        cy.wait_for(f"Room {game_id} is full: watching it instead.")
        cy.wait_for("WATCHING")
        ann.send("b2")
        cy.wait_for("Bob to move")
        assert "is full: watching it instead." in cy.text(), "the notice outlives the server's next messages"
        cy.send("left")
        cy.settle(0.3)
        assert "is full" not in cy.text(), "the next key clears it"
        for client in (ann, bob):
            assert client.quit() == 0
    finally:
        server.stop()
