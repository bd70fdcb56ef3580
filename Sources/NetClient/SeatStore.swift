import Foundation

/// The seat secrets this person holds, by game ID, in one file only its owner can read (mode 0600), so that
/// `parlor join ID` again, even after a restart, takes back the seat.
///
/// One person may hold several seats of one room (two terminals on one machine each take a seat), so a room may
/// have several secrets, kept in the order they were given. The file has one `GAMEID SECRET` line per seat; game
/// IDs are kept upper-case since input is case-insensitive.
public struct SeatStore: Sendable {
    /// The file's path.
    public let path: String

    /// The store in `path`; nothing is read or written until asked.
    public init(path: String) {
        self.path = path
    }

    /// The secrets of the seats held in room `gameID`, oldest first; empty when none.
    public func secrets(for gameID: String) -> [String] {
        entries()[gameID.uppercased()] ?? []
    }

    /// Remembers `secret` for `gameID` beside any others held there; creates the file and its folder as needed.
    public func store(_ secret: String, for gameID: String) throws {
        try update { all in
            let key = gameID.uppercased()
            guard all[key]?.contains(secret) != true else { return false }
            all[key, default: []].append(secret)
            return true
        }
    }

    /// Forgets every seat in `gameID`.
    public func remove(_ gameID: String) throws {
        try update { all in all.removeValue(forKey: gameID.uppercased()) != nil }
    }

    /// Every stored seat: game ID to its secrets, oldest first.
    public func entries() -> [String: [String]] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
        var result: [String: [String]] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count == 2 else { continue }
            let secret = String(parts[1])
            let key = parts[0].uppercased()
            if result[key]?.contains(secret) != true { result[key, default: []].append(secret) }
        }
        return result
    }

    /// Reads the file, lets `change` edit its entries, and writes them back if it says it changed them; two
    /// processes of one person doing this at once take turns, so neither loses the other's seat.
    private func update(_ change: (inout [String: [String]]) -> Bool) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        // NB: the folder is locked, not the file, since the file is replaced by a rename on every write (and a lock
        // file of its own would be one more file in the person's state folder).
        let lock = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard lock >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path]) }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else { throw CocoaError(.fileLocking, userInfo: [NSFilePathErrorKey: path]) }
        }
        var all = entries()
        guard change(&all) else { return }
        try write(all)
    }

    private func write(_ entries: [String: [String]]) throws {
        let text = entries.sorted { $0.key < $1.key }.flatMap { entry in entry.value.map { "\(entry.key) \($0)\n" } }
            .joined()
        // NB: written to a fresh 0600 file and renamed over the old one, so the secrets are never readable by others,
        // not even for an instant, and a crash mid-write leaves the old file whole.
        let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path]) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }
}
