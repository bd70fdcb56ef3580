public import ClientCore
public import GameCore
public import TermCore
public import TerminalUI
public import TicTacToe

extension TicTacToePlay {
    /// The arrows move the cursor (at one keyboard hjkl and wasd too: online those letters are the room's), Enter
    /// or Space marks under it, and a digit marks its square as `settings` lays the digits out.
    public static func keyBindings(settings: Settings, atOneKeyboard: Bool) -> [GameKeyBinding<Intent>] {
        // NB: the tables are fixed for each layout and keyboard; every key looks them up and every frame names them.
        switch (settings.digitLayout, atOneKeyboard) {
        case (.keypad, true): keypadAtOneKeyboard
        case (.keypad, false): keypadOnline
        case (.phone, true): phoneAtOneKeyboard
        case (.phone, false): phoneOnline
        }
    }

    private static let keypadAtOneKeyboard = bindings(digits: .keypad, atOneKeyboard: true)
    private static let keypadOnline = bindings(digits: .keypad, atOneKeyboard: false)
    private static let phoneAtOneKeyboard = bindings(digits: .phone, atOneKeyboard: true)
    private static let phoneOnline = bindings(digits: .phone, atOneKeyboard: false)

    /// The key table for `digits` at one keyboard or online.
    private static func bindings(digits layout: DigitLayout, atOneKeyboard: Bool) -> [GameKeyBinding<Intent>] {
        var moves: [Key: Intent] = [.up: .moveCursor(.up), .down: .moveCursor(.down)]
        moves[.left] = .moveCursor(.left)
        moves[.right] = .moveCursor(.right)
        if atOneKeyboard {
            let letters: [(Character, Direction)] = [
                ("h", .left), ("j", .down), ("k", .up), ("l", .right), ("w", .up), ("a", .left), ("s", .down),
                ("d", .right),
            ]
            for (letter, direction) in letters { moves[.character(letter)] = .moveCursor(direction) }
        }
        let digits = (1...9).compactMap { digit in
            layout.square(for: digit).map { (Key.character(Character("\(digit)")), Intent.mark($0)) }
        }
        return [
            GameKeyBinding(
                moves,
                label: atOneKeyboard
                    ? .init(unicode: "←↓↑→ hjkl wasd", ascii: "arrows hjkl wasd")
                    : .init(unicode: "←↓↑→", ascii: "arrows"),
                hintLabel: atOneKeyboard ? .init(unicode: "←↓↑→/hjkl", ascii: "arrows/hjkl") : nil,
                summary: "Move the cursor", brief: "Move", hint: "move"),
            GameKeyBinding(
                [.enter, .character(" ")], label: .init("Enter Space"), hintLabel: .init("Enter"),
                summary: atOneKeyboard ? "Place a mark (after a round: the next)" : "Place your mark", brief: "Place",
                // NB: kept longest: the cursor is no use without it, where the digits are drawn on the squares.
                hint: "place", hintPriority: .high, intent: .markCursor),
            GameKeyBinding(
                Dictionary(uniqueKeysWithValues: digits), label: .init("1-9"), summary: "Mark that square",
                brief: "Square", hint: "square"),
        ]
    }

    /// Three in a line, and how the digits lie.
    public static func helpRules(settings: Settings) -> (full: [String], brief: [String]) {
        let topRow = settings.digitLayout == .keypad ? "7 8 9" : "1 2 3"
        return (
            full: [
                "Get three in a row, column or diagonal.",
                "Digits follow the \(settings.digitLayout.rawValue): \(topRow) is the top row.",
            ],
            brief: ["Three in a line wins.", "\(topRow) is the top row."]
        )
    }

    /// A click marks a square.
    public static var clickHelp: (full: String, brief: String)? { ("Mark a square", "Mark") }

    /// The largest board that fits, centred.
    public static func area(in frame: Rect) -> Rect {
        BoardLayout(in: frame)?.frame ?? frame
    }

    /// The board, with the cursor and the digits while it is the person's move, and the last move pointed out
    /// unless everyone saw it made.
    public static func draw(
        _ view: TicTacToe, state cursor: Square, context: GameScreenContext, into canvas: inout Canvas, frame: Rect,
        options: RenderOptions
    ) {
        guard let layout = BoardLayout(in: frame) else { return }
        BoardView.draw(
            looks(of: view, cursor: cursor, context: context), layout: layout, into: &canvas, options: options)
    }

    /// The squares whose look changed since the board drawn was drawn; the grid stays, as the frame and so the
    /// layout do.
    public static func redraw(
        _ view: TicTacToe, state cursor: Square, context: GameScreenContext, over drawnView: TicTacToe,
        drawnState: Square, drawnContext: GameScreenContext, into canvas: inout Canvas, frame: Rect,
        options: RenderOptions
    ) {
        guard let layout = BoardLayout(in: frame) else { return }
        BoardView.redraw(
            looks(of: view, cursor: cursor, context: context),
            over: looks(of: drawnView, cursor: drawnState, context: drawnContext), layout: layout, into: &canvas,
            options: options)
    }

    /// How the squares of `view` look with `cursor` as the person in `context` sees them.
    private static func looks(of view: TicTacToe, cursor: Square, context: GameScreenContext) -> [BoardView.SquareLook]
    {
        BoardView.looks(
            of: view, cursor: context.isYourMove ? cursor : nil, marksLastMove: !context.everyMoveSeenHere,
            digits: context.settings.digitLayout)
    }

    /// A click on a square marks it.
    public static func intent(forClickAt point: Point, on view: TicTacToe, state: Square, frame: Rect) -> Intent? {
        BoardLayout(in: frame)?.square(at: point).map(Intent.mark)
    }

    /// X's name in X's colour, O's in O's: the board's own roles.
    public static func style(of seat: Seat, in theme: Theme) -> Style? {
        switch Mark(seat: seat) {
        case .x?: theme[GameThemeRole.markX]
        case .o?: theme[GameThemeRole.markO]
        case nil: nil
        }
    }

    /// The board's marks, digits, winning line and last-move marker.
    public static var themeRoles: [GameThemeRole] { GameThemeRole.ticTacToe }

    /// "1. X b2", one line a mark.
    public static func moveList(of view: TicTacToe) -> [String]? {
        var seat = view.starter
        return view.moves.enumerated().map { index, square in
            defer { seat = Seat(1 - seat.index) }
            return "\(index + 1). \(mark(of: seat) ?? "?") \(square.name)"
        }
    }
}
