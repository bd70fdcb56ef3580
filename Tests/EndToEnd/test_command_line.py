"""The command line as a newcomer meets it: numbers out of range, a mistyped database folder, --version, and the
shell completions it generates."""
import os
import re
import subprocess
import tempfile

import pytest

from terminal import BINARY


def run(*arguments, env=None, timeout=30):
    return subprocess.run([BINARY, *arguments], capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL, env=env)


@pytest.mark.parametrize("arguments, expected", [
    # NB: with a space before it, "-1" used to be read as an unknown option: "Missing value for '--seed <n>'".
    (["--seed", "-1", "--plain"], "out of range: a seed is a whole number from 0 to 18446744073709551615"),
    (["--seed", "18446744073709551616", "--plain"], "out of range"),
    (["--seed", "ten", "--plain"], "not a whole number"),
    (["serve", "--port", "-1"], "--port must be from 0 to 65535, not -1."),
    (["serve", "--grace", "-5"], "--grace must be from 0 to"),
    (["history", "--limit", "-1"], "--limit takes a number of games, 0 or more, not -1."),
    (["host", "--lan", "--port", "-1"], "--port -1: use a number from 1 to 65535, or 0 for any free port."),
])
def test_a_negative_or_huge_number_is_refused_as_out_of_range(arguments, expected, tmp_path):
    env = dict(os.environ, HOME=str(tmp_path), XDG_STATE_HOME=str(tmp_path / "state"))
    done = run(*arguments, env=env)
    assert done.returncode == 64, done.stderr
    assert "Missing value" not in done.stderr, done.stderr
    assert expected in done.stderr, done.stderr


@pytest.mark.parametrize("arguments, expected", [
    (["join", "23456789", "--computer", "o"],
     "--computer is for a game at this keyboard (parlor play): online, people take the seats."),
    (["watch", "23456789", "--names", "A,B"],
     "--names is for a game at this keyboard (parlor play): online, --name is the name the others see."),
    (["match", "--player", "Ann"], "--player is for a game at this keyboard (parlor play): online, --name"),
    (["history", "--computer", "o"], "--computer is for a game at this keyboard (parlor play): history lists"),
    (["history", "--level", "easy"], "--level is for a game at this keyboard (parlor play): history lists"),
    (["history", "--theme", "nosuch"], "Unknown theme 'nosuch'"),
    (["serve", "--port", "0", "--computer", "o", "--names", "A,B"],
     "--names is for a game at this keyboard (parlor play): a server seats the players who come"),
])
def test_the_options_of_seats_at_this_keyboard_are_refused_where_nobody_sits_here(arguments, expected, tmp_path):
    env = dict(os.environ, HOME=str(tmp_path), XDG_STATE_HOME=str(tmp_path / "state"),
               XDG_DATA_HOME=str(tmp_path / "data"))
    done = run(*arguments, "--server", "ws://127.0.0.1:1", env=env) if arguments[0] != "serve" \
        else run(*arguments, env=env, timeout=10)
    assert done.returncode == 64, (done.returncode, done.stdout, done.stderr)
    assert expected in done.stderr, done.stderr


def test_the_help_of_player_speaks_of_the_game():
    """`--player`'s default is the game's own: tic-tac-toe's two seats, a Minesweeper board's login name alone."""
    tic_tac_toe = " ".join(run("play", "tic-tac-toe", "--help").stdout.split())
    assert "give it once for each of the 2 seats, in seat order (default: X,O; against the computer:" \
        in tic_tac_toe, tic_tac_toe
    assert "alone" not in tic_tac_toe, tic_tac_toe
    minesweeper = " ".join(run("play", "minesweeper", "--help").stdout.split())
    assert "repeat for each, in seat order (default: your login name, alone)" in minesweeper, minesweeper


def test_a_database_in_a_folder_that_does_not_exist_is_refused_and_nothing_is_created(tmp_path):
    folder = tmp_path / "typo" / "dir"
    done = run("serve", "--port", "0", "--database", str(folder / "x.sqlite"))
    assert done.returncode == 64, done.stderr
    assert f"the folder {folder} does not exist" in done.stderr, done.stderr
    assert not (tmp_path / "typo").exists()
    assert done.stdout == ""


def test_the_default_database_folder_is_still_created(tmp_path):
    env = dict(os.environ, HOME=str(tmp_path), XDG_STATE_HOME=str(tmp_path / "fresh" / "state"))
    server = subprocess.Popen([BINARY, "serve", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True, env=env)
    try:
        line = server.stdout.readline()
        assert line.startswith("Listening on ws://127.0.0.1:"), line + server.stderr.read()
        assert (tmp_path / "fresh" / "state" / "parlor" / "server.sqlite").exists()
    finally:
        server.terminate()
        server.wait(timeout=30)


def test_version_names_the_release_and_the_protocol():
    done = run("--version")
    assert done.returncode == 0, done.stderr
    assert re.fullmatch(r"parlor \d+\.\d+(\.\d+)? \(protocol version \d+\)\n", done.stdout), done.stdout


def test_bash_completion_completes_subcommands_and_options(tmp_path):
    script = run("--generate-completion-script", "bash")
    assert script.returncode == 0, script.stderr
    path = tmp_path / "parlor.bash"
    path.write_text(script.stdout)
    # NB: what bash itself does on Tab: the completion function, given the command, the word being completed and
    # the one before it, with the words typed so far.
    probe = f"""
        source {path}
        function complete_line() {{ COMP_WORDS=("$@"); COMP_CWORD=$(( ${{#COMP_WORDS[@]}} - 1 ));
            COMP_LINE="$*"; COMP_POINT=${{#COMP_LINE}}; COMPREPLY=();
            _parlor parlor "${{COMP_WORDS[COMP_CWORD]}}" "${{COMP_WORDS[COMP_CWORD-1]}}"; echo "${{COMPREPLY[*]}}"; }}
        complete_line parlor se
        complete_line parlor serve --gr
        complete_line parlor play mi
    """
    done = subprocess.run(["bash", "-c", probe], capture_output=True, text=True, timeout=30,
                          env=dict(os.environ, PATH=os.path.dirname(BINARY) + ":" + os.environ["PATH"]))
    lines = done.stdout.splitlines()
    assert len(lines) == 3, (done.stdout, done.stderr)
    assert lines[0].split() == ["serve"], lines
    assert lines[1].split() == ["--grace"], lines
    assert "minesweeper" in lines[2].split(), lines


@pytest.mark.parametrize("shell", ["zsh", "fish"])
def test_other_shells_get_a_completion_script(shell):
    done = run("--generate-completion-script", shell)
    assert done.returncode == 0, done.stderr
    assert "parlor" in done.stdout and "serve" in done.stdout


def test_the_man_page_documents_every_subcommand(tmp_path):
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    done = subprocess.run([os.path.join(root, "scripts", "man-page"), str(tmp_path)], capture_output=True, text=True,
                          timeout=600, env=dict(os.environ, PARLOR_BIN=BINARY))
    assert done.returncode == 0, done.stderr
    page = (tmp_path / "parlor.1").read_text()
    assert ".Dt PARLOR 1" in page
    for subcommand in ["play", "host", "join", "watch", "match", "history", "serve"]:
        assert f".It Em {subcommand}\n" in page, subcommand
    assert ".It Fl -take-over\n" in page
