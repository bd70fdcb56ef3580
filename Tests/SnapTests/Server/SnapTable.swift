import Foundation
import GameCatalog
import GameCore
import GameServer
import Persistence
import ServerCore
import ServerTestSupport
import Snap
import TestGames
import Testing
import WireProtocol

/// A Snap room on a fresh server over a SQLite file: its seated clients in seat order and one spectator.
struct SnapTable {
    let database: String
    var server: TestServer
    let id: GameID
    var players: [SnapClient]
    var spectator: SnapClient

    static let names = ["Ann", "Bob", "Cy", "Dee"]

    /// Opens a room of `options`' seats: the first client creates it, the others join, one more watches; every
    /// client has read everything up to the round's start.
    static func open(
        _ options: SnapOptions, configure: @escaping (inout ServerConfiguration) -> Void = { _ in }
    ) async throws -> SnapTable {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database, configure: configure)
        var host = SnapClient(name: names[0], peer: try await Peer.greeted(port: server.port))
        host.peer.send(.createRoom(setup: .snap(options), name: try PlayerName(names[0])))
        try await host.read(until: { $0.room != nil })
        guard let id = host.room?.gameID else { throw Unexpected("no room") }
        var players = [host]
        for name in names[1..<options.seats] {
            var client = SnapClient(name: name, peer: try await Peer.greeted(port: server.port))
            client.peer.send(.join(gameID: id, name: try PlayerName(name), seatSecret: nil))
            try await client.read(until: { $0.room != nil })
            players.append(client)
        }
        var spectator = SnapClient(name: "watcher", peer: try await Peer.greeted(port: server.port))
        spectator.peer.send(.watch(gameID: id))
        try await spectator.read(until: { $0.room != nil })
        var table = SnapTable(database: database, server: server, id: id, players: players, spectator: spectator)
        try await table.readAll(through: spectator.room!.sequence)
        return table
    }

    /// Every client reads through the event numbered `sequence`.
    mutating func readAll(through sequence: Int) async throws {
        for index in players.indices { try await players[index].read(through: sequence) }
        try await spectator.read(through: sequence)
    }

    /// The room as the server stored it: its records, read from the SQLite file while the server runs.
    func stored() throws -> [RoomRecord] {
        try SQLiteRoomStore(path: database, games: TestGames.all).records(of: id)
    }

    /// The round the stored records rebuild: face-down cards and seed included, which no client is sent.
    func storedGame() throws -> Snap {
        let room = try ServerCore.Room(id: id, records: try stored(), restoredAt: Moment(milliseconds: 0))
        guard let game = room.game.snap else { throw Unexpected("not a Snap room") }
        return game
    }

    /// What every client received that it should not have.
    var leaks: [String] { players.flatMap(\.leaks) + spectator.leaks }

    func close() async throws {
        for client in players { client.peer.close() }
        spectator.peer.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }
}
