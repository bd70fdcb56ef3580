"""A graceful stop leaves the database file alone whole, even when clients never answer the server's goodbye.

README promises that after SIGTERM or Ctrl-C copying the one database file is a backup. Peers that do not answer
the 1001 within 2 s have their sockets closed, and the `playerDisconnected` records that writes must reach the
file too, not only its `-wal`.
"""
import os
import shutil
import signal
import sqlite3
import tempfile

from test_online_play import GAME_ID, PlainClient, Server, kill_running, play


def records(database):
    """The record log of `database` as (room, sequence, body) rows, in order."""
    with sqlite3.connect(database) as connection:
        return connection.execute("SELECT room, sequence, body FROM recordLog ORDER BY id").fetchall()


def test_sigterm_with_clients_that_never_answer_leaves_every_record_in_the_database_file():
    server = Server()
    ann = bob = None
    try:
        ann = PlainClient(server, "host", "--name", "Ann")
        game_id = ann.expect(GAME_ID.pattern).group(1)
        bob = PlainClient(server, "join", game_id, "--name", "Bob")
        ann.expect(r"Your move \(X\)")
        play(ann, [bob], "b2", "X plays b2 (centre)")
        # NB: stopped clients cannot answer the close frame, so the server closes their sockets itself.
        for client in (ann, bob):
            client.process.send_signal(signal.SIGSTOP)
        server.process.send_signal(signal.SIGTERM)
        assert server.process.wait(20) == 0
    finally:
        for client in (ann, bob):
            if client and client.process.poll() is None:
                client.process.send_signal(signal.SIGCONT)
        kill_running(ann, bob)
        server.stop()

    wal = server.database + "-wal"
    assert not os.path.exists(wal) or os.path.getsize(wal) == 0, "the log must be checkpointed into the file"
    alone = os.path.join(tempfile.mkdtemp(prefix="parlor-backup-"), "copy.sqlite")
    shutil.copyfile(server.database, alone)
    copied = records(alone)
    assert copied == records(server.database)
    dropped = [body for room, _, body in copied if room == game_id and "playerDisconnected" in body]
    assert len(dropped) == 2, f"both players' drops must be in the file alone: {copied}"
