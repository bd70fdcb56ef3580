import ArgumentParser
public import GameCatalog
public import GameCommandLine
public import Snap

extension SnapPlay: GameCommandLine {
    /// The cooldown and the turn timer.
    public typealias Options = SnapTableOptions

    /// Two to four players.
    public static var players: ClosedRange<Int> { Snap.seatRange }

    /// A room seats two unless told.
    public static var roomPlayers: Int { Snap.standardOptions.seats }

    /// A table of `players` seats with the cooldown and turn timer given, or the rules' defaults; a value out of
    /// bounds is refused in the rules' words.
    public static func setup(_ options: SnapTableOptions, players: Int) throws -> GameSetup {
        do {
            let snap = try SnapOptions(
                seats: players,
                cooldownMilliseconds: options.cooldownMilliseconds ?? SnapOptions.defaultCooldownMilliseconds,
                turnTimerMilliseconds: options.turnTimerMilliseconds ?? SnapOptions.defaultTurnTimerMilliseconds)
            return GameSetup(Snap.self, snap)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The keys and the plain-mode commands.
    public static var playDiscussion: String? {
        """
        Two to four players, each named with --player, hot-seat or with the computer in a seat (--computer). Keys: \
        each player has a pair, turn then snap: a s, k l, z x, , . (shown under their names); Enter or Down turns \
        and Space calls snap for the player to turn (against the computer, for you); a click on a pile turns it, on \
        SNAP calls. n starts the next round once this one is over. Plain mode (--plain) reads one command per line: \
        t, s, s 2 or s NAME, board, help, new, quit.
        """
    }
}
