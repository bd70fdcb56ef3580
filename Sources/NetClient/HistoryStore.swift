import Foundation

/// The games finished on this machine, one JSON document a line in a file only its owner can read, appended to
/// and never rewritten, so that `parlor history` can list them.
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
    private let encode: @Sendable (Entry) throws -> String
    private let decode: @Sendable (String) throws -> Entry

    /// The store in `path`, writing each entry as the one line `encode` makes and reading it back with `decode`;
    /// nothing is read or written until asked.
    public init(
        path: String, encode: @escaping @Sendable (Entry) throws -> String,
        decode: @escaping @Sendable (String) throws -> Entry
    ) {
        self.path = path
        self.encode = encode
        self.decode = decode
    }

    /// Adds `entry` at the end of the file, creating the file (mode 0600) and its folder as needed.
    public func append(_ entry: Entry) throws {
        let line = try encode(entry)
        guard !line.contains(where: \.isNewline) else {
            throw CocoaError(.fileWriteInapplicableStringEncoding, userInfo: [NSFilePathErrorKey: path])
        }
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let descriptor = open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path]) }
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
