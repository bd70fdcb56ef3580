public import ArgumentParser
public import GameCatalog

/// A game's part of the command line: its own options for `parlor play GAME` and `parlor host GAME` (a board's
/// size), how many players it takes, the setup the options ask for, and commands of its own (`parlor GAME ...`,
/// such as a library the game keeps in its `GameFiles`). Declared by the game's play parts in its folder; the
/// executable builds one `play` and one `host` command for each game it is built with and adds the game's own
/// commands beside its own, so a new game's command line is a one-folder change.
public protocol GameCommandLine {
    /// The game's rules.
    associatedtype Rules: CatalogGame
    /// The game's own options, as swift-argument-parser reads them; `NoGameOptions` (the default) for none.
    associatedtype Options: ParsableArguments = NoGameOptions

    /// How many players the game takes, fewest to most (a room's `--max-players`, the names at one keyboard).
    static var players: ClosedRange<Int> { get }

    /// How many players a room seats unless `--max-players` says otherwise; the most the game takes by default.
    static var roomPlayers: Int { get }

    /// The setup `options` ask for with `players` seats (within `players`); throws a `ValidationError` naming what
    /// is wrong with the options (exit 64).
    static func setup(_ options: Options, players: Int) throws -> GameSetup

    /// The setup as `setup(_:players:)` makes it, for a game that also reads what it keeps on this machine (a
    /// library of the player's own) from `files`; by default the files are not read.
    static func setup(_ options: Options, players: Int, files: GameFiles) throws -> GameSetup

    /// Commands of the game's own, each a top-level `parlor` command named for the game (`parlor draughts
    /// openings list`), with subcommands of its own as swift-argument-parser nests them; none by default. They run
    /// with the game's files (`GameCommand`); a name parlor's own commands use stops the program at its start.
    static var commands: [any ParsableCommand.Type] { get }

    /// More on the game for `parlor play GAME --help` (its keys, its plain-mode commands), or `nil` (the default).
    static var playDiscussion: String? { get }
}

extension GameCommandLine {
    /// The most the game takes.
    public static var roomPlayers: Int { players.upperBound }

    /// Nothing more.
    public static var playDiscussion: String? { nil }

    /// The setup the options ask for; the files are not read.
    public static func setup(_ options: Options, players: Int, files: GameFiles) throws -> GameSetup {
        try setup(options, players: players)
    }

    /// None.
    public static var commands: [any ParsableCommand.Type] { [] }

    /// The game's name, as its commands and their errors say it ("Draughts").
    public static var gameName: String { Rules.displayName }

    /// The game's kind, as `parlor play` and `parlor host` name its subcommand ("draughts").
    public static var commandName: String { GameKind(Rules.self).rawValue }

    /// "1 to 16 players", "2 players".
    public static var playersPhrase: String {
        players.count == 1 ? "\(players.lowerBound) players" : "\(players.lowerBound) to \(players.upperBound) players"
    }
}
