import TermCore
import TerminalUI

// NB: declared on `GameThemeRole` so the table's views write `theme[.redCard]` as they write a room's role.
extension GameThemeRole {
    /// A card of a red suit (diamonds, hearts).
    static let redCard = GameThemeRole(
        game: "snap", name: "red", standard: Style(foreground: .red, attributes: .bold), mono: Style(attributes: .bold))
    /// A card of a black suit (clubs, spades).
    static let blackCard = GameThemeRole(
        game: "snap", name: "black", standard: Style(attributes: .bold), mono: .plain)
    /// A face-down pile and its count.
    static let cardBack = GameThemeRole(
        game: "snap", name: "back", standard: Style(foreground: .blue), mono: .plain)
    /// The name of the seat to turn, and its marker.
    static let activeSeat = GameThemeRole(
        game: "snap", name: "active", standard: Style(foreground: .yellow, attributes: .bold),
        mono: Style(attributes: [.bold, .underline]))
    /// A seat with no cards left, out of the round.
    static let outSeat = GameThemeRole(
        game: "snap", name: "out", standard: Style(attributes: .dim), mono: Style(attributes: .dim))
    /// "Match!" on the centre line while a call may win it.
    static let match = GameThemeRole(
        game: "snap", name: "match", standard: Style(foreground: .green, attributes: .bold),
        mono: Style(attributes: [.bold, .reverse]))
    /// The SNAP button.
    static let snapButton = GameThemeRole(
        game: "snap", name: "button", standard: Style(foreground: .palette(15), background: .red, attributes: .bold),
        mono: Style(attributes: [.bold, .reverse]))
    /// The keys under a seat's name at one keyboard.
    static let seatKeys = GameThemeRole(
        game: "snap", name: "keys", standard: Style(attributes: .dim), mono: Style(attributes: .dim))

    /// The table's roles, in the order a theme file lists them.
    static let snap: [GameThemeRole] = [
        .redCard, .blackCard, .cardBack, .activeSeat, .outSeat, .match, .snapButton, .seatKeys,
    ]
}
