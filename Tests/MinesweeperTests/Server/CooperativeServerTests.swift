import CustomDump
import Foundation
import GameCatalog
import GameCore
import GameServer
import Minesweeper
import Persistence
import ServerCore
import ServerTestSupport
import TestGames
import Testing
import WireProtocol

/// Co-operative Minesweeper over a real WebSocket, on a real SQLite file.
@Suite(.serialized) struct CooperativeServerTests {
    static let beginner = MinesweeperPreset.beginner.options
    static let sweepSetup = GameSetup.minesweeper(MinesweeperSetup(options: beginner, maxPlayers: 4))
    static let e5 = Cell(name: "e5")!

    /// A Minesweeper room on a fresh server: Ann hosted it (and so started the round), Cy watches.
    struct Sweep {
        let database: String
        var server: TestServer
        let ann: Peer
        let cy: Peer
        let id: GameID
        let annSecret: SeatSecret
        /// Every frame each peer received, in order, as text (the welcome aside).
        var frames: [String: [String]] = [:]

        static func open(configure: @escaping (inout ServerConfiguration) -> Void = { _ in }) async throws -> Sweep {
            let database = try TestServer.temporaryDatabase()
            let server = try await TestServer.start(database: database, configure: configure)
            let ann = try await Peer.greeted(port: server.port)
            ann.send(.createRoom(setup: sweepSetup, name: try PlayerName("Ann")))
            let seated = try await ann.nextText()
            guard
                case .seated(let id, Seat(0), let secret) = try WireCoder.decode(
                    ServerMessage.self, from: seated, games: TestGames.all)
            else { throw Unexpected("Ann was not seated: \(seated)") }
            let snapshot = try await ann.nextText()
            let cy = try await Peer.greeted(port: server.port)
            cy.send(.watch(gameID: id))
            var sweep = Sweep(database: database, server: server, ann: ann, cy: cy, id: id, annSecret: secret)
            sweep.frames["ann"] = [seated, snapshot]
            sweep.frames["cy"] = [try await cy.nextText()]
            return sweep
        }

        /// The room as the server stored it: its records, read from the SQLite file while the server runs.
        func stored() throws -> [RoomRecord] {
            try SQLiteRoomStore(path: database, games: TestGames.all).records(of: id)
        }

        /// The game the stored records rebuild: mines and seed included, which no client is ever sent.
        func storedGame() throws -> Minesweeper {
            let room = try ServerCore.Room(id: id, records: try stored(), restoredAt: Moment(milliseconds: 0))
            guard let game = room.game.minesweeper else { throw Unexpected("not a Minesweeper room") }
            return game
        }

        func close(_ peers: [Peer]) async throws {
            for peer in peers { peer.close() }
            try await server.stop()
            TestServer.removeDatabase(database)
        }
    }

    /// Whether a message is the acknowledgement of the move with client move ID `id`.
    static func accepted(_ id: String) -> @Sendable (ServerMessage) -> Bool {
        { message in
            if case .moveAccepted(let moveID, _) = message { return moveID.text == id }
            return false
        }
    }

    static func move(_ move: Minesweeper.Move, _ id: String, seen: Int) -> ClientMessage {
        .move(move: .minesweeper(move), clientMoveID: try! ClientMoveID(id), lastSeenSequence: seen)
    }

    /// Frames (as text) until one decodes to a message matching `predicate`, returned last.
    static func frames(of peer: Peer, within seconds: Double = 10, until predicate: (ServerMessage) -> Bool)
        async throws -> [String]
    {
        var texts: [String] = []
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            guard let text = try? await peer.nextText(within: max(0.1, deadline.timeIntervalSinceNow)) else { break }
            texts.append(text)
            if predicate(try WireCoder.decode(ServerMessage.self, from: text, games: TestGames.all)) { return texts }
        }
        throw Unexpected("no such message within \(seconds) s after \(texts.count) frames, the last \(texts.suffix(2))")
    }

    static func isRoundEnd(_ message: ServerMessage) -> Bool {
        if case .event(.roundEnded, _) = message { return true }
        return false
    }

    static func isMoved(_ message: ServerMessage) -> Bool {
        if case .event(.moved, _) = message { return true }
        return false
    }

    /// What a client holds after applying `frames` in order to the first snapshot among them.
    static func picture(from frames: [String]) throws -> RoomSnapshot {
        var snapshot: RoomSnapshot?
        for text in frames {
            switch try WireCoder.decode(ServerMessage.self, from: text, games: TestGames.all) {
            case .snapshot(let fresh): snapshot = fresh
            case .event(let event, let sequence):
                guard var current = snapshot else { continue }
                if case .gap = current.apply(event, sequence: sequence) { Issue.record("a gap at \(sequence)") }
                snapshot = current
            default: break
            }
        }
        guard let snapshot else { throw Unexpected("no snapshot among \(frames.count) frames") }
        return snapshot
    }

    /// The whole board of `snapshot`, or nil.
    static func board(_ snapshot: RoomSnapshot) -> MinesweeperView? {
        if let view = snapshot.view?.minesweeper { return view }
        return nil
    }

    @Test func hiddenMinesReachNobodyAndTheEndShowsThemToAll() async throws {
        var sweep = try await Sweep.open()
        let bob = try await Peer.greeted(port: sweep.server.port)

        // Ann opens the board; the flood is one event for everyone.
        sweep.ann.send(Self.move(.reveal(Self.e5), "a1", seen: 3))
        sweep.frames["ann", default: []] += try await Self.frames(of: sweep.ann, until: Self.isMoved)
        let flood = try await Self.frames(of: sweep.cy, until: Self.isMoved)
        sweep.frames["cy", default: []] += flood
        let opened = try sweep.storedGame()
        guard
            case .event(.moved(_, _, .change(let anyChange)), let floodSequence) =
                try WireCoder.decode(ServerMessage.self, from: flood.last!, games: TestGames.all),
            let change = anyChange.minesweeper
        else { throw Unexpected("the first reveal was not one change: \(flood.last!)") }
        let revealed = opened.view(for: .spectator).cells.filter { opened[$0].isRevealed }
        #expect(change.revealed == revealed, "one event carries the whole flood of \(revealed.count) cells")
        #expect(revealed.count > 1)

        // Bob joins the board while it is being cleared; everyone is told.
        bob.send(.join(gameID: sweep.id, name: try PlayerName("Bob"), seatSecret: nil))
        sweep.frames["bob"] = try await Self.frames(of: bob) { if case .snapshot = $0 { true } else { false } }
        sweep.frames["ann", default: []] += try await Self.frames(of: sweep.ann) {
            if case .event(.playerJoined(Seat(1), _), _) = $0 { true } else { false }
        }

        // The seed is kept on the server (in the stored roundStarted) and places the mines.
        let records = try sweep.stored()
        guard
            case .roundStarted(1, _, let seed, _)? = records.first(where: {
                if case .roundStarted = $0 { true } else { false }
            })
        else { throw Unexpected("no stored roundStarted") }
        #expect(opened.seed == seed.low)
        let mines = Set(opened.mines)
        #expect(mines.count == Self.beginner.mines)

        // Both clear the rest at once, each from the sequence it last saw; a mine is flagged by Bob on the way.
        let safe = opened.view(for: .spectator).cells.filter { !mines.contains($0) && !opened[$0].isRevealed }
        let flagged = opened.mines[0]
        bob.send(Self.move(.flag(flagged, on: true), "b0", seen: floodSequence + 1))
        for (index, cell) in safe.enumerated() {
            let (peer, name) = index.isMultiple(of: 2) ? (sweep.ann, "ann") : (bob, "bob")
            peer.send(Self.move(.reveal(cell), "\(name)\(index + 1)", seen: floodSequence))
        }
        for (name, peer) in [("ann", sweep.ann), ("bob", bob), ("cy", sweep.cy)] {
            sweep.frames[name, default: []] += try await Self.frames(of: peer, within: 20, until: Self.isRoundEnd)
        }
        let after = await [("ann", sweep.ann), ("bob", bob), ("cy", sweep.cy)].asyncMap { ($0.0, await $0.1.drain()) }
        for (name, texts) in after { sweep.frames[name, default: []] += texts }

        let secrets = [String(seed.low), #""seed""#, #""mines":["#]
        for (name, texts) in sweep.frames {
            // NB: everything up to the move that ended the round; that move's event is the first to show mines.
            guard
                let end = texts.firstIndex(where: { text in
                    guard
                        case .event(.moved(_, _, .change(let anyChange)), _) =
                            try? WireCoder.decode(ServerMessage.self, from: text, games: TestGames.all),
                        let change = anyChange.minesweeper
                    else { return false }
                    return change.ending != nil
                })
            else {
                Issue.record("\(name) never saw the end")
                continue
            }
            for text in texts[..<end] {
                for secret in secrets { #expect(!text.contains(secret), "\(name) was sent \(secret): \(text)") }
                Self.expectNoMineShown(in: text, mines: mines, to: name)
            }
            // After the end every mine is shown to everyone.
            let picture = try Self.picture(from: texts)
            let board = try #require(Self.board(picture))
            let cleared = if case .cleared = board.ending { true } else { false }
            #expect(cleared, "\(name): \(String(describing: board.ending))")
            for mine in mines {
                #expect(board[mine] == .flagged(by: nil) || board[mine] == .flagged(by: Seat(1)), "\(name): \(mine)")
            }
            #expect(picture.phase == .roundOver)
            // NB: a 4-seat room with two players: the win is theirs, not the empty seats'.
            #expect(picture.lastResult == .finished(outcome: .won(by: [Seat(0), Seat(1)])))
        }
        try await sweep.close([bob])
    }

    /// Fails when a frame's decoded board or change shows a mine, or when a board row has a mine marker.
    static func expectNoMineShown(in text: String, mines: Set<Cell>, to name: String) {
        guard let message = try? WireCoder.decode(ServerMessage.self, from: text, games: TestGames.all) else {
            Issue.record("\(name) got a frame that does not decode: \(text)")
            return
        }
        var boards: [MinesweeperView] = []
        switch message {
        case .snapshot(let snapshot): boards += board(snapshot).map { [$0] } ?? []
        case .event(.roundStarted(_, _, let view), _): boards += view.minesweeper.map { [$0] } ?? []
        case .event(.moved(_, _, .change(let anyChange)), _):
            guard let change = anyChange.minesweeper else { break }
            #expect(change.mines.isEmpty && change.ending == nil, "\(name): \(text)")
            #expect(Set(change.revealed).isDisjoint(with: mines), "\(name) was told a mine's number")
        default: break
        }
        for board in boards {
            for cell in board.cells {
                switch board[cell] {
                case .mine, .exploded, .misflagged, .flagged(by: nil):
                    Issue.record("\(name) was shown \(board[cell]) at \(cell) before the end")
                case .revealed: #expect(!mines.contains(cell), "\(name): a mine revealed at \(cell)")
                case .hidden, .flagged: break
                }
            }
        }
        // NB: a board row is a string of cell characters; "*", "X", "!" and "F" appear only at the end.
        if let range = text.range(of: #""board":["#), let close = text[range.upperBound...].firstIndex(of: "]") {
            let rows = text[range.upperBound..<close]
            #expect(!rows.contains { "*X!F".contains($0) }, "\(name) got a mine marker in \(rows)")
        }
    }

    @Test func refusedMovesKeepTheConnectionAndTheRoom() async throws {
        let sweep = try await Sweep.open()
        let bob = try await Peer.greeted(port: sweep.server.port)
        sweep.ann.send(Self.move(.reveal(Self.e5), "a1", seen: 3))
        _ = try await sweep.ann.until(Self.accepted("a1"))
        _ = try await bob.join(sweep.id, as: "Bob")
        let game = try sweep.storedGame()
        let hidden = game.view(for: .spectator).cells.first { game[$0] == .hidden }!
        bob.send(Self.move(.flag(hidden, on: true), "b1", seen: 5))
        _ = try await bob.until(Self.accepted("b1"))
        let sequence = try sweep.stored().count
        sweep.ann.send(Self.move(.reveal(Self.e5), "a2", seen: 3))
        #expect(
            try await sweep.ann.until { if case .error = $0 { true } else { false } }.last
                == .error(
                    error: .refused(.minesweeper(.alreadyRevealed(Self.e5)), clientMoveID: try ClientMoveID("a2"))))
        sweep.ann.send(Self.move(.reveal(hidden), "a3", seen: sequence))
        let flagged = try await sweep.ann.until { if case .error = $0 { true } else { false } }.last
        #expect(
            flagged
                == .error(
                    error: .refused(
                        .minesweeper(.protectedByFlag(hidden, by: Seat(1))), clientMoveID: try ClientMoveID("a3"))))
        #expect(try sweep.stored().count == sequence, "refusals store nothing")
        sweep.ann.send(Self.move(.flag(hidden, on: false), "a4", seen: sequence))
        let accepted = try await sweep.ann.until(Self.accepted("a4"))
        #expect(accepted.last == .moveAccepted(clientMoveID: try ClientMoveID("a4"), sequence: sequence + 1))
        try await sweep.close([bob])
    }

    @Test func aRestartRebuildsTheBoardFromTheSeedAndTheMoves() async throws {
        var sweep = try await Sweep.open()
        sweep.ann.send(Self.move(.reveal(Self.e5), "a1", seen: 3))
        _ = try await sweep.ann.until(Self.accepted("a1"))
        let before = try sweep.storedGame()
        let hidden = before.view(for: .spectator).cells.first { before[$0] == .hidden }!
        sweep.ann.send(Self.move(.flag(hidden, on: true), "a2", seen: 4))
        guard case .moveAccepted(_, let flagSequence)? = try await sweep.ann.until(Self.accepted("a2")).last else {
            throw Unexpected("the flag was not accepted")
        }
        sweep.ann.send(.requestSnapshot)
        guard
            case .snapshot(let earlier) = try await sweep.ann.until({ if case .snapshot = $0 { true } else { false } })
                .last
        else { throw Unexpected("no snapshot") }
        sweep.ann.close()
        sweep.cy.close()
        try await sweep.server.stop()

        sweep.server = try await TestServer.start(database: sweep.database)
        let ann = try await Peer.greeted(port: sweep.server.port)
        let (seat, _, snapshot) = try await ann.join(sweep.id, as: "Ann", secret: sweep.annSecret)
        #expect(seat == Seat(0))
        expectNoDifference(snapshot.view, earlier.view)
        #expect(snapshot.round == 1 && snapshot.phase == .playing)
        #expect((snapshot.clock?.milliseconds ?? 0) >= (earlier.clock?.milliseconds ?? 0), "the clock goes on")
        ann.send(Self.move(.flag(hidden, on: false), "a3", seen: snapshot.sequence))
        _ = try await ann.until(Self.accepted("a3"))
        ann.send(Self.move(.flag(hidden, on: true), "a2", seen: 1))
        #expect(
            try await ann.until(Self.accepted("a2")).last
                == .moveAccepted(clientMoveID: try ClientMoveID("a2"), sequence: flagSequence),
            "a move resent after the restart is recognised")
        try await sweep.close([ann])
    }

    @Test func historyComesFromTheStoredRecordsRightAfterHello() async throws {
        let sweep = try await Sweep.open()
        sweep.ann.send(Self.move(.reveal(Self.e5), "a1", seen: 3))
        _ = try await sweep.ann.until(Self.accepted("a1"))
        let game = try sweep.storedGame()
        let mine = game.mines[0]
        sweep.ann.send(Self.move(.reveal(mine), "a2", seen: 4))
        _ = try await sweep.ann.until(Self.isRoundEnd)

        let reader = try await Peer.greeted(port: sweep.server.port)
        reader.send(.history(gameIDs: [sweep.id, try GameID("ZZZZZZZZ")]))
        guard case .history(let games) = try await reader.next() else { throw Unexpected("no history") }
        try #require(games.count == 1)
        let finished = games[0]
        #expect(finished.gameID == sweep.id && finished.round == 1 && finished.setup == Self.sweepSetup)
        #expect(finished.players == [try PlayerName("Ann")])
        #expect(finished.outcome == .lostByAll)
        guard let board = finished.finalView.minesweeper else { throw Unexpected("not a board") }
        #expect(board[mine] == .exploded)
        #expect(board.ending == .mineHit(by: Seat(0), at: mine, time: board.ending?.time ?? .start))
        guard
            case .roundStarted(_, _, _, let startedAt)? = try sweep.stored().first(where: {
                if case .roundStarted = $0 { true } else { false }
            })
        else { throw Unexpected("no roundStarted") }
        #expect(finished.startedAt == startedAt.milliseconds)
        reader.send(.history(gameIDs: []))
        #expect(try await reader.next() == .history(games: []))
        reader.close()
        try await sweep.close([])
    }

    @Test func pointersAreCoalescedRelayedToOthersAndWithdrawnWhenAPlayerGoes() async throws {
        let sweep = try await Sweep.open()
        let bob = try await Peer.greeted(port: sweep.server.port)
        _ = try await bob.join(sweep.id, as: "Bob")
        _ = try await sweep.cy.until { if case .event(.playerJoined, _) = $0 { true } else { false } }
        // A held arrow key: 40 pointers at once.
        for column in 0..<40 { sweep.ann.send(.pointer(at: BoardPoint(row: 2, column: column))) }
        let last = ServerMessage.pointer(seat: Seat(0), at: BoardPoint(row: 2, column: 39))
        let toBob = try await bob.until { $0 == last }
        let toCy = try await sweep.cy.until { $0 == last }
        #expect(toBob.count < 10, "coalesced: \(toBob.count) pointers passed on for 40")
        #expect(toCy.allSatisfy { if case .pointer(Seat(0), _) = $0 { true } else { false } })
        let bobs = BoardPoint(row: 5, column: 5)
        bob.send(.pointer(at: bobs))
        let toAnn = try await sweep.ann.until { $0 == .pointer(seat: Seat(1), at: bobs) }
        #expect(!toAnn.contains { if case .pointer(Seat(0), _) = $0 { true } else { false } }, "Ann is not sent hers")
        bob.send(.leave)
        let gone = try await sweep.ann.until { $0 == .pointer(seat: Seat(1), at: nil) }
        #expect(gone.contains { if case .event(.playerLeft(Seat(1), nil), _) = $0 { true } else { false } })
        sweep.cy.send(.pointer(at: nil))
        let refusal = try await sweep.cy.until { if case .error = $0 { true } else { false } }.last
        #expect(refusal == .error(error: .spectatorCannotPlay(inReplyTo: .pointer, clientMoveID: nil)))
        try await sweep.close([bob])
    }
}

extension CooperativeServerTests {
    @Test func playersClearingABoardTogetherMaySendMoreThanOtherPlayers() async throws {
        let sweep = try await Sweep.open { configuration in
            configuration.playerMessageLimit = 10
            configuration.cooperativeMessageLimit = 30
        }
        for _ in 0..<20 { sweep.ann.send(.requestSnapshot) }
        var snapshots = 0
        while snapshots < 20 {
            switch try await sweep.ann.next() {
            case .snapshot: snapshots += 1
            case .event: break
            case let other: throw Unexpected("neither a snapshot nor an event: \(other)")
            }
        }
        for _ in 0..<15 { sweep.ann.send(.requestSnapshot) }
        let limited = try await sweep.ann.until { if case .error = $0 { true } else { false } }
        #expect(limited.count == 10, "30 counted (createRoom too, hello not), then the warning")
        #expect(limited.last == .error(error: .rateLimited(limit: 30, seconds: 20, inReplyTo: .requestSnapshot)))
        try await sweep.close([])
    }
}

extension CooperativeServerTests {
    @Test func theLargestBoardsSnapshotGoesOutWholeInOneFrame() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database)
        let ann = try await Peer.greeted(port: server.port)
        let options = try MinesweeperOptions(rows: 99, columns: 99, mines: 9_000)
        ann.send(
            .createRoom(
                setup: .minesweeper(MinesweeperSetup(options: options, maxPlayers: 16)), name: try PlayerName("Ann")))
        _ = try await ann.until { if case .snapshot = $0 { true } else { false } }
        ann.send(Self.move(.reveal(Cell(row: 49, column: 49)), "a1", seen: 3))
        _ = try await ann.until(Self.accepted("a1"))
        let id = try #require(try SQLiteRoomStore(path: database, games: TestGames.all).roomIDs().first)
        let records = try SQLiteRoomStore(path: database, games: TestGames.all).records(of: id)
        guard
            let game = try ServerCore.Room(id: id, records: records, restoredAt: Moment(milliseconds: 0)).game
                .minesweeper
        else { throw Unexpected("not a Minesweeper room") }
        ann.send(Self.move(.reveal(game.mines[4_500]), "a2", seen: 4))
        let ended = try await Self.frames(of: ann, until: Self.isRoundEnd)
        #expect(ended.map(\.utf8.count).max() ?? 0 > 50_000, "the losing move's event lists 9,000 mines")
        ann.send(.requestSnapshot)
        let text = try await Self.frames(of: ann) { if case .snapshot = $0 { true } else { false } }.last ?? ""
        #expect(text.utf8.count > 65_536, "more than the 64 KiB frames allowed before Minesweeper")
        #expect(text.utf8.count <= ServerMessage.maxFrameBytes)
        guard case .snapshot(let snapshot) = try WireCoder.decode(ServerMessage.self, from: text, games: TestGames.all),
            let board = snapshot.view?.minesweeper
        else { throw Unexpected("no board") }
        #expect(board[game.mines[4_500]] == .exploded)
        ann.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }
}

extension Array {
    /// The results of `transform` on each element, in order, one at a time.
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var results: [T] = []
        for element in self { results.append(try await transform(element)) }
        return results
    }
}
