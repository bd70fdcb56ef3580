import ClientCore
import Foundation
import GameCatalog
import GameCore
import Minesweeper
import TermCore
import TerminalUI
import TestGames
import Testing
import WireProtocol

import struct Minesweeper.Cell

/// Online co-op Minesweeper sessions as the screen shows them: room K7MZ2QHD on a 9x9 board whose ten mines wall
/// off the right half (column e) and sit in the bottom right corner, Ann in seat 0, Bob in seat 1.
enum OnlineMinesweeperFixtures {
    typealias F = OnlineFixtures

    static let options = MinesweeperPreset.beginner.options
    static let mines: Set<Cell> = Set(
        ["e1", "e2", "e3", "e4", "e5", "e6", "e7", "e8", "e9", "i9"].map { Cell(name: $0)! })
    static let flood: (Int, Minesweeper.Move) = (1, .reveal(Cell(name: "a1")!))

    static func game(_ moves: [(Int, Minesweeper.Move)]) -> Minesweeper {
        var game = Minesweeper(options: options, seatCount: 2, mines: mines)
        for (index, (seat, move)) in moves.enumerated() {
            try! game.apply(move, by: Seat(seat), at: GameTime(milliseconds: Int64(index + 1) * 1000))
        }
        return game
    }

    static func room(
        seat: Seat?, moves: [(Int, Minesweeper.Move)], bob: Bool = true, spectators: Int = 0
    ) -> RoomSnapshot {
        let ann = PlayerInfo(seat: Seat(0), name: F.ann)
        return RoomSnapshot(
            gameID: F.gameID, setup: .minesweeper(MinesweeperSetup(options: options)), phase: .playing, round: 1,
            view: .minesweeper(game(moves).view(for: .spectator)), yourSeat: seat,
            players: bob ? [ann, PlayerInfo(seat: Seat(1), name: F.bob)] : [ann], score: RoomScore(seatCount: 8),
            spectators: spectators, lastResult: nil, sequence: 5, clock: GameTime(milliseconds: 43_500))
    }

    /// The host alone on a fresh board, just after creating the room.
    static let hostAlone = F.session(
        .host(.minesweeper(MinesweeperSetup(options: options))), room: room(seat: Seat(0), moves: [], bob: false))

    /// Ann after Bob's flood, Bob's cursor on e5 and hers moved from the middle to c4.
    static let playing = F.session(
        .join(F.gameID, secret: F.secret), room: room(seat: Seat(0), moves: [flood], spectators: 2),
        link: [
            .received(.pointer(seat: Seat(1), at: BoardPoint(row: 4, column: 4))),
            .minesweeper(.moveCursor(.up)), .minesweeper(.moveCursor(.left)), .minesweeper(.moveCursor(.left)),
        ])

    /// A spectator after Bob hit the mine at e1.
    static let watchingMineHit = F.session(
        .watch(F.gameID), room: room(seat: nil, moves: [flood, (1, .reveal(Cell(name: "e1")!))]))
}

struct OnlineMinesweeperViewTests {
    typealias M = OnlineMinesweeperFixtures

    struct Scenario: CustomTestStringConvertible, Sendable {
        var name: String
        var session: OnlineSession
        var testDescription: String { name }
    }

    static let scenarios = [
        Scenario(name: "online-minesweeper-host-alone", session: M.hostAlone),
        Scenario(name: "online-minesweeper-playing", session: M.playing),
        Scenario(name: "online-minesweeper-watching-mine-hit", session: M.watchingMineHit),
    ]

    @Test(arguments: scenarios, [GlyphSet.unicode, .ascii])
    func screens(_ scenario: Scenario, glyphs: GlyphSet) {
        for size in [Size(width: 80, height: 24), Layout.minimumSize] {
            let canvas = OnlineView.render(
                scenario.session, server: OnlineFixtures.server, digits: .keypad, size: size,
                options: RenderOptions(glyphs: glyphs))
            Snapshot.expect(canvas.text, named: "\(scenario.name)-\(size)-\(glyphs)")
        }
    }

    @Test func theHostSeesTheGameIDAndTheJoinCommandWhileTheBoardIsPlayed() {
        let text = OnlineView.render(
            M.hostAlone, server: OnlineFixtures.server, digits: .keypad, size: Size(width: 80, height: 24),
            options: RenderOptions(glyphs: .ascii)
        ).text
        #expect(text.contains("Minesweeper K7MZ2QHD"))
        #expect(text.contains("Friends join with: parlor join K7MZ2QHD"))
        #expect(text.contains("y copy join command"))
    }

    /// The words under the players' names once the connection dropped: "reconnecting" while it is retried, then
    /// "offline" for this person once given up, and for everyone once the host left (their server stopped).
    @Test(arguments: [
        ("closed (1006): connection lost", ["reconnecting"]),
        ("closed (1001): \(OnlineSession.hostLeftCloseReason)", ["offline", "offline"]),
    ])
    func thePlayersPanelSaysReconnectingOnlyWhileItIs(_ reason: String, _ notes: [String]) {
        var session = M.playing
        _ = session.reduce(.disconnected(reason: reason))
        let text = OnlineView.render(
            session, server: OnlineFixtures.server, digits: .keypad, size: Size(width: 80, height: 24),
            options: RenderOptions(glyphs: .ascii)
        ).text
        // NB: a note has a row of its own under the name, the last thing on it, right of the board.
        let shown = text.split(separator: "\n").compactMap { row in
            row.split(separator: "  ").last.map { $0.trimmingCharacters(in: .whitespaces) }
        }.filter { ["you", "reconnecting", "offline", "away"].contains($0) }
        #expect(shown == notes, "\(text)")
    }

    @Test(arguments: [
        (TerminalEvent.key(.character("y")), [OnlineAction.copyJoinCommandRequested]),
        (.key(.character("q")), [.quitRequested]),
        (.key(.control("c")), [.quitRequested]),
        (.key(.character("f")), [.minesweeper(.flag(nil))]),
        (.key(.character(" ")), [.minesweeper(.reveal(nil))]),
        (.key(.character("c")), [.minesweeper(.chord(nil))]),
        (.key(.character("a")), []),
        (.key(.character("h")), [.minesweeper(.moveCursor(.left))]),
    ])
    func keysOnASharedBoard(_ event: TerminalEvent, _ expected: [OnlineAction]) {
        let actions = OnlineInputMapper.actions(
            for: event, in: M.playing, digits: .keypad, size: Size(width: 80, height: 24), options: RenderOptions())
        #expect(actions == expected)
    }

    @Test func aSpectatorLeavesAndCopiesButDoesNotPlay() {
        let size = Size(width: 80, height: 24)
        for (key, expected) in [("q", [OnlineAction.quitRequested]), ("y", [.copyJoinCommandRequested]), ("f", [])] {
            let actions = OnlineInputMapper.actions(
                for: .key(.character(Character(key))), in: M.watchingMineHit, digits: .keypad, size: size,
                options: RenderOptions())
            #expect(actions == expected)
        }
    }
}
