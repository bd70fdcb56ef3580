public import ClientCore
public import GameCore
public import Snap
public import TermCore
public import TerminalUI

extension SnapPlay {
    /// Space calls snap, Enter or Down turns; at one keyboard each seat also has a pair of its own (a/s, k/l, z/x,
    /// ,/.), which the table shows under its name.
    public static func keyBindings(settings: Settings, atOneKeyboard: Bool) -> [GameKeyBinding<Intent>] {
        atOneKeyboard ? shared + seatKeys : shared
    }

    private static let shared: [GameKeyBinding<Intent>] = [
        GameKeyBinding(
            [.character(" ")], label: .init("Space"), summary: "Call snap: two open cards of one rank",
            brief: "Snap", hint: "snap", hintPriority: .high, actsOncePerPress: true, intent: .snap(nil)),
        GameKeyBinding(
            [.enter, .down], label: .init(unicode: "Enter ↓", ascii: "Enter Down"), hintLabel: .init("Enter"),
            summary: "Turn your top card, on your turn", brief: "Turn", hint: "turn", hintPriority: .high,
            actsOncePerPress: true, intent: .turn(nil)),
    ]

    private static let seatKeys: [GameKeyBinding<Intent>] = SnapSeatKeys.pairs.indices.map { index in
        let (turn, snap) = SnapSeatKeys.pairs[index]
        let seat = Seat(index)
        var intents: [Key: Intent] = [.character(turn): .turn(seat), .character(snap): .snap(seat)]
        for (key, intent) in [(turn, Intent.turn(seat)), (snap, .snap(seat))] where key.isLetter {
            intents[.character(Character(key.uppercased()))] = intent
        }
        return GameKeyBinding(
            intents, label: .init("\(turn) \(snap)"), summary: "Player \(index + 1): turn, call snap",
            brief: "Player \(index + 1)", actsOncePerPress: true)
    }

    /// The rules in a few lines.
    public static func helpRules(settings: Settings) -> (full: [String], brief: [String]) {
        (
            full: SnapWording.rules(Snap.standardOptions),
            brief: ["Turn in turn; call snap when two open cards share a rank.", "Whoever holds all 52 wins."]
        )
    }

    /// A click on a pile turns it, on the SNAP button calls.
    public static var clickHelp: (full: String, brief: String)? {
        ("Click your pile to turn, SNAP to call snap", "Pile turn, SNAP call")
    }

    /// A finished round stays on screen until `n`: Enter turns, and pressed once too often it must not start the
    /// next round.
    public static let enterStartsNextRound = false

    /// The table's part of the frame: the players' panel goes beside it where there is room.
    public static func area(in frame: Rect) -> Rect {
        SnapTableLayout(seatCount: 2, bottomSeat: Seat(0), in: frame).area
    }

    /// Right under the table.
    public static func noticeRow(for view: SnapView, in frame: Rect) -> Int {
        SnapTableLayout(seatCount: view.options.seats, bottomSeat: Seat(0), in: frame).bottom
    }

    /// Draws the table: each seat's name, piles and keys, the last event, whose turn it is, and the SNAP button.
    public static func draw(
        _ view: SnapView, state: NoClientState, context: GameScreenContext, into canvas: inout Canvas, frame: Rect,
        options: RenderOptions
    ) {
        SnapTableView.draw(view, context: context, into: &canvas, frame: frame, options: options)
    }

    /// A click on a seat's piles turns its card, on the SNAP button calls snap.
    ///
    /// NB: clicks know the frame but not whose screen it is: the piles are placed as at one keyboard, seat 0 at
    /// the bottom, and `perform` takes a click on the bottom pile as the person's own online.
    public static func intent(forClickAt point: Point, on view: SnapView, state: NoClientState, frame: Rect)
        -> Intent?
    {
        guard !view.isOver else { return nil }
        let layout = SnapTableLayout(seatCount: view.options.seats, bottomSeat: Seat(0), in: frame)
        if layout.button.contains(point) { return .snap(nil) }
        guard let place = layout.places.first(where: { $0.pileArea.contains(point) }) else { return nil }
        return .turnPile(place.seat)
    }

    /// Each seat's colour, for its name.
    public static func role(of seat: Seat) -> ThemeRole? {
        let roles: [ThemeRole] = [.player1, .player2, .player3, .player4]
        return roles[seat.index % roles.count]
    }

    /// The cards, the piles, the seat to turn, the match and the button.
    public static var themeRoles: [GameThemeRole] { GameThemeRole.snap }
}
