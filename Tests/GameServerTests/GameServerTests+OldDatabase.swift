import CustomDump
import Foundation
import GameCatalog
import GameCore
import GameServer
import ServerTestSupport
import TestGames
import Testing
import WireProtocol

/// A database written by `main` as it stood before issue 16 (b4dcd44, before the registry of games) opens, and its
/// rooms go on where they were (issue 16): `Fixtures/before-issue-16.sqlite`, written by that commit's `parlor serve`
/// and stopped with SIGTERM, and `Fixtures/before-issue-16.json`, what the old server showed of each room last.
///
/// The test names no game: each room's setup, view and next move come from the fixture, decoded by the registry.
extension GameServerTests {
    /// What `before-issue-16.json` says of the old database.
    struct OldDatabase: Decodable {
        /// A room as the old server's last snapshot of it showed it.
        struct Room: Decodable {
            let name: String
            let gameID: GameID
            let kind: GameKind
            let setup: GameSetup
            /// The taken seats and the secrets that open them.
            let seats: [TakenSeat]
            let players: [SeatedPlayer]
            let phase: RoomPhase
            let round: Int
            let score: RoomScore
            let view: AnyView?
            let lastResult: RoundResult?
            /// The last sequence number the old server had numbered.
            let sequence: Int
            /// A legal move for the round in play.
            let nextMove: NextMove?
        }

        struct TakenSeat: Decodable {
            let seat: Seat
            let name: String
            let seatSecret: SeatSecret
        }

        /// A player as a snapshot lists it, less the connection (every player was connected when the old server
        /// stopped; after the start only those who came back are).
        struct SeatedPlayer: Decodable, Hashable {
            let seat: Seat
            let name: PlayerName
            let wantsRematch: Bool
        }

        struct NextMove: Decodable {
            let seat: Seat
            let move: AnyMove
        }

        let rooms: [Room]
        /// The old server's answer to `history` for these rooms.
        let history: [FinishedGame]

        static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures")

        static func load() throws -> OldDatabase {
            let text = try String(
                contentsOf: directory.appendingPathComponent("before-issue-16.json"), encoding: .utf8)
            return try WireCoder.decodeValue(
                OldDatabase.self, from: text, what: "before-issue-16.json", games: TestGames.all)
        }

        /// A copy of the old database in a fresh temporary folder: the fixture itself is never opened, as SQLite
        /// writes in and beside the file it opens.
        static func copy() throws -> String {
            let database = try TestServer.temporaryDatabase()
            try FileManager.default.copyItem(
                at: directory.appendingPathComponent("before-issue-16.sqlite"), to: URL(fileURLWithPath: database))
            return database
        }

        /// A server started over a copy of the old database. NB: the room waiting for a player was created when the
        /// fixture was written, long over the hour after which a room nobody joined is reaped; kept here so that it
        /// can be seen to wait.
        static func start() async throws -> (TestServer, String) {
            let database = try copy()
            let server = try await TestServer.start(database: database) { $0.staleRoomMilliseconds = .max }
            return (server, database)
        }
    }

    /// What a snapshot shows of a room that must be as the old server left it.
    struct ResumedRoom: Equatable {
        let kind: GameKind
        let setup: GameSetup
        let phase: RoomPhase
        let round: Int
        let score: RoomScore
        let view: AnyView?
        let lastResult: RoundResult?
        let players: [OldDatabase.SeatedPlayer]

        init(_ snapshot: RoomSnapshot) {
            kind = snapshot.kind
            setup = snapshot.setup
            phase = snapshot.phase
            round = snapshot.round
            score = snapshot.score
            view = snapshot.view
            lastResult = snapshot.lastResult
            players = snapshot.players.map {
                OldDatabase.SeatedPlayer(seat: $0.seat, name: $0.name, wantsRematch: $0.wantsRematch)
            }
        }

        init(_ room: OldDatabase.Room) {
            kind = room.kind
            setup = room.setup
            phase = room.phase
            round = room.round
            score = room.score
            view = room.view
            lastResult = room.lastResult
            players = room.players
        }
    }

    static func isSnapshot(_ message: ServerMessage) -> Bool {
        if case .snapshot = message { return true }
        return false
    }

    static func isMovedOrError(_ message: ServerMessage) -> Bool {
        switch message {
        case .event(.moved, _), .error: true
        default: false
        }
    }

    @Test func anOldDatabaseResumesEveryRoomWhereItWas() async throws {
        let old = try OldDatabase.load()
        #expect(old.rooms.map(\.name) == ["twoRounds", "waiting", "sweep", "finished"])
        let (server, database) = try await OldDatabase.start()
        var peers: [Peer] = []

        for room in old.rooms {
            #expect(room.setup.kind == room.kind, "\(room.name)")
            // Every seat comes back with its secret and finds the room as it was.
            var seated: [Seat: Peer] = [:]
            for taken in room.seats {
                let peer = try await Peer.greeted(port: server.port)
                peers.append(peer)
                let (seat, secret, snapshot) = try await peer.join(
                    room.gameID, as: taken.name, secret: taken.seatSecret)
                #expect(seat == taken.seat, "\(room.name)")
                #expect(secret == taken.seatSecret, "\(room.name)")
                #expect(snapshot.gameID == room.gameID)
                #expect(snapshot.yourSeat == taken.seat, "\(room.name)")
                #expect(snapshot.sequence >= room.sequence, "\(room.name): numbering starts again below the old")
                expectNoDifference(ResumedRoom(snapshot), ResumedRoom(room), "\(room.name), seat \(taken.seat)")
                seated[seat] = peer
            }

            // The round in play takes one more move.
            #expect((room.phase == .playing) == (room.nextMove != nil), "\(room.name): a round in play has a move")
            if let next = room.nextMove {
                let mover = try #require(seated[next.seat], "\(room.name): nobody in the seat to move")
                mover.send(.requestSnapshot)
                guard case .snapshot(var picture)? = try await mover.until(Self.isSnapshot).last else {
                    throw Unexpected("no snapshot")
                }
                mover.send(
                    .move(
                        move: next.move, clientMoveID: try ClientMoveID("resumed"), lastSeenSequence: picture.sequence))
                let answer = try await mover.until(Self.isMovedOrError)
                guard case .event(.moved(let seat, let move, _), _)? = answer.last else {
                    throw Unexpected("\(room.name): the move after the restart was refused: \(answer)")
                }
                #expect(answer.contains { Self.accepted("resumed")($0) }, "\(room.name)")
                #expect(seat == next.seat)
                #expect(move == next.move)
                for case .event(let event, let sequence) in answer {
                    #expect(picture.apply(event, sequence: sequence) == .applied, "\(room.name)")
                }
                #expect(picture.view != room.view, "\(room.name): the move changed nothing")
                mover.send(.requestSnapshot)
                guard case .snapshot(let fresh)? = try await mover.until(Self.isSnapshot).last else {
                    throw Unexpected("no snapshot")
                }
                #expect(fresh.phase == room.phase, "\(room.name)")
                expectNoDifference(fresh.view, picture.view, "\(room.name)")
            }

            // A room that waited for a player still does, and a newcomer takes the free seat and starts round 1.
            if room.phase == .waitingForPlayers {
                let newcomer = try await Peer.greeted(port: server.port)
                peers.append(newcomer)
                let (seat, _, snapshot) = try await newcomer.join(room.gameID, as: "Nia")
                #expect(seat == Seat(room.seats.count))
                #expect(snapshot.phase == .playing)
                #expect(snapshot.round == 1)
                #expect(snapshot.players.map(\.name.text) == room.seats.map(\.name) + ["Nia"])
            }
        }

        for peer in peers { peer.close() }
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test func anOldDatabaseAnswersHistoryAsTheOldServerDid() async throws {
        let old = try OldDatabase.load()
        #expect(old.history.map(\.round) == [1, 1])
        let (server, database) = try await OldDatabase.start()
        let reader = try await Peer.greeted(port: server.port)

        reader.send(.history(gameIDs: old.rooms.map(\.gameID)))
        guard case .history(let games) = try await reader.next(within: 10) else { throw Unexpected("no history") }
        expectNoDifference(games, old.history)

        reader.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }
}
