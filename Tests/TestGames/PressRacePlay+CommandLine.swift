public import ArgumentParser
public import GameCatalog
public import GameCommandLine

extension PressRacePlay: GameCommandLine {
    /// The countdown's length.
    public typealias Options = PressRaceOptions

    /// Two to eight racers.
    public static var players: ClosedRange<Int> { PressRace.seatRange }

    /// A room seats three unless told.
    public static var roomPlayers: Int { PressRace.standardOptions.seats }

    /// A race of `players` with the countdown given, or the standard one.
    public static func setup(_ options: PressRaceOptions, players: Int) throws -> GameSetup {
        try setup(options, players: players, remembered: nil)
    }

    /// A race of `players` with the countdown given, else the one the player set with `press-race countdown`.
    public static func setup(_ options: PressRaceOptions, players: Int, files: GameFiles) throws -> GameSetup {
        try setup(options, players: players, remembered: try PressRaceCountdown.remembered(in: files))
    }

    /// `parlor press-race ...`.
    public static var commands: [any ParsableCommand.Type] { [PressRaceCommands.self] }

    private static func setup(_ options: PressRaceOptions, players: Int, remembered: Int64?) throws -> GameSetup {
        var race = PressRace.Options(seats: players)
        if let countdown = options.countdownMilliseconds ?? remembered { race.countdownMilliseconds = countdown }
        return GameSetup(PressRace.self, race)
    }
}
