import ArgumentParser
import ClientCore
import GameCatalog

/// `parlor play`: skips the menu and starts a game; the default game unless one is named.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Start a game at once: \(TableSeats.list(Games.all.kinds.map(\.rawValue))); "
            + "\(Games.defaultPlay.kind.rawValue) unless named.",
        discussion: """
            parlor play takes the default game's options directly (parlor play --computer \
            \(TableSeats.seatWords(of: Games.defaultPlay).last ?? "")); parlor play GAME --help lists a game's.
            """,
        subcommands: Games.playCommands,
        defaultSubcommand: Games.playCommands.first
    )
}
