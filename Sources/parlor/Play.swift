import ArgumentParser

/// `parlor play`: skips the menu and starts a game; tic-tac-toe unless a game is named.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start a game at once: tic-tac-toe (the default) or minesweeper.",
        discussion: """
            parlor play takes tic-tac-toe's options directly (parlor play --computer o); parlor play minesweeper \
            --help lists Minesweeper's.
            """,
        subcommands: [PlayTicTacToe.self, PlayMinesweeper.self],
        defaultSubcommand: PlayTicTacToe.self
    )
}
