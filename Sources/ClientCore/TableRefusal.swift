/// Why a local table did nothing with what the person did, as one sentence for them.
public struct TableRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The sentence.
    public let description: String

    /// A refusal saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
