"""Local co-op Minesweeper in the real binary: full screen by keys and by mouse, hot-seat, plain mode, history."""
import os
import re
import subprocess
import tempfile
import time

import pytest

from terminal import BINARY
from test_local_play import assert_exited_cleanly

SEED = "7"
COLUMNS = "abcdefghi"
ALL_CELLS = [f"{column}{row}" for row in range(1, 10) for column in COLUMNS]


@pytest.fixture(scope="module")
def state_home():
    """One state folder for the module, so `parlor history` sees every game played here."""
    return tempfile.mkdtemp(prefix="parlor-e2e-minesweeper-")


def plain(*args, lines, state_home):
    env = dict(os.environ, TERM="xterm-256color", XDG_STATE_HOME=state_home, HOME=state_home, USER="Ann")
    return subprocess.run(
        [BINARY, *args], input="".join(line + "\n" for line in lines),
        capture_output=True, text=True, env=env, timeout=30,
    )


def board_before_result(output):
    """The cells of the last board printed before the Result line, by name."""
    lines = output.splitlines()
    end = next(index for index, line in enumerate(lines) if line.startswith("Result: "))
    cells = {}
    for line in lines[end - 9:end]:
        row, *symbols = line.split()
        for column, symbol in zip(COLUMNS, symbols):
            cells[f"{column}{row}"] = symbol
    return cells


@pytest.fixture(scope="module")
def mines():
    """Where seed 7 puts the beginner board's mines once e5 is revealed first: a plain game revealing every cell
    in turn ends on a mine and prints them all."""
    result = plain(
        "play", "minesweeper", "--seed", SEED, lines=["r e5"] + [f"r {cell}" for cell in ALL_CELLS],
        state_home=tempfile.mkdtemp(prefix="parlor-e2e-mines-"))
    found = [cell for cell, symbol in board_before_result(result.stdout).items() if symbol in "*X"]
    assert len(found) == 10, result.stdout
    return found


def step_to(t, here, there):
    """Moves the cursor from cell `here` to cell `there` with arrow keys and hjkl; returns `there`."""
    columns = COLUMNS.index(there[0]) - COLUMNS.index(here[0])
    rows = int(there[1:]) - int(here[1:])
    keys = (["right"] * columns if columns > 0 else ["h"] * -columns) + (["j"] * rows if rows > 0 else ["up"] * -rows)
    if keys:
        os.write(t.master, b"".join({"right": b"\x1bOC", "up": b"\x1bOA"}.get(key, key.encode()) for key in keys))
    return there


def cell_positions(t):
    """Where each cell is drawn, by name: the column letters' x in the header, the row numbers' y."""
    xs, ys = {}, {}
    for y, line in enumerate(t.screen.display):
        if re.fullmatch(r"\s*a b c d e f g h i\s*", line):
            xs = {letter: line.index(letter) for letter in COLUMNS}
        match = re.match(r"\s*([1-9]) [│|]", line)
        if match:
            ys[match.group(1)] = y
    return {f"{column}{row}": (x, ys[row]) for column, x in xs.items() for row in ys}


def wakeups_while(t, seconds):
    def switches():
        with open(f"/proc/{t.process.pid}/status") as status:
            fields = dict(line.split(":", 1) for line in status)
        return int(fields["voluntary_ctxt_switches"]) + int(fields["nonvoluntary_ctxt_switches"])
    before = switches()
    time.sleep(seconds)
    return switches() - before


def test_a_seeded_board_cleared_by_keys_with_the_clock_ticking_only_while_it_runs(term, mines, state_home):
    t = term("play", "minesweeper", "--seed", SEED, "--player", "Ann", env={"XDG_STATE_HOME": state_home})
    t.wait_for("10 mines left")
    t.settle(0.3)
    assert wakeups_while(t, 1.5) == 0, "the board woke up before its clock started"
    t.send("space")
    t.wait_for("Ann revealed")
    t.wait_for("0:02", timeout=4)
    assert 1 <= wakeups_while(t, 2.0) <= 12, "the running clock should wake about once a second"
    cursor = "e5"
    for cell in ALL_CELLS:
        if cell not in mines:
            cursor = step_to(t, cursor, cell)
            t.send("space")
    t.wait_for("Cleared in")
    t.settle(0.3)
    assert wakeups_while(t, 1.5) == 0, "the board woke up after its end"
    t.send("q")
    assert_exited_cleanly(t)


def test_a_mine_hit_by_keys_and_a_new_board(term, mines):
    t = term("play", "minesweeper", "--seed", SEED, "--player", "Ann")
    t.wait_for("10 mines left")
    t.send("enter")
    t.wait_for("Ann revealed")
    mine = mines[0]
    step_to(t, "e5", mine)
    t.send("space")
    t.wait_for(f"Ann hit the mine at {mine}")
    t.send("space")
    t.wait_for("Board 1 is over: press n for a new board.")
    t.send("n")
    t.wait_for("Board 2")
    t.wait_for("10 mines left")
    t.send("q")
    assert_exited_cleanly(t)


def test_every_key_on_a_finished_board_says_how_to_go_on(term, mines):
    t = term("play", "minesweeper", "--seed", SEED, "--player", "Ann")
    t.wait_for("10 mines left")
    t.send("enter")
    t.wait_for("Ann revealed")
    step_to(t, "e5", mines[0])
    t.send("space")
    t.wait_for(f"Ann hit the mine at {mines[0]}")
    for key in ["k", "x", "\t", "5", "j"]:
        t.send("esc")  # Esc says nothing here, so the line below must come from the key
        t.settle()
        assert "is over" not in t.text(), t.text()
        t.send(key)
        t.wait_for("Board 1 is over: press n for a new board.")
    t.send("q")
    assert_exited_cleanly(t)


def test_left_click_reveals_and_right_click_flags(term, mines):
    t = term("play", "minesweeper", "--seed", SEED, "--player", "Ann")
    t.wait_for("10 mines left")
    positions = cell_positions(t)
    t.click(*positions["e5"])
    t.wait_for("Ann revealed")
    t.click(*positions[mines[0]], button=2)
    t.wait_for(f"Ann flagged {mines[0]}")
    t.wait_for("9 mines left")
    t.click(*positions[mines[0]])
    t.wait_for(f"{mines[0]} is flagged by Ann")
    t.click(*positions[mines[0]], button=2)
    t.wait_for(f"Ann took the flag off {mines[0]}")
    t.click(*positions[mines[1]])
    t.wait_for(f"Ann hit the mine at {mines[1]}")
    t.send("q")
    assert_exited_cleanly(t)


def test_a_first_reveal_by_a_click_starts_the_clock_with_no_key_pressed(term):
    # NB: the release comes on its own, as a hand lifts the button: it once held the program in a read, deaf to the
    # clock's wake-ups, until the next key.
    t = term("play", "minesweeper", "--seed", SEED, "--player", "Ann")
    t.wait_for("10 mines left")
    positions = cell_positions(t)
    t.click(*positions["e5"], held=0.3)
    t.wait_for("Ann revealed")
    t.wait_for("0:02", timeout=5)
    t.click(*positions["a1"], button=2, held=0.3)
    t.wait_for("0:04", timeout=5)
    t.send("q")
    assert_exited_cleanly(t)


def test_a_refused_move_is_said_right_under_the_last_moves_line(term):
    t = term("play", "minesweeper", "--seed", SEED, "--player", "Ann")
    t.wait_for("10 mines left")
    t.send("f")
    t.wait_for("Ann flagged e5")
    t.send(" ")
    t.wait_for("e5 is flagged by Ann")
    _, event_row = t.find("Ann flagged e5")
    _, notice_row = t.find("e5 is flagged by Ann")
    assert notice_row == event_row + 1, t.text()
    # NB: a terminal too low for a spare row under the board pages it, and the notice still follows its last line.
    t.resize(80, 16)
    t.wait_for("rows 1-8 of 9")
    t.send(" ")
    _, event_row = t.find("Ann flagged e5")
    _, notice_row = t.find("e5 is flagged by Ann")
    assert notice_row == event_row + 1, t.text()
    t.send("q")
    assert_exited_cleanly(t)


def test_a_narrow_hot_seat_keeps_the_reveal_and_tab_hints_before_flag_and_chord(term):
    t = term("play", "minesweeper", "--seed", SEED, "--player", "Ann", "--player", "Bob", columns=40)
    t.wait_for("Space reveal")
    hints = t.screen.display[-1]
    assert "f flag" not in hints and "c chord" not in hints, hints
    t.resize(50, 24)
    t.wait_for("Tab next player")
    hints = t.screen.display[-1]
    assert "Space reveal" in hints and "f flag" not in hints, hints
    t.send("q")
    assert_exited_cleanly(t)


def test_hot_seat_tab_hands_the_keys_over_and_each_cursor_stays_its_own(term):
    t = term("play", "minesweeper", "--seed", SEED, "--player", "Ann", "--player", "Bob")
    t.wait_for("Hot-seat")
    t.wait_for("Bob e5")
    t.send("\t", "l", "l", "k")
    t.wait_for("Bob g4")
    assert "Ann e5" in t.text()
    t.send("\t", "j")
    t.wait_for("Ann e6")
    assert "Bob g4" in t.text()
    t.send("f")
    t.wait_for("Ann flagged e6")
    t.send("m")
    t.wait_for("Main menu")
    t.send("q")
    assert_exited_cleanly(t)


def test_the_menu_starts_a_board_of_the_chosen_preset(term):
    t = term(env={"USER": "Cy"})
    t.wait_for("Play Minesweeper")
    t.send("7")
    t.wait_for("Intermediate")
    t.send("down", "enter")
    t.wait_for("Minesweeper intermediate 16x16")
    t.wait_for("Cy")
    t.send("n")
    t.wait_for("Board 1 is not over: finish it before starting a new one.")
    t.send("m")
    t.wait_for("Main menu")
    t.send("q")
    assert_exited_cleanly(t)


def test_plain_mode_plays_to_the_result_line(mines, state_home):
    won = plain(
        "play", "minesweeper", "--seed", SEED, "--player", "Ann", "--plain",
        lines=["r e5"] + [f"r {cell}" for cell in ALL_CELLS if cell not in mines] + ["quit"], state_home=state_home)
    assert won.returncode == 0, won.stderr
    assert won.stdout.startswith("Minesweeper for Ann: beginner, 9x9, 10 mines.\n")
    assert re.search(r"^Result: cleared in \d+ s$", won.stdout, re.M), won.stdout
    assert won.stdout.count("Result: ") == 1
    assert won.stdout.endswith("Type new for a new board or quit.\nGoodbye.\n")
    lost = plain(
        "play", "minesweeper", "--seed", SEED, "--player", "Ann", "--player", "Bob",
        lines=["r e5", "player Bob", f"r {mines[2]}"], state_home=state_home)
    assert f"Result: mine hit by Bob at {mines[2]}\n" in lost.stdout, lost.stdout
    assert "\x1b" not in lost.stdout, "plain mode wrote escape sequences"


def test_plain_player_command_tells_overlapping_names_apart(state_home):
    done = plain(
        "play", "minesweeper", "--player", "Ann", "--player", "Anna", "--plain",
        lines=["p An", "p Ann", "p Anna", "quit"], state_home=state_home)
    answers = [line for line in done.stdout.splitlines() if not line.endswith("or help.")][-4:]
    assert answers == [
        "'An' matches both Ann and Anna: type more of the name.",
        "Ann already has the keys.",
        "Anna has the keyboard",
        "Goodbye.",
    ], done.stdout


def test_bad_sizes_are_usage_errors():
    for args, message in [
        (["--rows", "3", "--cols", "9", "--mines", "5"], "A board has 5 to 99 rows, not 3."),
        (["--rows", "9", "--cols", "9", "--mines", "80"],
         "A board of 9 rows by 9 columns takes 1 to 72 mines, not 80"),
        (["--rows", "9", "--cols", "9"], "A custom board needs all three of --rows, --cols and --mines."),
        (["--preset", "huge"], "huge"),
        # NB: a negative number is the option's value, not an unknown option ("Missing value for ...").
        (["--rows", "-3", "--cols", "9", "--mines", "5"], "A board has 5 to 99 rows, not -3."),
        (["--rows", "9", "--cols", "-9", "--mines", "5"], "A board has 5 to 99 columns, not -9."),
        (["--rows", "9", "--cols", "9", "--mines", "-5"], "A board of 9 rows by 9 columns takes 1 to 72 mines, not -5"),
    ]:
        result = subprocess.run([BINARY, "play", "minesweeper", *args], capture_output=True, text=True, timeout=30)
        assert result.returncode == 64, (args, result.stderr)
        assert message in result.stderr, (args, result.stderr)


def test_a_size_is_named_rows_first_everywhere(state_home):
    refused = subprocess.run(
        [BINARY, "play", "minesweeper", "--rows", "5", "--cols", "10", "--mines", "60"],
        capture_output=True, text=True, timeout=30)
    assert refused.returncode == 64, refused.stderr
    assert "A board of 5 rows by 10 columns takes 1 to 41 mines, not 60" in refused.stderr, refused.stderr
    played = plain(
        "play", "minesweeper", "--rows", "5", "--cols", "10", "--mines", "6", "--player", "Ann", "--plain",
        lines=["quit"], state_home=state_home)
    assert played.stdout.startswith("Minesweeper for Ann: 5x10, 6 mines.\n"), played.stdout
    expert = plain("play", "minesweeper", "--preset", "expert", "--plain", lines=["quit"], state_home=state_home)
    assert expert.stdout.startswith("Minesweeper for Ann: expert, 16x30, 99 mines.\n"), expert.stdout


def test_the_computer_options_are_refused_for_a_game_without_a_computer_player():
    # NB: they belong to the root command too, so the parser takes them before "play minesweeper" as well.
    for args, message in [
        (["play", "minesweeper", "--computer", "x"], "--computer: Minesweeper has no computer player."),
        (["play", "minesweeper", "--computer", "o", "--level", "easy"], "--computer: Minesweeper has no computer"),
        (["--computer", "x", "play", "minesweeper"], "--computer: Minesweeper has no computer player."),
        (["play", "minesweeper", "--level", "easy"], "--level: Minesweeper has no computer player."),
        (["play", "minesweeper", "--names", "Ann,Bob", "--player", "Cy"], "with --names or --player, not both"),
        # NB: the names count the players: an empty one is named as such, not as a wrong count of names.
        (["play", "minesweeper", "--names", "Ann,"], "--names has an empty name (the 2nd)."),
        (["play", "minesweeper", "--names", ""], "--names has an empty name (the 1st)."),
        (["play", "minesweeper", "--names", "Ann,,Bob"], "--names has an empty name (the 2nd)."),
        (["play", "minesweeper", "--player", "Ann", "--player", "ann"], "Two players are called 'ann'"),
        (["play", "chess"], "Unknown game 'chess': the games are tic-tac-toe, minesweeper and snap."),
        (["play", "minesweeper", "minesweeper"], "'minesweeper' once too often"),
        (["play", "--player", "Ann"], "Tic-tac-toe takes two players: give --player once for each, X first"),
        (["host", "minesweeper", "--player", "Ann"], "--player is for a game at this keyboard (parlor play): online, --name"),
        (["--computer", "o", "host"], "--computer is for a game at this keyboard (parlor play)"),
    ]:
        result = subprocess.run([BINARY, *args, "--plain"], input="quit\n", capture_output=True, text=True, timeout=30)
        assert result.returncode == 64, (args, result.stderr)
        assert message in result.stderr, (args, result.stderr)
        assert result.stdout == "", (args, result.stdout)


def test_an_emoji_name_is_kept_whole():
    result = subprocess.run(
        [BINARY, "play", "minesweeper", "--player", "👩‍👩‍👧", "--rows", "5", "--cols", "10", "--mines", "1", "--plain"],
        input="quit\n", capture_output=True, text=True, timeout=30)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Minesweeper for 👩‍👩‍👧: 5x10, 1 mine.\n"), result.stdout


def test_names_seat_a_hot_seat_board_as_players_do():
    result = subprocess.run(
        [BINARY, "play", "minesweeper", "--names", "Ann,Bob", "--plain"], input="quit\n", capture_output=True,
        text=True, timeout=30)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Co-op Minesweeper for Ann and Bob: beginner, 9x9, 10 mines.\n"), result.stdout


def test_a_tic_tac_toe_round_in_the_full_screen_goes_into_the_history_too(term, state_home):
    t = term("play", "--names", "Ann,Bob", env={"XDG_STATE_HOME": state_home})
    t.wait_for("Ann (X) to move")
    for key in ["7", "5", "8", "3", "9"]:
        t.send(key)
    t.wait_for("Ann (X) wins!")
    t.send("q")
    assert_exited_cleanly(t)


def test_history_lists_the_games_played_here_newest_first(state_home, mines):
    # NB: the games above went into this folder; the full-screen win and the two plain games at least.
    env = dict(os.environ, XDG_STATE_HOME=state_home, HOME=state_home, NO_COLOR="1")
    result = subprocess.run([BINARY, "history"], capture_output=True, text=True, env=env, timeout=30)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["Started", "Game", "Where", "Players", "Time", "Outcome"]
    assert any(re.search(r"Minesweeper beginner 9x9\s+here\s+Ann\s+\d+:\d\d\s+cleared$", line) for line in lines)
    assert any(line.endswith(f"mine hit by Bob at {mines[2]}") for line in lines), result.stdout
    assert re.search(r"Tic-tac-toe\s+here\s+Ann, Bob\s+0:0\d\s+X \(Ann\) won$", lines[1]), "the newest game first"
    assert "\x1b" not in result.stdout
    limited = subprocess.run(
        [BINARY, "history", "--limit", "1"], capture_output=True, text=True, env=env, timeout=30)
    assert [line.split() for line in limited.stdout.splitlines()] == [line.split() for line in lines[:2]]
    with open(os.path.join(state_home, "parlor", "seats"), "w") as seats:
        seats.write("K7MZ2QHD secret\n")
    unreachable = subprocess.run(
        [BINARY, "history", "--server", "ws://127.0.0.1:9"], capture_output=True, text=True, env=env, timeout=30)
    assert unreachable.returncode == 0
    assert unreachable.stdout.splitlines()[:-1] == lines
    assert unreachable.stdout.splitlines()[-1].startswith(
        "The online games could not be fetched from ws://127.0.0.1:9")


def test_history_asks_the_server_for_the_rooms_sat_in():
    from test_online_play import GAME_ID, PlainClient, Server, play

    server = Server()
    try:
        ann = PlainClient(server, "host", "--name", "Ann")
        game_id = ann.expect(GAME_ID.pattern).group(1)
        bob = PlainClient(server, "join", game_id, "--name", "Bob")
        ann.expect(r"Your move \(X\)")
        for mover, other, square, said in [
            (ann, bob, "b2", "X plays b2"), (bob, ann, "a1", "O plays a1"), (ann, bob, "b1", "X plays b1"),
            (bob, ann, "c3", "O plays c3"), (ann, bob, "b3", "X plays b3"),
        ]:
            play(mover, [other], square, said)
        ann.expect(r"^Result: X wins$")
        assert ann.quit() == 0
        env = dict(os.environ, XDG_STATE_HOME=ann.state, HOME=ann.state, XDG_CONFIG_HOME=ann.state + "/config")
        result = subprocess.run(
            [BINARY, "history", "--server", server.url], capture_output=True, text=True, env=env, timeout=30)
        assert result.returncode == 0, result.stderr
        rows = result.stdout.splitlines()
        assert len(rows) == 2, result.stdout
        assert re.search(rf"Tic-tac-toe\s+{game_id} #1\s+Ann, Bob\s+\d+:\d\d\s+X \(Ann\) won$", rows[1]), rows
        bob.kill()
    finally:
        server.stop()
