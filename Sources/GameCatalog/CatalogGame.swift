public import GameCore

/// A game the catalog can hold: its rules (`Game`) with what a room and the wire need besides, declared in the
/// game's own folder and registered once in a `GameRegistry`.
///
/// Room-level code never names a game: it holds an `AnyGame`, `AnyMove` or `GameSetup`, and everything it asks of
/// one (seats, traits, a new round, a refusal's wire form) comes through this protocol.
public protocol CatalogGame: Game where Violation: WireViolation {
    /// The options a room of this game is created with (a board size, who starts).
    associatedtype Options: GameOptions
    /// What a player may choose at a round's end besides the next round as a rematch starts it (the Queen's game:
    /// the same Queen with a new command); `NoRoundChoice`, none, by default. Encoded as an object.
    associatedtype RoundChoice: Hashable, Sendable, Codable = NoRoundChoice

    /// The game's name on the wire, lower case with hyphens, such as `"press-race"`: the `kind` of every value of
    /// this game.
    static var kindName: String { get }

    /// The game's name for people, capitalised as at the start of a sentence, such as "Press race".
    static var displayName: String { get }

    /// The options a room gets when nobody chose any, as in a quick match.
    static var standardOptions: Options { get }

    /// The opening position of round `round` (counted from 1) of a room set up with `options`, starting with
    /// `starter`; `seed` is the round's randomness (the server draws and stores it, so the round replays exactly).
    static func newRound(of options: Options, starter: Seat, seed: UInt64) -> Self

    /// Whether the room draws 128 bits for each round's seed and publishes a commitment to it at the deal (the game
    /// shows the commitment in its views, and the seed once the round is over, so anyone can check the deal);
    /// `false` by default: 64 bits, no commitment.
    static var commitsToRoundSeed: Bool { get }

    /// The opening position of a round as `newRound(of:starter:seed:)` makes it, from a seed of up to 128 bits and
    /// the room's `commitment` to it (`nil` where nobody committed, as at one keyboard); by default the lower 64
    /// bits go to `newRound(of:starter:seed:)` and the commitment is dropped.
    static func newRound(of options: Options, starter: Seat, seed: RoundSeed, commitment: SeedCommitment?) -> Self

    /// How many moves have been accepted this round (a round may be aborted before the second).
    var movesPlayed: Int { get }

    /// Whether every viewer sees the same view and learns every move (nothing is hidden from anyone), so a room
    /// may make one event for all of them; `false` by default.
    static var showsEveryoneTheSame: Bool { get }

    /// Whether this game's moves write their own JSON (`Move: WritesOwnJSON`): answered by the conformance, so room
    /// code asks the game rather than the runtime on every move.
    static var movesWriteOwnJSON: Bool { get }

    /// Appends `move`'s own JSON to `bytes` when the game's moves write their own (`WritesOwnJSON`); `false`,
    /// writing nothing, otherwise.
    static func writeOwnJSON(of move: Move, into bytes: inout [UInt8]) -> Bool

    /// Whether this game's views write their own JSON (`View: WritesOwnJSON`): answered by the conformance, so room
    /// code asks the game rather than the runtime on every event.
    static var viewsWriteOwnJSON: Bool { get }

    /// Appends `view`'s own JSON to `bytes` when the game's views write their own (`WritesOwnJSON`); `false`,
    /// writing nothing, otherwise.
    static func writeOwnJSON(ofView view: View, into bytes: inout [UInt8]) -> Bool

    /// The move whose canonical JSON `bytes` are exactly, when the game's moves read their own
    /// (`ReadsCanonicalJSON`); `nil` for any other bytes, or always for a game whose moves do not: answered by the
    /// conformance, so the protocol asks the game rather than the runtime on every move frame.
    static func readCanonicalJSON(ofMove bytes: UnsafeBufferPointer<UInt8>) -> Move?

    /// The game and its `options` in a few words, as a history row names them (its name and a size, say); the
    /// game's name by default.
    static func summary(of options: Options) -> String

    /// How a round of this game ended, in a few words for a history row ("mine hit by Ann at d7", "X (Ann) won"),
    /// from its final view, its outcome and the players' names by seat; `nil`, the default, for the room's own
    /// wording ("Ann won", "draw", "lost").
    static func outcomeSummary(_ outcome: Outcome, finalView: View, names: [String]) -> String?

    /// Whether `seat` may make `choice` now that this round is over (the Queen's game: only the Queen may); any seat
    /// may by default.
    func allows(_ choice: RoundChoice, by seat: Seat) -> Bool

    /// The next round after this one as `choice` makes it, set up with `options`, `starter` and the round's `seed`
    /// as `newRound(of:starter:seed:)` is; by default the same new round a rematch starts.
    func nextRound(choosing choice: RoundChoice, options: Options, starter: Seat, seed: UInt64) -> Self

    /// The move `seat` just made as `viewer` may learn it, or `nil` when it is secret from them (a card passed
    /// face down); by default every move is public.
    func disclosed(_ move: Move, by seat: Seat, to viewer: Viewer) -> Move?

    // NB: what `AnyGame` and `AnyView` ask of the game inside them on every move. Requirements with inlinable
    // defaults that no game implements: each game's conformance then holds them specialised for its own types,
    // where an extension method called on an existential runs one generic body that looks those types up at run
    // time on every call.

    /// Applies `move` with the game's own rules, or throws why not (`wrongGame` for another game's move).
    mutating func applyAny(_ move: AnyMove, by seat: Seat, at time: GameTime) throws(AnyViolation)
    /// The game's view for `viewer`, as any game's.
    func anyView(for viewer: Viewer) -> AnyView
    /// The game's deadline, its move as any game's.
    var anyDeadline: Deadline<AnyMove>? { get }
    /// The seats to act in `view`, a view of this game.
    static func seatsToAct(in view: AnyView) -> [Seat]
    /// Whether the game shown in `view`, a view of this game, has ended.
    static func isOver(_ view: AnyView) -> Bool
    /// How the game shown in `view`, a view of this game, ended.
    static func outcome(of view: AnyView) -> Outcome?
}

extension CatalogGame {
    /// A game may hide something from someone unless it says otherwise.
    public static var showsEveryoneTheSame: Bool { false }

    /// 64 bits a round, and no commitment.
    public static var commitsToRoundSeed: Bool { false }

    /// The round `newRound(of:starter:seed:)` makes from the lower 64 bits.
    public static func newRound(
        of options: Options, starter: Seat, seed: RoundSeed, commitment: SeedCommitment?
    ) -> Self {
        newRound(of: options, starter: starter, seed: seed.low)
    }

    /// Every move is public.
    public func disclosed(_ move: Move, by seat: Seat, to viewer: Viewer) -> Move? { move }

    /// Moves are written through `Encodable`.
    public static var movesWriteOwnJSON: Bool { false }

    /// Writes nothing: moves are written through `Encodable`.
    public static func writeOwnJSON(of move: Move, into bytes: inout [UInt8]) -> Bool { false }

    /// Views are written through `Encodable`.
    public static var viewsWriteOwnJSON: Bool { false }

    /// Writes nothing: views are written through `Encodable`.
    public static func writeOwnJSON(ofView view: View, into bytes: inout [UInt8]) -> Bool { false }

    /// Reads nothing: moves are read by the general reader.
    public static func readCanonicalJSON(ofMove bytes: UnsafeBufferPointer<UInt8>) -> Move? { nil }

    /// The game's name.
    public static func summary(of options: Options) -> String { displayName }

    /// The room's own wording.
    public static func outcomeSummary(_ outcome: Outcome, finalView: View, names: [String]) -> String? { nil }

    /// Any seat may choose.
    public func allows(_ choice: RoundChoice, by seat: Seat) -> Bool { true }

    /// The same new round a rematch starts.
    public func nextRound(choosing choice: RoundChoice, options: Options, starter: Seat, seed: UInt64) -> Self {
        Self.newRound(of: options, starter: starter, seed: seed)
    }
}

extension CatalogGame where Move: WritesOwnJSON {
    /// The moves write their own JSON.
    public static var movesWriteOwnJSON: Bool { true }

    /// Appends the move's own JSON.
    public static func writeOwnJSON(of move: Move, into bytes: inout [UInt8]) -> Bool {
        move.writeJSON(into: &bytes)
        return true
    }
}

extension CatalogGame where View: WritesOwnJSON {
    /// The views write their own JSON.
    public static var viewsWriteOwnJSON: Bool { true }

    /// Appends the view's own JSON.
    public static func writeOwnJSON(ofView view: View, into bytes: inout [UInt8]) -> Bool {
        view.writeJSON(into: &bytes)
        return true
    }
}

extension CatalogGame where Move: ReadsCanonicalJSON {
    /// The move the move type's own reader reads.
    public static func readCanonicalJSON(ofMove bytes: UnsafeBufferPointer<UInt8>) -> Move? {
        Move.readCanonicalJSON(bytes)
    }
}
