import ArgumentParser
import ClientCore
import GameCatalog

/// `parlor host`: create a room and wait for a friend.
struct Host: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Create an online room and show its game ID for a friend to join.")

    @Argument(help: ArgumentHelp("The game.", valueName: "tic-tac-toe"))
    var game = GameKind.ticTacToe.rawValue

    @OptionGroup var options: OnlineOptions

    func validate() throws {
        guard GameKind(rawValue: game) != nil else {
            let known = GameKind.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("Unknown game '\(game)': the games are \(known).")
        }
    }

    func run() throws {
        let kind = GameKind(rawValue: game) ?? .ticTacToe
        try OnlineLauncher(options: options, intent: .host(kind.standardSetup)).run()
    }
}

/// `parlor join ID`: take the free seat in a room, or come back to one's own.
struct Join: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Join an online room by its game ID; run it again to take your seat back.")

    @Argument(help: ArgumentHelp("The room's game ID (case does not matter).", valueName: "ID"))
    var gameID: String

    @OptionGroup var options: OnlineOptions

    func validate() throws {
        _ = try OnlineLauncher.gameID(gameID)
    }

    func run() throws {
        try OnlineLauncher(options: options, intent: .join(try OnlineLauncher.gameID(gameID), secret: nil)).run()
    }
}

/// `parlor watch ID`: watch a room without a seat.
struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Watch an online room by its game ID.")

    @Argument(help: ArgumentHelp("The room's game ID (case does not matter).", valueName: "ID"))
    var gameID: String

    @OptionGroup var options: OnlineOptions

    func validate() throws {
        _ = try OnlineLauncher.gameID(gameID)
    }

    func run() throws {
        try OnlineLauncher(options: options, intent: .watch(try OnlineLauncher.gameID(gameID))).run()
    }
}

/// `parlor match`: quick match.
struct Match: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play the first online player waiting for a game, or wait for one.")

    @OptionGroup var options: OnlineOptions

    func run() throws {
        try OnlineLauncher(options: options, intent: .quickMatch(.ticTacToe)).run()
    }
}
