"""`parlor serve` refuses timings and ports out of range with a usage error, before it opens anything."""
import subprocess
import tempfile

import pytest

from terminal import BINARY


@pytest.mark.parametrize("option, value", [
    ("--idle-rooms", "-1"),
    ("--idle-rooms", "92233720368547758"),
    ("--stale-rooms", "31536001"),
    ("--grace", "-5"),
    ("--port", "70000"),
])
def test_an_option_out_of_range_is_a_usage_error_naming_it(option, value):
    database = tempfile.mkdtemp(prefix="parlor-options-") + "/rooms.sqlite"
    done = subprocess.run(
        [BINARY, "serve", "--port", "0", "--database", database, f"{option}={value}"],
        capture_output=True, text=True, timeout=30,
    )
    assert done.returncode == 64, done.stderr
    assert done.stdout == ""
    assert option in done.stderr and value in done.stderr
    assert "Swift runtime failure" not in done.stderr
