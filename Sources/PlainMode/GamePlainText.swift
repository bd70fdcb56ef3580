public import ClientCore
public import GameCore

/// A game's plain-mode parts: what a typed line means in the game, and the game's sentences, for screen readers
/// and scripts. Declared by the game's play parts beside `GamePlay`; room-level plain mode handles the room's own
/// words (`rematch`, `claim`, `abort`, `board`, `help`, `quit`) and hands every other line to the game.
public protocol GamePlainText: GamePlay {
    /// What `line` (trimmed, any case) means in the game, with the person's `settings` (how digits map onto a
    /// board): an intent, or why it cannot be one; `nil` when the game does not know the word (plain mode then says
    /// what to type).
    static func intent(forLine line: String, settings: Settings) -> PlainReading<Intent>?

    /// What `line` means on `view` (the position now, when there is one): a game whose words name places can
    /// check them against it and give examples from it; `intent(forLine:settings:)` by default.
    static func intent(forLine line: String, settings: Settings, on view: Rules.View?) -> PlainReading<Intent>?

    /// What `line` means on `view` in a room whose seats go by `names`: a game whose words name players ("for
    /// Ann") reads them; `intent(forLine:settings:on:)` by default.
    static func intent(forLine line: String, settings: Settings, on view: Rules.View?, names: SeatNames)
        -> PlainReading<Intent>?

    /// The position as `viewer` sees it, as lines (`board` prints them, and a round's start and end).
    static func lines(for view: Rules.View, viewer: Viewer, names: SeatNames) -> [String]

    /// One sentence for a move the room learnt (`move` is `nil` when it is secret from this viewer), read with the
    /// view after it: "Ann pressed first."; `nil` to say nothing.
    static func sentence(for move: Rules.Move?, by seat: Seat, after view: Rules.View, names: SeatNames) -> String?

    /// What the person in `seat` may type now, when the room waits for them: "Type press the moment the race
    /// opens.", "Enter a square a1-c3 or 1-9, or help." (in a game of turns the room says whose move it is first).
    static func prompt(for view: Rules.View, seat: Seat) -> String

    /// The game's own words, for the line that answers a word nobody knows ("Unknown command 'zz': type a square
    /// like b2, a digit 1-9, board, help, new or quit."): "a square like b2", "press". None by default.
    static func commandWords(settings: Settings) -> [String]

    /// How to play the game in plain mode, as lines for `help`, with the person's `settings`.
    static func helpLines(settings: Settings) -> [String]

    /// What the person may type now, when the people at one keyboard take turns at the keys (`passingKeys`: the
    /// room puts who has them first and takes `player NAME`); `prompt(for:seat:)` by default.
    static func prompt(for view: Rules.View, seat: Seat, passingKeys: Bool) -> String

    /// The line that opens a table of `options` for `names` (one per seat), or `nil` (the default) for the room's:
    /// the game's name and its seats ("Duel: X (Ann) against O (Bob).").
    static func tableGreeting(options: Rules.Options, names: [String]) -> String?

    /// What a table says as round `round` of `options` starts, or `nil` (the default) for the room's line ("Round 2:
    /// X (Ann) moves first."); an empty list says nothing.
    static func roundLines(round: Int, options: Rules.Options) -> [String]?

    /// The `Result:` line of a round that ended with `outcome`, shown in `view`, or `nil` (the default) for the
    /// room's ("Result: Ann wins").
    static func resultLine(_ outcome: Outcome, view: Rules.View, names: SeatNames) -> String?

    /// The options of a room in a few words for its online greeting and each round's heading ("beginner, 9x9, 10
    /// mines": "Board 2: beginner, 9x9, 10 mines"), or `nil` (the default) for none.
    static func optionsPhrase(_ options: Rules.Options) -> String?

    /// Whether a table says the running score after each round's result and on quit (the default); a game whose
    /// every round is its own (a board cleared or lost) may leave it out.
    static var tellsScoreAtOneKeyboard: Bool { get }

    /// The sentences for the moves of the round shown in `view` from the `told`-th on (counted from 0), for a
    /// game whose view keeps its moves (a board of marks): a snapshot after a rejoin carries no events, and a
    /// screen reader hears every move once. None by default.
    static func sentences(forMovesIn view: Rules.View, from told: Int, names: SeatNames) -> [String]
}

extension GamePlainText {
    /// No words of its own to list.
    public static func commandWords(settings: Settings) -> [String] { [] }

    /// The line read without the position.
    public static func intent(forLine line: String, settings: Settings, on view: Rules.View?) -> PlainReading<Intent>? {
        intent(forLine: line, settings: settings)
    }

    /// The line read without the players' names.
    public static func intent(forLine line: String, settings: Settings, on view: Rules.View?, names: SeatNames)
        -> PlainReading<Intent>?
    {
        intent(forLine: line, settings: settings, on: view)
    }

    /// The prompt of the seat.
    public static func prompt(for view: Rules.View, seat: Seat, passingKeys: Bool) -> String {
        prompt(for: view, seat: seat)
    }

    /// The room's greeting.
    public static func tableGreeting(options: Rules.Options, names: [String]) -> String? { nil }

    /// The room's line.
    public static func roundLines(round: Int, options: Rules.Options) -> [String]? { nil }

    /// The room's result line.
    public static func resultLine(_ outcome: Outcome, view: Rules.View, names: SeatNames) -> String? { nil }

    /// The score is told.
    public static var tellsScoreAtOneKeyboard: Bool { true }

    /// No words on the options.
    public static func optionsPhrase(_ options: Rules.Options) -> String? { nil }

    /// The view keeps no moves to tell again.
    public static func sentences(forMovesIn view: Rules.View, from told: Int, names: SeatNames) -> [String] { [] }
}

/// What a typed line comes to in a game.
public enum PlainReading<Intent: Hashable & Sendable>: Hashable, Sendable {
    /// An intent for the game.
    case intent(Intent)
    /// A line of the game's that cannot be carried out as typed, with why ("b4 is off the board.").
    case invalid(String)
}
