public import ArgumentParser

/// A command of a game's own (`parlor draughts openings list`), listed in its `GameCommandLine.commands` (or nested
/// under a group there): it runs with the files the game keeps on this machine and says what it has to say line
/// by line, so that a test runs it on files of its own and reads what it said.
public protocol GameCommand: ParsableCommand {
    /// The game whose command it is.
    associatedtype Play: GameCommandLine

    /// Does what the command asks with the game's `files`, handing each line it says to `say`; throws a
    /// `ValidationError` (exit 64) or a `CleanExit` as any command does, or the error of a file it cannot use.
    func run(files: GameFiles, say: (String) -> Void) throws
}

extension GameCommand {
    /// Runs with the files of the game for this process's user, saying each line on standard output.
    public func run() throws {
        try run(files: .of(Play.self)) { print($0) }
    }
}
