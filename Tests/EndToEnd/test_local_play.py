"""The real parlor binary in a real (pseudo-)terminal, played as a person would."""
import os
import re
import signal
import subprocess
import time

from terminal import BINARY

# Squares by keypad digit, in the order that gives X the top row: X a1, O b2, X b1, O c3, X c1.
X_WINS_TOP_ROW = ["7", "5", "8", "3", "9"]


def board_digit_positions(term):
    """Where each empty square's digit is drawn (its centre), by digit, read off the screen."""
    positions = {}
    for y, line in enumerate(term.screen.display):
        for match in re.finditer(r"[│|]\s+([1-9])\s+(?=[│|])", line):
            positions[match.group(1)] = (match.start(1), y)
    return positions


def assert_exited_cleanly(term, expected_code=0):
    code = term.wait_exit()
    assert code == expected_code, f"exit code {code}; screen:\n{term.text()}"
    assert term.modes_restored(), "terminal left without icanon/echo"
    tail = bytes(term.output[-64:])
    assert b"\x1b[?1049l" in tail or b"\x1b[?47l" in tail, f"alternate screen not left: {tail!r}"


def test_hot_seat_by_keys_win_next_round_and_quit(term):
    t = term("play", "--names", "Ann,Bob")
    t.wait_for("Ann (X) to move")
    for key in X_WINS_TOP_ROW:
        t.send(key)
    t.wait_for("Ann (X) wins!")
    t.wait_for("Ann 1 · Bob 0 · Draws 0")
    t.send("n")
    t.wait_for("Round 2")
    t.wait_for("Bob (O) to move")
    t.send("q")
    assert_exited_cleanly(t)


def test_arrows_enter_and_a_refused_move(term):
    t = term("play", "--names", "Ann,Bob")
    t.wait_for("Ann (X) to move")
    t.send("enter")            # the cursor starts on the centre
    t.wait_for("Bob (O) to move")
    t.send("up", "enter")      # O on b1
    t.wait_for("Ann (X) to move")
    t.send("enter")            # b1 again: refused, nothing changes
    t.wait_for("b1 is taken by O.")
    t.wait_for("Ann (X) to move")
    t.send("h", "enter")       # hjkl too: X on a1
    t.wait_for("Bob (O) to move")
    t.send("s", "s", "d", "d", "enter")  # wasd: O on c3
    t.wait_for("Ann (X) to move")
    t.send("q")
    assert_exited_cleanly(t)


def test_hot_seat_by_mouse(term):
    t = term("play", "--names", "Ann,Bob")
    t.wait_for("Ann (X) to move")
    for digit in X_WINS_TOP_ROW:
        x, y = board_digit_positions(t)[digit]
        t.click(x, y)
    t.wait_for("Ann (X) wins!")
    t.send("q")
    assert_exited_cleanly(t)


def test_no_mouse_never_asks_the_terminal_for_clicks(term):
    # NB: with --no-mouse a real terminal never sends click reports, because parlor never turns reporting on;
    # so what matters is that the request (xterm mode 1000, 1002 or 1003, alone or with others) is never written.
    def asks_for_mouse(t):
        return re.search(rb"\x1b\[\?(?:[0-9]+;)*100[0-3](?:;[0-9]+)*h", bytes(t.output)) is not None

    t = term("play", "--names", "Ann,Bob", "--no-mouse")
    t.wait_for("Ann (X) to move")
    t.settle()
    assert not asks_for_mouse(t), "mouse reporting was turned on despite --no-mouse"
    t.send("q")
    assert_exited_cleanly(t)

    t = term("play", "--names", "Ann,Bob")
    t.wait_for("Ann (X) to move")
    t.settle()
    assert asks_for_mouse(t), "mouse reporting was never turned on"
    t.send("q")
    assert_exited_cleanly(t)


def test_resize_to_too_small_and_back_keeps_the_game(term):
    t = term("play", "--names", "Ann,Bob")
    t.wait_for("Ann (X) to move")
    t.send("5")
    t.wait_for("Bob (O) to move")
    t.resize(25, 10)
    t.wait_for("Terminal too small")
    t.wait_for("25x10")
    assert "Bob (O) to move" not in t.text()
    t.resize(80, 24)
    t.wait_for("Bob (O) to move")
    assert "5" not in board_digit_positions(t), "the centre mark was lost across the resize"
    t.send("q")
    assert_exited_cleanly(t)


def test_a_game_against_the_perfect_computer_never_lets_the_person_win(term):
    t = term("play", "--computer", "o", "--level", "perfect", "--seed", "7")
    t.wait_for("to move")
    for _ in range(5):
        if "wins!" in t.text() or "Draw" in t.text():
            break
        digits = board_digit_positions(t)
        t.send(sorted(digits)[0])
        t.settle()
    t.settle()
    screen = t.text()
    assert "Draw" in screen or "Computer (O) wins!" in screen, screen
    t.send("q")
    assert_exited_cleanly(t)


def test_menu_to_hot_seat_and_help_overlay(term):
    t = term()
    t.wait_for("Play hot-seat")
    t.send("?")
    t.wait_for("Help")
    t.wait_for("Show or hide this help")
    t.send("esc")
    t.settle()
    assert "Show or hide this help" not in t.text()
    t.send("enter")
    t.wait_for("to move")
    t.send("f1")
    t.wait_for("Show or hide this help")
    t.send("f1")
    t.settle()
    assert "Show or hide this help" not in t.text()
    t.send("q")
    assert_exited_cleanly(t)


def test_the_computer_page_switches_the_mark_in_place_and_keeps_it(term):
    t = term()
    t.wait_for("Play hot-seat")
    t.send("2")
    t.wait_for("You play: X (moves first)")
    top = t.find("Play the computer ")
    width = len(t.screen.display[top[1]].rstrip())
    t.send("4")
    t.wait_for("You play: O (moves second)")
    assert t.find("Play the computer ") == top and len(t.screen.display[top[1]].rstrip()) == width, t.text()
    t.send("m")
    t.wait_for("Main menu")
    t.send("2")
    t.wait_for("You play: O (moves second)")
    t.send("1")
    t.wait_for("You (O) to move")
    t.send("m")
    t.wait_for("Main menu")
    t.send("2")
    t.wait_for("You play: O (moves second)")
    t.send("q")
    assert_exited_cleanly(t)


def test_ascii_board_and_mono_colours(term):
    t = term("play", "--ascii", env={"NO_COLOR": "1"})
    t.wait_for("to move")
    t.settle()
    screen = t.text()
    assert "+-" in screen and "│" not in screen and "─" not in screen, screen
    colours = {(cell.fg, cell.bg) for row in t.screen.buffer.values() for cell in row.values()}
    assert colours <= {("default", "default")}, f"colours drawn despite NO_COLOR: {colours}"
    t.send("q")
    assert_exited_cleanly(t)


def test_signals_restore_the_terminal(term):
    for sig, code in [(signal.SIGTERM, 143), (signal.SIGHUP, 129)]:
        t = term("play")
        t.wait_for("to move")
        t.process.send_signal(sig)
        assert_exited_cleanly(t, expected_code=code)


def test_ctrl_c_restores_the_terminal(term):
    t = term("play")
    t.wait_for("to move")
    t.send("ctrl-c")
    assert_exited_cleanly(t, expected_code=130)


def test_waiting_for_a_key_costs_nothing(term):
    t = term("play")
    t.wait_for("to move")
    t.settle(0.3)
    def switches():
        with open(f"/proc/{t.process.pid}/status") as status:
            fields = dict(line.split(":", 1) for line in status)
        return int(fields["voluntary_ctxt_switches"]) + int(fields["nonvoluntary_ctxt_switches"])
    before, written = switches(), len(t.output)
    time.sleep(2.0)
    t.pump(0.01)
    assert switches() - before == 0, "the idle client woke up"
    assert len(t.output) == written, "the idle client wrote to the terminal"
    t.send("q")
    assert_exited_cleanly(t)


def test_a_move_writes_few_bytes(term):
    t = term("play", "--names", "Ann,Bob")
    t.wait_for("Ann (X) to move")
    t.settle(0.3)
    costs = []
    for key, status in [("5", "Bob (O) to move"), ("7", "Ann (X) to move"), ("3", "Bob (O) to move")]:
        before = len(t.output)
        t.send(key)
        t.wait_for(status)
        t.settle(0.2)
        costs.append(len(t.output) - before)
    print(f"bytes written per move: {costs}")
    assert max(costs) <= 128, f"bytes per move {costs} exceed the 128-byte target"
    t.send("q")
    assert_exited_cleanly(t)


def test_plain_mode_starts_by_itself_when_piped():
    env = dict(os.environ, TERM="xterm-256color", XDG_STATE_HOME="/tmp/parlor-e2e-plain")
    result = subprocess.run(
        [BINARY, "play", "--names", "Ann,Bob"], input="7\n5\n8\n3\n9\nquit\n",
        capture_output=True, text=True, env=env, timeout=30,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert [line for line in lines if line.startswith("Result: ")] == ["Result: X wins"], result.stdout
    assert "\x1b" not in result.stdout, "plain mode wrote escape sequences"


def test_plain_mode_against_a_computer_that_opens_shows_the_empty_board_before_its_move():
    # NB: the README's order: the round's heading, its board, then every move, the computer's first one included.
    env = dict(os.environ, TERM="xterm-256color", XDG_STATE_HOME="/tmp/parlor-e2e-plain-computer")
    result = subprocess.run(
        [BINARY, "play", "--plain", "--computer", "x", "--seed", "7"], input="quit\n",
        capture_output=True, text=True, env=env, timeout=30,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[:6] == [
        "Tic-tac-toe: X (Computer, perfect level) against O (You).", "Round 1: X (Computer) moves first.",
        "   a b c", "1  . . .", "2  . . .", "3  . . .",
    ], result.stdout
    assert lines[6].startswith("X plays "), result.stdout
    assert lines[7] == "O (You) to move. Enter a square a1-c3 or 1-9, or help.", result.stdout


def test_an_8_colour_terminal_gets_no_bright_colours(term):
    t = term("play", "--names", "Ann,Bob", env={"TERM": "xterm"})
    t.wait_for("Ann (X) to move")
    t.send("5", "7")
    t.wait_for("Ann (X) to move")
    colours = {colour for row in t.screen.buffer.values() for cell in row.values() for colour in (cell.fg, cell.bg)}
    assert not any(colour.startswith("bright") for colour in colours), f"colours beyond 8 drawn: {colours}"
    assert colours - {"default"}, "no colours at all on a colour terminal"
    t.send("q")
    assert_exited_cleanly(t)


def test_vt100_padding_never_reaches_the_screen(term):
    # vt100's cup, bold and rev end in padding ($<5>, $<2>) that only tputs understands.
    t = term("play", "--names", "Ann,Bob", env={"TERM": "vt100"})
    t.wait_for("Ann (X) to move")
    t.send("right", "5", "1")
    t.wait_for("Ann (X) to move")
    assert b"$<" not in bytes(t.output), f"padding written:\n{t.text()}"
    assert "$<" not in t.text()
    t.send("q")
    # NB: vt100 has no alternate screen to leave.
    assert t.wait_exit() == 0
    assert t.modes_restored()


def test_keys_do_nothing_while_the_terminal_is_too_small(term):
    t = term("play", "--names", "Ann,Bob", columns=30, lines=10)
    t.wait_for("Terminal too small")
    t.send("9", "enter", "5")
    t.resize(80, 24)
    t.wait_for("Ann (X) to move")
    assert set(board_digit_positions(t)) == set("123456789"), f"a move was made unseen:\n{t.text()}"
    t.resize(30, 10)
    t.wait_for("Terminal too small")
    t.send("q")
    assert_exited_cleanly(t)


def test_wide_names_take_two_columns_each(term):
    t = term("play", "--names", "山田太郎,🐱 Mia")
    t.wait_for("山田太郎 (X) to move")
    t.wait_for("山田太郎 0 · 🐱 Mia 0 · Draws 0")
    t.send("5")
    t.wait_for("🐱 Mia (O) to move")
    # NB: pyte gives a wide character's second column an empty cell; the bar still ends at the right edge.
    top = [t.screen.buffer[0][x].data for x in range(t.columns)]
    assert top[t.columns - 2] == "0" and top[t.columns - 1] == " ", f"the status bar moved: {t.screen.display[0]!r}"
    # NB: "🐱 Mia (O) to move", then "山田太郎 0 · 🐱 Mia 0": six wide characters, one empty cell each.
    assert top.count("") == 6, f"wide characters drawn one column wide: {t.screen.display[0]!r}"
    t.send("q")
    assert_exited_cleanly(t)
