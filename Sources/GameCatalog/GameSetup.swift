public import GameCore

/// What a room plays and with which options: chosen by whoever creates the room.
///
/// On the wire: the kind beside that game's options, `{"kind": "tic-tac-toe", "firstStarter": 0}`.
public struct GameSetup: Hashable, Sendable, Codable {
    // NB: held by reference, so a setup stays one word: every room, snapshot and many messages hold one.
    private let storage: Storage

    private final class Storage: Sendable {
        let kind: GameKind
        let options: any GameOptions

        init(kind: GameKind, options: any GameOptions) {
            self.kind = kind
            self.options = options
        }
    }

    /// `game` with `options`.
    public init<Game: CatalogGame>(_ game: Game.Type, _ options: Game.Options) {
        storage = Storage(kind: GameKind(game), options: options)
    }

    /// Which game this sets up.
    public var kind: GameKind { storage.kind }

    /// The game's own options.
    public var options: any GameOptions { storage.options }

    /// The options, if this sets up `game`.
    public func options<Game: CatalogGame>(of game: Game.Type) -> Game.Options? {
        storage.options as? Game.Options
    }

    /// How many seats the room has.
    public var seatCount: Int { storage.options.seatCount }

    /// How many seated players start the first round: the game's own number (tic-tac-toe 2, so both seats).
    public var minimumPlayers: Int { kind.traits.playersToStart }

    /// The seat that moves first in `round` (counted from 1): the chosen first starter, then each seat in turn,
    /// so in a two-seat game a rematch is opened by the other seat.
    public func starter(ofRound round: Int) -> Seat {
        let offset = (storage.options.firstStarter.index + round - 1) % seatCount
        return Seat(offset < 0 ? offset + seatCount : offset)
    }

    /// Setups are equal when they set up the same game with equal options.
    public static func == (lhs: GameSetup, rhs: GameSetup) -> Bool {
        lhs.storage === rhs.storage
            || lhs.kind == rhs.kind && lhs.storage.options.isErasedEqual(to: rhs.storage.options)
    }

    /// Hashes the kind and the options.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        storage.options.hash(into: &hasher)
    }

    /// Decodes the kind, then that game's options from the same object.
    public init(from decoder: any Decoder) throws {
        self = try decoder.decodeGameKind().game.decodeSetup(from: decoder)
    }

    /// Encodes the kind and the options side by side.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeGameKind(kind)
        try storage.options.encode(to: encoder)
    }
}
