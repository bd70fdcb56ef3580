import Foundation
public import GameCatalog

/// Sorted-keys JSON as text, so tests compare exact strings (the wire's own coder lives a layer up); values that
/// name a game decode among every test game unless a test gives another list.
public enum JSON {
    /// `value` as sorted-keys JSON text.
    public static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Decodes `json` knowing the kinds of `games`.
    public static func decode<Value: Decodable>(
        _ type: Value.Type, from json: String, games: GameRegistry = TestGames.all
    ) throws -> Value {
        try TestGames.decoder(games: games).decode(type, from: Data(json.utf8))
    }

    /// The debug description of the decoding error `json` causes, or `nil` if it decodes.
    public static func decodingProblem<Value: Decodable>(
        _ type: Value.Type, from json: String, games: GameRegistry = TestGames.all
    ) -> String? {
        do {
            _ = try decode(type, from: json, games: games)
            return nil
        } catch let DecodingError.dataCorrupted(context) {
            return context.debugDescription
        } catch {
            return "\(error)"
        }
    }
}
