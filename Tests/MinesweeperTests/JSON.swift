import Foundation
import TestGames

/// Sorted-keys JSON as text, so tests compare exact strings (the wire's own coder lives a layer up); values that
/// name a game decode among every test game, so another game's kind is known.
enum JSON {
    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decode<Value: Decodable>(_ type: Value.Type, from json: String) throws -> Value {
        try TestGames.decoder(games: TestGames.all).decode(type, from: Data(json.utf8))
    }

    /// The debug description of the decoding error `json` causes, or `nil` if it decodes.
    static func decodingProblem<Value: Decodable>(_ type: Value.Type, from json: String) -> String? {
        do {
            _ = try decode(type, from: json)
            return nil
        } catch let DecodingError.dataCorrupted(context) {
            return context.debugDescription
        } catch {
            return "\(error)"
        }
    }
}
