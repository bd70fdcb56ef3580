"""Online play over wss:// against `parlor serve --tls-cert --tls-key`, with a certificate authority made for the
test (certificates expire: none is committed); a client that does not trust it says why and fails."""
import os
import re
import select
import subprocess
import tempfile

from terminal import BINARY
from test_online_play import GAME_ID, PlainClient, kill_running, play, run_plain
from test_serve_options import make_certificates


class TLSServer:
    """`parlor serve` on port 0 with a certificate for localhost, reached as wss://localhost:PORT."""

    def __init__(self):
        self.directory = tempfile.mkdtemp(prefix="parlor-serve-tls-")
        make_certificates(self.directory)
        self.ca = os.path.join(self.directory, "ca.pem")
        self.process = subprocess.Popen(
            [BINARY, "serve", "--port", "0", "--database", os.path.join(self.directory, "rooms.sqlite"),
             "--tls-cert", os.path.join(self.directory, "leaf.pem"),
             "--tls-key", os.path.join(self.directory, "leaf.key")],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        )
        ready, _, _ = select.select([self.process.stdout], [], [], 30)
        assert ready, "parlor serve did not say where it listens"
        line = self.process.stdout.readline().strip()
        match = re.fullmatch(r"Listening on wss://127\.0\.0\.1:([0-9]+)", line)
        assert match, f"unexpected first line from parlor serve: {line!r}"
        self.url = f"wss://localhost:{match.group(1)}"

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=30)


def test_a_whole_game_over_wss_trusting_the_servers_authority(monkeypatch):
    server = TLSServer()
    monkeypatch.setenv("SSL_CERT_FILE", server.ca)
    ann = bob = None
    try:
        ann = PlainClient(server, "host", "--name", "Ann")
        game_id = ann.expect(GAME_ID.pattern).group(1)
        bob = PlainClient(server, "join", game_id, "--name", "Bob")
        ann.expect(r"Your move \(X\)")
        play(ann, [bob], "b2", "X plays b2 (centre)")
        play(bob, [ann], "a1", "O plays a1 (top left)")
        play(ann, [bob], "b1", "X plays b1 (top edge)")
        play(bob, [ann], "c3", "O plays c3 (bottom right)")
        play(ann, [bob], "b3", "X plays b3 (bottom edge)")
        for client in (ann, bob):
            client.expect(r"Result: X wins")
            assert client.quit() == 0
    finally:
        kill_running(ann, bob)
        server.stop()


def test_a_client_that_does_not_trust_the_certificate_names_the_problem(monkeypatch):
    server = TLSServer()
    monkeypatch.delenv("SSL_CERT_FILE", raising=False)
    try:
        status, lines = run_plain(server, "join", "23456789", timeout=60)
        assert status == 1
        assert any("the certificate of localhost is not trusted" in line for line in lines), lines
    finally:
        server.stop()
