import ArgumentParser
public import GameCatalog
public import GameCommandLine
public import Minesweeper

extension MinesweeperPlay: GameCommandLine {
    /// The board: a preset, or rows, columns and mines, and the winning rule.
    public typealias Options = MinesweeperBoardOptions

    /// One to sixteen players share a board.
    public static var players: ClosedRange<Int> { Minesweeper.seatRange }

    /// A room seats eight unless told.
    public static var roomPlayers: Int { MinesweeperSetup.defaultMaxPlayers }

    /// The board asked for, shared by `players`.
    public static func setup(_ options: MinesweeperBoardOptions, players: Int) throws -> GameSetup {
        GameSetup(Minesweeper.self, MinesweeperSetup(options: try options.options(), maxPlayers: players))
    }

    /// The keys and the plain-mode commands.
    public static var playDiscussion: String? {
        """
        Solo, or hot-seat with several --player (each has a cursor; Tab hands the keys on). Keys: arrows or hjkl \
        move, Space or Enter reveals (on a number it chords), f flags or unflags, c chords, n starts a new board \
        once this one is over; the mouse's left button reveals and the right flags. Plain mode (--plain) reads one \
        command per line: r a1, f a1, u a1, c a1, player NAME, board, help, new, quit.
        """
    }
}
