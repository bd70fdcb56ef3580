"""The menu's online entries and `parlor host --lan`, with the real binary.

The full-screen client runs in a pseudo-terminal with PARLOR_SERVER naming a `parlor serve` on a loopback port;
the other players run in plain mode through pipes.
"""
import os
import re
import shlex
import signal
import socket
import subprocess
import tempfile
import types

import pytest

import terminal
from terminal import BINARY
from test_online_play import PlainClient, Server, client_environment, farewell, kill_running, play

JOIN = re.compile(r"parlor join ([0-9A-Z]{8}) --server (ws://\S+)")
# The sequence that leaves the alternate screen (xterm's rmcup): sent only when curses stops.
LEAVE_ALTERNATE_SCREEN = b"\x1b[?1049l"


def leave_game(client):
    """`q` in an online game; if the client asks to confirm leaving a live game, confirm with `y`."""
    client.send("q")
    try:
        client.wait_for("Main menu", timeout=3)
    except AssertionError:
        client.send("y")
        client.wait_for("Main menu")


def test_create_from_the_menu_play_a_move_and_come_back_to_the_menu(term):
    server = Server()
    bob = None
    try:
        ann = term("--name", "Ann", env={"PARLOR_SERVER": server.url})
        ann.wait_for("Create online game")
        ann.send("3")
        ann.wait_for("parlor join")
        game_id, shown = JOIN.search(ann.text()).groups()
        assert shown == server.url, "the waiting screen must name the server a friend joins"

        bob = PlainClient(server, "join", game_id.lower(), "--name", "Bob")
        ann.wait_for("Your move")
        ann.send("5")
        bob.expect(re.escape("X plays b2 (centre)"))
        bob.expect(r"Your move \(O\)")
        bob.send("a1")
        ann.wait_for("O a1")
        ann.wait_for("Your move")

        leave_game(ann)
        ann.wait_for("Create online game")
        assert LEAVE_ALTERNATE_SCREEN not in ann.output, "the terminal was torn down between the menu and the game"
        assert farewell(game_id, server) in " ".join(ann.text().split()), "the menu must say how to take the seat back"
        bob.expect(r"\(Ann\) is away")
        ann.send("down")
        assert "your seat is kept" not in ann.text(), "the notice goes with the next key"

        ann.send("q")
        assert ann.wait_exit() == 0
        assert ann.modes_restored()
        assert bob.quit() == 0
    finally:
        kill_running(bob)
        server.stop()


def test_watch_and_join_by_a_typed_game_id(term):
    server = Server()
    host = None
    try:
        host = PlainClient(server, "host", "--name", "Ann")
        game_id = host.expect(r"^Game ID: ([0-9A-Z]{8})$").group(1)
        cy = term("--name", "Cy", env={"PARLOR_SERVER": server.url})
        cy.wait_for("Watch by game ID")
        cy.send("5")
        cy.wait_for("Type the game ID of the game to watch")
        cy.send("q", "?", "1")  # keys that quit, help and pick elsewhere type here
        cy.wait_for("q?1_")
        assert "Show or hide this help" not in cy.text()
        cy.send("enter")
        cy.wait_for('Game ID "q?1" has 3 characters, not 8.')
        for _ in range(3):
            cy.send(b"\x7f")  # Backspace
        cy.send(game_id[:4].lower() + "-" + game_id[4:].lower())
        cy.send("enter")
        # NB: the room's ID in the status bar, not only WATCHING, which shows while the client still connects.
        cy.wait_for(game_id)
        leave_game(cy)
        cy.wait_for("Main menu")

        cy.send("4")
        cy.wait_for("Type the game ID your friend gave you")
        cy.send("zzzzzzzz", "enter")
        cy.wait_for("ZZZZZZZZ.")  # the server's reason, on the page, with the ID still in the field
        assert "zzzzzzzz_" in cy.text()
        cy.send("esc")
        cy.wait_for("Main menu")
        cy.send("q")
        assert cy.wait_exit() == 0
        assert cy.modes_restored()
        assert host.quit() == 0
    finally:
        kill_running(host)
        server.stop()


def lan_host(*args, binary=BINARY):
    """`parlor host --lan --plain` on pipes, with a state folder of its own."""
    state = tempfile.mkdtemp(prefix="parlor-lan-")
    return state, subprocess.Popen(
        [binary, "host", "--lan", "--plain", *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, env=client_environment(state), bufsize=0,
    )


def test_host_lan_runs_its_own_server_and_a_friend_plays_a_whole_game():
    state, process = lan_host("--port", "0", "--name", "Ann")
    ann = PlainClient.__new__(PlainClient)
    ann.process, ann.state, ann.buffer, ann.lines, ann.read = process, state, b"", [], 0
    bob = None
    try:
        game_id = ann.expect(r"^Game ID: ([0-9A-Z]{8})$").group(1)
        under_game_id = ann.read
        line = ann.expect(r"^parlor join ([0-9A-Z]{8}) --server ws://([^:\s]+):(\d+)$")
        assert ann.read == under_game_id + 1, "the join command must be on the line right under Game ID"
        assert line.group(1) == game_id
        host, port = line.group(2), int(line.group(3))
        assert port > 0, "--port 0 must show the port the server really got"
        assert host != "0.0.0.0"

        bob = PlainClient(types.SimpleNamespace(url=f"ws://{host}:{port}"), "join", game_id, "--name", "Bob")
        ann.expect(r"Your move \(X\)")
        play(ann, [bob], "b2", "X plays b2 (centre)")
        play(bob, [ann], "a1", "O plays a1 (top left)")
        play(ann, [bob], "b1", "X plays b1 (top edge)")
        play(bob, [ann], "c3", "O plays c3 (bottom right)")
        play(ann, [bob], "b3", "X plays b3 (bottom edge)")
        for client in (ann, bob):
            client.expect(r"^Result: X wins$")

        assert bob.quit() == 0
        assert ann.quit() == 0, "the embedded server must stop without holding up the exit"
        assert os.path.exists(os.path.join(state, "parlor", "lan.sqlite"))
        log = open(os.path.join(state, "parlor", "parlor.log")).read()
        assert "LAN server listening" in log and "LAN server stopped" in log
        assert not ann.process.stderr.read(), "server logs must go to the log file, not the screen"
    finally:
        kill_running(ann, bob)


def test_host_lan_plain_quitting_mid_game_tells_the_friend_only_that_the_host_left():
    state, process = lan_host("--port", "0", "--name", "Hosty")
    ann = PlainClient.__new__(PlainClient)
    ann.process, ann.state, ann.buffer, ann.lines, ann.read = process, state, b"", [], 0
    bob = None
    try:
        line = ann.expect(r"^parlor join ([0-9A-Z]{8}) --server (ws://\S+)$")
        bob = PlainClient(types.SimpleNamespace(url=line.group(2)), "join", line.group(1), "--name", "Friendo")
        ann.expect(r"Your move \(X\)")
        play(ann, [bob], "b2", "X plays b2 (centre)")
        play(bob, [ann], "a1", "O plays a1 (top left)")
        told = bob.read
        assert ann.quit() == 0
        bob.expect(r"^The host left: the game server stopped with them, so the game is over\.$")
        bob.expect(r"^Server unreachable\.$")
        assert bob.process.wait(15) == 1
        # NB: the host's server closes the friend's connection before the host's own, which it would otherwise
        # tell the friend of as an absence, with a claim that can never come.
        after = bob.lines[told:]
        assert not any("is away" in line or "claim" in line for line in after), after
    finally:
        kill_running(ann, bob)


def test_host_lan_on_a_taken_port_says_so():
    server = Server()
    try:
        _, process = lan_host("--port", str(server.port))
        _, errors = process.communicate(timeout=30)
        assert process.returncode == 69
        assert f"port {server.port} is already in use" in errors.decode()
    finally:
        server.stop()


def closed_port():
    """A loopback port nothing listens on."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_leaving_an_unreachable_server_comes_back_to_the_menu_saying_so(term):
    address = f"ws://127.0.0.1:{closed_port()}"
    t = term(env={"PARLOR_SERVER": address})
    t.wait_for("Quick match")
    t.send("6")
    t.wait_for(address)
    t.send("q")
    # NB: generous: the client gives up only after its first attempts, and a saturated machine (load 18) once took
    # longer than the default 10 s.
    t.wait_for(f"Cannot reach the server at {address}: cannot connect", timeout=30)
    t.wait_for("Main menu")
    t.send("q")
    assert t.wait_exit() == 0
    assert t.modes_restored()


def test_leaving_while_the_first_attempt_still_connects_is_only_leaving(term):
    # NB: a listener that never accepts: the kernel completes the TCP handshake, nobody answers the upgrade, so
    # the client's first attempt is still under way when q is pressed.
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    try:
        address = f"ws://127.0.0.1:{listener.getsockname()[1]}"
        t = term(env={"PARLOR_SERVER": address})
        t.wait_for("Watch by game ID")
        t.send("5")
        t.wait_for("Type the game ID of the game to watch")
        t.send("k7mz2qhd", "enter")
        t.wait_for("WATCHING")
        t.send("q")
        t.wait_for("Main menu")
        assert "Cannot reach" not in t.text()
        t.send("q")
        assert t.wait_exit() == 0
    finally:
        listener.close()


def test_a_signal_during_an_online_game_from_the_menu_exits_with_its_code(term):
    server = Server()
    try:
        t = term(env={"PARLOR_SERVER": server.url})
        t.wait_for("Create online game")
        t.send("3")
        t.wait_for("parlor join")
        game_id = re.search(r"parlor join ([0-9A-Z]{8})", t.text()).group(1)
        t.process.send_signal(signal.SIGTERM)
        assert t.wait_exit() == 143
        assert t.modes_restored()
        shell = bytes(t.output).rsplit(LEAVE_ALTERNATE_SCREEN, 1)[-1].decode(errors="replace")
        assert f"your seat is kept: parlor join {game_id}" in shell, shell
    finally:
        server.stop()


def test_host_lan_full_screen_shows_the_lan_command_and_stops_its_server_on_quit(term):
    ann = term("host", "--lan", "--port", "0", "--name", "Ann")
    ann.wait_for("parlor join")
    game_id, shown = JOIN.search(ann.text()).groups()
    host, port = re.fullmatch(r"ws://([^:]+):(\d+)", shown).groups()
    assert int(port) > 0 and host != "0.0.0.0"
    bob = PlainClient(types.SimpleNamespace(url=shown), "join", game_id, "--name", "Bob")
    try:
        ann.wait_for("Your move")
        ann.send("5")
        bob.expect(re.escape("X plays b2 (centre)"))
        ann.send("q")
        try:
            code = ann.wait_exit(timeout=3)
        except AssertionError:
            ann.send("y")  # a client that asks before leaving a live game
            code = ann.wait_exit()
        assert code == 0
        assert ann.modes_restored()
        with socket.socket() as probe:
            assert probe.connect_ex(("127.0.0.1", int(port))) != 0, "the LAN server outlived its client"
        # NB: the LAN server says its host left: the friend is told so at once and stops, nothing is retried.
        bob.expect(r"^The host left: the game server stopped with them, so the game is over\.$")
        bob.expect(r"^Server unreachable\.$")
        assert bob.process.wait(15) == 1
        assert not any(line.startswith("Reconnecting") for line in bob.lines)
        # NB: the server told Bob its host left before it could tell him Ann was away (with a claim to come).
        assert not any("is away" in line for line in bob.lines), bob.lines
    finally:
        kill_running(bob)


def loopback_only_wrapper():
    """A script that runs parlor in a network namespace of its own with only loopback up, or None when this
    machine does not allow unprivileged namespaces."""
    probe = subprocess.run(["unshare", "-rn", "sh", "-c", "ip link set lo up"], capture_output=True)
    if probe.returncode != 0:
        return None
    script = os.path.join(tempfile.mkdtemp(prefix="parlor-netns-"), "parlor-loopback-only")
    with open(script, "w") as file:
        inner = 'ip link set lo up && exec "$0" "$@"'
        file.write(f'#!/bin/sh\nexec unshare -rn sh -c {shlex.quote(inner)} {shlex.quote(BINARY)} "$@"\n')
    os.chmod(script, 0o755)
    return script


def test_host_lan_full_screen_on_loopback_only_says_friends_cannot_reach_it(term, monkeypatch):
    wrapper = loopback_only_wrapper()
    if wrapper is None:
        pytest.skip("unprivileged network namespaces (unshare -rn) are not allowed here")
    monkeypatch.setattr(terminal, "BINARY", wrapper)
    ann = term("host", "--lan", "--port", "0", "--name", "Ann")
    ann.wait_for("parlor join")
    game_id, shown = JOIN.search(ann.text()).groups()
    assert re.fullmatch(r"ws://127\.0\.0\.1:\d+", shown)
    warning = f"Only loopback found: friends on other machines cannot reach {shown}."
    assert warning in " ".join(ann.text().split()), "the warning must be on the waiting screen"
    ann.send("q")
    assert ann.wait_exit() == 0
    assert ann.modes_restored()


def test_host_lan_plain_on_loopback_only_says_so_under_the_command():
    wrapper = loopback_only_wrapper()
    if wrapper is None:
        pytest.skip("unprivileged network namespaces (unshare -rn) are not allowed here")
    state, process = lan_host("--port", "0", "--name", "Ann", binary=wrapper)
    ann = PlainClient.__new__(PlainClient)
    ann.process, ann.state, ann.buffer, ann.lines, ann.read = process, state, b"", [], 0
    try:
        line = ann.expect(r"^parlor join [0-9A-Z]{8} --server (ws://127\.0\.0\.1:\d+)$")
        index = ann.read
        ann.expect(re.escape(f"Only loopback found: friends on other machines cannot reach {line.group(1)}."))
        assert ann.read == index + 1, "the warning must follow the command"
        assert ann.quit() == 0
    finally:
        kill_running(ann)
