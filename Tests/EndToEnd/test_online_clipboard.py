"""The waiting screen's `y` copies the exact join command to the clipboard with OSC 52 (ESC ] 52 ; c ; base64 BEL).

The terminal here is a pseudo-terminal, so the test reads the raw bytes parlor wrote: the request must be there,
whole, with the base64 of the command the screen shows.
"""
import base64
import re

from test_online_play import Server


def test_y_on_the_waiting_screen_copies_the_join_command_with_osc_52(term):
    server = Server()
    try:
        host = term("host", "--name", "Ann", "--server", server.url)
        host.wait_for("parlor join")
        command = re.search(r"parlor join [0-9A-Z]{8} --server ws://[0-9.:]+", host.text()).group(0)
        assert command.endswith(f"--server {server.url}"), "not the default server: the command must name it"
        assert "y copy join command · ? help · q quit, seat kept" in host.text()
        assert b"\x1b]52;" not in host.output, "nothing is copied before the key"

        host.send("y")
        host.wait_for("Copied the join command")

        request = b"\x1b]52;c;" + base64.b64encode(command.encode()) + b"\x07"
        assert host.output.count(request) == 1
        assert host.output.count(b"\x1b]52;") == 1
        assert command in host.text(), "the screen is drawn as before"

        host.send("q")
        assert host.wait_exit() == 0
        assert host.modes_restored()
    finally:
        server.stop()
