"""`parlor` alone with TERM=dumb on a terminal: a numbered menu in plain mode reaches every game; piped, it keeps
starting tic-tac-toe so scripts keep working."""
import os
import subprocess

from terminal import BINARY


def test_term_dumb_on_a_terminal_shows_the_numbered_menu_and_reaches_minesweeper(term):
    t = term(env={"TERM": "dumb"})
    t.wait_for("Enter 1-9, or quit.")
    # NB: the README documents these lines and their numbers: scripts and screen readers rely on them.
    for entry in ["Parlor. Choose by number:", "1. Tic-tac-toe, two players at this keyboard",
                  "2. Tic-tac-toe against the computer", "3. Host an online game",
                  "4. Join an online game by its game ID", "5. Watch an online game by its game ID",
                  "6. Quick match: play the first online player waiting", "7. Co-op Minesweeper",
                  "8. History of finished games", "9. Quit"]:
        assert entry in t.text(), t.text()
    assert "\x1b[?1049h" not in bytes(t.output).decode(errors="replace"), "plain mode used the alternate screen"
    t.send("7\r")
    t.wait_for("Enter a board 1-3, or back.")
    t.send("1\r")
    t.wait_for("beginner, 9x9, 10 mines")
    t.send("quit\r")
    t.wait_for("Goodbye.")
    assert t.wait_exit() == 0


def test_term_dumb_menu_plays_the_computer_and_a_signal_says_goodbye(term):
    t = term(env={"TERM": "dumb"})
    t.wait_for("Enter 1-9, or quit.")
    t.send("2\r")
    t.wait_for("Enter a level 1-3, 4 to play O, or back.")
    for line in ["You play X against the computer, which plays O. Its level:", "1. easy", "2. medium", "3. perfect",
                 "4. Play O instead (moves second)"]:
        assert line in t.text(), t.text()
    t.send("1\r")
    t.wait_for("against O (Computer, easy level)")
    t.send("ctrl-c")
    t.wait_for("Goodbye.")
    assert t.wait_exit() == 130


def test_term_dumb_menu_plays_o_against_the_computer_which_opens(term):
    t = term(env={"TERM": "dumb"})
    t.wait_for("Enter 1-9, or quit.")
    t.send("2\r")
    t.wait_for("4 to play O")
    t.send("4\r")
    t.wait_for("Enter a level 1-3, 4 to play X, or back.")
    assert "You play O against the computer, which plays X. Its level:" in t.text(), t.text()
    assert "4. Play X instead (moves first)" in t.text(), t.text()
    t.send("3\r")
    t.wait_for("O (You) to move.")
    lines = [line.rstrip() for line in t.screen.display]
    start = lines.index("Tic-tac-toe: X (Computer, perfect level) against O (You).")
    # NB: the README's order: the round's heading, its empty board, then the computer's opening move.
    assert lines[start + 1:start + 6] == ["Round 1: X (Computer) moves first.", "   a b c", "1  . . .", "2  . . .",
                                          "3  . . ."], t.text()
    assert lines[start + 6].startswith("X plays "), t.text()
    t.send("quit\r")
    t.wait_for("Goodbye.")
    assert t.wait_exit() == 0


def test_term_dumb_menu_lists_the_history_and_quits(term):
    t = term(env={"TERM": "dumb"})
    t.wait_for("Enter 1-9, or quit.")
    t.send("8\r")
    assert t.wait_exit() == 0
    t.send("")
    assert "No finished games" in t.text() or "Started" in t.text(), t.text()


def test_parlor_alone_on_pipes_still_starts_tic_tac_toe():
    env = dict(os.environ, TERM="dumb", XDG_STATE_HOME="/tmp/parlor-e2e-plain-menu")
    result = subprocess.run([BINARY], input="5\nquit\n", capture_output=True, text=True, env=env, timeout=30)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Tic-tac-toe: X"), result.stdout
    assert "X plays b2 (centre)" in result.stdout
    assert "1. Tic-tac-toe" not in result.stdout
