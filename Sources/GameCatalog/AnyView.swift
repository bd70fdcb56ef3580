public import GameCore

/// What one viewer may see of a game in any registered game: the only form of a game that is ever sent to a
/// client.
///
/// It is made by `AnyGame.view(for:)`, which removes what that viewer must not see (other hands, hidden mines,
/// the seed). On the wire: the kind beside the game's view fields.
public struct AnyView: Hashable, Sendable, Codable {
    // NB: held by reference, so a view (and every message, event and snapshot holding one) stays one word.
    @usableFromInline let box: GameValueBox

    /// `view` of `game`.
    @inlinable
    public init<Game: CatalogGame>(_ game: Game.Type, _ view: Game.View) {
        box = TypedGameValueBox(kind: GameKind(game), value: view)
    }

    /// The game this is a view of.
    public var kind: GameKind { box.kind }

    /// The game's own view.
    public var view: any Hashable & Sendable & Codable { box.anyValue }

    /// The seats that may act now, as the game's view says.
    public var seatsToAct: [Seat] { kind.game.seatsToAct(in: self) }

    /// Whether the game shown has ended.
    public var isOver: Bool { kind.game.isOver(self) }

    /// How the game shown ended, or `nil` while it is played.
    public var outcome: Outcome? { kind.game.outcome(of: self) }

    /// How the round shown ended, in the game's own few words for a history row, given `outcome` and the players'
    /// names by seat; `nil` when the game leaves the wording to the room.
    public func outcomeSummary(_ outcome: Outcome, names: [String]) -> String? {
        kind.game.outcomeSummary(outcome, finalView: self, names: names)
    }

    /// How many moves the round has had, when the game's view shows it.
    public var moveCount: Int? { kind.game.moveCount(in: self) }

    /// Whether `move` by `seat` brings this view to `after` under the same rules the server ran, for a game that
    /// is its own view (it hides nothing, so a client can replay a move); `nil` for a game whose view is not the
    /// game. The move is replayed at the start of time.
    public func replays(_ move: AnyMove, by seat: Seat, reaching after: AnyView) -> Bool? {
        kind.game.replays(move, by: seat, from: self, reaching: after)
    }

    /// Why the rules refuse `move` by `seat` on this view, for a game that is its own view; `nil` when they allow
    /// it or the view cannot tell (the server decides).
    public func refusal(of move: AnyMove, by seat: Seat) -> AnyViolation? {
        kind.game.refusal(of: move, by: seat, on: self)
    }

    /// The view, if it is one of `game`'s.
    @inlinable
    public func view<Game: CatalogGame>(of game: Game.Type) -> Game.View? {
        (box as? TypedGameValueBox<Game.View>)?.value
    }

    /// Brings the view up to date with `update`, as a `moved` event carries it; `false`, changing nothing, when
    /// the update is for another game or this game sends no changes (a client should then ask for a snapshot).
    public mutating func apply(_ update: ViewUpdate) -> Bool {
        switch update {
        case .whole(let view):
            self = view
            return true
        case .change(let change):
            guard change.kind == kind, let applied = kind.game.applyChange(change, to: self) else { return false }
            self = applied
            return true
        }
    }

    /// Whether the view's game writes its own JSON for it.
    ///
    /// NB: asked of the game (`CatalogGame.viewsWriteOwnJSON`), not of the runtime: looking the view's type up as
    /// `WritesOwnJSON` cost two conformance lookups and a cast on every event written.
    public var hasOwnJSON: Bool { kind.game.viewsWriteOwnJSON }

    /// Writes the view's own JSON when its game has a writer for it (`WritesOwnJSON`); `false` otherwise.
    public func writeOwnJSON(into bytes: inout [UInt8]) -> Bool { kind.game.writeOwnJSON(ofView: self, into: &bytes) }

    /// Views are equal when they are the same game's and equal.
    public static func == (lhs: AnyView, rhs: AnyView) -> Bool {
        lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box)
    }

    /// Hashes the kind and the view.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        box.hash(into: &hasher)
    }

    /// Decodes the kind, then that game's view from the same object.
    public init(from decoder: any Decoder) throws {
        self = try decoder.decodeGameKind().game.decodeView(from: decoder)
    }

    /// Encodes the kind and the view side by side.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeGameKind(kind)
        try box.encode(to: encoder)
    }
}
