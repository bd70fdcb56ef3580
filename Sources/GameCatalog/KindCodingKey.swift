/// The one key every game-specific value carries beside its game's own fields: `"kind"`.
///
/// NB: game values are flat on the wire, `{"kind": "<the game's kind>", <its fields>}`, rather than nested under a
/// case name, so a client in any language reads the kind and then the fields it knows for that kind. A game's
/// own coding must therefore produce an object without a `kind` key; the catalog tests check each game.
enum KindCodingKey: String, CodingKey {
    case kind
}

extension Decoder {
    /// The `kind` field of the object being decoded.
    func decodeGameKind() throws -> GameKind {
        try container(keyedBy: KindCodingKey.self).decode(GameKind.self, forKey: .kind)
    }
}

extension Encoder {
    /// Writes `kind` into the object being encoded; the game's own fields go beside it.
    func encodeGameKind(_ kind: GameKind) throws {
        var container = container(keyedBy: KindCodingKey.self)
        try container.encode(kind, forKey: .kind)
    }
}
