import NIOCore

/// One row of the durable echo server's log: the room a frame was sent in and the frame's payload.
struct LoggedFrame: Equatable {
    /// The room's name, as the connection joined it.
    var room: String
    /// The text frame's payload, unmasked.
    var body: ByteBuffer
}
