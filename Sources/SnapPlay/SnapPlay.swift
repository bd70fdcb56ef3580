public import ClientCore
public import GameCore
public import PlainMode
public import Snap
public import TerminalUI

/// Snap's play parts: what a key, a click or a typed word means at the table (turn a card, call snap), the table
/// on the screen and as lines, each move as a sentence, and the computer player. Every seat acts at once: at one
/// keyboard each seat has a pair of keys of its own, and the shared keys act for the seat to turn.
public enum SnapPlay: GameScreen, GamePlainText {
    /// The game's rules.
    public typealias Rules = Snap

    /// What a person can do at the table.
    public enum Intent: Hashable, Sendable {
        /// Turn the top card: for `seat` at one keyboard (its own key, its pile clicked), or, when `nil`, for the
        /// person's own seat online and for the seat to turn at one keyboard.
        case turn(Seat?)
        /// Call snap on the table as the person saw it: for `seat` at one keyboard (its own key, `s 2`), or, when
        /// `nil`, for the person's own seat online and for the seat to turn at one keyboard (a person's own seat
        /// against the computer).
        case snap(Seat?)
        /// A click on the pile drawn for `seat` at one keyboard, where seat 0 is at the bottom: turn that seat's
        /// card. Online the bottom pile is the person's own, whatever their seat.
        case turnPile(Seat)
    }

    /// A turn is sent as it is, and a call names the turn the person saw: the rules decide whose turn it is,
    /// whether the cooldown is over and who called first. A key naming another seat than the person's (a pile
    /// clicked online) is refused.
    public static func perform(
        _ intent: Intent, by seat: Seat, on view: SnapView, state: inout NoClientState
    ) -> PlayOutcome<Snap.Move> {
        switch intent {
        case .turn(let named):
            guard named == nil || named == seat else { return .refused("Turn your own pile: Enter or a click on it.") }
            return .send(.turn)
        case .turnPile(let clicked):
            guard clicked == seat || clicked == Seat(0) else { return .refused("Click your own pile to turn.") }
            return .send(.turn)
        case .snap(let named):
            guard named == nil || named == seat else { return .refused("Call snap for yourself: Space.") }
            return .send(.snap(turn: view.turn))
        }
    }

    /// The seat a key of its own names.
    public static func seat(for intent: Intent) -> Seat? {
        switch intent {
        case .turn(let seat), .snap(let seat): seat
        case .turnPile(let seat): seat
        }
    }

    /// A seat's own key acts for it; a shared key for the seat to turn when a person plays it, else for the first
    /// person (the one playing the computer).
    public static func seat(for intent: Intent, on view: SnapView, among people: [Seat]) -> Seat? {
        if let seat = seat(for: intent) { return seat }
        if let active = view.active, people.contains(active) { return active }
        return people.first
    }

    /// Whose turn it is while the round is played: "Ann to turn".
    public static func status(of view: SnapView, for viewer: Viewer, names: SeatNames) -> String? {
        guard !view.isOver, let active = view.active else { return nil }
        return "\(names[active]) to turn"
    }

    /// The rules' sentence, naming players.
    public static func refusal(_ violation: Snap.Violation, names: SeatNames) -> String? {
        SnapWording.refusal(violation, name: { names[$0] })
    }

    // MARK: Time

    /// When the cooldown ends: the seat to turn may then turn.
    ///
    /// NB: the turn timer is not counted down on screen: a view changing each second would wake the room each
    /// second, and the room clears a refusal's notice at every wake, so "Too late" would be gone before it is read.
    public static func nextDisplayChange(of view: SnapView, at now: GameTime) -> GameTime? {
        guard !view.isOver, view.active != nil, now < view.activeFrom else { return nil }
        return view.activeFrom
    }

    /// A call just judged (taken or paid for): keys typed before it was seen, a call held or pressed twice, would
    /// land on the next card.
    public static func discardsKeysTypedBefore(_ view: SnapView) -> Bool {
        switch view.lastEvent {
        case .snapped?, .missed?: true
        case .turned?, .dealtOut?, nil: false
        }
    }

    /// The last card's turn: the cooldown runs from it.
    public static func latestMoment(of view: SnapView) -> GameTime? {
        guard view.turn > 0 else { return nil }
        return GameTime(milliseconds: max(0, view.activeFrom.milliseconds - view.options.cooldownMilliseconds))
    }

    /// Whether the cooldown after the last card is still on at `now`.
    static func coolingDown(_ view: SnapView, at now: GameTime?) -> Bool {
        guard let now, !view.isOver else { return false }
        return now < view.activeFrom
    }

    // MARK: The computer

    /// The computer's levels, weakest first.
    public static let computerLevels = SnapComputerLevel.allCases.map(\.rawValue)

    /// How each level plays, as the menu says it.
    public static let computerLevelDetails = SnapComputerLevel.allCases.map(\.detail)

    /// On a match it calls after its level's reaction time; otherwise, now and then at the weaker levels, it calls
    /// wrongly after the same time; on its turn it turns after a pause from the end of the cooldown.
    public static func computerMove(
        for seat: Seat, level: Int, on view: SnapView, random: inout SplitMix64
    ) -> ComputerMove<Snap.Move>? {
        guard !view.isOver, view.piles.indices.contains(seat.index), !view.piles[seat.index].isOut else { return nil }
        let level = SnapComputerLevel.allCases[min(max(0, level), SnapComputerLevel.allCases.count - 1)]
        let freshCard: Bool
        if case .turned? = view.lastEvent { freshCard = view.calledBy == nil } else { freshCard = false }
        if freshCard, !view.matchingSeats.isEmpty {
            return ComputerMove(.snap(turn: view.turn), afterMilliseconds: level.reaction(using: &random))
        }
        if freshCard, level.callsWrongly(using: &random) {
            return ComputerMove(.snap(turn: view.turn), afterMilliseconds: level.reaction(using: &random))
        }
        guard view.active == seat else { return nil }
        // NB: asked as a card is turned, the cooldown starts then; asked after a call, it may be over already (a
        // turn planned too soon is refused, and the computer asked again).
        let cooldown = freshCard ? view.options.cooldownMilliseconds : 0
        return ComputerMove(.turn, afterMilliseconds: cooldown + SnapComputerLevel.pause(using: &random))
    }
}
