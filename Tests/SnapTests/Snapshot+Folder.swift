import Foundation
import TestGames
import Testing

extension Snapshot {
    /// This target's snapshots: the files under `__Snapshots__` beside this file.
    static let folder = directory(beside: #filePath)

    /// Compares `text` with this target's snapshot called `name`.
    static func expect(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if let mismatch = mismatch(text, named: name, in: folder) {
            Issue.record("\(mismatch)", sourceLocation: sourceLocation)
        }
    }
}
