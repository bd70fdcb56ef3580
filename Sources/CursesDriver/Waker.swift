/// A handle another thread uses to make `CursesTerminal.waitForEvents()` return.
///
/// It keeps the terminal's pipe open for as long as it exists, so a late `wake()` never writes into a file
/// descriptor that was closed and reused.
public struct Waker: Sendable {
    let pipe: WakePipe

    /// Makes the waiting `waitForEvents()` return (with an empty list if nothing else happened).
    ///
    /// Safe to call from any thread, any number of times: wakes that pile up before the terminal looks are
    /// coalesced into one.
    public func wake() {
        pipe.send(WakePipe.wakeByte)
    }
}
