/// What a scenario learns from the rooms it drives; every call comes on the generator's event loop.
protocol RoomObserver: AnyObject {
    /// `room` may move now.
    func roomReady(_ room: PlayedRoom)
    /// A move of `room` sent at `sent` was acknowledged to its mover at `ack` and reached the opponent at `update`.
    func moveCompleted(_ room: PlayedRoom, sent: UInt64, ack: UInt64, update: UInt64)
    /// `room` has used its message allowance and will not move again.
    func roomExhausted(_ room: PlayedRoom)
    /// `room` got something it did not expect (an error from the server, a closed connection).
    func roomFailed(_ room: PlayedRoom, _ reason: String)
}
