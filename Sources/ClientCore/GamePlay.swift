public import GameCatalog
public import GameCore
public import WireProtocol

/// A game's play parts on the client: what the person's intents mean in the game, and what the game keeps of its
/// own in an online session beside the room's view. A game declares one type conforming to this (and to the
/// screen's `GameScreen` and plain mode's `GamePlainText`) in its own folder, and the client's registry
/// (`PlayRegistry`) lists it once.
///
/// Room-level code (the online session, its screen and plain mode) never names a game: it finds the room's game
/// in the registry by its kind and hands it the game's part of an action, of the screen and of the text.
public protocol GamePlay: Sendable {
    /// The game's rules.
    associatedtype Rules: CatalogGame
    /// What the person asked for in the game, once a key, a click or a command has its meaning: "press", "move
    /// the cursor up", "mark b2".
    associatedtype Intent: Hashable, Sendable
    /// What the game keeps of its own in a session beside the view, such as a cursor.
    associatedtype ClientState: Hashable, Sendable = NoClientState

    /// The game's part of a new session.
    static var initialClientState: ClientState { get }

    /// What `intent` by the person in `seat` does on `view`: a move to send, a change of `state` alone (nothing is
    /// sent), or a refusal in the rules' words.
    static func perform(
        _ intent: Intent, by seat: Seat, on view: Rules.View, state: inout ClientState
    ) -> PlayOutcome<Rules.Move>

    /// What the game says about the position for `viewer`, when it has more to say than whose move it is ("The race
    /// opens in a moment"); `nil`, the default, leaves the status line to the room: whose move it is, by name.
    static func status(of view: Rules.View, for viewer: Viewer, names: SeatNames) -> String?

    /// The short mark a seat is known by in this game ("X"), or `nil`, the default, for its player's name.
    static func mark(of seat: Seat) -> String?

    /// The seat `intent` is for at one keyboard, when the game gives each seat keys of its own (a race); `nil`, the
    /// default, for the first seat to act.
    static func seat(for intent: Intent) -> Seat?

    /// The seat `intent` is for at one keyboard on `view`, where `people` are the seats the people there play that
    /// may act now, in seat order: a game whose shared keys act for the seat the position calls on (the one to play
    /// next, whichever person that is) says which; `seat(for:)` by default.
    static func seat(for intent: Intent, on view: Rules.View, among people: [Seat]) -> Seat?

    /// How well the computer can play, weakest first, as menus and `--level` name the levels ("easy", "perfect");
    /// none by default (one level, or no computer player).
    static var computerLevels: [String] { get }

    /// What the computer playing `seat` at `level` (an index into `computerLevels`, 0 when there are none) does on
    /// `view`, what that seat may see, drawing any randomness from `random`: a move and how long it takes, or
    /// `nil` when it waits (the default: the game has no computer player). Asked again after every change at the
    /// table; a move planned on a position that changed before it was due is dropped and asked for again.
    static func computerMove(
        for seat: Seat, level: Int, on view: Rules.View, random: inout SplitMix64
    ) -> ComputerMove<Rules.Move>?

    /// Whether, at one keyboard, the people take turns at the keys (Tab hands them on), each acting for their own
    /// seat with a client state of their own, in a game where every seat acts at once (a shared board); `false`,
    /// the default, when the keys act for the seat to move or each seat has keys of its own.
    static var passesTheKeyboard: Bool { get }

    /// `state` as it stands on `view`, a position the person has just been shown (a round's start, a snapshot): a
    /// cursor put on the board; `state` as it is by default.
    static func settled(_ state: ClientState, on view: Rules.View) -> ClientState

    /// Where `state` points on the game's board, shared with the other players (a cursor their screens draw in this
    /// seat's colour), or `nil` (the default) for a game that shares none.
    static func pointer(of state: ClientState) -> BoardPoint?

    /// Whether keys typed before `view` was shown are dropped once it is (a race just decided: a call typed against
    /// the table before it would land on the next card); `false` (the default) keeps them.
    static func discardsKeysTypedBefore(_ view: Rules.View) -> Bool

    /// The next moment after `now` (the round's clock) at which `view` looks different with nothing done (a clock
    /// shown to the second, a countdown), so the screen wakes to draw it; `nil` (the default) when it does not
    /// change on its own. Asked only of a game that keeps time (`GameTraits.keepsTime`).
    static func nextDisplayChange(of view: Rules.View, at now: GameTime) -> GameTime?

    /// The latest moment of the round's clock that `view` records (when its clock started, its last move), or `nil`
    /// (the default) for none: an online client counts the round's clock on only while something on screen moves,
    /// and catches up to this when a move arrives.
    static func latestMoment(of view: Rules.View) -> GameTime?

    /// What a round is called in the game's sentences ("round", the default; "board"): "Board 2 is not over".
    static var roundNoun: String { get }

    /// What starting the next round starts, in the game's words ("the next round", the default; "a new board"):
    /// "Type new for a new board or quit."
    static var nextRoundPhrase: String { get }

    /// The rules' refusal of a move in the game's words, naming players rather than seats ("a4 is flagged by Ann:
    /// take the flag off before revealing it."), or `nil` (the default) for the rules' own sentence.
    static func refusal(_ violation: Rules.Violation, names: SeatNames) -> String?

    /// The running score in the game's words for a status line or plain mode ("1 cleared, 2 lost"), or `nil` (the
    /// default) for the room's: each seat's wins and the draws.
    static func scoreSummary(_ score: Score, names: SeatNames) -> String?

    /// `options` for a table of `people` people, for a game whose seats are its players (a shared board);
    /// `options` as they are by default.
    static func options(_ options: Rules.Options, forPeople people: Int) -> Rules.Options

    /// A few words on each of the computer's levels for the menu ("never loses"), in `computerLevels`' order;
    /// none by default.
    static var computerLevelDetails: [String] { get }

    /// How the menu offers the game at this keyboard, in the order listed; none by default (the menu then offers
    /// the game online only).
    static var menuOffers: [MenuOffer] { get }

    /// One line on the game for the menu's help ("Draughts: two players here, or the computer."), or `nil`
    /// (the default) for none.
    static var menuHelp: String? { get }

    /// The choices the game offers `seat` (`nil` at one keyboard, where whoever holds it chooses) now that the
    /// round shown in `view` is over, besides a rematch; none by default.
    static func roundChoices(after view: Rules.View, for seat: Seat?) -> [RoundChoiceOffer<Rules.RoundChoice>]

    // NB: what room-level code asks at every move, in terms of any game. Requirements with inlinable defaults that
    // no game implements: each game's conformance then holds them specialised for its own types, where an extension
    // method called on `any GamePlay.Type` runs one generic body that looks those types up at run time on every
    // call.

    /// What `intent` comes to on `view`, as `perform` says for the game's own intent, view and state.
    static func perform(
        _ intent: PlayIntent, by seat: Seat, on view: AnyView, state: inout AnyClientState
    ) -> PlayOutcome<AnyMove>
    /// The seat `intent` is for at one keyboard, as `seat(for:)` says for the game's own intent.
    static func seat(for intent: PlayIntent) -> Seat?
    /// The seat `intent` is for at one keyboard on `view` among `people`, as `seat(for:on:among:)` says for the
    /// game's own intent and view.
    static func seat(for intent: PlayIntent, on view: AnyView, among people: [Seat]) -> Seat?
    /// The computer's move on `view`, as any game's.
    static func computerMove(
        for seat: Seat, level: Int, on view: AnyView, random: inout SplitMix64
    ) -> ComputerMove<AnyMove>?
    /// What the game says about `view` for `viewer`, when it has more to say than whose move it is.
    static func status(of view: AnyView, for viewer: Viewer, names: SeatNames) -> String?
}

extension GamePlay {
    /// The room's own status line.
    public static func status(of view: Rules.View, for viewer: Viewer, names: SeatNames) -> String? { nil }

    /// Seats go by their players' names.
    public static func mark(of seat: Seat) -> String? { nil }

    /// The name a seat goes by when nobody named its player: its mark ("X"), or its number ("Player 2").
    public static func defaultName(of seat: Seat) -> String {
        mark(of: seat) ?? "Player \(seat.index + 1)"
    }

    /// Keys act for the first seat to act.
    public static func seat(for intent: Intent) -> Seat? { nil }

    /// The seat its own keys name, whatever the position.
    public static func seat(for intent: Intent, on view: Rules.View, among people: [Seat]) -> Seat? {
        seat(for: intent)
    }

    /// One level, or none.
    public static var computerLevels: [String] { [] }

    /// The keys act for the seat to move, or for the seat they name.
    public static var passesTheKeyboard: Bool { false }

    /// As it is.
    public static func settled(_ state: ClientState, on view: Rules.View) -> ClientState { state }

    /// Nothing shared.
    public static func pointer(of state: ClientState) -> BoardPoint? { nil }

    /// Keys typed ahead are kept.
    public static func discardsKeysTypedBefore(_ view: Rules.View) -> Bool { false }

    /// Nothing changes on its own.
    public static func nextDisplayChange(of view: Rules.View, at now: GameTime) -> GameTime? { nil }

    /// No moment recorded.
    public static func latestMoment(of view: Rules.View) -> GameTime? { nil }

    /// A round.
    public static var roundNoun: String { "round" }

    /// The next round.
    public static var nextRoundPhrase: String { "the next round" }

    /// The rules' sentence.
    public static func refusal(_ violation: Rules.Violation, names: SeatNames) -> String? { nil }

    /// The room's score.
    public static func scoreSummary(_ score: Score, names: SeatNames) -> String? { nil }

    /// The options as they are.
    public static func options(_ options: Rules.Options, forPeople people: Int) -> Rules.Options { options }

    /// Nothing said of the levels.
    public static var computerLevelDetails: [String] { [] }

    /// Not offered at this keyboard.
    public static var menuOffers: [MenuOffer] { [] }

    /// Nothing said in the menu's help.
    public static var menuHelp: String? { nil }

    /// No computer player.
    public static func computerMove(
        for seat: Seat, level: Int, on view: Rules.View, random: inout SplitMix64
    ) -> ComputerMove<Rules.Move>? { nil }

    /// No choices: a rematch is the next round.
    public static func roundChoices(after view: Rules.View, for seat: Seat?) -> [RoundChoiceOffer<Rules.RoundChoice>] {
        []
    }

    /// The game's kind.
    @inlinable
    public static var kind: GameKind { GameKind(Rules.self) }
}

extension GamePlay where ClientState == NoClientState {
    /// Nothing kept.
    public static var initialClientState: NoClientState { NoClientState() }
}
