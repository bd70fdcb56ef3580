import Foundation
import Synchronization

/// A queue many threads put into and one thread takes from: how the network and the keyboard reader hand their
/// news to the thread that owns the screen.
final class Inbox<Item: Sendable>: Sendable {
    private let items = Mutex<[Item]>([])
    private let signal = DispatchSemaphore(value: 0)
    private let onPut: @Sendable () -> Void

    /// An empty inbox; `onPut` runs after each put (the curses loop passes its waker's `wake`).
    init(onPut: @escaping @Sendable () -> Void = {}) {
        self.onPut = onPut
    }

    /// Adds `item` and wakes the taker.
    func put(_ item: Item) {
        items.withLock { $0.append(item) }
        signal.signal()
        onPut()
    }

    /// Everything waiting now, oldest first; never blocks.
    func drain() -> [Item] {
        let taken = items.withLock { items in
            let all = items
            items.removeAll()
            return all
        }
        // NB: each put signalled once; take back the signals for the items drained so `take()` does not wake for
        // nothing later.
        for _ in taken { _ = signal.wait(timeout: .now()) }
        return taken
    }

    /// The oldest item, waiting as long as it takes.
    func take() -> Item {
        while true {
            signal.wait()
            if let item = items.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) { return item }
        }
    }
}
