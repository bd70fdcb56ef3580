"""One `parlor serve` per database: a second one on the same file says why and exits, and the first keeps serving.

The store keeps its index of the record log in memory, so a second writer would make the first one's wrong
(decision 52).
"""
import os
import subprocess

from terminal import BINARY
from test_online_play import PlainClient, Server


def test_a_second_server_on_the_same_database_is_refused_and_the_first_keeps_serving():
    first = Server()
    try:
        second = subprocess.run(
            [BINARY, "serve", "--port", "0", "--database", first.database],
            capture_output=True, text=True, timeout=30,
        )
        assert second.returncode == 1
        assert second.stdout == "", "the refused server must never say it listens"
        assert "already using the database" in second.stderr
        assert first.database + "-lock" in second.stderr

        ann = PlainClient(first, "host", "--name", "Ann")
        try:
            ann.expect(r"^Game ID: [0-9A-Z]{8}$")
        finally:
            ann.kill()
    finally:
        first.stop()


def test_the_lock_goes_with_the_server_even_when_it_is_killed():
    first = Server()
    first.kill()
    second = Server(database=first.database)
    try:
        ann = PlainClient(second, "host", "--name", "Ann")
        try:
            ann.expect(r"^Game ID: [0-9A-Z]{8}$")
        finally:
            ann.kill()
    finally:
        second.stop()


def test_a_second_server_through_a_link_to_the_database_is_refused_too():
    first = Server()
    try:
        link = first.database + ".link"
        os.symlink(first.database, link)
        second = subprocess.run(
            [BINARY, "serve", "--port", "0", "--database", link], capture_output=True, text=True, timeout=30,
        )
        assert second.returncode == 1
        assert "already using the database" in second.stderr
        assert first.database + "-lock" in second.stderr
    finally:
        first.stop()
