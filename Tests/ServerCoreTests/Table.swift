import GameCatalog
import GameCore
import ServerCore
import TicTacToe
import WireProtocol

/// A room driven by scripted requests, recording every update, with fixed time and randomness.
struct Table {
    static let id = try! GameID("ABCDEFGH")
    static let alice = ConnectionID(1)
    static let bob = ConnectionID(2)
    static let carol = ConnectionID(3)
    static let dave = ConnectionID(4)
    static let setup = GameSetup.ticTacToe(TicTacToeOptions())

    var room: Room
    var random: SplitMix64
    var records: [RoomRecord]
    var now = Moment(milliseconds: 1_000)
    var aliceSecret: SeatSecret
    var bobSecret: SeatSecret?

    /// A room Alice hosted at t=1000.
    init(policy: RoomPolicy = RoomPolicy()) {
        var random = SplitMix64(seed: 7)
        let (room, update) = Room.create(
            id: Self.id, setup: Self.setup, origin: .hosted, name: Self.name("Alice"), by: Self.alice,
            at: Moment(milliseconds: 1_000), policy: policy, random: &random)
        self.room = room
        self.random = random
        self.records = update.records
        guard case .seated(_, _, let secret) = update.messages[0].message else { preconditionFailure() }
        aliceSecret = secret
    }

    /// Alice's room with Bob seated, round 1 started.
    static func twoPlayers(policy: RoomPolicy = RoomPolicy()) -> Table {
        var table = Table(policy: policy)
        let update = table.send(.join(name: name("Bob"), secret: nil), from: bob)
        if case .seated(_, _, let secret) = update.messages.first(where: { $0.connection == bob })?.message {
            table.bobSecret = secret
        }
        return table
    }

    static func name(_ text: String) -> PlayerName { try! PlayerName(text) }

    static func moveID(_ text: String) -> ClientMoveID { try! ClientMoveID(text) }

    static func mark(_ name: String) -> AnyMove { .ticTacToe(.mark(Square(name: name)!)) }

    @discardableResult
    mutating func send(_ request: RoomRequest, from connection: ConnectionID) -> RoomUpdate {
        let update = room.handle(request, from: connection, at: now, random: &random)
        records += update.records
        return update
    }

    /// Sends the move on `square`, chosen at the room's current sequence unless `seen` is given.
    @discardableResult
    mutating func move(_ square: String, from connection: ConnectionID, id: String? = nil, seen: Int? = nil)
        -> RoomUpdate
    {
        send(
            .move(Self.mark(square), clientMoveID: Self.moveID(id ?? square), lastSeenSequence: seen ?? room.sequence),
            from: connection)
    }

    /// Plays `squares` alternately, Alice (X, seat 0) first.
    mutating func play(_ squares: String) {
        for (index, name) in squares.split(separator: " ").enumerated() {
            move(String(name), from: index.isMultiple(of: 2) ? Self.alice : Self.bob)
        }
    }

    /// The messages `connection` got in `update`, its own and those for every spectator.
    static func messages(_ update: RoomUpdate, to connection: ConnectionID) -> [ServerMessage] {
        update.messages.filter { $0.reaches(connection) }.map(\.message)
    }

    static func view(_ moves: String, starter: Seat = Seat(0)) -> AnyView {
        .ticTacToe(
            try! TicTacToe(starter: starter, replaying: moves.split(separator: " ").map { Square(name: String($0))! }))
    }
}
