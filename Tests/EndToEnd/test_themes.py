"""Theme files as a person writes them: a game's own roles named by the game, and a misspelt one refused by name."""
import os
import subprocess

from terminal import BINARY


def play_with_theme(tmp_path, roles, game="minesweeper"):
    config = tmp_path / "config"
    (config / "parlor" / "themes").mkdir(parents=True)
    (config / "parlor" / "themes" / "mine.json").write_text('{"name": "mine", "roles": {' + roles + '}}')
    env = dict(os.environ, XDG_CONFIG_HOME=str(config), XDG_STATE_HOME=str(tmp_path / "state"))
    return subprocess.run([BINARY, "play", game, "--theme", "mine", "--plain"], input="quit\n",
                          capture_output=True, text=True, timeout=30, env=env)


def test_a_games_role_is_named_by_the_game(tmp_path):
    done = play_with_theme(tmp_path, '"minesweeper.flag": {"fg": "green"}, "notice": {"attrs": ["bold"]}')
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Minesweeper for "), done.stdout


def test_tic_tac_toes_marks_are_named_by_the_game(tmp_path):
    roles = '"tic-tac-toe.markX": {"fg": "green"}, "tic-tac-toe.winningSquare": {"attrs": ["reverse"]}'
    done = play_with_theme(tmp_path, roles, game="tic-tac-toe")
    assert done.returncode == 0, done.stderr


def test_a_misspelt_games_role_is_refused_naming_the_roles_there_are(tmp_path):
    done = play_with_theme(tmp_path, '"minesweeper.flg": {"fg": "green"}')
    assert done.returncode == 78, done.stderr
    assert 'line 1: unknown role "minesweeper.flg"' in done.stderr, done.stderr
    assert "minesweeper.flag" in done.stderr, done.stderr
    assert "tic-tac-toe.markX" in done.stderr, done.stderr
    assert len(done.stderr.splitlines()) == 1, done.stderr


def test_a_role_named_as_before_it_was_the_games_is_refused(tmp_path):
    # NB: files written while the marks were the room's roles name them without the game.
    done = play_with_theme(tmp_path, '"markX": {"fg": "green"}', game="tic-tac-toe")
    assert done.returncode == 78, done.stderr
    assert 'line 1: unknown role "markX" (did you mean tic-tac-toe.markX?); roles are statusBar' in done.stderr, \
        done.stderr
    # NB: every role there is, the games' too, so the person learns the new names.
    assert "player6; games' roles are " in done.stderr and "minesweeper.flag" in done.stderr, done.stderr
    assert len(done.stderr.splitlines()) == 1, done.stderr
