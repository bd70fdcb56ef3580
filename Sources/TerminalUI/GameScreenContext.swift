public import ClientCore
public import GameCore

/// What a game's screen knows of the room it is drawn in.
public struct GameScreenContext: Hashable, Sendable {
    /// The person's seat online, or `nil` when watching or at one keyboard.
    public var seat: Seat?
    /// The name each seat goes by.
    public var names: SeatNames
    /// Whether the room waits for this person (online) or for the people at the keyboard (a table) to act: a
    /// game shows its cursor and its move keys then.
    public var isYourMove: Bool
    /// The person's settings: how digits map onto a board.
    public var settings: Settings
    /// Whether every move was made at this keyboard by people who saw it made (hot-seat), so the last one needs
    /// no pointing out.
    public var everyMoveSeenHere: Bool

    /// A context of `seat`, `names`, `isYourMove`, `settings` and `everyMoveSeenHere`.
    public init(
        seat: Seat?, names: SeatNames, isYourMove: Bool, settings: Settings = Settings(),
        everyMoveSeenHere: Bool = false
    ) {
        self.seat = seat
        self.names = names
        self.isYourMove = isYourMove
        self.settings = settings
        self.everyMoveSeenHere = everyMoveSeenHere
    }
}
