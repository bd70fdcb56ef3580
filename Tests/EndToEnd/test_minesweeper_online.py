"""Co-op Minesweeper online with the real binaries: `parlor serve` on a loopback port, two full-screen players
and a plain-mode spectator on one board, and plain-mode players.

The boards hold as many mines as the rules allow (rows x columns - 9): the first reveal keeps its cell and the
8 around it clear, so after it every other cell is a mine, and the test knows where they are without the seed.
"""
import re
import subprocess
import time

from terminal import BINARY
from test_online_play import GAME_ID, PlainClient, Server, farewell, run_plain

FULL_BOARD = ["--rows", "5", "--cols", "5", "--mines", "16"]


def game_id_in(terminal):
    match = re.search(r"Minesweeper ([0-9A-Z]{8})", terminal.text())
    assert match, f"no game ID in the title:\n{terminal.text()}"
    return match.group(1)


def panel_line(terminal, name):
    """The players panel's line naming `name` (with the cell of their cursor after it)."""
    for line in terminal.text().splitlines():
        if re.search(rf"\d[\])}}>] {name} [a-z]+\d+", line):
            return line
    return ""


def host_a_board_that_goes_on(term, server):
    """Ann hosts FULL_BOARD on `server` full screen with --flag-all-mines; returns her terminal once its title
    shows, and the game ID in that title."""
    # NB: --flag-all-mines keeps the board in play once every safe cell is open: a mine can still be hit.
    ann = term("host", "minesweeper", *FULL_BOARD, "--flag-all-mines", "--name", "Ann", "--server", server.url)
    ann.wait_for("Minesweeper ")
    return ann, game_id_in(ann)


def test_two_players_and_a_spectator_share_one_board(term):
    server = Server()
    try:
        ann, game_id = host_a_board_that_goes_on(term, server)
        ann.wait_for(f"Friends join with: parlor join {game_id}")  # the host can share the ID while playing

        bob = term("join", game_id.lower(), "--name", "Bob", "--server", server.url)
        bob.wait_for("Playing together")
        ann.wait_for("Bob joined")
        cy = PlainClient(server, "watch", game_id)
        cy.expect(rf"^Game ID: {game_id}$")
        cy.expect(r"^Co-op Minesweeper online: Ann and Bob on 5x5, 16 mines, every mine flagged to win\. "
                  r"You are watching\.$")
        ann.wait_for("1 watching")

        # Bob opens the middle: a flood of the 9 safe cells, one event for everyone.
        bob.send("space")
        for screen in (ann, bob):
            screen.wait_for("Bob revealed 9 cells from c3")
        cy.expect(r"^Bob revealed 9 cells from c3$")

        # Bob's cursor goes to e1 and shows on Ann's screen; Ann's goes to a1 and she flags it.
        bob.send("up", "up", "right", "right")
        ann.wait_for("Bob e1")
        ann.send("k", "k", "h", "h")
        bob.wait_for("Ann a1")
        ann.send("f")
        bob.wait_for("Ann flagged a1")
        cy.expect(r"^Ann flagged a1$")
        ann.wait_for("15 mines left")

        # Bob reveals e1, a mine: everyone sees the board lost, and who lost it.
        bob.send("space")
        for screen in (ann, bob):
            screen.wait_for("Bob hit the mine at e1")
            screen.wait_for("X(")
        cy.expect(r"^Result: mine hit by Bob at e1$")
        board = cy.lines[-9:]
        assert "1  F * * * X" in board, "\n".join(cy.lines)

        # One request starts a new board for everyone.
        ann.send("n")
        bob.wait_for("Ann started a new board")
        cy.expect(r"^Ann started a new board$")
        cy.expect(r"^Board 2: 5x5, 16 mines, every mine flagged to win$")

        assert cy.quit() == 0
        for screen in (ann, bob):
            screen.send("q")
            assert screen.wait_exit() == 0
            assert screen.modes_restored()
            screen.wait_for("your seat is kept")
    finally:
        server.stop()


def wakeups_while(terminal, seconds):
    """How often the program's main thread (the screen's loop) woke in `seconds`; the network's own threads
    are not counted."""
    def switches():
        with open(f"/proc/{terminal.process.pid}/status") as status:
            fields = dict(line.split(":", 1) for line in status)
        return int(fields["voluntary_ctxt_switches"]) + int(fields["nonvoluntary_ctxt_switches"])
    before = switches()
    time.sleep(seconds)
    return switches() - before


def test_the_screen_wakes_only_while_the_board_clock_runs(term):
    server = Server()
    try:
        ann = term("host", "minesweeper", *FULL_BOARD, "--flag-all-mines", "--name", "Ann", "--server", server.url)
        ann.wait_for("16 mines left")
        ann.settle(0.3)
        assert wakeups_while(ann, 1.5) == 0, "the screen woke up before the board's clock started"
        ann.send("space")
        ann.wait_for("Ann revealed 9 cells from c3")
        ann.wait_for("0:02", timeout=4)
        assert 1 <= wakeups_while(ann, 2.0) <= 12, "the running clock should wake the screen about once a second"
        ann.send("k", "k", "space")
        ann.wait_for("Ann hit the mine at c1")
        # NB: the clock's tick asked for before the end still comes, once, within a second.
        time.sleep(1.2)
        ann.settle(0.3)
        assert wakeups_while(ann, 1.5) == 0, "the screen woke up after the board ended"
        ann.send("q")
        assert ann.wait_exit() == 0
    finally:
        server.stop()


def test_plain_players_clear_a_board_and_hear_the_result():
    server = Server()
    try:
        ann = PlainClient(server, "host", "minesweeper", *FULL_BOARD, "--name", "Ann")
        game_id = ann.expect(GAME_ID.pattern).group(1)
        ann.expect(r"^Co-op Minesweeper online: Ann on 5x5, 16 mines\.$")
        ann.expect(r"^Type r, f, u or c and a cell \(like r c3\), or help\.$")
        bob = PlainClient(server, "join", game_id, "--name", "Bob")
        bob.expect(r"^Co-op Minesweeper online: Ann and Bob on 5x5, 16 mines\.$")
        ann.expect(r"^Bob joined\.$")

        bob.send("f a1")
        for client in (ann, bob):
            client.expect(r"^Bob flagged a1$")
        ann.send("u a1")
        for client in (ann, bob):
            client.expect(r"^Ann took the flag off a1$")
        ann.send("r c3")
        for client in (ann, bob):
            client.expect(r"^Ann revealed 9 cells from c3$")
            client.expect(r"^Result: cleared in \d+ s$")
        bob.send("r a1")
        bob.expect(r"^The board is over: type new for a new board\.$")
        for client in (ann, bob):
            assert client.quit() == 0
        assert ann.lines[-1] == "Goodbye."
        assert ann.lines[-2] == farewell(game_id, server)
    finally:
        server.stop()


def test_piped_lines_after_a_mine_wait_for_the_board_s_end_and_new_starts_the_next():
    """Lines piped all at once are answered in the order of the server's events, as if typed slowly: the lines
    after the move that hit a mine are answered after the board's end is told, and `new` starts Board 2."""
    server = Server()
    try:
        # NB: --flag-all-mines keeps the board in play once c3 opened every safe cell, so a1 hits a mine.
        piped = "r c3\nr a1\nr a2\nr a3\nnew\nr c3\n"
        status, lines = run_plain(
            server, "host", "minesweeper", *FULL_BOARD, "--flag-all-mines", "--name", "Ann", piped=piped)
        assert status == 0, lines
        result = lines.index("Result: mine hit by Ann at a1")
        over = [i for i, line in enumerate(lines) if line == "The board is over: type new for a new board."]
        assert len(over) == 2 and result < over[0], lines
        assert not any("once this one is over" in line for line in lines), lines
        board_2 = lines.index("Board 2: 5x5, 16 mines, every mine flagged to win")
        assert over[1] < board_2 < lines.index("Ann revealed 9 cells from c3", board_2), lines
        assert lines[-1] == "Goodbye.", lines
    finally:
        server.stop()


def test_a_board_the_rules_refuse_is_a_usage_error():
    for args, message in [
        (["--rows", "3", "--cols", "9", "--mines", "5"], "A board has 5 to 99 rows, not 3."),
        (["--rows", "9", "--cols", "9", "--mines", "80"],
         "A board of 9 rows by 9 columns takes 1 to 72 mines, not 80"),
        (["--rows", "9", "--cols", "9"], "--mines"),
        (["--preset", "huge"], "Please provide one of 'beginner', 'intermediate' or 'expert'"),
        (["--preset", "expert", "--mines", "10"], "not both"),
        (["--max-players", "40"], "--max-players 40"),
        # NB: a negative number is the option's value, not an unknown option ("Missing value for ...").
        (["--rows", "-3", "--cols", "9", "--mines", "5"], "A board has 5 to 99 rows, not -3."),
        (["--rows", "9", "--cols", "9", "--mines", "-1"], "A board of 9 rows by 9 columns takes 1 to 72 mines, not -1"),
        (["--max-players", "-2"], "--max-players -2: Minesweeper is played by 1 to 16 players."),
    ]:
        done = subprocess.run([BINARY, "host", "minesweeper", *args, "--plain"], capture_output=True, text=True,
                              timeout=30)
        assert done.returncode == 64, (args, done.stderr)
        assert message in done.stderr, (args, done.stderr)
    done = subprocess.run([BINARY, "host", "--preset", "beginner", "--plain"], capture_output=True, text=True,
                          timeout=30)
    assert done.returncode == 64 and "Unknown option '--preset': parlor host GAME --help" in done.stderr, done.stderr
    done = subprocess.run([BINARY, "host", "chess", "--plain"], capture_output=True, text=True, timeout=30)
    assert done.returncode == 64, done.stderr
    assert "Unknown game 'chess': the games are tic-tac-toe, minesweeper and snap." in done.stderr, done.stderr


def test_who_hit_the_mine_stays_in_sight_when_that_player_goes(term):
    server = Server()
    try:
        ann, game_id = host_a_board_that_goes_on(term, server)
        ann.send("n")
        ann.wait_for("n starts a new board once this one is over.")

        # Bob pipes his two moves and the end of input: c3 opens the 9 safe cells, so a1 is a mine.
        status, lines = run_plain(server, "join", game_id, "--name", "Bob", piped="r c3\nr a1\n")
        assert status == 0, lines
        assert "Result: mine hit by Bob at a1" in lines, lines
        assert farewell(game_id, server) in lines, lines

        # NB: Bob quit keeping his seat, which the server cannot tell from a drop: neither can Ann's screen.
        ann.wait_for("Bob hit the mine at a1")
        ann.wait_for("away")
        assert "n starts a new board" not in ann.text(), "the refusal is moot once the board is over"
        assert "lost the connection" not in ann.text()
        ann.send("n")
        ann.wait_for("Ann started a new board")
        assert "Bob hit the mine" not in ann.text()
    finally:
        server.stop()


def press_while_too_small(terminal, key):
    """Shrinks `terminal` to 30x10, presses `key` once the "Terminal too small" screen shows, lets the program
    answer, and grows the terminal back to 80x24."""
    terminal.resize(30, 10)
    terminal.wait_for("Terminal too small")
    terminal.send(key)
    terminal.settle(0.3)
    terminal.resize(80, 24)


def test_the_help_keys_wait_while_the_board_is_too_small(term):
    server = Server()
    try:
        ann = term("host", "minesweeper", *FULL_BOARD, "--name", "Ann", "--server", server.url)
        ann.wait_for("Minesweeper ")
        # NB: on the too-small screen every key but quit is ignored: ? must not open the help behind it.
        press_while_too_small(ann, "?")
        ann.wait_for("Minesweeper ")
        ann.settle(0.3)
        assert "Move your cursor" not in ann.text(), ann.text()
        ann.send("?")
        ann.wait_for("Move your cursor")
        press_while_too_small(ann, "\x1b")
        ann.wait_for("Move your cursor")
    finally:
        server.stop()
