/// Why a piece of text is not a valid protocol value (a game ID, a seat secret, a name), in words that can go
/// straight into an error message.
public struct WireValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problem, such as `game ID "AB" has 2 characters, not 8`.
    public let problem: String

    /// An error describing `problem`.
    public init(_ problem: String) {
        self.problem = problem
    }

    /// The problem.
    public var description: String { problem }
}

extension SingleValueDecodingContainer {
    /// Decodes a string and makes a value from it, turning a refusal into a decoding error at this field.
    func decodeText<Value>(_ make: (String) throws(WireValueError) -> Value) throws -> Value {
        let text = try decode(String.self)
        do {
            return try make(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: self, debugDescription: error.problem)
        }
    }
}
