"""Names keep their emoji whole across the real server and clients: ZWJ sequences, flags, tag sequences; control
characters and bidirectional overrides are removed on the way."""
import re

from test_online_play import GAME_ID, PlainClient, Server, kill_running

FAMILY = "👩\u200d👩\u200d👧"
FLAG = "🇫🇷"
SCOTLAND = "🏴\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F"


def test_emoji_names_arrive_whole_and_overrides_do_not(term):
    server = Server()
    ann = None
    try:
        ann = PlainClient(server, "host", "--name", f"Ann {FLAG}")
        game_id = ann.expect(GAME_ID.pattern).group(1)
        bob = term("join", game_id, "--name", f"\u202e{FAMILY} Bob {SCOTLAND}\u2066", env={"PARLOR_SERVER": server.url})
        line = ann.expect(r"joined|against").string
        assert f"{FAMILY} Bob {SCOTLAND}" in "\n".join(ann.lines), ann.lines
        assert "\u202e" not in "\n".join(ann.lines) and "\u2066" not in "\n".join(ann.lines)
        bob.wait_for("Ann")
        bob.settle(0.3)
        shown = bytes(bob.output).decode(errors="replace")
        assert FLAG in shown and "Ann ?" not in bob.text(), bob.text()
        assert FAMILY in shown, "the family was drawn in pieces or as ?"
        assert ann.quit() == 0
    finally:
        kill_running(ann)
        server.stop()
