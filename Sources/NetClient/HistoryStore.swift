import Foundation

/// The games finished on this machine, one JSON document a line in a file only its owner can read, so that
/// `parlor history` can list them: appended to, and rewritten only to drop the oldest entries past `limit`.
///
/// The store does not know the entries' type: the caller gives the coding (the wire protocol's JSON for a
/// finished game), so this module stays below the protocol.
public struct HistoryStore<Entry: Sendable>: Sendable {
    /// What `load()` found: the entries it could read, oldest first, and one sentence for each line it could not.
    public struct Contents: Sendable {
        /// The readable entries, in the order they were written.
        public var entries: [Entry]
        /// One sentence per unreadable line, such as `history line 3 is unreadable: ...; skipped.`
        public var warnings: [String]
    }

    /// The file's path.
    public let path: String
    /// The most entries the file keeps: an append past it drops the oldest; `nil` keeps them all.
    public let limit: Int?
    private let encode: @Sendable (Entry) throws -> String
    private let decode: @Sendable (String) throws -> Entry

    /// The store in `path`, writing each entry as the one line `encode` makes and reading it back with `decode`,
    /// keeping the newest `limit` entries (all of them when `nil`); nothing is read or written until asked.
    public init(
        path: String, limit: Int? = nil, encode: @escaping @Sendable (Entry) throws -> String,
        decode: @escaping @Sendable (String) throws -> Entry
    ) {
        self.path = path
        self.limit = limit.map { max(1, $0) }
        self.encode = encode
        self.decode = decode
    }

    /// Adds `entry` at the end of the file, creating the file (mode 0600) and its folder as needed; past `limit`
    /// entries, the oldest are dropped.
    public func append(_ entry: Entry) throws {
        let line = try encode(entry)
        guard !line.contains(where: \.isNewline) else {
            throw CocoaError(.fileWriteInapplicableStringEncoding, userInfo: [NSFilePathErrorKey: path])
        }
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let descriptor = try lockedDescriptor()
        defer { close(descriptor) }
        // NB: a write cut short (a crash, a full disk) leaves a line without its newline; starting on a fresh line
        // keeps that one damaged line from swallowing this entry too.
        let prefix = Self.endsMidLine(descriptor) ? "\n" : ""
        let bytes = Array((prefix + line + "\n").utf8)
        // NB: one write with O_APPEND, so two parlors finishing at once never interleave their lines.
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        if let limit { try trim(descriptor, to: limit) }
    }

    /// The file opened for appending and locked against other parlors' appends and trims.
    ///
    /// NB: a trim replaces the file by renaming a new one over it while holding the old one's lock; a parlor that
    /// was waiting for that lock then holds a file no longer at `path`, and opens the new one instead.
    private func lockedDescriptor() throws -> Int32 {
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
            }
            var opened = stat()
            var named = stat()
            guard flock(descriptor, LOCK_EX) == 0, fstat(descriptor, &opened) == 0 else {
                close(descriptor)
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
            if stat(path, &named) == 0, named.st_dev == opened.st_dev, named.st_ino == opened.st_ino {
                return descriptor
            }
            close(descriptor)
        }
    }

    /// Keeps the newest `limit` lines of the locked file: written to a new file that is renamed over it, so a
    /// crash leaves either the whole old file or the whole new one.
    private func trim(_ descriptor: Int32, to limit: Int) throws {
        let size = lseek(descriptor, 0, SEEK_END)
        guard size > 0 else { return }
        var bytes = [UInt8](repeating: 0, count: Int(size))
        let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard read == bytes.count else { throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path]) }
        // NB: counted from the end: the newest `limit` lines start after the (limit + 1)th newline from the end,
        // the file's last byte being the newline this append wrote.
        var newlines = 0
        var start: Int?
        for index in stride(from: bytes.count - 1, through: 0, by: -1) where bytes[index] == UInt8(ascii: "\n") {
            newlines += 1
            if newlines == limit + 1 {
                start = index + 1
                break
            }
        }
        guard let start else { return }
        let temporary = path + ".trim"
        let output = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard output >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary]) }
        let kept = bytes.count - start
        let written = bytes.withUnsafeBytes { write(output, $0.baseAddress! + start, kept) }
        let synced = fsync(output) == 0
        close(output)
        guard written == kept, synced, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }

    /// Every entry in the file, oldest first; a missing file has none. A line that cannot be read (damaged, or
    /// written by a newer parlor) is skipped and described in `warnings`, so one bad line never hides the rest.
    public func load() -> Contents {
        guard let data = FileManager.default.contents(atPath: path) else { return Contents(entries: [], warnings: []) }
        var contents = Contents(entries: [], warnings: [])
        let text = String(decoding: data, as: UTF8.self)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            do {
                contents.entries.append(try decode(String(line)))
            } catch {
                contents.warnings.append("history line \(index + 1) is unreadable (\(error)); skipped.")
            }
        }
        return contents
    }

    /// Whether the file's last byte is something other than a newline.
    private static func endsMidLine(_ descriptor: Int32) -> Bool {
        let size = lseek(descriptor, 0, SEEK_END)
        guard size > 0 else { return false }
        var last: UInt8 = 0
        guard pread(descriptor, &last, 1, size - 1) == 1 else { return false }
        return last != UInt8(ascii: "\n")
    }
}
