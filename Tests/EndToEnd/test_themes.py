"""Theme files as a person writes them: a game's own roles named by the game, and a misspelt one refused by name."""
import os
import subprocess

from terminal import BINARY


def play_with_theme(tmp_path, roles):
    config = tmp_path / "config"
    (config / "parlor" / "themes").mkdir(parents=True)
    (config / "parlor" / "themes" / "mine.json").write_text('{"name": "mine", "roles": {' + roles + '}}')
    env = dict(os.environ, XDG_CONFIG_HOME=str(config), XDG_STATE_HOME=str(tmp_path / "state"))
    return subprocess.run([BINARY, "play", "minesweeper", "--theme", "mine", "--plain"], input="quit\n",
                          capture_output=True, text=True, timeout=30, env=env)


def test_a_games_role_is_named_by_the_game(tmp_path):
    done = play_with_theme(tmp_path, '"minesweeper.flag": {"fg": "green"}, "notice": {"attrs": ["bold"]}')
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Minesweeper for "), done.stdout


def test_a_misspelt_games_role_is_refused_naming_the_roles_there_are(tmp_path):
    done = play_with_theme(tmp_path, '"minesweeper.flg": {"fg": "green"}')
    assert done.returncode == 78, done.stderr
    assert 'unknown role "minesweeper.flg"' in done.stderr, done.stderr
    assert "minesweeper.flag" in done.stderr, done.stderr
