import Foundation
public import GameCatalog

/// The one JSON configuration both ends use: how messages become frames and frames become messages.
///
/// Encoding: compact JSON, keys in sorted order (by Unicode code point), `/` not escaped, non-ASCII text as
/// UTF-8, so equal messages give equal bytes. Decoding: a strict reader (no duplicate keys, at most 32 levels
/// deep), unknown fields ignored, unknown message types refused, and every problem reported as a
/// `ProtocolError` whose message names it, such as `missing field "gameID" in "join"`.
public enum WireCoder {
    /// The frame text of `message`.
    public static func encode(_ message: some WireMessage) -> String {
        // NB: the fast writer gives the same bytes as `encodeValue` (a test holds it to that) for every value it
        // renders, and declines the rest.
        if let message = message as? ServerMessage, let text = WireJSONWriter.renderDirectly(message) { return text }
        return WireJSONWriter.render(message) ?? encodeValue(message)
    }

    /// The UTF-8 bytes of `message`'s frame text (those of `encode(_:)`) after `headroom` zero bytes, where a frame
    /// header can be written in front of the text without copying it once more.
    public static func encodeUTF8(_ message: ServerMessage, headroom: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        // NB: room for a small board's whole `moved` event at once, or the direct writer's reservation allocates again.
        bytes.reserveCapacity(headroom + 320)
        bytes.append(contentsOf: repeatElement(0, count: headroom))
        guard !WireJSONWriter.renderDirectly(message, into: &bytes) else { return bytes }
        bytes += (WireJSONWriter.render(message) ?? encodeValue(message)).utf8
        return bytes
    }

    /// The same bytes as `encodeValue(_:)`, written by WireProtocol's own writer whenever it renders `value`
    /// exactly (strings, integers, booleans, arrays and objects of them), by Foundation's otherwise: for values
    /// encoded often, such as the records the server stores.
    public static func writeValue(_ value: some Encodable) -> String {
        WireJSONWriter.render(value) ?? encodeValue(value)
    }

    /// `text` as a JSON string, quoted and escaped byte for byte as `encodeValue(_:)` writes a string, appended to
    /// `bytes`: for writers of a value's JSON field by field.
    public static func appendString(_ text: String, to bytes: inout [UInt8]) {
        WireJSONWriter.writeString(text, into: &bytes)
    }

    /// `setup` as JSON, byte for byte as `encodeValue(_:)` writes it, appended to `bytes`: for writers of a value's
    /// JSON field by field.
    public static func appendSetup(_ setup: GameSetup, to bytes: inout [UInt8]) {
        WireJSONWriter.writeSetup(setup, into: &bytes)
    }

    /// The JSON text of any protocol value (a game for the store, a snapshot for a log), in the same
    /// configuration as messages.
    public static func encodeValue(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            // NB: protocol values hold only strings, integers, booleans and arrays of them, which cannot fail
            // to encode; reaching this is a bug in a value's `encode(to:)`, not bad input.
            preconditionFailure("a protocol value failed to encode: \(error)")
        }
    }

    /// The message in the text frame `text`, or the error to send back; `games` are the games it may name.
    public static func decode<Message: WireMessage>(
        _ type: Message.Type, from text: String, games: GameRegistry
    ) throws(ProtocolError) -> Message {
        try decode(type, fromUTF8: Array(text.utf8), games: games)
    }

    /// The message in a frame of UTF-8 `bytes`, or the error to send back: `frameTooLarge` over the size limit,
    /// `malformedMessage` naming the problem otherwise.
    public static func decode<Message: WireMessage>(
        _ type: Message.Type, fromUTF8 bytes: [UInt8], games: GameRegistry
    ) throws(ProtocolError) -> Message {
        guard bytes.count <= Message.maxFrameBytes else {
            throw .frameTooLarge(bytes: bytes.count, limit: Message.maxFrameBytes)
        }
        if Message.self == ClientMessage.self,
            let message = ClientMessage.canonicalMove(bytes, games: games) ?? ClientMessage.canonicalBareMessage(bytes)
        {
            // NB: the cast cannot fail: the types were just compared.
            return message as! Message
        }
        return try decodeInFull(type, fromUTF8: bytes, games: games)
    }

    /// `decode(_:fromUTF8:)` through the general reader alone, for frames within the size limit.
    static func decodeInFull<Message: WireMessage>(
        _ type: Message.Type, fromUTF8 bytes: [UInt8], games: GameRegistry
    ) throws(ProtocolError) -> Message {
        let value: JSONValue
        do {
            value = try JSONReader.parse(bytes)
        } catch {
            throw .malformed(error.message)
        }
        guard case .object(let fields) = value else {
            throw .malformed("a message must be a JSON object, not \(value.found)")
        }
        guard let typeValue = fields["type"] else { throw .malformed("missing field \"type\"") }
        guard case .string(let typeName) = typeValue else {
            throw .malformed("field \"type\" must be a string, not \(typeValue.found)")
        }
        guard Message.MessageType(rawValue: typeName) != nil else {
            throw .malformed("unknown message type \(TextRules.quoted(typeName))")
        }
        let context = Message.replyContext(forType: typeName)
        do {
            return try Message(from: TreeDecoder(value: value, codingPath: [], userInfo: games.userInfo))
        } catch {
            throw .malformed(describe(error, in: typeName), inReplyTo: context)
        }
    }

    /// Any protocol value from JSON text (a stored game), with the same reader and the same error sentences,
    /// named for `what`; `games` are the games it may name.
    public static func decodeValue<Value: Decodable>(
        _ type: Value.Type, from text: String, what: String, games: GameRegistry
    ) throws(ProtocolError) -> Value {
        let value: JSONValue
        do {
            value = try JSONReader.parse(Array(text.utf8))
        } catch {
            throw .malformed(error.message)
        }
        do {
            return try Value(from: TreeDecoder(value: value, codingPath: [], userInfo: games.userInfo))
        } catch {
            throw .malformed(describe(error, in: what))
        }
    }

    /// The sentence for a decoding failure inside a message of type `typeName`.
    static func describe(_ error: any Error, in typeName: String) -> String {
        let context = "in \"\(typeName)\""
        guard let error = error as? DecodingError else { return "invalid \"\(typeName)\": \(error)" }
        switch error {
        case .keyNotFound(let key, let details):
            return "missing field \"\(FieldPath.text(details.codingPath + [key]))\" \(context)"
        case .typeMismatch(_, let details), .valueNotFound(_, let details):
            let field = details.codingPath.isEmpty ? "the message" : "field \"\(FieldPath.text(details.codingPath))\""
            if details.debugDescription.hasPrefix("must ") {
                return "\(field) \(context) \(details.debugDescription)"
            }
            return "\(field) \(context) is invalid: \(details.debugDescription)"
        case .dataCorrupted(let details):
            guard !details.codingPath.isEmpty else { return "invalid \"\(typeName)\": \(details.debugDescription)" }
            return "invalid field \"\(FieldPath.text(details.codingPath))\" \(context): \(details.debugDescription)"
        @unknown default:
            return "invalid \"\(typeName)\": \(error)"
        }
    }
}
