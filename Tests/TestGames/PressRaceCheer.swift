public import ArgumentParser
public import GameCommandLine

/// `parlor press-race cheer`: says the cheers the game ships with, data compiled in from its folder
/// (`Resources/cheers.txt`).
public struct PressRaceCheer: GameCommand {
    /// The press race's.
    public typealias Play = PressRacePlay

    /// The command's name and help.
    public static let configuration = CommandConfiguration(commandName: "cheer", abstract: "Say the race's cheers.")

    /// Nothing to read.
    public init() {}

    /// Every cheer, one a line.
    public func run(files: GameFiles, say: (String) -> Void) throws {
        for cheer in Self.cheers { say(cheer) }
    }

    /// The cheers shipped with the game.
    static var cheers: [String] {
        String(decoding: PackageResources.cheers_txt, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
