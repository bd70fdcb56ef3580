"""Snap at one keyboard in the real binary: two people by their own keys on the full screen to a round's end, and
a person against the computer in plain mode to its Result line."""
import os
import re
import select
import subprocess
import tempfile
import time

from terminal import BINARY
from test_local_play import assert_exited_cleanly


def test_hot_seat_round_by_keys(term):
    """Ann turns with a, Bob with k; Ann calls a match with s (she takes it) and Bob calls on none with l (he
    pays), so Bob's cards only go down until Ann holds all 52."""
    t = term("play", "snap", "--player", "Ann", "--player", "Bob", "--cooldown", "0", "--seed", "21")
    t.wait_for("Ann to turn")
    assert "a turn  s snap" in t.text() and "k turn  l snap" in t.text()
    deadline = time.monotonic() + 60
    while "wins the round" not in t.text():
        assert time.monotonic() < deadline, f"the round did not end:\n{t.text()}"
        match = re.search(r"\b(Ann|Bob) to turn\b", t.text())
        assert match, t.text()
        t.send("a" if match.group(1) == "Ann" else "k")
        t.settle(0.1)
        if "wins the round" in t.text():
            break
        t.send("s" if "Match!" in t.text() else "l")
        t.settle(0.1)
    assert "Ann wins the round" in t.text()
    assert "Ann 1" in t.text().splitlines()[0], t.text()
    t.send("k")
    t.wait_for("Round 1 is over: press n for the next round.")
    t.send("n")
    t.wait_for("Round 2")
    t.send("q")
    assert_exited_cleanly(t)


def test_against_the_computer_in_plain_mode():
    """Ann turns when it is her turn and calls snap on no match, paying the computer a card each time, until the
    computer holds every card."""
    home = tempfile.mkdtemp(prefix="parlor-e2e-snap-")
    env = dict(os.environ, TERM="xterm-256color", XDG_STATE_HOME=home, HOME=home, USER="Ann")
    process = subprocess.Popen(
        [BINARY, "play", "snap", "--player", "Ann", "--player", "Cy", "--computer", "2", "--level", "hard",
         "--cooldown", "0", "--turn-timer", "2000", "--seed", "8", "--plain"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    said = []
    buffered = b""
    deadline = time.monotonic() + 90
    try:
        while not any(line.startswith("Result: ") for line in said):
            assert time.monotonic() < deadline, "\n".join(said[-40:])
            ready, _, _ = select.select([process.stdout], [], [], 0.15)
            if ready:
                chunk = os.read(process.stdout.fileno(), 65536)
                assert chunk, "\n".join(said[-40:])
                buffered += chunk
                *lines, buffered = buffered.split(b"\n")
                said += [line.decode() for line in lines]
                continue
            last = said[-1] if said else ""
            if last == "Ann to turn.":
                process.stdin.write(b"t\n")
            elif "Match!" not in "".join(said[-3:]):
                process.stdin.write(b"s\n")
            process.stdin.flush()
        process.stdin.write(b"quit\n")
        process.stdin.flush()
        out, _ = process.communicate(timeout=10)
        said += out.decode().splitlines()
    finally:
        if process.poll() is None:
            process.kill()
    assert said[0] == "Snap: Ann against Cy (hard level).", said[:3]
    assert [line for line in said if line.startswith("Result: ")] == ["Result: Cy wins"]
    assert any(line.startswith("No match: Ann pays ") for line in said)
    assert any(line.startswith("Cy turns ") for line in said)
    assert "Score: Ann 0, Cy 1, draws 0." in said
    assert said[-1] == "Goodbye."
    assert process.returncode == 0


def test_the_command_line():
    """Two seats unless more players are named, the computer in several seats, and Snap's options checked."""
    def run(*args):
        return subprocess.run(
            [BINARY, "play", "snap", *args, "--plain"], input="quit\n", capture_output=True, text=True, timeout=30)

    alone = run("--computer", "2", "--level", "easy")
    assert alone.returncode == 0, alone.stderr
    assert alone.stdout.startswith("Snap: You against Computer (easy level).\n"), alone.stdout
    three = run("--player", "Ann", "--player", "Bob", "--player", "Cy", "--computer", "2,3")
    assert three.stdout.startswith("Snap: Ann, Bob (hard level) and Cy (hard level).\n"), three.stdout
    for args, message in [
        (["--cooldown", "9000"], "The cooldown between turns is 0 to 5000 ms, not 9000."),
        (["--turn-timer", "10"], "The turn timer is 1000 to 120000 ms, not 10."),
        (["--player", "Ann", "--player", "Bob", "--computer", "1,2"], "--computer 1,2: leave a seat for a person."),
        (["--computer", "5"], "--computer 5: name the seat the computer plays, 1 or 2."),
        (["--player", "Ann"], "Snap is played by 2 to 4 players, not 1."),
    ]:
        result = run(*args)
        assert result.returncode == 64, (args, result.stderr)
        assert message in result.stderr, (args, result.stderr)
