"""Plain mode online with no input at all (`</dev/null`), as scripts and background watchers run it.

The end of input means "no more commands", not "quit now": the client still waits for the server's answer.
"""
import os
import pwd
import types

from test_online_play import GAME_ID, PlainClient, Server, farewell, kill_running, play, run_plain


def start_without_input(server, *args):
    """`parlor ARGS --plain --server URL </dev/null` still running, read like any PlainClient."""
    client = PlainClient(server, *args)
    client.process.stdin.close()
    return client


def test_joining_a_room_that_does_not_exist_says_so_and_fails():
    server = Server()
    try:
        status, lines = run_plain(server, "join", "23456789")
        assert lines == ["There is no room 23456789."]
        assert status == 1
    finally:
        server.stop()


def test_a_host_without_input_waits_for_its_room_then_leaves_keeping_the_seat():
    server = Server()
    try:
        status, lines = run_plain(server, "host", "--name", "Ann")
        assert status == 0
        game_id = GAME_ID.match(lines[0]).group(1)
        assert lines[-2:] == [farewell(game_id, server), "Goodbye."]
    finally:
        server.stop()


def test_a_watcher_without_input_prints_the_game_to_its_result_then_exits():
    server = Server()
    ann = bob = None
    try:
        ann = PlainClient(server, "host", "--name", "Ann")
        game_id = ann.expect(GAME_ID.pattern).group(1)
        bob = PlainClient(server, "join", game_id, "--name", "Bob")
        ann.expect(r"Your move \(X\)")
        cy = start_without_input(server, "watch", game_id)
        cy.expect(r"^Ann to move\.$")
        play(ann, [bob, cy], "b2", "X plays b2 (centre)")
        play(bob, [ann, cy], "a1", "O plays a1 (top left)")
        play(ann, [bob, cy], "b1", "X plays b1 (top edge)")
        play(bob, [ann, cy], "c3", "O plays c3 (bottom right)")
        play(ann, [bob, cy], "b3", "X plays b3 (bottom edge)")
        assert cy.process.wait(15) == 0
        cy._pump(0.5)
        assert cy.lines[-4:] == [
            "3  . X O", "Result: X wins", "Score: X (Ann) 1, O (Bob) 0, draws 0.", "Goodbye.",
        ]
        for client in (ann, bob):
            assert client.quit() == 0
    finally:
        kill_running(ann, bob)
        server.stop()


def test_without_user_the_default_name_is_the_login_name():
    server = Server()
    try:
        login = pwd.getpwuid(os.getuid()).pw_name
        status, lines = run_plain(server, "host", unset=("USER",))
        assert status == 0
        assert lines[1] == f"Tic-tac-toe online: X ({login})."
    finally:
        server.stop()


def test_a_server_never_reached_says_why_and_fails_within_seconds():
    nobody = types.SimpleNamespace(url="ws://127.0.0.1:1")
    status, lines = run_plain(nobody, "watch", "23456789")
    assert status == 1
    assert lines[0].startswith("Cannot connect: connection refused at ws://127.0.0.1:1")
    assert lines[1].startswith("Trying again: attempt 2 in ")
    assert lines[-1] == "Server unreachable."


def test_a_move_piped_to_a_minesweeper_host_is_carried_out_once_the_room_is_ready():
    server = Server()
    try:
        status, lines = run_plain(
            server, "host", "minesweeper", "--rows", "5", "--cols", "5", "--mines", "16", "--name", "Ann",
            piped="r c3\nboard\n")
        assert status == 0, lines
        assert not any("Not in a game yet" in line for line in lines), lines
        told = [index for index, line in enumerate(lines) if line.startswith("Ann revealed")]
        assert told, lines
        # NB: the first reveal is always safe and opens c3's neighbours; `board` comes after it and shows them.
        board = lines[told[0] + 1:]
        assert board[0].split() == ["a", "b", "c", "d", "e"], lines
        assert "." not in board[2].split()[1:4] and "." not in board[3].split()[1:4], lines
        assert lines[-1] == "Goodbye.", lines
    finally:
        server.stop()


def test_a_move_piped_to_a_tic_tac_toe_host_waits_for_the_opponent_then_is_played():
    server = Server()
    ann = bob = None
    try:
        ann = PlainClient(server, "host", "--name", "Ann")
        ann.send("b2")
        ann.process.stdin.close()
        game_id = ann.expect(GAME_ID.pattern).group(1)
        ann.expect(r"^Waiting for an opponent to join\.$")
        bob = PlainClient(server, "join", game_id, "--name", "Bob")
        for client in (ann, bob):
            client.expect(r"^X plays b2 \(centre\)$")
        assert ann.process.wait(15) == 0
        ann._pump(0.5)
        assert ann.lines[-2:] == [farewell(game_id, server), "Goodbye."], ann.lines
        assert bob.quit() == 0
    finally:
        kill_running(ann, bob)
        server.stop()


def test_a_watcher_whose_reader_went_away_ends_as_a_unix_filter_does_not_with_a_crash():
    """`parlor watch ID --plain | head -2`: once the reader is gone, the next write ends the program with status
    141 (as SIGPIPE ends any filter), quietly, even though the network library ignores SIGPIPE."""
    server = Server()
    ann = bob = None
    try:
        ann = PlainClient(server, "host", "--name", "Ann")
        game_id = ann.expect(GAME_ID.pattern).group(1)
        bob = PlainClient(server, "join", game_id, "--name", "Bob")
        ann.expect(r"Your move \(X\)")
        cy = start_without_input(server, "watch", game_id)
        cy.expect(r"^Ann to move\.$")
        cy.process.stdout.close()
        play(ann, [bob], "b2", "X plays b2 (centre)")
        assert cy.process.wait(15) == 141
        errors = cy.process.stderr.read().decode()
        assert "Fatal error" not in errors
        for client in (ann, bob):
            assert client.quit() == 0
    finally:
        kill_running(ann, bob)
        server.stop()
