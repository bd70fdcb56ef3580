import Foundation

/// The seat secrets this person holds, by game ID, in one file only its owner can read (mode 0600), so that
/// `parlor join ID` again, even after a restart, takes back the seat.
///
/// The file has one `GAMEID SECRET` line per room; game IDs are kept upper-case since input is case-insensitive.
public struct SeatStore: Sendable {
    /// The file's path.
    public let path: String

    /// The store in `path`; nothing is read or written until asked.
    public init(path: String) {
        self.path = path
    }

    /// The secret for the seat in room `gameID`, or `nil`.
    public func secret(for gameID: String) -> String? {
        entries()[gameID.uppercased()]
    }

    /// Remembers `secret` for `gameID`, replacing any earlier one; creates the file and its folder as needed.
    public func store(_ secret: String, for gameID: String) throws {
        var all = entries()
        all[gameID.uppercased()] = secret
        try write(all)
    }

    /// Forgets the seat in `gameID`.
    public func remove(_ gameID: String) throws {
        var all = entries()
        guard all.removeValue(forKey: gameID.uppercased()) != nil else { return }
        try write(all)
    }

    /// Every stored seat: game ID to secret.
    public func entries() -> [String: String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
        var result: [String: String] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count == 2 else { continue }
            result[parts[0].uppercased()] = String(parts[1])
        }
        return result
    }

    private func write(_ entries: [String: String]) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let text = entries.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)\n" }.joined()
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
