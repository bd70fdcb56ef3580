public import ClientCore
public import GameCore
public import PlainMode
public import TermCore
public import TerminalUI

/// The press race's play parts: one key and one word (press), its screen and its sentences. Nothing outside this
/// file and the tests' registry names the game on the client side.
public enum PressRacePlay: GameScreen, GamePlainText {
    /// The game's rules.
    public typealias Rules = PressRace

    /// What the person can do in a race.
    public enum Intent: Hashable, Sendable {
        /// Press: for the person's own seat online, for `seat` at one keyboard (each seat has its own key), or for
        /// the first seat when none is given.
        case press(Seat?)
    }

    /// At one keyboard, the seat a press names.
    public static func seat(for intent: Intent) -> Seat? {
        switch intent {
        case .press(let seat): seat
        }
    }

    /// A press is sent as it is: the server decides who was first.
    public static func perform(
        _ intent: Intent, by seat: Seat, on view: PressRace.View, state: inout NoClientState
    ) -> PlayOutcome<PressRace.Move> {
        guard !view.out.contains(seat) else { return .refused("You are out of this race.") }
        return .send(.press)
    }

    /// The winner (anyone after a draw, whoever holds the keyboard at one) may start a race with a longer
    /// countdown.
    public static func roundChoices(
        after view: PressRace.View, for seat: Seat?
    ) -> [RoundChoiceOffer<PressRace.RoundChoice>] {
        guard view.over, seat == nil || view.winner == nil || view.winner == seat else { return [] }
        return [
            RoundChoiceOffer(
                word: "longer", key: "l", summary: "a race with a longer countdown", choice: .longerCountdown)
        ]
    }

    /// The computer presses a quarter of a second after the race opens.
    public static func computerMove(
        for seat: Seat, level: Int, on view: PressRace.View, random: inout SplitMix64
    ) -> ComputerMove<PressRace.Move>? {
        guard view.open, !view.over, !view.out.contains(seat) else { return nil }
        return ComputerMove(.press, afterMilliseconds: 250)
    }

    /// Once the race is decided, a press typed before it was seen is dropped.
    public static func discardsKeysTypedBefore(_ view: PressRace.View) -> Bool { view.over }

    /// The one word of the race.
    public static func commandWords(settings: Settings) -> [String] { ["press"] }

    /// Before the race opens, that it is about to.
    public static func status(of view: PressRace.View, for viewer: Viewer, names: SeatNames) -> String? {
        view.open || view.over ? nil : "Get ready: the race opens in a moment"
    }

    // MARK: The screen

    /// Space or p presses; at one keyboard, a digit presses for that seat.
    public static func keyBindings(settings: Settings, atOneKeyboard: Bool) -> [GameKeyBinding<Intent>] {
        let press = GameKeyBinding<Intent>(
            [.character(" "), .character("p"), .character("P")], label: .init("Space p"),
            summary: "Press, once the race opens", brief: "Press", hint: "press", actsOncePerPress: true,
            intent: .press(nil))
        let seats = (1...8).map { number in
            GameKeyBinding<Intent>(
                [.character(Character("\(number)"))], label: .init("\(number)"),
                summary: "Press for seat \(number) at one keyboard", brief: "Seat \(number)", actsOncePerPress: true,
                intent: .press(Seat(number - 1)))
        }
        return [press] + seats
    }

    /// The race in a line.
    public static func helpRules(settings: Settings) -> (full: [String], brief: [String]) {
        (
            full: ["Press first once the countdown ends.", "Your lucky number is yours alone."],
            brief: ["Press first after the countdown."]
        )
    }

    /// A box of its lines, a column in from the frame's corner.
    public static func area(in frame: Rect) -> Rect {
        Rect(
            x: frame.origin.x + 1, y: frame.origin.y + 1, width: max(1, min(frame.size.width - 2, 32)),
            height: max(1, min(frame.size.height - 1, 11)))
    }

    /// "WAIT" or "PRESS!", then each seat's state and the viewer's lucky number.
    public static func draw(
        _ view: PressRace.View, state: NoClientState, context: GameScreenContext, into canvas: inout Canvas,
        frame: Rect, options: RenderOptions
    ) {
        let frame = area(in: frame)
        let headline = view.over ? "Race over" : view.open ? "PRESS!" : "Wait for it..."
        canvas.put(headline, x: frame.origin.x, y: frame.origin.y, style: options.theme[.subtitle])
        for index in 0..<view.seatCount where frame.origin.y + 2 + index < frame.maxY {
            let seat = Seat(index)
            let state = view.winner == seat ? "first!" : view.out.contains(seat) ? "out" : "racing"
            let lucky = view.luckyNumbers[index].map { ", lucky \($0)" } ?? ""
            canvas.put(
                "\(context.names[seat]): \(state)\(lucky)", x: frame.origin.x, y: frame.origin.y + 2 + index,
                style: options.theme[.message])
        }
    }

    /// A click on the headline presses; on a seat's line, presses for that seat (at one keyboard).
    public static func intent(
        forClickAt point: Point, on view: PressRace.View, state: NoClientState, frame: Rect
    ) -> Intent? {
        let frame = area(in: frame)
        guard frame.contains(point) else { return nil }
        if point.y == frame.origin.y { return .press(nil) }
        let index = point.y - frame.origin.y - 2
        return (0..<view.seatCount).contains(index) ? .press(Seat(index)) : nil
    }

    // MARK: Plain mode

    /// `press` or `p`, and at one keyboard `press 2` for the second seat.
    public static func intent(forLine line: String, settings: Settings) -> PlainReading<Intent>? {
        let words = line.lowercased().split(separator: " ")
        guard let first = words.first, ["press", "p"].contains(first) else { return nil }
        guard words.count == 2 else { return words.count == 1 ? .intent(.press(nil)) : .invalid("Type press 2.") }
        guard let number = Int(words[1]), (1...8).contains(number) else {
            return .invalid("Seats are numbered 1 to 8.")
        }
        return .intent(.press(Seat(number - 1)))
    }

    /// "Waiting for the go." or "The race is open.", then each seat's state.
    public static func lines(for view: PressRace.View, viewer: Viewer, names: SeatNames) -> [String] {
        let headline = view.over ? "The race is over." : view.open ? "The race is open." : "Waiting for the go."
        let seats = (0..<view.seatCount).map { index in
            let seat = Seat(index)
            let state = view.winner == seat ? "pressed first" : view.out.contains(seat) ? "out" : "racing"
            let lucky = view.luckyNumbers[index].map { ", lucky number \($0)" } ?? ""
            return "\(names[seat]): \(state)\(lucky)."
        }
        return [headline] + seats
    }

    /// "Go!", "Ann pressed first.", "Time is up.", "Bob is out of the race."
    public static func sentence(
        for move: PressRace.Move?, by seat: Seat, after view: PressRace.View, names: SeatNames
    ) -> String? {
        switch move {
        case .go?: "Go! Type press."
        case .press?: "\(names[seat]) pressed first."
        case .timeUp?: "Time is up: nobody pressed."
        case .forfeit?: "\(names[seat]) is out of the race."
        case nil: nil
        }
    }

    /// "Type press now."
    public static func prompt(for view: PressRace.View, seat: Seat) -> String {
        "Type press now, or help."
    }

    /// How to race in plain mode.
    public static func helpLines(settings: Settings) -> [String] {
        ["Wait for the go, then type press (or p): the first to press wins the round."]
    }
}
