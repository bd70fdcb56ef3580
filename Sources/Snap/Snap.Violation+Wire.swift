public import GameCatalog
import GameCore

// NB: violations are errors, not data, so they are not Codable; this is their wire form, written and read through
// a derived Codable value rather than by hand.
extension Snap.Violation: WireViolation {
    /// The refusal in terms every game shares.
    public var category: ViolationCategory {
        switch self {
        case .notASeat: .notAPlayer
        case .roundOver: .gameOver
        case .notYourTurn, .tooSoon: .notYourTurn
        case .out, .notYet, .noSuchTurn, .tooLate: .illegalMove
        }
    }

    /// The wire name of each reason.
    private enum Reason: String, Codable {
        case notASeat, roundOver, out, notYourTurn, tooSoon, notYet, noSuchTurn, tooLate
    }

    /// `{"reason": …, details}`: the reason and whichever details it has, the others left out.
    private struct WireForm: Codable {
        var reason: Reason
        var seat: Seat?
        var seatCount: Int?
        var next: Seat?
        var from: GameTime?
        var due: GameTime?
        var turn: Int?
        var current: Int?
        var calledBy: Seat?
    }

    private var wireForm: WireForm {
        switch self {
        case .notASeat(let seat, let seatCount):
            WireForm(reason: .notASeat, seat: seat, seatCount: seatCount)
        case .roundOver: WireForm(reason: .roundOver)
        case .out(let seat): WireForm(reason: .out, seat: seat)
        case .notYourTurn(let next): WireForm(reason: .notYourTurn, next: next)
        case .tooSoon(let next, let from): WireForm(reason: .tooSoon, next: next, from: from)
        case .notYet(let due): WireForm(reason: .notYet, due: due)
        case .noSuchTurn(let turn, let current): WireForm(reason: .noSuchTurn, turn: turn, current: current)
        case .tooLate(let turn, let calledBy): WireForm(reason: .tooLate, turn: turn, calledBy: calledBy)
        }
    }

    /// Reads `{"reason": …, details}` from `decoder`, refusing an unknown reason or a missing detail.
    public static func decodeFromWire(_ decoder: any Decoder) throws -> Snap.Violation {
        let form = try WireForm(from: decoder)
        func required<Value>(_ value: Value?, _ name: String) throws -> Value {
            guard let value else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription: "A \(form.reason.rawValue) refusal needs \"\(name)\"."))
            }
            return value
        }
        switch form.reason {
        case .notASeat:
            return .notASeat(try required(form.seat, "seat"), seatCount: try required(form.seatCount, "seatCount"))
        case .roundOver: return .roundOver
        case .out: return .out(try required(form.seat, "seat"))
        case .notYourTurn: return .notYourTurn(next: try required(form.next, "next"))
        case .tooSoon: return .tooSoon(next: try required(form.next, "next"), from: try required(form.from, "from"))
        case .notYet: return .notYet(due: try required(form.due, "due"))
        case .noSuchTurn:
            return .noSuchTurn(try required(form.turn, "turn"), current: try required(form.current, "current"))
        case .tooLate: return .tooLate(turn: try required(form.turn, "turn"), calledBy: form.calledBy)
        }
    }

    /// Writes `{"reason": …, details}` into `encoder`.
    public func encodeForWire(to encoder: any Encoder) throws {
        try wireForm.encode(to: encoder)
    }
}
