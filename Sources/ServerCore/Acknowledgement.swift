public import GameCatalog

/// A committed move as its seat's client named it: what was played and the event number it became.
public struct Acknowledgement: Hashable, Sendable {
    /// The move played.
    public var move: AnyMove
    /// The sequence number of its `moved` event.
    public var sequence: Int

    /// An acknowledgement.
    public init(move: AnyMove, sequence: Int) {
        self.move = move
        self.sequence = sequence
    }
}
