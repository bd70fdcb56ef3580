public import GameCatalog
public import GameCore

/// A game that exists only for tests, to stand for any game of turns: 2 to 4 seats in turn add 1, 2 or 3 to a shared
/// total, and whoever brings it to ten wins.
///
/// - One seat acts at a time, so a move chosen before another seat's move was seen is stale (what the press race,
///   whose seats all act at once, cannot show).
/// - A move out of turn, of another amount, past ten, by a seat that does not play or after the end is refused with
///   the rules' reason.
/// - Nothing is hidden: the game is its own view, the same for every viewer.
/// - Every value is coded by derived `Codable`: a move is `{"amount": 2}`, a refusal `{"reason": "notYourTurn",
///   "seat": 0}` (beside the `kind`); no byte of it is written by hand.
public struct CountToTen: CatalogGame, GameView {
    /// A seat's turn: it adds `amount` to the total.
    public struct Move: Hashable, Sendable, Codable {
        /// What the seat adds: 1, 2 or 3 to be allowed.
        public var amount: Int

        /// Adds `amount`.
        public static func add(_ amount: Int) -> Move { Move(amount: amount) }
    }

    /// Why a move was refused: the rule, and the seat, amount or total it is about.
    public struct Violation: WireViolation, Codable {
        /// The rule a move broke.
        public enum Reason: String, Hashable, Sendable, Codable {
            /// The seat does not play.
            case notASeat
            /// It is another seat's turn (`seat`).
            case notYourTurn
            /// The amount is not 1, 2 or 3.
            case notOneToThree
            /// The amount would take the total (`total`) past ten.
            case pastTen
            /// Somebody reached ten already.
            case over
        }

        /// The rule.
        public var reason: Reason
        /// The seat the rule is about: the one that does not play, or the one whose turn it is.
        public var seat: Seat?
        /// The amount refused.
        public var amount: Int?
        /// The total the amount was to be added to.
        public var total: Int?

        /// `seat` does not play.
        public static func notASeat(_ seat: Seat) -> Violation { Violation(reason: .notASeat, seat: seat) }

        /// It is `seat`'s turn.
        public static func notYourTurn(toMove seat: Seat) -> Violation { Violation(reason: .notYourTurn, seat: seat) }

        /// `amount` is not 1, 2 or 3.
        public static func notOneToThree(_ amount: Int) -> Violation {
            Violation(reason: .notOneToThree, amount: amount)
        }

        /// `amount` would take `total` past ten.
        public static func pastTen(_ amount: Int, total: Int) -> Violation {
            Violation(reason: .pastTen, amount: amount, total: total)
        }

        /// The game is over.
        public static let over = Violation(reason: .over)

        /// The refusal in terms every game shares.
        public var category: ViolationCategory {
            switch reason {
            case .notASeat: return .notAPlayer
            case .notYourTurn: return .notYourTurn
            case .notOneToThree, .pastTen: return .illegalMove
            case .over: return .gameOver
            }
        }

        /// The sentence for the player.
        public var description: String {
            switch reason {
            case .notASeat: return "\(seat.map { "\($0)" } ?? "That seat") does not play."
            case .notYourTurn: return "It is \(seat.map { "\($0)" } ?? "another seat")'s turn."
            case .notOneToThree: return "Add 1, 2 or 3, not \(amount ?? 0)."
            case .pastTen: return "\(total ?? 0) and \(amount ?? 0) is past ten."
            case .over: return "Somebody reached ten already."
            }
        }

        /// Reads the derived form.
        public static func decodeFromWire(_ decoder: any Decoder) throws -> Violation {
            try Violation(from: decoder)
        }

        /// Writes the derived form.
        public func encodeForWire(to encoder: any Encoder) throws {
            try encode(to: encoder)
        }
    }

    /// A room's options: how many seats count, and which opens the first round.
    public struct Options: GameOptions {
        /// How many seats count: 2 to 4 (any other number counts as the nearest of those).
        public var seats: Int
        /// The seat that adds first in round 1.
        public var firstStarter: Seat

        /// Options for `seats` seats, `firstStarter` adding first.
        public init(seats: Int = 2, firstStarter: Seat = Seat(0)) {
            self.seats = seats
            self.firstStarter = firstStarter
        }

        /// The seats, within the game's range.
        public var seatCount: Int { min(max(seats, CountToTen.seatRange.lowerBound), CountToTen.seatRange.upperBound) }
    }

    /// The total to reach.
    public static let target = 10
    /// 2 to 4 seats.
    public static let seatRange = 2...4
    /// One seat at a time, each for itself; a rematch needs every seat, and a round waits for every seat.
    public static let traits = GameTraits(
        turns: .oneSeatAtATime, joinsMidRound: false, nextRound: .whenEverySeatAsks, scoring: .eachSeatForItself,
        playersToStart: 4, keepsTime: false)
    /// "count-to-ten".
    public static let kindName = "count-to-ten"
    /// "Count to ten".
    public static let displayName = "Count to ten"
    /// Two seats, seat 0 first.
    public static var standardOptions: Options { Options() }
    /// Nothing is hidden.
    public static var showsEveryoneTheSame: Bool { true }

    /// The whole game after a move: `apply(_:)` replaces the view with it.
    public typealias Update = CountToTen

    /// How many seats count.
    public let seatCount: Int
    /// The sum so far.
    public private(set) var total = 0
    /// The seat whose turn it is (the last to move once somebody won).
    public private(set) var toMove: Seat
    /// The seat that reached ten.
    public private(set) var winner: Seat?
    /// How many moves were applied.
    public private(set) var movesPlayed = 0

    /// A count at zero for `seatCount` seats, `starter` to add first.
    public init(seatCount: Int = 2, starter: Seat = Seat(0)) {
        self.seatCount = seatCount
        toMove = starter
    }

    /// The count after `amounts`, added in turn from `starter` on.
    public init(seatCount: Int = 2, starter: Seat = Seat(0), adding amounts: [Int]) throws(Violation) {
        self.init(seatCount: seatCount, starter: starter)
        for amount in amounts { try apply(.add(amount), by: toMove) }
    }

    /// A count at zero; the game has no randomness.
    public static func newRound(of options: Options, starter: Seat, seed: UInt64) -> CountToTen {
        CountToTen(seatCount: options.seatCount, starter: starter)
    }

    /// The seat whose turn it is, until somebody reaches ten.
    public var seatsToAct: [Seat] { winner == nil ? [toMove] : [] }

    /// Whoever reached ten won; there are no draws.
    public var outcome: Outcome? { winner.map { .won(by: [$0]) } }

    /// How many moves the round has had.
    public var moveCount: Int? { movesPlayed }

    /// Adds the move's amount, or refuses it.
    public mutating func apply(_ move: Move, by seat: Seat, at time: GameTime) throws(Violation) {
        guard (0..<seatCount).contains(seat.index) else { throw .notASeat(seat) }
        guard winner == nil else { throw .over }
        guard seat == toMove else { throw .notYourTurn(toMove: toMove) }
        guard (1...3).contains(move.amount) else { throw .notOneToThree(move.amount) }
        guard total + move.amount <= Self.target else { throw .pastTen(move.amount, total: total) }
        total += move.amount
        movesPlayed += 1
        if total == Self.target {
            winner = seat
        } else {
            toMove = Seat((seat.index + 1) % seatCount)
        }
    }

    /// The whole game: nothing is hidden.
    public func view(for viewer: Viewer) -> CountToTen { self }
}
