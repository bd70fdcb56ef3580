import Synchronization

/// What an `EchoServer` remembers across restarts: numbered entries a client resumes from, and every text it
/// heard, in order.
final class Journal: Sendable {
    private let stored: Mutex<[String]>
    private let texts = Mutex<[String]>([])

    /// A journal whose entries are numbered from 1.
    init(_ entries: [String] = []) {
        stored = Mutex(entries)
    }

    /// Adds an entry, numbered after the others.
    func append(_ entry: String) {
        stored.withLock { $0.append(entry) }
    }

    /// The entries numbered above `seen`, with their numbers.
    func entries(after seen: Int) -> [(Int, String)] {
        stored.withLock { entries in
            entries.enumerated().map { ($0.offset + 1, $0.element) }.filter { $0.0 > seen }
        }
    }

    /// Records a text a client sent.
    func heard(_ text: String) {
        texts.withLock { $0.append(text) }
    }

    /// Every text clients sent, in order.
    var heard: [String] { texts.withLock { $0 } }
}
