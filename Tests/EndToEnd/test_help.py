"""Help belongs to the screen it is opened from, in the real binary: the menu's, a board's, an online game's."""
from test_local_play import assert_exited_cleanly
from test_online_play import GAME_ID, PlainClient, Server, kill_running


def help_box_rows(t):
    """The screen's rows from the help's top edge to its bottom edge."""
    lines = t.text().splitlines()
    top = next(index for index, line in enumerate(lines) if "Help" in line and ("╭" in line or "+" in line))
    bottom = next(index for index in range(top + 1, len(lines)) if "╰" in lines[index] or "+--" in lines[index])
    return lines[top:bottom + 1]


def test_the_menus_help_lists_the_menu_and_nothing_of_the_menu_shows_beside_it(term):
    t = term()
    t.wait_for("Main menu")
    t.send("?")
    t.wait_for("Choose that entry")
    for words in ["Minesweeper: one board cleared together.", "quick match", "Esc or ? closes"]:
        assert words in t.text(), t.text()
    assert "Next round" not in t.text() and "Mark that square" not in t.text(), t.text()
    for row in help_box_rows(t):
        before_box = row[:len(row) - len(row.lstrip())]
        assert before_box.strip() == "", f"something shows left of the help: {row!r}\n{t.text()}"
        assert row.strip()[0] in "╭│╰", row
    assert "1-9  " in t.text(), t.text()
    t.send("esc")
    t.send("7")
    t.wait_for("Beginner")
    # NB: the boards' page has four entries: its help names the digits that choose there.
    t.send("?")
    t.wait_for("Choose that entry")
    assert "1-4  " in t.text() and "1-9" not in t.text(), t.text()
    t.send("esc")
    t.send("1")
    t.wait_for("mines left")
    t.send("?")
    t.wait_for("Flag the cell")
    assert "Choose that entry" not in t.text()
    t.send("esc", "q")
    assert_exited_cleanly(t)


def test_an_online_games_help_lists_the_online_keys(term):
    server = Server()
    ann = None
    try:
        ann = PlainClient(server, "host", "--name", "Ann")
        game_id = ann.expect(GAME_ID.pattern).group(1)
        bob = term("join", game_id, "--name", "Bob", env={"PARLOR_SERVER": server.url})
        bob.wait_for("Ann's move")
        bob.send("?")
        bob.wait_for("Claim the round when your opponent stays away")
        for words in ["Ask for a rematch", "Abort the round", "Copy the command that joins this game", "seat is kept"]:
            assert words in bob.text(), bob.text()
        bob.send("esc")
        bob.settle()
        assert "Claim the round" not in bob.text()
        bob.send("q")
        assert bob.wait_exit() == 0
        assert ann.quit() == 0
    finally:
        kill_running(ann)
        server.stop()
