public import ClientCore
public import GameCore
public import TermCore

/// A game's full-screen parts: what its keys mean and how its part of the screen is drawn. Declared by the game's
/// play parts beside `GamePlay`; the online screen draws the room's frame (status bar with the players' scores,
/// the players beside the game, notices, key hints, the help) and hands the game its rectangle.
public protocol GameScreen: GamePlay {
    /// The game's keys, in the order the help lists them; the first is the main move, said in the hint bar while
    /// it is this person's move.
    static var keyBindings: [GameKeyBinding<Intent>] { get }

    /// A word on the rules for the help, full and brief.
    static var helpRules: (full: [String], brief: [String]) { get }

    /// Draws `view`, as the person in `context` sees it, into `frame` of `canvas`.
    static func draw(
        _ view: Rules.View, state: ClientState, context: GameScreenContext, into canvas: inout Canvas, frame: Rect,
        options: RenderOptions)

    /// What a left click at `point` means on `view` drawn in `frame` (hit-tested with the layout `draw` uses), or
    /// `nil` for nothing (the default).
    static func intent(forClickAt point: Point, on view: Rules.View, state: ClientState, frame: Rect) -> Intent?
}

extension GameScreen {
    /// Clicks do nothing.
    public static func intent(forClickAt point: Point, on view: Rules.View, state: ClientState, frame: Rect)
        -> Intent?
    { nil }
}

/// A key of a game and the intent it stands for.
public struct GameKeyBinding<Intent: Hashable & Sendable>: Hashable, Sendable {
    /// The keys that do it.
    public let keys: [Key]
    /// The keys as the help and the hint bar name them ("Space").
    public let label: String
    /// What it does, for the help.
    public let summary: String
    /// What it does in a word or two, for the hint bar and a narrow help.
    public let brief: String
    /// The intent.
    public let intent: Intent

    /// `keys`, named `label`, doing `intent`.
    public init(_ keys: [Key], label: String, summary: String, brief: String, intent: Intent) {
        self.keys = keys
        self.label = label
        self.summary = summary
        self.brief = brief
        self.intent = intent
    }
}

/// What a game's screen knows of the room it is drawn in.
public struct GameScreenContext: Hashable, Sendable {
    /// The person's seat, or `nil` when watching.
    public var seat: Seat?
    /// The name each seat goes by.
    public var names: SeatNames
    /// Whether the room waits for this person to act.
    public var isYourMove: Bool

    /// A context of `seat`, `names` and `isYourMove`.
    public init(seat: Seat?, names: SeatNames, isYourMove: Bool) {
        self.seat = seat
        self.names = names
        self.isYourMove = isYourMove
    }
}
