import Synchronization

/// The characters too long for a cell's eight bytes of UTF-8 (emoji joined by zero-width joiners, tag sequences),
/// each kept once for the process, so a cell names one by its index and stays a plain value (decision 61).
///
/// NB: only such characters come here, names from other people among them, so the table stays small; once it
/// holds `capacity` of them, a new one is kept as "?" rather than let a stream of distinct names grow it for ever.
package enum ClusterTable {
    /// How many characters the table keeps.
    static let capacity = 4096

    private struct Contents {
        var clusters: [String] = []
        var indices: [String: UInt32] = [:]
    }

    private static let contents = Mutex(Contents())

    /// The index of `cluster`, added if new; `nil` once the table is full.
    static func index(of cluster: String) -> UInt32? {
        contents.withLock { contents in
            if let index = contents.indices[cluster] { return index }
            guard contents.clusters.count < capacity else { return nil }
            let index = UInt32(contents.clusters.count)
            contents.clusters.append(cluster)
            contents.indices[cluster] = index
            return index
        }
    }

    /// The character kept at `index`.
    package static func cluster(at index: UInt32) -> String {
        contents.withLock { contents in
            contents.clusters.indices.contains(Int(index)) ? contents.clusters[Int(index)] : "?"
        }
    }
}
