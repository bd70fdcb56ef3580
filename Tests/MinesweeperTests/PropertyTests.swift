import CustomDump
import Foundation
import GameCore
import Minesweeper
import PropertyBased
import Testing

/// Random games of random attempts, legal and not, by random seats, checked after every attempt.
@Suite struct PropertyTests {
    /// A board: rows, columns, a mine density code (0-100, at most a third of the cells), seats, win rule.
    static let setups = zip(
        Gen.int(in: 5...8), Gen.int(in: 5...10), Gen.int(in: 0...100), Gen.int(in: 1...4), Gen.int(in: 0...1))
    static let seeds = Gen<UInt64>.value()
    /// One attempt: a kind (see `move(for:in:)`) and two numbers choosing the cell, the seat and the time.
    static let attempts = zip(Gen.int(in: 0...9), Gen.int(in: 0...99), Gen.int(in: 0...99)).array(of: 0...60)

    typealias Setup = (rows: Int, columns: Int, density: Int, seats: Int, rule: Int)
    typealias Attempt = (kind: Int, a: Int, b: Int)

    static func game(_ setup: Setup, seed: UInt64) -> Minesweeper {
        let most = MinesweeperOptions.maximumMines(rows: setup.rows, columns: setup.columns)
        let options = try! MinesweeperOptions(
            rows: setup.rows, columns: setup.columns, mines: max(1, most * setup.density / 300),
            winRule: setup.rule == 0 ? .revealAll : .flagAllMines)
        return Minesweeper(options: options, seatCount: setup.seats, seed: seed)
    }

    /// Kinds 0-1 reveal any cell (one row or column past the board at times), 2 flags one on, 3 takes a flag off
    /// (a flagged cell's when there is one), 4 chords any cell, 5 chords a revealed number; 6 reveals a safe hidden
    /// cell and 7 flags a mine (once placed), so that games are won too; 8 chords from a flag's neighbour; 9 is a
    /// seat that does not play.
    static func move(for attempt: Attempt, in game: Minesweeper) -> (Seat, Minesweeper.Move) {
        let options = game.options
        let cell = Cell(row: attempt.a % (options.rows + 1), column: attempt.b % (options.columns + 1))
        let seat = Seat(attempt.b % game.seatCount)
        let view = game.view(for: .spectator)
        let mines = Set(game.mines)
        func pick(_ cells: [Cell]) -> Cell {
            cells.isEmpty ? cell : cells[(attempt.a * 100 + attempt.b) % cells.count]
        }
        switch attempt.kind {
        case 0, 1: return (seat, .reveal(cell))
        case 2: return (seat, .flag(cell, on: true))
        case 3: return (seat, .flag(pick(view.cells.filter { game[$0].isFlagged }), on: false))
        case 4: return (seat, .chord(cell))
        case 5: return (seat, .chord(pick(view.cells.filter { game[$0].isRevealed && game[$0] != .revealed(0) })))
        case 6: return (seat, .reveal(pick(view.cells.filter { game[$0] == .hidden && !mines.contains($0) })))
        case 7: return (seat, .flag(pick(game.mines.filter { game[$0] == .hidden }), on: true))
        case 8:
            let nearFlags = view.cells.filter { cell in
                game[cell].isRevealed && view.neighbours(of: cell).contains { game[$0].isFlagged }
            }
            return (seat, .chord(pick(nearFlags)))
        default:
            return (Seat(attempt.a.isMultiple(of: 2) ? -1 : game.seatCount), .reveal(cell))
        }
    }

    typealias Accepted = (seat: Seat, move: Minesweeper.Move, time: GameTime)

    /// Plays every attempt and checks the rules' promises after each; returns the game and the moves accepted.
    static func play(_ attempts: [Attempt], from start: Minesweeper) -> (Minesweeper, [Accepted]) {
        var game = start
        var accepted: [Accepted] = []
        var time: Int64 = 0
        for attempt in attempts {
            let before = game
            let (seat, move) = move(for: attempt, in: game)
            time += Int64(attempt.a * 10)
            do {
                try game.apply(move, by: seat, at: GameTime(milliseconds: time))
                accepted.append((seat, move, GameTime(milliseconds: time)))
                checkAcceptedMove(move, by: seat, at: GameTime(milliseconds: time), from: before, to: game)
            } catch {
                expectNoDifference(game, before)
            }
            checkPosition(game)
        }
        #expect(game.movesPlayed == accepted.count)
        return (game, accepted)
    }

    static func checkAcceptedMove(
        _ move: Minesweeper.Move, by seat: Seat, at time: GameTime, from before: Minesweeper, to after: Minesweeper
    ) {
        #expect(before.ending == nil, "a move was accepted after the end")
        // The mines never move nor change in number once placed.
        if before.minesArePlaced { #expect(after.mines == before.mines) }
        #expect(after.mines.count == (after.minesArePlaced ? after.options.mines : 0))
        // The game is lost exactly when the move reveals a mine.
        let mines = Set(after.mines)
        let targets: [Cell] =
            switch move {
            case .reveal(let cell): [cell]
            case .chord(let cell): before.view(for: .spectator).neighbours(of: cell).filter { before[$0] == .hidden }
            case .flag: []
            }
        let hit = targets.first(where: mines.contains)
        #expect(after.ending == hit.map { .mineHit(by: seat, at: $0, time: time) } || (hit == nil && !after.isLost))
        // The clock starts at the first reveal.
        #expect(after.startedAt == (before.startedAt ?? (targets.isEmpty ? nil : time)))
        // A change lists only safe cells, each with its true number, and brings every view up to date.
        let change = after.update(since: before, for: .spectator)
        #expect(change == after.lastChange)
        #expect(change.seat == seat && change.move == move)
        #expect(change.revealed.allSatisfy { !mines.contains($0) })
        #expect(change.numbers == change.revealed.map(after.adjacentMines(to:)))
        #expect(change.mines == (after.isOver ? after.mines : []))
        // The counter does not jump at a loss (a wrong flag still counts), and reads 0 at a win (every mine flagged).
        for viewer in after.seats.map(Viewer.seat) + [.spectator] {
            switch after.ending {
            case .mineHit?: #expect(after.view(for: viewer).minesLeft == before.view(for: viewer).minesLeft)
            case .cleared?: #expect(after.view(for: viewer).minesLeft == 0)
            case nil: break
            }
        }
        for viewer in after.seats.map(Viewer.seat) + [.spectator] {
            var view = before.view(for: viewer)
            view.apply(after.update(since: before, for: viewer))
            expectNoDifference(view, after.view(for: viewer))
        }
    }

    static func checkPosition(_ game: Minesweeper) {
        let mines = Set(game.mines)
        let view = game.view(for: .spectator)
        for cell in view.cells {
            switch game[cell] {
            case .revealed(let number):
                #expect(!mines.contains(cell), "\(cell) is revealed on a mine")
                #expect(number == game.adjacentMines(to: cell), "\(cell) shows a wrong number")
            case .mine, .exploded, .misflagged, .flagged(nil):
                #expect(game.isOver, "\(cell) shows the end before it")
            case .hidden, .flagged:
                break
            }
        }
        let safeRevealed = view.cells.allSatisfy { mines.contains($0) || game[$0].isRevealed }
        let minesFlagged = mines.allSatisfy { game[$0].isFlagged }
        switch game.ending {
        case .cleared: #expect(game.minesArePlaced && safeRevealed && minesFlagged)
        case .mineHit(_, let cell, _): #expect(mines.contains(cell) && game[cell] == .exploded)
        case nil:
            #expect(!(game.minesArePlaced && safeRevealed && (game.options.winRule == .revealAll || minesFlagged)))
        }
        #expect(game.seatsToAct == (game.isOver ? [] : game.seats))
        #expect(view.outcome == game.outcome)
    }

    @Test func everyAttemptKeepsTheRulesPromises() async {
        await propertyCheck(count: 300, input: Self.setups, Self.seeds, Self.attempts) { setup, seed, attempts in
            _ = Self.play(attempts, from: Self.game(setup, seed: seed))
        }
    }

    @Test func replayingTheAcceptedMovesFromTheSeedRebuildsTheGame() async {
        await propertyCheck(count: 200, input: Self.setups, Self.seeds, Self.attempts) { setup, seed, attempts in
            let (game, accepted) = Self.play(attempts, from: Self.game(setup, seed: seed))
            var replayed = Self.game(setup, seed: seed)
            for (seat, move, time) in accepted { try replayed.apply(move, by: seat, at: time) }
            expectNoDifference(replayed, game)
        }
    }

    /// A viewer that missed some moves (a server may fold several into one update) still ends with the game's
    /// board, clock and ending; only the last change it keeps differs, being the sum of those moves.
    @Test func anUpdateAcrossSeveralMovesGivesTheSameBoard() async {
        await propertyCheck(count: 200, input: Self.setups, Self.seeds, Self.attempts, Gen.int(in: 0...99)) {
            setup, seed, attempts, skip in
            let (game, accepted) = Self.play(attempts, from: Self.game(setup, seed: seed))
            guard !accepted.isEmpty else { return }
            var earlier = Self.game(setup, seed: seed)
            for (seat, move, time) in accepted.prefix(skip % accepted.count) {
                try earlier.apply(move, by: seat, at: time)
            }
            for viewer in game.seats.map(Viewer.seat) + [.spectator] {
                var view = earlier.view(for: viewer)
                view.apply(game.update(since: earlier, for: viewer))
                let expected = game.view(for: viewer)
                expectNoDifference(view.squares, expected.squares)
                #expect(view.startedAt == expected.startedAt && view.ending == expected.ending)
                #expect(view.lastChange?.seat == expected.lastChange?.seat)
                #expect(view.lastChange?.move == expected.lastChange?.move)
            }
        }
    }

    @Test func gamesViewsAndChangesRoundTripThroughJSON() async {
        await propertyCheck(count: 200, input: Self.setups, Self.seeds, Self.attempts) { setup, seed, attempts in
            let (game, _) = Self.play(attempts, from: Self.game(setup, seed: seed))
            expectNoDifference(try JSONRoundTrip.decode(Minesweeper.self, from: JSONRoundTrip.encode(game)), game)
            let view = game.view(for: .spectator)
            expectNoDifference(try JSONRoundTrip.decode(MinesweeperView.self, from: JSONRoundTrip.encode(view)), view)
        }
    }

    @Test func theFirstRevealNeverHitsAMineAndAlwaysOpensAnArea() async {
        await propertyCheck(count: 500, input: Self.setups, Self.seeds, zip(Gen.int(in: 0...99), Gen.int(in: 0...99))) {
            setup, seed, pick in
            var game = Self.game(setup, seed: seed)
            let cell = Cell(row: pick.0 % game.options.rows, column: pick.1 % game.options.columns)
            try game.apply(.reveal(cell), by: Seat(0), at: GameTime(milliseconds: 7))
            #expect(game.mines.count == game.options.mines && !game.mines.contains(cell))
            #expect(game[cell] == .revealed(0))
            let opened = game.view(for: .spectator).cells.count { game[$0].isRevealed }
            #expect(opened >= 1 + game.view(for: .spectator).neighbours(of: cell).count)
            #expect(game.ending == nil || game.ending == .cleared(at: GameTime(milliseconds: 7)))
        }
    }

    /// Moving a mine between two hidden cells that no revealed cell touches changes nothing anyone can see: every
    /// viewer's JSON stays byte for byte the same, and none carries the seed.
    @Test func noViewBeforeTheEndDependsOnTheUnrevealedMines() async {
        await propertyCheck(count: 200, input: Self.setups, Self.seeds, Self.attempts) { setup, seed, attempts in
            let (game, _) = Self.play(attempts, from: Self.game(setup, seed: seed))
            guard !game.isOver, game.minesArePlaced else { return }
            let view = game.view(for: .spectator)
            let untouched = view.cells.filter { cell in
                game[cell] == .hidden && !view.neighbours(of: cell).contains { game[$0].isRevealed }
            }
            let mines = Set(game.mines)
            guard let from = untouched.first(where: mines.contains),
                let to = untouched.last(where: { !mines.contains($0) })
            else { return }
            let twin = try Self.moving(mine: from, to: to, in: game)
            #expect(twin.mines != game.mines)
            for viewer in game.seats.map(Viewer.seat) + [.spectator] {
                let json = try JSONRoundTrip.encode(game.view(for: viewer))
                #expect(json == (try JSONRoundTrip.encode(twin.view(for: viewer))))
                #expect(!json.contains("seed") && !json.contains(String(seed)) && !json.contains(#""mines":["#))
            }
        }
    }

    /// `game` with the mine at `from` moved to `to`, made by editing its stored form (which decoding checks).
    static func moving(mine from: Cell, to: Cell, in game: Minesweeper) throws -> Minesweeper {
        let data = try JSONEncoder().encode(game)
        guard var stored = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let mines = stored["mines"] as? [String]
        else { throw CocoaError(.coderReadCorrupt) }
        stored["mines"] = mines.map { $0 == from.name ? to.name : $0 }
        return try JSONDecoder().decode(Minesweeper.self, from: JSONSerialization.data(withJSONObject: stored))
    }
}

extension Minesweeper {
    /// Whether a mine was hit.
    var isLost: Bool {
        if case .mineHit = ending { return true }
        return false
    }
}
