import ArgumentParser
import Minesweeper

/// What `parlor play minesweeper` takes: the board, the players, and how to draw.
struct MinesweeperPlayOptions: ParsableArguments {
    @OptionGroup var board: MinesweeperBoardOptions

    @Option(
        name: .customLong("player"),
        help: ArgumentHelp(
            "A player's name; repeat for hot-seat, in turn order (default: your login name).", valueName: "name"))
    var players: [String] = []

    @OptionGroup var display: DisplayOptions

    func validate() throws {
        _ = try board.options()
        let names = players.map(ClientOptions.printable)
        if let empty = names.firstIndex(where: \.isEmpty) {
            throw ValidationError("--player needs a name, not an empty one (player \(empty + 1)).")
        }
        if let long = names.first(where: { $0.count > TableSeats.nameLimit }) {
            throw ValidationError("The name '\(long)' is too long: at most \(TableSeats.nameLimit) characters.")
        }
        let most = Minesweeper.seatRange.upperBound
        if names.count > most {
            throw ValidationError("At most \(most) players share a board, not \(names.count).")
        }
        var seen = Set<String>()
        for name in names where !seen.insert(name.lowercased()).inserted {
            throw ValidationError("Two players are called '\(name)': give each a name of their own.")
        }
    }
}
