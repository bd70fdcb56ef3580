public import GameCatalog
public import GameCore

/// The menu's page for playing a game against the computer: the game's levels, and how the seat the person plays
/// is named on the entry that switches it.
public struct ComputerPage: Hashable, Sendable {
    /// The game played.
    public let game: GameKind
    /// The page's title: the name of the entry that opened it ("Play the computer").
    public let title: String
    /// The main page's entry that opened this page, selected again on the way back.
    public let opener: MenuItem
    /// The computer's levels, weakest first.
    public let levels: [ComputerLevelOffer]
    /// Each seat as the person's choice of seat names it: its mark ("X"), or "seat 1".
    public let seatNames: [String]
    /// The seat that opens the first round.
    public let starter: Seat

    /// The page of `game`, titled `title` and opened by `opener`, offering `levels`, its seats named `seatNames`
    /// with `starter` opening.
    public init(
        game: GameKind, title: String, opener: MenuItem, levels: [ComputerLevelOffer], seatNames: [String],
        starter: Seat
    ) {
        self.game = game
        self.title = title
        self.opener = opener
        self.levels = levels
        self.seatNames = seatNames
        self.starter = starter
    }

    /// The entry that switches the person's seat, for `seat` (the first seat when out of range).
    func seatItem(_ seat: Seat) -> MenuItem {
        let seat = seatNames.indices.contains(seat.index) ? seat : Seat(0)
        let name = seatNames.indices.contains(seat.index) ? seatNames[seat.index] : "\(seat)"
        let count = max(1, seatNames.count)
        return .personSeat(seat, name: name, turn: (seat.index - starter.index + count) % count)
    }

    /// The entry that switches the person's seat for every seat, as it reads with that seat chosen: what the
    /// page's box is made wide enough for, so switching does not resize it.
    var everySeatItem: [MenuItem] {
        seatNames.indices.map { seatItem(Seat($0)) }
    }

    /// The seat after `seat`, round the table.
    func seat(after seat: Seat) -> Seat {
        Seat((seat.index + 1) % max(1, seatNames.count))
    }
}
