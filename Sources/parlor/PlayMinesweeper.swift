import ArgumentParser
import ClientCore
import Foundation
import GameCatalog
import Minesweeper

/// `parlor play minesweeper`: co-op Minesweeper at once, solo or hot-seat.
struct PlayMinesweeper: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "minesweeper",
        abstract: "Co-op Minesweeper at once: solo, or hot-seat with several --player.",
        discussion: """
            Keys: arrows or hjkl move, Space or Enter reveals (on a number it chords), f flags or unflags, c chords, \
            Tab hands the keys to the next player, n starts a new board once this one is over; the mouse's left \
            button reveals and the right flags. Plain mode (--plain) reads one command per line: r a1, f a1, u a1, \
            c a1, player NAME, board, help, new, quit.
            """
    )

    // NB: under `options`, as `parlor` itself keeps its options: swift-argument-parser hands an option that `parlor`
    // also declares to `parlor`'s, and to this command only at the same property path (options.display.plain).
    @OptionGroup var options: MinesweeperPlayOptions

    // NB: `--seed` (hidden here, for tests and figures) is `parlor`'s own option, read from it.
    @ParentCommand var root: Parlor

    // NB: swift-argument-parser takes `parlor`'s options for the default game after this command's name too (they
    // are the root command's), so they would be accepted and ignored: refuse them, as a usage error naming the option.
    func validate() throws {
        let computer = "Minesweeper is co-operative, with no computer player."
        let defaultGameOnly: [(name: String, given: Bool, why: String)] = [
            ("--computer", root.options.computer != nil, computer),
            ("--level", root.options.level != nil, computer),
            ("--names", root.options.names != nil, "name Minesweeper's players with --player, once each."),
        ]
        if let option = defaultGameOnly.first(where: \.given) {
            throw ValidationError("\(option.name) is for \(Games.defaultPlay.kind.rawValue): \(option.why)")
        }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let names = options.players.map(ClientOptions.printable)
        let everyone = names.isEmpty ? [LoginName.current(environment: environment) ?? "You"] : names
        let setup = GameSetup(
            Minesweeper.self, MinesweeperSetup(options: try options.board.options(), maxPlayers: everyone.count))
        let seats = TableSeats(setup: setup, names: everyone, computer: [], level: nil)
        try Launcher(display: options.display, seed: root.options.seed, start: .table(seats)).run()
    }
}
