public import TicTacToe

/// Someone in a seat: a person at this keyboard, or the computer.
public struct Player: Hashable, Sendable {
    /// Who controls a seat.
    public enum Control: Hashable, Sendable {
        /// A person at this keyboard.
        case human
        /// The computer, at a level.
        case computer(ComputerLevel)
    }

    /// The name shown for the seat.
    public var name: String
    /// Who plays it.
    public var control: Control

    /// A player called `name`.
    public init(name: String, control: Control = .human) {
        self.name = name
        self.control = control
    }

    /// Whether the computer plays this seat.
    public var isComputer: Bool {
        if case .computer = control { return true }
        return false
    }
}
