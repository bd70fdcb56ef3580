"""scripts/check-game-isolation on a small made-up repository: what it counts, what it allows, and the baseline."""
import json
import pathlib
import shutil
import subprocess

import pytest

SCRIPT = pathlib.Path(__file__).resolve().parents[2] / "scripts" / "check-game-isolation"


def write(root, name, text):
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


@pytest.fixture
def repository(tmp_path):
    (tmp_path / "scripts").mkdir()
    shutil.copy(SCRIPT, tmp_path / "scripts" / "check-game-isolation")
    write(tmp_path, "Sources/TicTacToe/TicTacToe.swift", "public struct TicTacToe {}\npublic struct Square {}\n")
    write(tmp_path, "Sources/Minesweeper/Minesweeper.swift", "public struct Minesweeper {}\n")
    write(tmp_path, "Tests/TicTacToeTests/Tests.swift", "let game = TicTacToe()\n")
    write(tmp_path, "docs/rules.md", "Tic-tac-toe is played by two.\n")
    write(tmp_path, "Sources/parlor-bench/Bench.swift", "let game = TicTacToe()\n")
    write(
        tmp_path,
        "Sources/ServerCore/Room.swift",
        "import TicTacToe\n"
        "// A room plays any game, such as tic-tac-toe.\n"
        'let text = "a Square of text"  // a Square in a comment or string is not the type\n'
        "let square: Square? = nil\n"
        "let other = 1\n",
    )
    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    return tmp_path


def run(root, *arguments):
    return subprocess.run(
        [str(root / "scripts" / "check-game-isolation"), *arguments], cwd=root, capture_output=True, text=True
    )


def test_lines_naming_a_game_outside_its_folder_are_counted_and_fail_above_the_baseline(repository):
    result = run(repository, "--list", "tic-tac-toe")
    assert result.returncode == 1
    assert "Sources/ServerCore/Room.swift:1:" in result.stdout
    assert "Sources/ServerCore/Room.swift:2:" in result.stdout
    assert "Sources/ServerCore/Room.swift:4:" in result.stdout
    assert "Room.swift:3:" not in result.stdout
    assert "tic-tac-toe: 3 lines in 1 files" in result.stdout
    assert "minesweeper: 0 lines" in result.stdout


def test_the_baseline_holds_the_counts_and_a_new_line_fails_again(repository):
    assert run(repository, "--update").returncode == 0
    baseline = json.loads((repository / "scripts" / "game-isolation-baseline.json").read_text())
    assert baseline == {"minesweeper": 0, "snap": 0, "tic-tac-toe": 3}
    assert run(repository).returncode == 0
    write(repository, "Sources/ClientCore/Menu.swift", "let kind = \"minesweeper\"\n")
    result = run(repository)
    assert result.returncode == 1
    assert "minesweeper: 1 lines in 1 files" in result.stdout and "FAIL" in result.stdout


def test_a_count_below_the_baseline_passes_and_says_so(repository):
    assert run(repository, "--update").returncode == 0
    write(repository, "Sources/ServerCore/Room.swift", "let other = 1\n")
    result = run(repository)
    assert result.returncode == 0
    assert "went down from 3" in result.stdout


def test_a_type_name_in_a_file_that_does_not_import_the_game_is_another_modules(repository):
    write(repository, "Sources/TermCore/Canvas.swift", "public struct Square {}\nlet square = Square()\n")
    result = run(repository, "--list", "tic-tac-toe")
    assert "Canvas.swift" not in result.stdout
    write(repository, "Sources/TerminalUI/Board.swift", "import TicTacToe\nlet square = Square(row: 0)\n")
    assert "Sources/TerminalUI/Board.swift:1:" in run(repository, "--list", "tic-tac-toe").stdout
    assert "Sources/TerminalUI/Board.swift:2:" in run(repository, "--list", "tic-tac-toe").stdout


def test_a_room_snapshot_is_not_the_card_game(repository):
    write(repository, "Sources/ServerCore/Snapshot.swift", "struct RoomSnapshot {}\nlet snapshot = RoomSnapshot()\n")
    assert "snap: 0 lines" in run(repository).stdout
    write(repository, "Sources/ServerCore/Kinds.swift", "let kind = \"snap\"\n")
    result = run(repository, "--list", "snap")
    assert "Kinds.swift" in result.stdout and "Snapshot.swift" not in result.stdout
