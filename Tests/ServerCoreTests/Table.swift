import GameCatalog
import GameCore
import ServerCore
import TestGames
import WireProtocol

/// A room of a game of turns (the tests' count to ten: two seats in turn add 1, 2 or 3, whoever reaches ten wins)
/// driven by scripted requests, recording every update, with fixed time and randomness.
struct Table {
    static let id = try! GameID("ABCDEFGH")
    static let alice = ConnectionID(1)
    static let bob = ConnectionID(2)
    static let carol = ConnectionID(3)
    static let dave = ConnectionID(4)
    static let setup = GameSetup(CountToTen.self, CountToTen.Options())
    /// Alice (seat 0) reaches ten on the fifth move: 1, 2, 4, 7, 10; each seat adds a different amount each time.
    static let aliceWins = [1, 1, 2, 3, 3]

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

    /// The move adding `amount`.
    static func add(_ amount: Int) -> AnyMove { AnyMove(CountToTen.self, .add(amount)) }

    /// The rules' refusal `violation`.
    static func refusal(_ violation: CountToTen.Violation) -> AnyViolation { AnyViolation(CountToTen.self, violation) }

    @discardableResult
    mutating func send(_ request: RoomRequest, from connection: ConnectionID) -> RoomUpdate {
        let update = room.handle(request, from: connection, at: now, random: &random)
        records += update.records
        return update
    }

    /// Sends the move adding `amount` (its ID `add<amount>` unless given), chosen at the room's current sequence
    /// unless `seen` is given.
    @discardableResult
    mutating func move(_ amount: Int, from connection: ConnectionID, id: String? = nil, seen: Int? = nil)
        -> RoomUpdate
    {
        send(
            .move(
                Self.add(amount), clientMoveID: Self.moveID(id ?? "add\(amount)"),
                lastSeenSequence: seen ?? room.sequence),
            from: connection)
    }

    /// Adds `amounts` alternately, Alice (seat 0) first, each under its default ID.
    mutating func play(_ amounts: [Int]) {
        // NB: a seat adding one amount twice would resend its first move's ID, which the room answers as a resend.
        for seat in 0..<2 {
            let own = amounts.indices.filter { $0 % 2 == seat }.map { amounts[$0] }
            precondition(Set(own).count == own.count, "a seat adds one amount twice in \(amounts)")
        }
        for (index, amount) in amounts.enumerated() {
            move(amount, from: index.isMultiple(of: 2) ? Self.alice : Self.bob)
        }
    }

    /// The messages `connection` got in `update`, its own and those for every spectator.
    static func messages(_ update: RoomUpdate, to connection: ConnectionID) -> [ServerMessage] {
        update.messages.filter { $0.reaches(connection) }.map(\.message)
    }

    /// The count after `amounts`, added in turn from `starter` on, as every viewer sees it.
    static func view(_ amounts: [Int], starter: Seat = Seat(0)) -> AnyView {
        AnyView(CountToTen.self, try! CountToTen(starter: starter, adding: amounts))
    }
}
