public import ClientCore
public import GameCore
public import WireProtocol

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

    /// The round's clock as the room knows it now, in the game's time (what the view's times are counted in), or
    /// `nil` when the room does not know it yet.
    public var now: GameTime?
    /// Where the other players point on the board (their shared cursors), by seat.
    public var pointers: [Seat: BoardPoint]
    /// The seat whose player holds the keys at one keyboard where the people take turns at them; `nil` otherwise.
    public var hands: Seat?
    /// The seats a player holds, for a game that lists its players (online, a free seat has nobody to list); `nil`
    /// for every seat.
    public var seated: [Seat]?
    /// A word after a player's name where the room has one to say: "you", "away", "left", "reconnecting".
    public var notes: [Seat: String]

    /// A context of `seat`, `names`, `isYourMove`, `settings`, `everyMoveSeenHere`, the round's clock `now`, the
    /// other players' `pointers`, the `hands` on the keys, the `seated` seats and the players' `notes`.
    public init(
        seat: Seat?, names: SeatNames, isYourMove: Bool, settings: Settings = Settings(),
        everyMoveSeenHere: Bool = false, now: GameTime? = nil, pointers: [Seat: BoardPoint] = [:],
        hands: Seat? = nil, seated: [Seat]? = nil, notes: [Seat: String] = [:]
    ) {
        self.seat = seat
        self.names = names
        self.isYourMove = isYourMove
        self.settings = settings
        self.everyMoveSeenHere = everyMoveSeenHere
        self.now = now
        self.pointers = pointers
        self.hands = hands
        self.seated = seated
        self.notes = notes
    }
}
