/// The games a server, a protocol coder or a client is built with: one list, registered once on each side.
///
/// Decoding anything that names a game by its `kind` (a setup, a move, a view) looks the kind up in the games a
/// decoder carries in its `userInfo`: give a decoder `registry.userInfo`.
public final class GameRegistry: Hashable, Sendable, CustomStringConvertible {
    /// The registered games, in the order they were given (menus list them so).
    public let kinds: [GameKind]

    /// What a decoder needs in its `userInfo` to decode this registry's games.
    ///
    /// NB: made once, so that decoding a message does not build a dictionary; immutable after `init`.
    public nonisolated(unsafe) let userInfo: [CodingUserInfoKey: Any]

    /// A registry of `games`; two games must not share a wire name.
    public init(_ games: [any CatalogGame.Type]) {
        var seen = Set<String>()
        for game in games {
            precondition(seen.insert(game.kindName).inserted, "two games are named \(game.kindName)")
        }
        let kinds = games.map(GameKind.init)
        self.kinds = kinds
        userInfo = [Self.userInfoKey: kinds]
    }

    /// Registries are equal when they are the same registry.
    public static func == (lhs: GameRegistry, rhs: GameRegistry) -> Bool { lhs === rhs }

    /// Hashes the registry's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The game named `name` on the wire, or `nil`.
    public func kind(named name: String) -> GameKind? {
        kinds.first { $0.rawValue == name }
    }

    /// The wire names, comma-separated.
    public var description: String { kinds.map(\.rawValue).joined(separator: ", ") }

    /// Where a decoder carries the registered games (`kinds`); `userInfo` holds them there.
    public static let userInfoKey = CodingUserInfoKey(rawValue: "parlor.games")!

    /// The games `decoder` carries, or an error saying none were given (a bug in whoever made the decoder).
    static func kinds(of decoder: any Decoder) throws -> [GameKind] {
        guard let kinds = decoder.userInfo[userInfoKey] as? [GameKind] else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "no games registered with this decoder"))
        }
        return kinds
    }
}
