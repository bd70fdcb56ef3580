/// What a bench connection reports to the scenario that owns it; every call comes on the generator's one event
/// loop.
protocol ConnectionDelegate: AnyObject {
    /// The WebSocket handshake of connection `index` finished.
    func opened(_ index: Int)
    /// Connection `index` received one complete text frame, `payload`, read at `time` (monotonic ns).
    func received(_ index: Int, _ payload: UnsafeRawBufferPointer, at time: UInt64)
    /// Connection `index` closed or failed.
    func closed(_ index: Int)
}
