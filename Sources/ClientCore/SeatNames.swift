public import GameCore

/// The name each seat goes by in a room, as a game's text and screen use them: the player's name, the game's mark
/// for the seat ("X") when it has one, or the seat's number while it is free.
public struct SeatNames: Hashable, Sendable {
    private let names: [String]

    /// Names by seat index.
    public init(_ names: [String]) {
        self.names = names
    }

    /// The name of `seat`, or its number when the room has no such seat.
    public subscript(seat: Seat) -> String {
        names.indices.contains(seat.index) ? names[seat.index] : "\(seat)"
    }

    /// How many seats are named.
    public var count: Int { names.count }
}
