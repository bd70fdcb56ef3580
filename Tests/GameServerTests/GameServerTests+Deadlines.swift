import Foundation
import GameCatalog
import GameCore
import GameServer
import Persistence
import ServerCore
import ServerTestSupport
import TestGames
import Testing
import WireProtocol

/// A game's deadlines on the real server: the test-only press race, played by three clients and watched by one.
extension GameServerTests {
    /// A press-race room of three: Ann created it, Bob and Cy joined (so the countdown runs), Dee watches.
    struct Race {
        let server: TestServer
        let players: [Peer]
        let dee: Peer
        let id: GameID
        let secrets: [SeatSecret]

        static func open(
            on database: String, countdownMilliseconds: Int64,
            configure: @escaping (inout ServerConfiguration) -> Void = { _ in }
        ) async throws -> Race {
            let server = try await TestServer.start(database: database, configure: configure)
            let setup = GameSetup(
                PressRace.self, PressRace.Options(seats: 3, countdownMilliseconds: countdownMilliseconds))
            var players: [Peer] = []
            var secrets: [SeatSecret] = []
            var id: GameID?
            for name in ["Ann", "Bob", "Cy"] {
                let peer = try await Peer.greeted(port: server.port)
                if let id {
                    peer.send(.join(gameID: id, name: try PlayerName(name), seatSecret: nil))
                } else {
                    peer.send(.createRoom(setup: setup, name: try PlayerName(name)))
                }
                guard
                    case .seated(let gameID, _, let secret) = try await GameServerTests.awaitMessage(
                        peer,
                        { message in
                            if case .seated = message { true } else { false }
                        })
                else { throw Unexpected("\(name) was not seated") }
                id = gameID
                secrets.append(secret)
                players.append(peer)
            }
            let dee = try await Peer.greeted(port: server.port)
            dee.send(.watch(gameID: id!))
            _ = try await dee.until { if case .snapshot = $0 { true } else { false } }
            return Race(server: server, players: players, dee: dee, id: id!, secrets: secrets)
        }
    }

    /// The first message `peer` receives that matches `predicate`, waiting at most `seconds`.
    static func awaitMessage(
        _ peer: Peer, within seconds: Double = 5, _ predicate: @escaping @Sendable (ServerMessage) -> Bool
    ) async throws -> ServerMessage {
        try await peer.until(within: seconds, predicate).last!
    }

    /// Whether `message` is the `moved` event of a race move `move`.
    static func isRaceMove(_ move: PressRace.Move) -> @Sendable (ServerMessage) -> Bool {
        { message in
            guard case .event(.moved(_, let any?, _), _) = message else { return false }
            return any.move(of: PressRace.self) == move
        }
    }

    @Test func aCountdownEndsOnTheServerForEveryPlayerAndTheWatcherAndThenTheFirstPressWins() async throws {
        let database = try TestServer.temporaryDatabase()
        defer { TestServer.removeDatabase(database) }
        let race = try await Race.open(on: database, countdownMilliseconds: 300)
        var goSequence = 0
        for peer in race.players {
            guard case .event(_, let sequence) = try await Self.awaitMessage(peer, Self.isRaceMove(.go)) else { return }
            goSequence = sequence
        }
        // NB: the watcher may have come after the countdown ended; its snapshot then says so.
        _ = await race.dee.drain()
        race.dee.send(.requestSnapshot)
        guard
            case .snapshot(let snapshot) = try await Self.awaitMessage(
                race.dee, { if case .snapshot = $0 { true } else { false } }),
            let view = snapshot.view?.view(of: PressRace.self)
        else { throw Unexpected("no race view") }
        #expect(view.open, "the race is open for the watcher too")
        race.players[1].send(
            .move(
                move: AnyMove(PressRace.self, .press), clientMoveID: try ClientMoveID("p1"),
                lastSeenSequence: goSequence))
        let ended = try await Self.awaitMessage(race.dee) {
            if case .event(.roundEnded, _) = $0 { true } else { false }
        }
        guard case .event(.roundEnded(_, let outcome), _) = ended else { return }
        #expect(outcome == .won(by: [Seat(1)]))
        let records = try SQLiteRoomStore(path: database, games: TestGames.all).records(of: race.id)
        #expect(records.count { if case .timedMove = $0 { true } else { false } } == 1, "the go is stored once")
        for peer in race.players + [race.dee] { peer.close() }
        try await race.server.stop()
    }

    @Test func aSeatsOwnViewShowsOnlyItsOwnSecretAndTheWatcherNone() async throws {
        let database = try TestServer.temporaryDatabase()
        defer { TestServer.removeDatabase(database) }
        let race = try await Race.open(on: database, countdownMilliseconds: 60_000)
        for (index, peer) in race.players.enumerated() {
            _ = await peer.drain()
            peer.send(.requestSnapshot)
            guard
                case .snapshot(let snapshot) = try await Self.awaitMessage(
                    peer, { if case .snapshot = $0 { true } else { false } }),
                let view = snapshot.view?.view(of: PressRace.self)
            else { throw Unexpected("no race view") }
            #expect(view.luckyNumbers.indices.filter { view.luckyNumbers[$0] != nil } == [index])
        }
        race.dee.send(.requestSnapshot)
        guard
            case .snapshot(let snapshot) = try await Self.awaitMessage(
                race.dee, { if case .snapshot = $0 { true } else { false } }),
            let view = snapshot.view?.view(of: PressRace.self)
        else { throw Unexpected("no race view") }
        #expect(view.luckyNumbers.allSatisfy { $0 == nil })
        for peer in race.players + [race.dee] { peer.close() }
        try await race.server.stop()
    }

    @Test func aDeadlinePassedWhileTheServerWasDownFiresOnceWhenAPlayerIsBack() async throws {
        let database = try TestServer.temporaryDatabase()
        defer { TestServer.removeDatabase(database) }
        let race = try await Race.open(on: database, countdownMilliseconds: 1_500)
        for peer in race.players + [race.dee] { peer.close() }
        try await race.server.stopGracefully()
        try await Task.sleep(for: .milliseconds(1_800))

        let server = try await TestServer.start(database: database)
        let ann = try await Peer.greeted(port: server.port)
        ann.send(.join(gameID: race.id, name: try PlayerName("Ann"), seatSecret: race.secrets[0]))
        _ = try await Self.awaitMessage(ann, Self.isRaceMove(.go))
        // NB: the race stays open for a minute: nothing else is due, so nothing else may come.
        try await Task.sleep(for: .milliseconds(500))
        let records = try SQLiteRoomStore(path: database, games: TestGames.all).records(of: race.id)
        #expect(records.count { if case .timedMove = $0 { true } else { false } } == 1, "fired once, not again")
        ann.close()
        try await server.stop()
    }

    @Test func aSeatAwayPastTheGracePeriodIsActedForByTheGame() async throws {
        let database = try TestServer.temporaryDatabase()
        defer { TestServer.removeDatabase(database) }
        let race = try await Race.open(on: database, countdownMilliseconds: 60_000) { configuration in
            configuration.gracePeriodMilliseconds = 400
        }
        race.players[2].close()
        let forfeit = try await Self.awaitMessage(race.players[0], within: 10, Self.isRaceMove(.forfeit))
        guard case .event(.moved(let seat, _, _), _) = forfeit else { return }
        #expect(seat == Seat(2))
        race.players[1].close()
        let ended = try await Self.awaitMessage(race.players[0], within: 10) {
            if case .event(.roundEnded, _) = $0 { true } else { false }
        }
        guard case .event(.roundEnded(_, let outcome), _) = ended else { return }
        #expect(outcome == .won(by: [Seat(0)]), "the last seat left in the race wins")
        for peer in [race.players[0], race.dee] { peer.close() }
        try await race.server.stop()
    }

    @Test func deadlinesWaitWhileEverySeatIsAway() async throws {
        let database = try TestServer.temporaryDatabase()
        defer { TestServer.removeDatabase(database) }
        let race = try await Race.open(on: database, countdownMilliseconds: 800) { configuration in
            configuration.gracePeriodMilliseconds = 200
        }
        for peer in race.players { peer.close() }
        try await Task.sleep(for: .milliseconds(1_200))
        let records = try SQLiteRoomStore(path: database, games: TestGames.all).records(of: race.id)
        #expect(!records.contains { if case .timedMove = $0 { true } else { false } }, "nobody there: nothing fired")
        race.dee.close()
        try await race.server.stop()
    }
}
