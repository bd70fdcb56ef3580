import GameCatalog
import GameCore
import ServerCore
import TestGames
import Testing
import WireProtocol

/// Quick match's choice among the lobby's rooms: the oldest a quick match opened that still waits for a player.
@Suite struct LobbyTests {
    /// A race of two, so that one join fills a room.
    static let setup = GameSetup(PressRace.self, PressRace.Options(seats: 2))

    /// One room in the lobby: who opened it, when, and how its seats stand.
    struct Listed: Sendable, CustomStringConvertible {
        enum Seats: Sendable { case waiting, full, abandoned }

        var id: String
        var origin: RoomOrigin
        var at: Int64
        var seats: Seats

        static func hosted(_ id: String, at: Int64, _ seats: Seats = .waiting) -> Listed {
            Listed(id: id, origin: .hosted, at: at, seats: seats)
        }

        static func matched(_ id: String, at: Int64, _ seats: Seats = .waiting) -> Listed {
            Listed(id: id, origin: .quickMatch, at: at, seats: seats)
        }

        var description: String { "\(id) \(origin) at \(at) \(seats)" }

        func room(random: inout SplitMix64) throws -> Room {
            let creator = ConnectionID(UInt64(at))
            var (room, _) = Room.create(
                id: try GameID(id), setup: LobbyTests.setup, origin: origin, name: Table.name("A"), by: creator,
                at: Moment(milliseconds: at), random: &random)
            let later = Moment(milliseconds: at + 1)
            switch seats {
            case .waiting: break
            case .full:
                _ = room.handle(.join(name: Table.name("B"), secret: nil), from: Table.bob, at: later, random: &random)
            case .abandoned: _ = room.handle(.leave, from: creator, at: later, random: &random)
            }
            return room
        }
    }

    @Test(arguments: [
        ([] as [Listed], nil as String?),
        ([.hosted("HHHHHHHH", at: 1_000)], nil),
        ([.hosted("HHHHHHHH", at: 1_000), .matched("QQQQQQQQ", at: 2_000)], "QQQQQQQQ"),
        ([.matched("QQQQQQQQ", at: 3_000), .matched("RRRRRRRR", at: 2_000)], "RRRRRRRR"),
        ([.matched("QQQQQQQQ", at: 2_000), .matched("RRRRRRRR", at: 2_000)], "QQQQQQQQ"),
        ([.matched("QQQQQQQQ", at: 1_000, .full), .matched("RRRRRRRR", at: 2_000)], "RRRRRRRR"),
        ([.matched("QQQQQQQQ", at: 1_000, .full)], nil),
        ([.matched("QQQQQQQQ", at: 1_000, .abandoned), .hosted("HHHHHHHH", at: 500)], nil),
        ([.hosted("HHHHHHHH", at: 500, .full), .matched("QQQQQQQQ", at: 1_000, .abandoned)], nil),
    ])
    func quickMatchTakesTheOldestWaitingRoomAQuickMatchOpened(lobby: [Listed], chosen: String?) throws {
        var random = SplitMix64(seed: 3)
        let rooms = try lobby.map { try $0.room(random: &random) }
        #expect(Lobby.quickMatch(kind: GameKind(PressRace.self), among: rooms) == (try chosen.map { try GameID($0) }))
    }
}
