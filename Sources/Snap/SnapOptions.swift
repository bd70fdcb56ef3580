public import GameCatalog
public import GameCore

/// How a room of Snap is set up: its seats, the cooldown between turns, the turn timer, and who turns first in
/// round 1. Always within the allowed bounds.
///
/// Wire shape (inside `GameSetup`): `{"kind": "snap", "seats": 3, "cooldownMilliseconds": 500,
/// "turnTimerMilliseconds": 10000, "firstStarter": 0}`; every field but `seats` may be left out for its default.
/// Left out, `firstStarter` is drawn by the room when it opens (and stored with its setup from then on); at one
/// keyboard seat 0 starts. Decoding checks the bounds and fails with the sentence `SnapOptionsError` gives.
public struct SnapOptions: GameOptions {
    /// How many seats play, within `Snap.seatRange`.
    public let seats: Int
    /// How long after a card is turned the next seat may turn, within `cooldownRange`.
    public let cooldownMilliseconds: Int64
    /// How long the active seat has to turn before its card is turned for it, within `turnTimerRange`.
    public let turnTimerMilliseconds: Int64
    /// The seat that turns first in round 1, when the options choose it; `nil` leaves it to the room's draw.
    public let chosenFirstStarter: Seat?

    /// The cooldown a room gets when none is given.
    public static let defaultCooldownMilliseconds: Int64 = 500
    /// The turn timer a room gets when none is given.
    public static let defaultTurnTimerMilliseconds: Int64 = 10_000
    /// Cooldowns allowed: none at all (a pure race) up to a slow, deliberate table.
    public static let cooldownRange: ClosedRange<Int64> = 0...5_000
    /// Turn timers allowed: long enough to see the table, short enough that an absent player never stalls it.
    public static let turnTimerRange: ClosedRange<Int64> = 1_000...120_000

    /// Options for `seats` seats with this cooldown, turn timer and first starter (`nil`: drawn by the room), or
    /// the reason they are not allowed.
    public init(
        seats: Int, cooldownMilliseconds: Int64 = defaultCooldownMilliseconds,
        turnTimerMilliseconds: Int64 = defaultTurnTimerMilliseconds, firstStarter: Seat? = nil
    ) throws(SnapOptionsError) {
        guard Snap.seatRange.contains(seats) else { throw .seatsOutOfRange(seats) }
        guard Self.cooldownRange.contains(cooldownMilliseconds) else {
            throw .cooldownOutOfRange(cooldownMilliseconds)
        }
        guard Self.turnTimerRange.contains(turnTimerMilliseconds) else {
            throw .turnTimerOutOfRange(turnTimerMilliseconds)
        }
        if let firstStarter, !(0..<seats).contains(firstStarter.index) {
            throw .starterOutOfRange(firstStarter, seats: seats)
        }
        self.seats = seats
        self.cooldownMilliseconds = cooldownMilliseconds
        self.turnTimerMilliseconds = turnTimerMilliseconds
        self.chosenFirstStarter = firstStarter
    }

    /// The seats.
    public var seatCount: Int { seats }

    /// The seat that turns first in round 1: the chosen one, else seat 0 until the room draws one; later rounds go
    /// round the seats.
    public var firstStarter: Seat { chosenFirstStarter ?? Seat(0) }

    /// Whether the room draws round 1's starter: the options chose none.
    public var drawsFirstStarter: Bool { chosenFirstStarter == nil }

    /// These options with `seat` turning first in round 1, as the room draws it.
    public func startingWith(_ seat: Seat) -> SnapOptions {
        // NB: the room draws one of these options' own seats, so the bounds still hold.
        try! SnapOptions(
            seats: seats, cooldownMilliseconds: cooldownMilliseconds, turnTimerMilliseconds: turnTimerMilliseconds,
            firstStarter: seat)
    }

    private enum CodingKeys: String, CodingKey {
        case seats, cooldownMilliseconds, turnTimerMilliseconds, firstStarter
    }

    /// Decodes options, leaving out any field but `seats` for its default, and checks them as the initialiser does.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            try self.init(
                seats: try container.decode(Int.self, forKey: .seats),
                cooldownMilliseconds: try container.decodeIfPresent(Int64.self, forKey: .cooldownMilliseconds)
                    ?? Self.defaultCooldownMilliseconds,
                turnTimerMilliseconds: try container.decodeIfPresent(Int64.self, forKey: .turnTimerMilliseconds)
                    ?? Self.defaultTurnTimerMilliseconds,
                firstStarter: try container.decodeIfPresent(Seat.self, forKey: .firstStarter))
        } catch let error as SnapOptionsError {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(error)"))
        }
    }

    /// Encodes every field, `firstStarter` only when the options chose it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(seats, forKey: .seats)
        try container.encode(cooldownMilliseconds, forKey: .cooldownMilliseconds)
        try container.encode(turnTimerMilliseconds, forKey: .turnTimerMilliseconds)
        try container.encodeIfPresent(chosenFirstStarter, forKey: .firstStarter)
    }
}
