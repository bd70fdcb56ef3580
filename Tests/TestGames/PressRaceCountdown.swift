public import ArgumentParser
import Foundation
public import GameCommandLine

/// `parlor press-race countdown [MS]`: remembers the countdown races start with on this machine, or says it: a
/// file the game keeps on the player's machine.
public struct PressRaceCountdown: GameCommand {
    /// The press race's.
    public typealias Play = PressRacePlay

    /// The command's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "countdown", abstract: "Set the countdown races start with, or say it.")

    /// The countdown to remember, or `nil` to say the one remembered.
    @Argument(help: ArgumentHelp("The countdown in milliseconds.", valueName: "ms"))
    public var milliseconds: Int64?

    /// No countdown given.
    public init() {}

    /// A countdown is one a race may have.
    public func validate() throws {
        if let milliseconds, !PressRaceOptions.countdowns.contains(milliseconds) {
            throw ValidationError(PressRaceOptions.countdownRule(milliseconds))
        }
    }

    /// Remembers the countdown given, or says the one remembered.
    public func run(files: GameFiles, say: (String) -> Void) throws {
        guard let milliseconds else {
            let remembered = try Self.remembered(in: files)
            let countdown = remembered.map { "a countdown of \($0) ms" } ?? "the standard countdown"
            say("Races start with \(countdown).")
            return
        }
        try files.prepareFolder()
        try Data("\(milliseconds)\n".utf8).write(to: files.file(Self.fileName), options: .atomic)
        say("Races now start with a countdown of \(milliseconds) ms.")
    }

    /// The countdown remembered in `files`, or `nil` when none was; throws when the file is there but unreadable or
    /// not a countdown, naming it.
    static func remembered(in files: GameFiles) throws -> Int64? {
        let file = files.file(fileName)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        let text = try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let milliseconds = Int64(text), PressRaceOptions.countdowns.contains(milliseconds) else {
            throw ValidationError("\(file.path) holds no countdown: set one with parlor press-race countdown MS.")
        }
        return milliseconds
    }

    /// The file, in the game's folder.
    static let fileName = "countdown"
}
