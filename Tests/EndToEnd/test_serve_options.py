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
    ("--metrics-port", "70000"),
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


def test_a_taken_port_or_an_unknown_host_is_one_line_naming_it():
    """As `parlor host --lan` says a taken port: one line naming it and what to do, not the socket's error."""
    from test_online_play import Server
    first = Server()
    try:
        for arguments, expected in [
            (["--port", str(first.port)],
             f"parlor: port {first.port} is already in use (another Parlor server?): choose another with --port"),
            (["--port", "0", "--host", "nosuchhost.invalid"], "parlor: cannot listen on --host nosuchhost.invalid: "),
        ]:
            database = tempfile.mkdtemp(prefix="parlor-options-") + "/rooms.sqlite"
            done = subprocess.run([BINARY, "serve", "--database", database, *arguments], capture_output=True,
                                  text=True, timeout=30)
            assert done.returncode == 69, (arguments, done.stderr)
            assert done.stdout == ""
            errors = [line for line in done.stderr.splitlines() if line.startswith("parlor: ")]
            assert len(errors) == 1 and errors[0].startswith(expected), (arguments, done.stderr)
            assert "errno" not in done.stderr and "SocketAddressError" not in done.stderr, done.stderr
    finally:
        first.stop()


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


def http_get(port, path):
    """The status line and body of GET path, or None while nothing listens."""
    import socket
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=5) as connection:
            connection.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
            reply = b""
            while chunk := connection.recv(65536):
                reply += chunk
    except ConnectionRefusedError:
        return None
    head, _, body = reply.decode().partition("\r\n\r\n")
    return head.split("\r\n")[0], body


def test_health_and_metrics_on_their_own_port():
    import socket
    import time
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        metrics_port = probe.getsockname()[1]
    database = tempfile.mkdtemp(prefix="parlor-metrics-") + "/rooms.sqlite"
    server = subprocess.Popen(
        [BINARY, "serve", "--port", "0", "--database", database, "--metrics-port", str(metrics_port)],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        port = int(server.stdout.readline().strip().rsplit(":", 1)[1])
        deadline = time.monotonic() + 10
        while (health := http_get(metrics_port, "/healthz")) is None and time.monotonic() < deadline:
            time.sleep(0.1)
        assert health == ("HTTP/1.1 200 OK", '{"status":"ok"}\n')
        status, body = http_get(metrics_port, "/metrics")
        assert status == "HTTP/1.1 200 OK"
        assert "# TYPE parlor_moves_total counter" in body and "parlor_commit_seconds_count" in body
        assert http_get(port, "/metrics")[0] == "HTTP/1.1 404 Not Found"
    finally:
        server.terminate()
        server.wait(timeout=30)


def make_certificates(folder):
    """A CA and a leaf for localhost it signed, made now in `folder` (certificates expire: none is committed)."""
    key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
    run = lambda *arguments: subprocess.run(["openssl", *arguments], cwd=folder, check=True, capture_output=True)
    run("req", "-x509", *key, "-keyout", "ca.key", "-out", "ca.pem", "-days", "2", "-subj", "/CN=Parlor Test CA",
        "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign")
    run("req", *key, "-keyout", "leaf.key", "-out", "leaf.csr", "-subj", "/CN=localhost")
    with open(folder + "/leaf.ext", "w") as extensions:
        extensions.write("subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\n")
    run("x509", "-req", "-in", "leaf.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial", "-out",
        "leaf.pem", "-days", "2", "-extfile", "leaf.ext")
    run("req", *key, "-keyout", "other.key", "-out", "other.csr", "-subj", "/CN=other")


def test_serve_with_a_certificate_speaks_wss_and_refuses_a_key_of_another():
    import asyncio
    import ssl

    import websockets

    folder = tempfile.mkdtemp(prefix="parlor-tls-")
    make_certificates(folder)
    mismatched = subprocess.run(
        [BINARY, "serve", "--port", "0", "--database", folder + "/rooms.sqlite", "--tls-cert", folder + "/leaf.pem",
         "--tls-key", folder + "/other.key"], capture_output=True, text=True, timeout=30)
    assert mismatched.returncode != 0
    assert "--tls-key " + folder + "/other.key does not go with --tls-cert" in mismatched.stderr
    server = subprocess.Popen(
        [BINARY, "serve", "--port", "0", "--database", folder + "/rooms.sqlite", "--tls-cert", folder + "/leaf.pem",
         "--tls-key", folder + "/leaf.key"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        line = server.stdout.readline().strip()
        assert line.startswith("Listening on wss://127.0.0.1:")
        port = int(line.rsplit(":", 1)[1])

        async def hello():
            context = ssl.create_default_context(cafile=folder + "/ca.pem")
            async with websockets.connect(f"wss://localhost:{port}/", ssl=context) as connection:
                await connection.send('{"client":"e2e","clientVersion":"1","protocolVersion":1,"type":"hello"}')
                return await asyncio.wait_for(connection.recv(), 5)

        assert '"type":"welcome"' in asyncio.run(hello())
    finally:
        server.terminate()
        server.wait(timeout=30)
