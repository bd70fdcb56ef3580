import Foundation
import GameCatalog
import TestGames

/// Sorted-keys JSON as text, so tests compare exact strings (the wire's own coder lives a layer up).
enum JSON {
    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Decodes `json` knowing the kinds of `games` (every test game unless a test needs another list).
    static func decode<Value: Decodable>(
        _ type: Value.Type, from json: String, games: GameRegistry = TestGames.all
    ) throws -> Value {
        try TestGames.decoder(games: games).decode(type, from: Data(json.utf8))
    }

    /// The debug description of the decoding error `json` causes, or `nil` if it decodes.
    static func decodingProblem<Value: Decodable>(
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
