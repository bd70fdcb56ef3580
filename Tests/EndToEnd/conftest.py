import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from terminal import Terminal  # noqa: E402


@pytest.fixture
def term():
    """Starts parlor in an 80x24 pseudo-terminal: `term(*args, columns=..., lines=..., env=...)`."""
    started = []

    def start(*args, **kwargs):
        terminal = Terminal(*args, **kwargs)
        started.append(terminal)
        return terminal

    yield start
    for terminal in started:
        terminal.close()
