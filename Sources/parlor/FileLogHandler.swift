import Foundation
import Logging

/// A swift-log handler that appends one line per message to a file.
///
/// NB: while curses owns the screen nothing may reach stdout or stderr, and swift-log ships only stream handlers.
struct FileLogHandler: LogHandler {
    /// The logger's label, written on each line.
    let label: String
    /// The open log file, shared by every logger of the process.
    let file: FileHandle
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
        let details = merged.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
        let line =
            "\(Date.now.ISO8601Format()) [\(ProcessInfo.processInfo.processIdentifier)] \(event.level) \(label): \(event.message)\(details)\n"
        file.write(Data(line.utf8))
    }

    /// Opens (creating it and its folders) the log file at `path`, for appending.
    static func open(_ path: String) -> FileHandle? {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // NB: O_APPEND, so two parlor processes never write over each other's lines.
        let descriptor = Foundation.open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        return descriptor < 0 ? nil : FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// `$XDG_STATE_HOME/parlor/parlor.log`, or under `~/.local/state` when it is unset or not absolute.
    static func defaultPath(environment: [String: String]) -> String {
        let state = environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        return (state ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/state")
            + "/parlor/parlor.log"
    }
}
