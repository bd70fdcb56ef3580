"""Local plain mode stopped by a signal ends as `quit` does: its closing lines, then 128 plus the signal's number,
as online plain mode does (test_online_leaving.py)."""
import os
import select
import signal
import subprocess
import tempfile
import time

import pytest

from terminal import BINARY

STOPS = [(signal.SIGINT, 130), (signal.SIGTERM, 143), (signal.SIGHUP, 129), (signal.SIGQUIT, 131)]


def start_plain(*args):
    state = tempfile.mkdtemp(prefix="parlor-plain-")
    env = dict(os.environ, TERM="xterm-256color", HOME=state, XDG_STATE_HOME=os.path.join(state, "state"),
               XDG_CONFIG_HOME=os.path.join(state, "config"))
    return subprocess.Popen([BINARY, *args, "--plain"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env, bufsize=0)


def read_until(process, needle, timeout=15):
    """What the process wrote until `needle` showed, as text."""
    output = b""
    deadline = time.monotonic() + timeout
    while needle.encode() not in output:
        assert time.monotonic() < deadline, f"{needle!r} never came:\n{output.decode()}"
        ready, _, _ = select.select([process.stdout], [], [], 0.1)
        if ready:
            output += os.read(process.stdout.fileno(), 65536)
    return output.decode()


@pytest.mark.parametrize("number, status", STOPS)
def test_tic_tac_toe_stopped_by_a_signal_prints_the_score_and_goodbye(number, status):
    process = start_plain("play", "--names", "Ann,Bob")
    try:
        read_until(process, "X (Ann) to move.")
        process.stdin.write(b"b2\n")
        read_until(process, "O (Bob) to move.")
        process.send_signal(number)
        assert process.wait(15) == status
        rest = process.stdout.read().decode().splitlines()
        assert rest == ["Score: X (Ann) 0, O (Bob) 0, draws 0.", "Goodbye."], rest
        assert not process.stderr.read(), "something was written to standard error"
    finally:
        if process.poll() is None:
            process.kill()


@pytest.mark.parametrize("number, status", STOPS)
def test_minesweeper_stopped_by_a_signal_says_goodbye(number, status):
    process = start_plain("play", "minesweeper", "--player", "Ann")
    try:
        read_until(process, "or help.")
        process.send_signal(number)
        assert process.wait(15) == status
        assert process.stdout.read().decode().splitlines()[-1:] == ["Goodbye."]
    finally:
        if process.poll() is None:
            process.kill()
