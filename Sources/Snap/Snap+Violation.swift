public import GameCore

extension Snap {
    /// Why a move was refused; the game is unchanged after a refusal, so a late or repeated key costs nothing.
    public enum Violation: Error, Hashable, Sendable, CustomStringConvertible {
        /// The seat is not one of the game's seats.
        case notASeat(Seat, seatCount: Int)
        /// The round is over: one seat holds every card.
        case roundOver
        /// The seat holds no card: it is out for the rest of the round.
        case out(Seat)
        /// Only the active seat turns, and that is `next`.
        case notYourTurn(next: Seat)
        /// `next`, the active seat, may turn only once the cooldown ends at `from`.
        case tooSoon(next: Seat, from: GameTime)
        /// The turn timer runs out only at `due`, so nothing is turned for the seat yet.
        case notYet(due: GameTime)
        /// The call names turn `turn`, which is not on the table (it is at turn `current`).
        case noSuchTurn(Int, current: Int)
        /// The call came after this turn's window was decided by `calledBy`'s call, or (`calledBy` `nil`) after the
        /// match the caller saw at turn `turn` was covered or gone: it costs nothing.
        case tooLate(turn: Int, calledBy: Seat?)

        /// A sentence naming the seats and why the move was refused.
        public var description: String { sentence(naming: { "\($0)" }) }

        /// The sentence with each seat called by `name`: "Not your turn: Bob turns next."
        public func sentence(naming name: (Seat) -> String) -> String {
            switch self {
            case .notASeat(let seat, let count):
                return "\(seat) does not play in this game (it has seats 0 to \(count - 1))."
            case .roundOver:
                return "The round is over."
            case .out(let seat):
                return "\(name(seat)) has no cards left: out until the next round."
            case .notYourTurn(let next):
                return "Not your turn: \(name(next)) turns next."
            case .tooSoon(let next, _):
                return "Wait: \(name(next)) turns next in a moment."
            case .notYet:
                return "The turn timer has not run out yet."
            case .noSuchTurn(let turn, let current):
                return "There is no turn \(turn) to call snap on: the table is at turn \(current)."
            case .tooLate(_, let caller?):
                return "Too late: \(name(caller)) called first."
            case .tooLate(_, nil):
                return "Too late: the match is gone."
            }
        }
    }
}
