"""Runs the real `parlor` binary in a pseudo-terminal and reads its screen through the pyte emulator.

This is how a person meets the program: a real terminal type, real key bytes, real mouse reports, real resizes
(TIOCSWINSZ, which makes the kernel send SIGWINCH), and the terminal's modes checked after it exits.
"""
import fcntl
import os
import pathlib
import select
import signal
import struct
import subprocess
import tempfile
import termios
import time

import pyte

BINARY = os.environ.get("PARLOR_BIN") or str(pathlib.Path(__file__).resolve().parents[2] / ".build/debug/parlor")

# Key bytes as xterm sends them in keypad-transmit mode (what terminfo's xterm-256color entry describes).
KEYS = {
    "up": b"\x1bOA", "down": b"\x1bOB", "right": b"\x1bOC", "left": b"\x1bOD",
    "enter": b"\r", "space": b" ", "esc": b"\x1b", "f1": b"\x1bOP", "ctrl-c": b"\x03",
}


class Terminal:
    """A pty of a given size running parlor, with a pyte screen fed from everything it writes."""

    def __init__(self, *args, columns=80, lines=24, env=None):
        self.columns, self.lines = columns, lines
        self.screen = pyte.Screen(columns, lines)
        self.stream = pyte.ByteStream(self.screen)
        self.output = bytearray()
        self.state_dir = tempfile.mkdtemp(prefix="parlor-e2e-")
        self.master, self.slave = os.openpty()
        self._set_size(columns, lines)
        environment = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": self.state_dir,
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "XDG_STATE_HOME": os.path.join(self.state_dir, "state"),
            "XDG_CONFIG_HOME": os.path.join(self.state_dir, "config"),
        }
        environment.update(env or {})
        self.started = time.monotonic()
        self.process = subprocess.Popen(
            [BINARY, *args], stdin=self.slave, stdout=self.slave, stderr=self.slave,
            env=environment, preexec_fn=self._become_terminal_owner, close_fds=True,
        )

    def _become_terminal_owner(self):
        os.setsid()
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)

    def _set_size(self, columns, lines):
        fcntl.ioctl(self.master, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))

    # Reading the screen

    def pump(self, timeout=0.05):
        """Feeds whatever the program has written (waiting up to `timeout` for the first byte) to the screen."""
        got = False
        while True:
            ready, _, _ = select.select([self.master], [], [], timeout if not got else 0.02)
            if not ready:
                return got
            try:
                data = os.read(self.master, 65536)
            except OSError:
                return got
            if not data:
                return got
            got = True
            self.output += data
            self.stream.feed(data)

    def text(self):
        return "\n".join(line.rstrip() for line in self.screen.display)

    def wait_for(self, needle, timeout=10.0):
        """Waits until `needle` is on screen; fails with the screen's text if it never shows."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if needle in self.text():
                return
            self.pump(0.05)
        raise AssertionError(f"{needle!r} never appeared on screen:\n{self.text()}")

    def settle(self, quiet=0.15, timeout=5.0):
        """Reads until the program has written nothing for `quiet` seconds."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and self.pump(quiet):
            pass

    # Typing and clicking

    def send(self, *keys):
        for key in keys:
            os.write(self.master, KEYS.get(key, key.encode() if isinstance(key, str) else key))
            self.settle(0.05)

    def click(self, x, y, button=0, held=0.0):
        """A mouse press and release at column x, row y (0-based), as an xterm SGR (1006) report; `held` seconds
        apart, as a hand holds the button (the release then arrives on its own)."""
        os.write(self.master, f"\x1b[<{button};{x + 1};{y + 1}M".encode())
        if held:
            time.sleep(held)
        os.write(self.master, f"\x1b[<{button};{x + 1};{y + 1}m".encode())
        self.settle(0.05)

    def find(self, needle):
        """The (x, y) of the first place `needle` shows on screen."""
        for y, line in enumerate(self.screen.display):
            x = line.find(needle)
            if x >= 0:
                return x, y
        raise AssertionError(f"{needle!r} is not on screen:\n{self.text()}")

    def resize(self, columns, lines):
        self.columns, self.lines = columns, lines
        self.screen.resize(lines, columns)
        self._set_size(columns, lines)  # the kernel sends SIGWINCH to the program
        self.settle(0.2)

    # Ending

    def wait_exit(self, timeout=10.0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.pump(0.05)
            code = self.process.poll()
            if code is not None:
                self.pump(0.05)
                return code
        raise AssertionError(f"parlor did not exit; screen:\n{self.text()}")

    def modes_restored(self):
        """Whether the terminal is back in the state a shell expects: line editing and echo on."""
        lflag = termios.tcgetattr(self.slave)[3]
        return bool(lflag & termios.ICANON) and bool(lflag & termios.ECHO)

    def close(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait()
        for fd in (self.master, self.slave):
            try:
                os.close(fd)
            except OSError:
                pass
