"""Online play with the real binaries: `parlor serve` on a loopback port, two players and a spectator.

The players and the spectator run in plain mode through pipes (the mode scripts and screen readers use), and
one full-screen client runs in a pseudo-terminal, so both front ends meet the real server.
"""
import os
import pathlib
import re
import select
import signal
import subprocess
import tempfile
import time

from terminal import BINARY, Terminal

GAME_ID = re.compile(r"^Game ID: ([0-9A-Z]{8})$")


class Server:
    """`parlor serve` on port 0 with a database file of its own."""

    def __init__(self, database=None, port=0):
        self.directory = tempfile.mkdtemp(prefix="parlor-serve-")
        self.database = database or os.path.join(self.directory, "rooms.sqlite")
        self.process = subprocess.Popen(
            [BINARY, "serve", "--port", str(port), "--database", self.database],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        )
        ready, _, _ = select.select([self.process.stdout], [], [], 30)
        assert ready, "parlor serve did not say where it listens"
        line = self.process.stdout.readline().strip()
        match = re.fullmatch(r"Listening on (ws://[0-9.]+:[0-9]+)", line)
        assert match, f"unexpected first line from parlor serve: {line!r}"
        self.url = match.group(1)
        self.port = int(self.url.rsplit(":", 1)[1])

    def kill(self):
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()


def client_environment(state):
    """The environment of a client that keeps its state and settings in the folder `state`, with TERM=dumb."""
    return dict(os.environ, XDG_STATE_HOME=state, XDG_CONFIG_HOME=os.path.join(state, "config"), TERM="dumb",
                HOME=state)


class PlainClient:
    """A plain-mode parlor on pipes: lines in, lines out, everything kept in `lines`."""

    def __init__(self, server, *args, state=None):
        self.state = state or tempfile.mkdtemp(prefix="parlor-client-")
        self.process = subprocess.Popen(
            [BINARY, *args, "--plain", "--server", server.url], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, env=client_environment(self.state), bufsize=0,
        )
        self.buffer = b""
        self.lines = []
        self.read = 0  # lines already matched by expect

    def _pump(self, timeout):
        ready, _, _ = select.select([self.process.stdout], [], [], timeout)
        if not ready:
            return False
        data = os.read(self.process.stdout.fileno(), 65536)
        if not data:
            return False
        self.buffer += data
        *complete, self.buffer = self.buffer.split(b"\n")
        self.lines += [line.decode() for line in complete]
        return True

    def expect(self, pattern, timeout=15):
        """Waits for a line after the last one matched that matches `pattern`; returns the match."""
        regex = re.compile(pattern)
        deadline = time.monotonic() + timeout
        while True:
            for index in range(self.read, len(self.lines)):
                match = regex.search(self.lines[index])
                if match:
                    self.read = index + 1
                    return match
            if time.monotonic() > deadline:
                raise AssertionError(f"{pattern!r} never came; output:\n" + "\n".join(self.lines))
            self._pump(0.1)

    def send(self, line):
        self.process.stdin.write((line + "\n").encode())
        self.process.stdin.flush()

    def quit(self):
        self.send("quit")
        code = self.process.wait(15)
        self._pump(0.1)
        return code

    def kill(self):
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()


def play(mover, others, square, announcement):
    mover.send(square)
    for client in [mover, *others]:
        client.expect(re.escape(announcement))


def run_plain(server, *args, piped=None, timeout=30, unset=()):
    """Runs `parlor ARGS --plain --server URL` to its end with a state folder of its own, `piped` as its input
    (no input at all, `</dev/null`, when None) and without the variables named in `unset`; returns (exit status,
    stdout lines)."""
    env = client_environment(tempfile.mkdtemp(prefix="parlor-client-"))
    for name in unset:
        env.pop(name, None)
    stdin = {"stdin": subprocess.DEVNULL} if piped is None else {"input": piped}
    done = subprocess.run(
        [BINARY, *args, "--plain", "--server", server.url], capture_output=True, env=env, text=True,
        timeout=timeout, **stdin,
    )
    return done.returncode, done.stdout.splitlines()


def farewell(game_id, server):
    """What a client leaving room `game_id` on `server` says: the command that takes the seat back."""
    return f"You left; your seat is kept: parlor join {game_id} --server {server.url} takes it back."


def kill_running(*clients):
    """Kills the plain clients still running when a test ends, passed or failed (None: one never started)."""
    for client in clients:
        if client and client.process.poll() is None:
            client.kill()


def test_a_whole_game_a_rematch_and_a_player_who_drops_and_returns():
    server = Server()
    try:
        ann = PlainClient(server, "host", "--name", "Ann")
        game_id = ann.expect(GAME_ID.pattern).group(1)
        bob = PlainClient(server, "join", game_id.lower(), "--name", "Bob")
        cy = PlainClient(server, "watch", game_id)
        ann.expect(r"Your move \(X\)")
        cy.expect(r"You are watching")  # NB: watching before the first move, or Cy learns it from the snapshot

        play(ann, [bob, cy], "b2", "X plays b2 (centre)")
        play(bob, [ann, cy], "a1", "O plays a1 (top left)")
        bob.send("c3")  # not Bob's turn: refused with a reason, nothing changes
        bob.expect(r"turn")
        play(ann, [bob, cy], "8", "X plays b1 (top edge)")
        play(bob, [ann, cy], "c3", "O plays c3 (bottom right)")
        play(ann, [bob, cy], "b3", "X plays b3 (bottom edge)")
        for client in (ann, bob, cy):
            client.expect(r"^Result: X wins$")

        ann.send("rematch")
        bob.send("rematch")
        bob.expect(r"Your move \(O\)")  # the other seat starts the next round
        play(bob, [ann, cy], "a1", "O plays a1 (top left)")

        bob.kill()  # the connection drops without a goodbye
        ann.expect(r"\(Bob\) is away")
        cy.expect(r"Bob")
        bob = PlainClient(server, "join", game_id, "--name", "Bob", state=bob.state)  # its seat secret is on disk
        ann.expect(r"Your move \(X\)")
        play(ann, [bob, cy], "c3", "X plays c3 (bottom right)")
        bob.expect(r"Your move \(O\)")

        secrets = pathlib.Path(bob.state).rglob("*")
        stored = " ".join(path.read_text(errors="ignore") for path in secrets if path.is_file())
        for line in ann.lines + cy.lines:
            for token in re.findall(r"[A-Za-z0-9_-]{22,}", stored):
                assert token not in line, "a seat secret reached another client"

        for client in (ann, bob, cy):
            assert client.quit() == 0
    finally:
        server.stop()


def test_the_server_restarts_on_the_same_database_and_the_game_goes_on():
    server = Server()
    try:
        ann = PlainClient(server, "host", "--name", "Ann")
        game_id = ann.expect(GAME_ID.pattern).group(1)
        bob = PlainClient(server, "join", game_id, "--name", "Bob")
        ann.expect(r"Your move \(X\)")
        play(ann, [bob], "b2", "X plays b2 (centre)")
        server.kill()  # SIGKILL: no chance to flush or say goodbye
        server = Server(database=server.database, port=server.port)
        # The clients reconnect by themselves, rejoin their seats with their secrets, and play on.
        # NB: both must be back before Bob moves; one that rejoins later learns the move from its snapshot.
        for client in (ann, bob):
            client.expect(r"Reconnecting")
        ann.expect(r"Waiting for Bob to move", timeout=40)
        bob.expect(r"Your move \(O\)", timeout=40)
        play(bob, [ann], "a1", "O plays a1 (top left)")
        for client in (ann, bob):
            assert client.quit() == 0
    finally:
        server.stop()


def test_full_screen_clients_play_through_the_server(term):
    server = Server()
    try:
        host = term("host", "--name", "Ann", "--server", server.url)
        host.wait_for("parlor join")
        game_id = re.search(r"parlor join ([0-9A-Z]{8})", host.text()).group(1)
        guest = term("join", game_id, "--name", "Bob", "--server", server.url)
        host.wait_for("Your move")
        host.send("5")
        guest.wait_for("Your move")
        guest.send("7")
        host.wait_for("Your move")
        for key in ["8"]:
            host.send(key)
        guest.wait_for("Your move")
        guest.send("3")
        host.wait_for("Your move")
        host.send("2")
        host.wait_for("won")
        guest.wait_for("lost")
        for client in (host, guest):
            client.send("q")
            client.send("y")
            assert client.wait_exit() == 0
            assert client.modes_restored()
    finally:
        server.stop()
