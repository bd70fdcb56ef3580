public import ClientCore
public import GameCore

/// A game's plain-mode parts: what a typed line means in the game, and the game's sentences, for screen readers
/// and scripts. Declared by the game's play parts beside `GamePlay`; room-level plain mode handles the room's own
/// words (`rematch`, `claim`, `abort`, `board`, `help`, `quit`) and hands every other line to the game.
public protocol GamePlainText: GamePlay {
    /// What `line` (trimmed, any case) means in the game: an intent, or why it cannot be one; `nil` when the game
    /// does not know the word (plain mode then says what to type).
    static func intent(forLine line: String) -> PlainReading<Intent>?

    /// The position as `viewer` sees it, as lines (`board` prints them, and a round's start and end).
    static func lines(for view: Rules.View, viewer: Viewer, names: SeatNames) -> [String]

    /// One sentence for a move the room learnt (`move` is `nil` when it is secret from this viewer), read with the
    /// view after it: "Ann pressed first."; `nil` to say nothing.
    static func sentence(for move: Rules.Move?, by seat: Seat, after view: Rules.View, names: SeatNames) -> String?

    /// What the person in `seat` may type now, when the room waits for them: "Type press the moment the race
    /// opens."
    static func prompt(for view: Rules.View, seat: Seat) -> String

    /// How to play the game in plain mode, as lines for `help`.
    static var helpLines: [String] { get }
}

/// What a typed line comes to in a game.
public enum PlainReading<Intent: Hashable & Sendable>: Hashable, Sendable {
    /// An intent for the game.
    case intent(Intent)
    /// A line of the game's that cannot be carried out as typed, with why ("b4 is off the board.").
    case invalid(String)
}
