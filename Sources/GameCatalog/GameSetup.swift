public import GameCore

/// What a room plays and with which options: chosen by whoever creates the room.
///
/// On the wire: the kind beside that game's options, flat in one object: `{"kind": "<the game's kind>", …}`.
public struct GameSetup: Hashable, Sendable, Codable {
    // NB: held by reference, so a setup stays one word: every room, snapshot and many messages hold one.
    private let box: GameValueBox
    /// How many seats the room has.
    public let seatCount: Int
    /// The seat that moves first in round 1.
    private let firstStarter: Seat

    /// `game` with `options`.
    public init<Game: CatalogGame>(_ game: Game.Type, _ options: Game.Options) {
        box = TypedGameValueBox(kind: GameKind(game), value: options)
        seatCount = options.seatCount
        firstStarter = options.firstStarter
    }

    /// Which game this sets up.
    public var kind: GameKind { box.kind }

    /// The game's own options.
    public var options: any GameOptions {
        // NB: a setup's box always holds its game's options.
        box.anyValue as! any GameOptions
    }

    /// The options, if this sets up `game`.
    public func options<Game: CatalogGame>(of game: Game.Type) -> Game.Options? {
        (box as? TypedGameValueBox<Game.Options>)?.value
    }

    /// Writes the setup's own JSON when its game has a writer for its options (`WritesOwnJSON`); `false`
    /// otherwise.
    public func writeOwnJSON(into bytes: inout [UInt8]) -> Bool { box.writeOwnJSON(into: &bytes) }

    /// How many seated players start the first round: the game's own number (`GameTraits.playersToStart`), or
    /// every seat of a room with fewer.
    public var minimumPlayers: Int { min(kind.traits.playersToStart, seatCount) }

    /// The game and its options in a few words, as a history row names them (its name and a size, say).
    public var summary: String { kind.game.summary(of: self) }

    /// The seat that moves first in `round` (counted from 1): the chosen first starter, then each seat in turn,
    /// so in a two-seat game a rematch is opened by the other seat.
    public func starter(ofRound round: Int) -> Seat {
        let offset = (firstStarter.index + round - 1) % seatCount
        return Seat(offset < 0 ? offset + seatCount : offset)
    }

    /// The setup a room opens with: where the options leave round 1's starter to chance (`drawsFirstStarter`), one
    /// drawn from `random`; otherwise this setup, drawing nothing.
    public func drawingFirstStarter(using random: inout some RandomNumberGenerator) -> GameSetup {
        // NB: asked of the game's own type, whose options come out of the box as they are; asked of `options`, an
        // existential, a larger game's options would be copied into a box of their own on every room's creation.
        kind.game.drawingFirstStarter(of: self, using: &random)
    }

    /// Setups are equal when they set up the same game with equal options.
    public static func == (lhs: GameSetup, rhs: GameSetup) -> Bool {
        lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box)
    }

    /// Hashes the kind and the options.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        box.hash(into: &hasher)
    }

    /// Decodes the kind, then that game's options from the same object.
    public init(from decoder: any Decoder) throws {
        self = try decoder.decodeGameKind().game.decodeSetup(from: decoder)
    }

    /// Encodes the kind and the options side by side.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeGameKind(kind)
        try box.encode(to: encoder)
    }
}
