import ClientCore
import Foundation
import GameCatalog
import GameCore
import Minesweeper
import MinesweeperPlay
import TermCore
import TerminalUI
import TestGames
import Testing
import WireProtocol

import struct Minesweeper.Cell

/// Online co-op Minesweeper sessions as the room's online screen shows them: room K7MZ2QHD on a 9x9 board whose
/// ten mines wall off the right half (column e) and sit in the bottom right corner, Ann in seat 0, Bob in seat 1.
enum OnlineMinesweeperFixtures {
    static let gameID = try! GameID("K7MZ2QHD")
    static let ann = try! PlayerName("Ann")
    static let bob = try! PlayerName("Bob")
    static let secret = SeatSecret(rawBytes: Array(repeating: 9, count: SeatSecret.byteCount))!
    static let server = "ws://127.0.0.1:7420"

    static let options = MinesweeperPreset.beginner.options
    static let mines: Set<Cell> = Set(
        ["e1", "e2", "e3", "e4", "e5", "e6", "e7", "e8", "e9", "i9"].map { Cell(name: $0)! })
    static let flood: (Int, Minesweeper.Move) = (1, .reveal(Cell(name: "a1")!))

    static func game(_ moves: [(Int, Minesweeper.Move)]) -> Minesweeper {
        var game = Minesweeper(options: options, seatCount: 8, mines: mines)
        for (index, (seat, move)) in moves.enumerated() {
            try! game.apply(move, by: Seat(seat), at: GameTime(milliseconds: Int64(index + 1) * 1000))
        }
        return game
    }

    static func room(
        seat: Seat?, moves: [(Int, Minesweeper.Move)], bob: Bool = true, spectators: Int = 0
    ) -> RoomSnapshot {
        let ann = PlayerInfo(seat: Seat(0), name: ann)
        return RoomSnapshot(
            gameID: gameID, setup: .minesweeper(MinesweeperSetup(options: options)), phase: .playing, round: 1,
            view: .minesweeper(game(moves).view(for: .spectator)), yourSeat: seat,
            players: bob ? [ann, PlayerInfo(seat: Seat(1), name: Self.bob)] : [ann], score: RoomScore(seatCount: 8),
            spectators: spectators, lastResult: nil, sequence: 5, clock: GameTime(milliseconds: 43_500))
    }

    static func act(_ intent: MinesweeperPlay.Intent) -> OnlineAction {
        .play(PlayIntent(MinesweeperPlay.self, intent))
    }

    static func session(_ intent: OnlineIntent, room: RoomSnapshot, link: [OnlineAction] = []) -> OnlineSession {
        var session = OnlineSession(
            intent: intent, name: ann, clientVersion: "test", moveIDPrefix: "t", plays: TestGames.plays)
        _ = session.start()
        _ = session.reduce(.connected)
        _ = session.reduce(.ticked())
        _ = session.reduce(.received(.snapshot(snapshot: room)))
        for action in link { _ = session.reduce(action) }
        return session
    }

    /// The host alone on a fresh board, just after creating the room.
    static let hostAlone = session(
        .host(.minesweeper(MinesweeperSetup(options: options))), room: room(seat: Seat(0), moves: [], bob: false))

    /// Ann after Bob's flood, Bob's cursor on e5 and hers moved from the middle to c4.
    static let playing = session(
        .join(gameID, secret: secret), room: room(seat: Seat(0), moves: [flood], spectators: 2),
        link: [
            .received(.pointer(seat: Seat(1), at: BoardPoint(row: 4, column: 4))),
            act(.moveCursor(.up)), act(.moveCursor(.left)), act(.moveCursor(.left)),
        ])

    /// A spectator after Bob hit the mine at e1.
    static let watchingMineHit = session(
        .watch(gameID), room: room(seat: nil, moves: [flood, (1, .reveal(Cell(name: "e1")!))]))
}

/// The room's online screen drawing a shared board: the status bar, the board with every cursor, the players with
/// their notes, the room's line under it, the hints; what keys and clicks mean there.
struct OnlineMinesweeperScreenTests {
    typealias M = OnlineMinesweeperFixtures

    struct Scenario: CustomTestStringConvertible, Sendable {
        var name: String
        var session: OnlineSession
        var testDescription: String { name }
    }

    static let scenarios = [
        Scenario(name: "online-host-alone", session: M.hostAlone),
        Scenario(name: "online-playing", session: M.playing),
        Scenario(name: "online-watching-mine-hit", session: M.watchingMineHit),
    ]

    static func render(_ session: OnlineSession, size: Size = Size(width: 80, height: 24), glyphs: GlyphSet = .ascii)
        -> Canvas
    {
        OnlineView.render(
            session, server: M.server, digits: .keypad, size: size, options: RenderOptions(glyphs: glyphs))
    }

    @Test(arguments: scenarios, [GlyphSet.unicode, .ascii])
    func screens(_ scenario: Scenario, glyphs: GlyphSet) {
        for size in [Size(width: 80, height: 24), Layout.minimumSize, Size(width: 120, height: 40)] {
            Snapshot.expect(
                Self.render(scenario.session, size: size, glyphs: glyphs).text,
                named: "\(scenario.name)-\(size)-\(glyphs)")
        }
    }

    @Test func theHostSeesTheGameIDAndTheJoinCommandWhileTheBoardIsPlayed() {
        let text = Self.render(M.hostAlone).text
        #expect(text.contains("K7MZ2QHD"))
        #expect(text.contains("Friends join with: parlor join K7MZ2QHD"))
        #expect(text.contains("Playing together"))
        #expect(Self.render(M.hostAlone, size: Size(width: 120, height: 40)).text.contains("y copy join command"))
    }

    @Test func theScoreIsTheBoardsClearedAndLostAndSpectatorsAreCounted() {
        let text = Self.render(M.playing, size: Size(width: 120, height: 40)).text
        let bar = text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(bar.contains("0 cleared, 0 lost"), "\(bar)")
        #expect(bar.contains("2 watching"), "\(bar)")
    }

    /// The words beside the players' names once the connection dropped: "reconnecting" while it is retried, then
    /// "offline" for this person once given up, and for everyone once the host left (their server stopped).
    @Test(arguments: [
        ("closed (1006): connection lost", ["reconnecting"]),
        ("closed (1001): \(OnlineSession.hostLeftCloseReason)", ["offline", "offline"]),
    ])
    func thePlayersPanelSaysReconnectingOnlyWhileItIs(_ reason: String, _ notes: [String]) {
        var session = M.playing
        _ = session.reduce(.disconnected(reason: reason))
        let text = Self.render(session).text
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
        (.key(.character("f")), [M.act(.flag(nil))]),
        (.key(.character(" ")), [M.act(.reveal(nil))]),
        (.key(.character("c")), [M.act(.chord(nil))]),
        (.key(.character("a")), [.abortRequested]),
        (.key(.character("n")), [.rematchRequested]),
        (.key(.character("h")), [M.act(.moveCursor(.left))]),
        (.key(.tab), [.keysPassRequested]),
    ])
    func keysOnASharedBoard(_ event: TerminalEvent, _ expected: [OnlineAction]) {
        let actions = OnlineInputMapper.actions(
            for: event, in: M.playing, digits: .keypad, size: Size(width: 80, height: 24), options: RenderOptions())
        #expect(actions == expected)
    }

    @Test func tabSaysThatOnlineEveryoneHasTheirOwnKeys() {
        var session = M.playing
        #expect(session.reduce(.keysPassRequested) == [])
        #expect(session.notice == "Tab hands the keys on at one keyboard; online, everyone plays from their own.")
    }

    @Test func aSpectatorLeavesAndCopiesAndIsToldOnlyThePlayersMove() {
        var session = M.watchingMineHit
        for (key, expected) in [("q", [OnlineAction.quitRequested]), ("y", [.copyJoinCommandRequested])] {
            let actions = OnlineInputMapper.actions(
                for: .key(.character(Character(key))), in: session, digits: .keypad,
                size: Size(width: 80, height: 24), options: RenderOptions())
            #expect(actions == expected)
        }
        #expect(session.reduce(M.act(.flag(nil))) == [])
        #expect(session.notice == "You are watching: only the players move.")
    }

    /// The help lists the board's keys and the room's as they are on a shared board: `n` starts a new board, and
    /// there is nothing to claim or abort; at the minimum size the board's keys are still there.
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40), Layout.minimumSize])
    func theHelpOfASharedBoard(size: Size) {
        let text = OnlineView.render(
            M.playing, server: M.server, digits: .keypad, size: size, options: RenderOptions(glyphs: .ascii),
            showsHelp: true
        ).text
        for words in ["Reveal", "Flag", "Chord", "Leave"] {
            #expect(text.contains(words), "\(words) at \(size):\n\(text)")
        }
        #expect(text.lowercased().contains("new board"), "\(text)")
        for words in ["Claim", "Abort", "rematch"] {
            #expect(!text.contains(words), "\(words) at \(size):\n\(text)")
        }
    }

    /// A finished board stays until `n`: Space, the reveal key, pressed once too often must not start the next.
    @Test func spaceOnAFinishedBoardDoesNotStartTheNext() {
        var room = M.room(seat: Seat(0), moves: [M.flood, (1, .reveal(Cell(name: "e1")!))])
        room.phase = .roundOver
        let session = M.session(.join(M.gameID, secret: M.secret), room: room)
        let space = OnlineInputMapper.actions(
            for: .key(.character(" ")), in: session, digits: .keypad, size: Size(width: 80, height: 24),
            options: RenderOptions())
        #expect(space == [])
        #expect(Self.render(session).text.contains("Press n for a new board"))
        #expect(Self.render(session).text.contains("n new board"))
    }

    /// A left click reveals the cell drawn under it and a right click flags it, at every size the board fits;
    /// the pointer moving over a cell takes the cursor there.
    @Test(arguments: [Size(width: 80, height: 24), Layout.minimumSize, Size(width: 120, height: 40)])
    func clicksLandOnTheCellDrawnUnderThem(size: Size) {
        let session = M.playing
        let canvas = Self.render(session, size: size, glyphs: .unicode)
        let points = MinesweeperProbe.points(in: canvas, options: M.options)
        #expect(!points.isEmpty, "no board at \(size)")
        for (cell, point) in points {
            for (button, intent) in [
                (MouseEvent.Button.left, MinesweeperPlay.Intent.reveal(cell)), (.right, .flag(cell)),
                (.hover, .placeCursor(cell)),
            ] {
                let actions = OnlineInputMapper.actions(
                    for: .mouse(MouseEvent(position: point, button: button)), in: session, digits: .keypad,
                    size: size, options: RenderOptions(mouseEnabled: true))
                #expect(actions == [M.act(intent)], "\(button) at \(cell) drawn at \(point), \(size)")
            }
        }
    }

    /// Every size from the smallest to large draws without a glyph out of place: too small, the message; else the
    /// bars and the board or its own message, never a crash.
    @Test func everySizeDraws() {
        for width in stride(from: 10, through: 130, by: 7) {
            for height in stride(from: 4, through: 45, by: 3) {
                let size = Size(width: width, height: height)
                let text = Self.render(M.playing, size: size).text
                if size.width < Layout.minimumSize.width || size.height < Layout.minimumSize.height {
                    #expect(text.contains("small"), "\(size)")
                } else {
                    #expect(text.contains("K7MZ2QHD") || width < 40, "\(size)")
                }
            }
        }
    }
}
