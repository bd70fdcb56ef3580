public import GameCatalog
public import GameCore

/// How a room of Snap is set up: its seats, the cooldown between turns, the turn timer, and who turns first in
/// round 1. Always within the allowed bounds.
///
/// Wire shape (inside `GameSetup`): `{"kind": "snap", "seats": 3, "cooldownMilliseconds": 500,
/// "turnTimerMilliseconds": 10000, "firstStarter": 0}`; every field but `seats` may be left out for its default.
/// Decoding checks the bounds and fails with the sentence `SnapOptionsError` gives.
public struct SnapOptions: GameOptions {
    /// How many seats play, within `Snap.seatRange`.
    public let seats: Int
    /// How long after a card is turned the next seat may turn, within `cooldownRange`.
    public let cooldownMilliseconds: Int64
    /// How long the active seat has to turn before its card is turned for it, within `turnTimerRange`.
    public let turnTimerMilliseconds: Int64
    /// The seat that turns first in round 1 (a host may draw it); later rounds go round the seats.
    public let firstStarter: Seat

    /// The cooldown a room gets when none is given.
    public static let defaultCooldownMilliseconds: Int64 = 500
    /// The turn timer a room gets when none is given.
    public static let defaultTurnTimerMilliseconds: Int64 = 10_000
    /// Cooldowns allowed: none at all (a pure race) up to a slow, deliberate table.
    public static let cooldownRange: ClosedRange<Int64> = 0...5_000
    /// Turn timers allowed: long enough to see the table, short enough that an absent player never stalls it.
    public static let turnTimerRange: ClosedRange<Int64> = 1_000...120_000

    /// Options for `seats` seats with this cooldown, turn timer and first starter, or the reason they are not
    /// allowed.
    public init(
        seats: Int, cooldownMilliseconds: Int64 = defaultCooldownMilliseconds,
        turnTimerMilliseconds: Int64 = defaultTurnTimerMilliseconds, firstStarter: Seat = Seat(0)
    ) throws(SnapOptionsError) {
        guard Snap.seatRange.contains(seats) else { throw .seatsOutOfRange(seats) }
        guard Self.cooldownRange.contains(cooldownMilliseconds) else {
            throw .cooldownOutOfRange(cooldownMilliseconds)
        }
        guard Self.turnTimerRange.contains(turnTimerMilliseconds) else {
            throw .turnTimerOutOfRange(turnTimerMilliseconds)
        }
        guard (0..<seats).contains(firstStarter.index) else { throw .starterOutOfRange(firstStarter, seats: seats) }
        self.seats = seats
        self.cooldownMilliseconds = cooldownMilliseconds
        self.turnTimerMilliseconds = turnTimerMilliseconds
        self.firstStarter = firstStarter
    }

    /// The seats.
    public var seatCount: Int { seats }

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
                firstStarter: try container.decodeIfPresent(Seat.self, forKey: .firstStarter) ?? Seat(0))
        } catch let error as SnapOptionsError {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(error)"))
        }
    }
}
