public import Foundation

/// The files a game keeps on the player's machine, in a folder of its own under the user's data directory
/// (`$XDG_DATA_HOME/parlor/GAME`, or `~/.local/share/parlor/GAME` when that is unset or not absolute, as the XDG
/// specification says): what the player made and wants back next time, such as a library of their own.
///
/// A game is handed its `GameFiles` by the command line (its own commands, and the setup of `parlor play GAME`);
/// it never works out a path of its own, so each person of a shared machine (their own `HOME`) and each test (its
/// own `XDG_DATA_HOME`) keeps separate files. The data a game ships with is not here: it is compiled into the
/// game's module from its folder (`resources: [.embedInCode(...)]` in `Package.swift`, read as
/// `PackageResources`), so it cannot go missing from an install.
public struct GameFiles: Hashable, Sendable {
    /// The folder of the game's files; it may not exist yet (`prepareFolder()` makes it).
    public let folder: URL

    /// The files of the game `kind` ("draughts") for the user `environment` describes (`XDG_DATA_HOME`, `HOME`).
    public init(kind: String, environment: [String: String]) {
        let dataHome: String
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            dataHome = data
        } else {
            dataHome = (environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()) + "/.local/share"
        }
        folder = URL(fileURLWithPath: dataHome, isDirectory: true)
            .appendingPathComponent("parlor", isDirectory: true)
            .appendingPathComponent(kind, isDirectory: true)
    }

    /// The files of `Play`'s game for the user of this process.
    public static func of<Play: GameCommandLine>(_ play: Play.Type) -> GameFiles {
        GameFiles(kind: Play.commandName, environment: ProcessInfo.processInfo.environment)
    }

    /// The file `name` in the game's folder (which may not exist yet).
    public func file(_ name: String) -> URL {
        folder.appendingPathComponent(name, isDirectory: false)
    }

    /// Makes the game's folder, and the folders above it, readable by the user alone where they are made (the
    /// files are the player's own); returns it. Throws Foundation's error, which names the path, when it cannot.
    @discardableResult
    public func prepareFolder() throws -> URL {
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return folder
    }
}
