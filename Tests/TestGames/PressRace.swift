public import GameCatalog
public import GameCore

/// A game that exists only for tests, to prove the seams a game may use: 2 to 8 seats race to press first once a
/// countdown has run out.
///
/// - A deadline opens the race when the countdown ends (`go`), and another ends the round as a draw if nobody
///   presses within `PressRace.Options.pressWithinMilliseconds` (`timeUp`).
/// - Each seat draws a secret lucky number from the round's seed: a seat's view shows its own, a spectator's none
///   until the round is over (a hidden per-seat view).
/// - A seat away past the room's grace period forfeits (`forfeit`, the move for an absent seat); the last seat
///   left in the race wins.
/// - It has an option of its own (the countdown's length), and a choice at a race's end: the winner (anyone after
///   a draw) may start the next race with a countdown twice as long.
public struct PressRace: CatalogGame, Codable {
    /// What happens in a race.
    public enum Move: Hashable, Sendable, Codable {
        /// The seat presses.
        case press
        /// The countdown ran out: the race is open (a deadline's move).
        case go
        /// Nobody pressed in time: a draw (a deadline's move).
        case timeUp
        /// The seat was away too long and is out of the race (the move for an absent seat).
        case forfeit
    }

    /// Why a move was refused.
    public enum Violation: WireViolation {
        /// The seat is not one of the race's.
        case notASeat(Seat)
        /// A press before the race opened.
        case tooEarly
        /// A deadline's move before its deadline.
        case notYet
        /// The seat already forfeited.
        case out(Seat)
        /// The race is over.
        case over

        /// The refusal in terms every game shares.
        public var category: ViolationCategory {
            switch self {
            case .notASeat: return .notAPlayer
            case .over: return .gameOver
            case .tooEarly, .notYet, .out: return .illegalMove
            }
        }

        /// The sentence for the player.
        public var description: String {
            switch self {
            case .notASeat(let seat): return "\(seat) does not race."
            case .tooEarly: return "Wait for the countdown."
            case .notYet: return "Not yet."
            case .out(let seat): return "\(seat) is out of the race."
            case .over: return "The race is over."
            }
        }

        private enum Keys: String, CodingKey { case reason, seat }

        /// Reads `{"reason": …, details}`.
        public static func decodeFromWire(_ decoder: any Decoder) throws -> Violation {
            let container = try decoder.container(keyedBy: Keys.self)
            switch try container.decode(String.self, forKey: .reason) {
            case "notASeat": return .notASeat(try container.decode(Seat.self, forKey: .seat))
            case "tooEarly": return .tooEarly
            case "notYet": return .notYet
            case "out": return .out(try container.decode(Seat.self, forKey: .seat))
            case "over": return .over
            case let reason:
                throw DecodingError.dataCorruptedError(
                    forKey: .reason, in: container, debugDescription: "unknown reason \"\(reason)\"")
            }
        }

        /// Writes `{"reason": …, details}`.
        public func encodeForWire(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            switch self {
            case .notASeat(let seat):
                try container.encode("notASeat", forKey: .reason)
                try container.encode(seat, forKey: .seat)
            case .tooEarly: try container.encode("tooEarly", forKey: .reason)
            case .notYet: try container.encode("notYet", forKey: .reason)
            case .out(let seat):
                try container.encode("out", forKey: .reason)
                try container.encode(seat, forKey: .seat)
            case .over: try container.encode("over", forKey: .reason)
            }
        }
    }

    /// What the winner may choose at a race's end, besides a rematch.
    public enum RoundChoice: Hashable, Sendable, Codable {
        /// The next race with a countdown twice as long as this one's.
        case longerCountdown
    }

    /// A room's options: its seats, and the game's own option, the countdown.
    public struct Options: GameOptions {
        /// How many seats race (2 to 8).
        public var seats: Int
        /// How long the countdown runs before the race opens.
        public var countdownMilliseconds: Int64
        /// How long the race stays open before it is a draw.
        public var pressWithinMilliseconds: Int64

        /// Options for `seats` seats, with a countdown and a time to press.
        public init(seats: Int = 3, countdownMilliseconds: Int64 = 300, pressWithinMilliseconds: Int64 = 60_000) {
            self.seats = seats
            self.countdownMilliseconds = countdownMilliseconds
            self.pressWithinMilliseconds = pressWithinMilliseconds
        }

        /// The seats.
        public var seatCount: Int { seats }
    }

    /// What a viewer sees: the race as everyone sees it, and the viewer's own lucky number.
    public struct View: GameView {
        /// How many seats race.
        public var seatCount: Int
        /// Whether the countdown has ended.
        public var open: Bool
        /// The seats that forfeited.
        public var out: [Seat]
        /// The seat that pressed first.
        public var winner: Seat?
        /// Whether the race is over.
        public var over: Bool
        /// The viewer's own lucky number (every seat's once the race is over); none for a spectator before then.
        public var luckyNumbers: [Int?]

        /// Every seat still in the race, once it is open and until it is over.
        public var seatsToAct: [Seat] {
            over || !open ? [] : (0..<seatCount).map(Seat.init).filter { !out.contains($0) }
        }

        /// Whether the race is over.
        public var isOver: Bool { over }

        /// The first to press won; nobody pressing is a draw.
        public var outcome: Outcome? {
            guard over else { return nil }
            return winner.map { .won(by: [$0]) } ?? .draw
        }
    }

    /// 2 to 8 seats.
    public static let seatRange = 2...8
    /// Every seat at once, each for itself; the race starts once every seat is taken.
    public static let traits = GameTraits(
        turns: .everySeatAtOnce, joinsMidRound: false, nextRound: .whenEverySeatAsks, scoring: .eachSeatForItself,
        playersToStart: 8, keepsTime: true)
    /// "press-race".
    public static let kindName = "press-race"
    /// "Press race".
    public static let displayName = "Press race"
    /// Three seats and the default times.
    public static var standardOptions: Options { Options() }

    /// The room's options.
    public let options: Options
    /// Whether the countdown has ended.
    public private(set) var open = false
    /// The seats that forfeited.
    public private(set) var out: [Seat] = []
    /// The seat that pressed first.
    public private(set) var winner: Seat?
    /// Whether the race is over.
    public private(set) var over = false
    /// When the race opened.
    public private(set) var openedAt: GameTime?
    /// How many moves were applied.
    public private(set) var movesPlayed = 0
    let luckyNumbers: [Int]

    /// A race whose lucky numbers come from `seed`.
    public static func newRound(of options: Options, starter: Seat, seed: UInt64) -> PressRace {
        var random = SplitMix64(seed: seed)
        return PressRace(
            options: options, luckyNumbers: (0..<options.seats).map { _ in Int.random(in: 1...99, using: &random) })
    }

    init(options: Options, luckyNumbers: [Int]) {
        self.options = options
        self.luckyNumbers = luckyNumbers
    }

    /// The seats.
    public var seatCount: Int { options.seats }

    /// Every seat still in the race, once it is open and until it is over.
    public var seatsToAct: [Seat] { over || !open ? [] : seats.filter { !out.contains($0) } }

    /// The first to press won; nobody pressing is a draw.
    public var outcome: Outcome? {
        guard over else { return nil }
        return winner.map { .won(by: [$0]) } ?? .draw
    }

    /// Applies a press, the go, the timeout or a forfeit.
    public mutating func apply(_ move: Move, by seat: Seat, at time: GameTime) throws(Violation) {
        guard (0..<seatCount).contains(seat.index) else { throw .notASeat(seat) }
        guard !over else { throw .over }
        switch move {
        case .press:
            guard !out.contains(seat) else { throw .out(seat) }
            guard open else { throw .tooEarly }
            winner = seat
            over = true
        case .go:
            guard !open, time.milliseconds >= options.countdownMilliseconds else { throw .notYet }
            open = true
            openedAt = time
        case .timeUp:
            guard let openedAt, time.milliseconds >= openedAt.milliseconds + options.pressWithinMilliseconds else {
                throw .notYet
            }
            over = true
        case .forfeit:
            guard !out.contains(seat) else { throw .out(seat) }
            out.append(seat)
            let left = seats.filter { !out.contains($0) }
            if left.count == 1 {
                winner = left[0]
                over = true
            }
        }
        movesPlayed += 1
    }

    /// The race, with the viewer's own lucky number only (every number once it is over).
    public func view(for viewer: Viewer) -> View {
        let numbers: [Int?] = seats.map { seat in
            over || viewer == .seat(seat) ? luckyNumbers[seat.index] : nil
        }
        return View(seatCount: seatCount, open: open, out: out, winner: winner, over: over, luckyNumbers: numbers)
    }

    /// The end of the countdown, then the end of the time to press.
    public var deadline: Deadline<Move>? {
        guard !over else { return nil }
        guard let openedAt else {
            return Deadline(at: GameTime(milliseconds: options.countdownMilliseconds), seat: Seat(0), move: .go)
        }
        return Deadline(
            at: GameTime(milliseconds: openedAt.milliseconds + options.pressWithinMilliseconds), seat: Seat(0),
            move: .timeUp)
    }

    /// Only the winner chooses what comes next; after a draw, anyone.
    public func allows(_ choice: RoundChoice, by seat: Seat) -> Bool {
        winner.map { $0 == seat } ?? true
    }

    /// The next race, with a countdown twice as long as this one's.
    public func nextRound(choosing choice: RoundChoice, options: Options, starter: Seat, seed: UInt64) -> PressRace {
        var longer = options
        longer.countdownMilliseconds = self.options.countdownMilliseconds * 2
        return Self.newRound(of: longer, starter: starter, seed: seed)
    }

    /// A seat away too long forfeits.
    public func moveForAbsence(of seat: Seat) -> Move? {
        over || out.contains(seat) ? nil : .forfeit
    }
}
