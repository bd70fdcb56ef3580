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
    ("--max-handshakes-per-minute", "0"),
    ("--max-rooms-per-minute", "-3"),
    ("--trusted-proxy", "proxy.example"),
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


def upgrade(port, headers=()):
    """The status line and body of the server's answer to a WebSocket upgrade."""
    import socket
    with socket.create_connection(("127.0.0.1", port), timeout=5) as connection:
        request = (f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n")
        request += "".join(f"{header}\r\n" for header in headers) + "\r\n"
        connection.sendall(request.encode())
        reply = b""
        while True:
            chunk = connection.recv(4096)
            reply += chunk
            if not chunk or reply.startswith(b"HTTP/1.1 101") or (b"\r\n\r\n" in reply and not reply.endswith(b"\r\n\r\n")):
                break
    head, _, body = reply.decode().partition("\r\n\r\n")
    return head.split("\r\n")[0], body


def test_handshakes_per_address_are_limited_and_a_trusted_proxy_forwards_the_address():
    database = tempfile.mkdtemp(prefix="parlor-limits-") + "/rooms.sqlite"
    server = subprocess.Popen(
        [BINARY, "serve", "--port", "0", "--database", database, "--max-handshakes-per-minute", "2",
         "--trusted-proxy", "127.0.0.1"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        line = server.stdout.readline().strip()
        port = int(line.rsplit(":", 1)[1])
        client = ["X-Forwarded-For: 203.0.113.7"]
        assert [upgrade(port, client)[0] for _ in range(2)] == ["HTTP/1.1 101 Switching Protocols"] * 2
        status, body = upgrade(port, client)
        assert status == "HTTP/1.1 429 Too Many Requests"
        assert body == "Too many connections from 203.0.113.7: at most 2 a minute. Try again in a minute.\n"
        assert upgrade(port, ["X-Forwarded-For: 198.51.100.2"])[0] == "HTTP/1.1 101 Switching Protocols"
    finally:
        server.terminate()
        server.wait(timeout=30)
