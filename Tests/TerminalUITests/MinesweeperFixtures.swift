import GameCore
import Minesweeper
import TerminalUI

/// Minesweeper scenes to draw, reached by playing moves on boards whose mines are laid by hand (or by a seed).
enum MinesweeperFixtures {
    static let ann = Seat(0)
    static let bob = Seat(1)

    static func cell(_ name: String) -> Cell { Cell(name: name)! }

    /// The mines of the beginner fixtures: a diagonal and a cluster in the bottom right, so a reveal at a1 floods.
    static let beginnerMines: Set<Cell> = Set(
        ["c3", "e1", "g2", "h5", "i5", "f7", "g8", "h8", "i9", "a9"].map(cell))

    static let beginner = MinesweeperPreset.beginner.options
    static let expert = MinesweeperPreset.expert.options

    static func title(_ options: MinesweeperOptions, preset: String) -> String {
        "Co-op Minesweeper · \(preset) \(options.rows)x\(options.columns) · \(options.mines) mines"
    }

    /// `game` after `moves`, each by its seat at its second of game time; every move must be accepted.
    static func play(_ game: Minesweeper, _ moves: [(Minesweeper.Move, Seat, Int64)]) -> Minesweeper {
        var game = game
        for (move, seat, second) in moves {
            try! game.apply(move, by: seat, at: GameTime(milliseconds: second * 1000))
        }
        return game
    }

    static let players = [
        MinesweeperScene.Player(seat: ann, name: "Ann", note: "you"),
        MinesweeperScene.Player(seat: bob, name: "Bob"),
    ]

    /// A fresh beginner board, Ann alone with her cursor in the middle.
    static var beginnerStart: MinesweeperScene {
        let game = Minesweeper(options: beginner, seatCount: 1, mines: beginnerMines)
        return MinesweeperScene(
            title: title(beginner, preset: "beginner"), view: game.view(for: .seat(ann)),
            players: [MinesweeperScene.Player(seat: ann, name: "Ann", note: "hands on keys")],
            cursors: [ann: cell("e5")], focus: ann, hints: ["Tab next player"])
    }

    /// Ann opened the top left and h1, Bob flagged c3 and e1; Ann's cursor on the 2 at d2, Bob's at f3.
    static var midGameGame: Minesweeper {
        play(
            Minesweeper(options: beginner, seatCount: 2, mines: beginnerMines),
            [
                (.reveal(cell("a1")), ann, 0), (.flag(cell("c3"), on: true), bob, 20),
                (.flag(cell("e1"), on: true), bob, 31), (.reveal(cell("h1")), ann, 40),
            ])
    }

    static var midGame: MinesweeperScene {
        MinesweeperScene(
            title: title(beginner, preset: "beginner"), view: midGameGame.view(for: .seat(ann)), players: players,
            cursors: [ann: cell("d2"), bob: cell("f3")], focus: ann, elapsed: GameTime(milliseconds: 83_400),
            eventLine: "Ann revealed h1", notice: nil)
    }

    /// The same moment with both cursors on d2, and a notice.
    static var sharedCell: MinesweeperScene {
        var scene = midGame
        scene.cursors = [ann: cell("d2"), bob: cell("d2")]
        scene.notice = "d2 is already revealed."
        return scene
    }

    /// The same moment with the cursors on neighbouring cells, Ann's on d2 and Bob's on e2, then Bob's on d3.
    static func neighbours(bobOn bob: String) -> MinesweeperScene {
        var scene = midGame
        scene.cursors = [ann: cell("d2"), MinesweeperFixtures.bob: cell(bob)]
        return scene
    }

    /// After the mid-game, Bob flagged the safe i1, then Ann revealed the mine at h5.
    static var loss: MinesweeperScene {
        let game = play(
            midGameGame,
            [(.flag(cell("i1"), on: true), bob, 50), (.reveal(cell("h5")), ann, 61)])
        return MinesweeperScene(
            title: title(beginner, preset: "beginner"), view: game.view(for: .seat(ann)), players: players,
            cursors: [ann: cell("h5"), bob: cell("i1")], focus: ann, elapsed: GameTime(milliseconds: 61_000),
            eventLine: "Ann hit the mine at h5")
    }

    /// Every safe cell revealed, in row order, by Ann and Bob in turn.
    static var win: MinesweeperScene {
        var game = Minesweeper(options: beginner, seatCount: 2, mines: beginnerMines)
        var second: Int64 = 0
        for candidate in game.view(for: .spectator).cells where !beginnerMines.contains(candidate) {
            guard game[candidate] == .hidden else { continue }
            second += 3
            try! game.apply(.reveal(candidate), by: Seat(Int(second) % 2), at: GameTime(milliseconds: second * 1000))
        }
        return MinesweeperScene(
            title: title(beginner, preset: "beginner"), view: game.view(for: .seat(ann)), players: players,
            cursors: [ann: cell("i8"), bob: cell("a1")], focus: ann, elapsed: GameTime(milliseconds: second * 1000),
            eventLine: "Cleared in \(second) s")
    }

    /// An expert board after one reveal in the middle (mines from seed 7), with both cursors.
    static var expertGame: Minesweeper {
        play(Minesweeper(options: expert, seatCount: 2, seed: 7), [(.reveal(cell("o8")), ann, 0)])
    }

    static var expertScene: MinesweeperScene {
        MinesweeperScene(
            title: title(expert, preset: "expert"), view: expertGame.view(for: .seat(bob)), players: players,
            cursors: [ann: cell("o8"), bob: cell("ad16")], focus: bob, elapsed: GameTime(milliseconds: 5_000),
            eventLine: "Ann revealed \(expertGame.lastChange?.revealed.count ?? 0) cells from o8")
    }

    /// A 30 by 30 custom board after one reveal, Ann's cursor near the bottom right.
    static var customScrolled: MinesweeperScene {
        let options = try! MinesweeperOptions(rows: 30, columns: 30, mines: 150)
        let game = play(Minesweeper(options: options, seatCount: 2, seed: 11), [(.reveal(cell("ab28")), ann, 0)])
        return MinesweeperScene(
            title: "Co-op Minesweeper · custom 30x30 · 150 mines", view: game.view(for: .seat(ann)), players: players,
            cursors: [ann: cell("ab28"), bob: cell("b2")], focus: ann, elapsed: GameTime(milliseconds: 2_000),
            eventLine: "Ann revealed ab28")
    }

    /// The mid-game seen by a spectator.
    static var watched: MinesweeperScene {
        var scene = midGame
        scene.title = "WATCHING · ab3d-ef7g"
        scene.focus = nil
        scene.players = [
            MinesweeperScene.Player(seat: ann, name: "Ann"),
            MinesweeperScene.Player(seat: bob, name: "Bob", note: "away"),
        ]
        return scene
    }
}
