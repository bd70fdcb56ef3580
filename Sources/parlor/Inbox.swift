import Foundation
import Synchronization

/// A queue many threads put into and one thread takes from: how the network and the keyboard reader hand their
/// news to the thread that owns the screen.
final class Inbox<Item: Sendable>: Sendable {
    private struct Contents {
        var items: [Item] = []
        var isClosed = false
    }

    private let contents = Mutex(Contents())
    private let signal = DispatchSemaphore(value: 0)
    private let onPut: @Sendable () -> Void

    /// An empty inbox; `onPut` runs after each put (the curses loop passes its waker's `wake`).
    init(onPut: @escaping @Sendable () -> Void = {}) {
        self.onPut = onPut
    }

    /// Adds `item` and wakes the taker; does nothing once the inbox is closed.
    func put(_ item: Item) {
        let accepted = contents.withLock { contents in
            guard !contents.isClosed else { return false }
            contents.items.append(item)
            return true
        }
        guard accepted else { return }
        signal.signal()
        onPut()
    }

    /// Drops what is waiting and everything put from now on: the taker has moved on.
    func close() {
        let dropped = contents.withLock { contents in
            contents.isClosed = true
            let count = contents.items.count
            contents.items.removeAll()
            return count
        }
        for _ in 0..<dropped { _ = signal.wait(timeout: .now()) }
    }

    /// Everything waiting now, oldest first; never blocks.
    func drain() -> [Item] {
        let taken = contents.withLock { contents in
            let all = contents.items
            contents.items.removeAll()
            return all
        }
        // NB: each put signalled once; take back the signals for the items drained so `take()` does not wake for
        // nothing later.
        for _ in taken { _ = signal.wait(timeout: .now()) }
        return taken
    }

    /// The oldest item, waiting until `deadline` at the latest (as long as it takes when `nil`); `nil` when the
    /// deadline came first.
    func take(before deadline: DispatchTime?) -> Item? {
        guard let deadline else { return take() }
        while true {
            guard signal.wait(timeout: deadline) == .success else { return nil }
            if let item = contents.withLock({ $0.items.isEmpty ? nil : $0.items.removeFirst() }) { return item }
        }
    }

    /// The oldest item, waiting as long as it takes.
    func take() -> Item {
        while true {
            signal.wait()
            if let item = contents.withLock({ $0.items.isEmpty ? nil : $0.items.removeFirst() }) { return item }
        }
    }
}
