/// What a client did with an event, judged by its sequence number.
public enum SequenceCheck: Hashable, Sendable {
    /// It was the next event, and the snapshot now includes it.
    case applied
    /// The snapshot already includes it (a duplicate, or older than a snapshot received since); ignored.
    case alreadySeen
    /// Events between were missed: the snapshot is unchanged and the client should send `requestSnapshot`.
    case gap(expected: Int, received: Int)
}
