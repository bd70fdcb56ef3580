"""One `parlor serve` per database: a second one on the same file says why and exits, and the first keeps serving.

The store keeps its index of the record log in memory, so a second writer would make the first one's wrong
(decision 52).
"""
import os
import subprocess

from terminal import BINARY
from test_online_play import PlainClient, Server


def assert_refused(database, held_by):
    """Starts `parlor serve` on `database` and checks that it is refused, naming the lock `held_by` holds."""
    second = subprocess.run(
        [BINARY, "serve", "--port", "0", "--database", database], capture_output=True, text=True, timeout=30,
    )
    assert second.returncode == 1
    assert second.stdout == "", "the refused server must never say it listens"
    assert "already using the database" in second.stderr
    assert held_by.database + "-lock" in second.stderr


def assert_serves(server):
    """Checks that `server` takes a new room."""
    ann = PlainClient(server, "host", "--name", "Ann")
    try:
        ann.expect(r"^Game ID: [0-9A-Z]{8}$")
    finally:
        ann.kill()


def test_a_second_server_on_the_same_database_is_refused_and_the_first_keeps_serving():
    first = Server()
    try:
        assert_refused(first.database, held_by=first)
        assert_serves(first)
    finally:
        first.stop()


def test_the_lock_goes_with_the_server_even_when_it_is_killed():
    first = Server()
    first.kill()
    second = Server(database=first.database)
    try:
        assert_serves(second)
    finally:
        second.stop()


def test_a_second_server_through_a_link_to_the_database_is_refused_too():
    first = Server()
    try:
        link = first.database + ".link"
        os.symlink(first.database, link)
        assert_refused(link, held_by=first)
        assert_serves(first)
    finally:
        first.stop()
