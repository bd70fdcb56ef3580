public import GameCore
public import TicTacToe

/// A match of tic-tac-toe at one keyboard: two players (people or the computer), rounds played one after
/// another with the starting seat alternating, and a running score.
///
/// The computer's replies happen inside the same call as the move that prompts them, so a caller never sees
/// a position where the computer is to move.
public struct LocalMatch: Hashable, Sendable {
    /// The players, by seat: seat 0 plays X, seat 1 plays O.
    public let players: [Player]
    /// The round in progress, or just finished.
    public private(set) var game: TicTacToe
    /// Rounds won by each seat, and draws.
    public private(set) var score: Score
    /// The current round's number, from 1.
    public private(set) var round: Int
    /// The computer's source of randomness: part of the value, so a match replays exactly from its seed.
    public private(set) var random: SplitMix64

    /// A match between `players` (two of them) whose first round `starter` opens; call `begin()` next.
    public init(players: [Player], starter: Seat = Seat(0), seed: UInt64) {
        precondition(players.count == 2, "tic-tac-toe is played by two")
        self.players = players
        self.game = TicTacToe(starter: starter)
        self.score = Score(seatCount: 2)
        self.round = 1
        self.random = SplitMix64(seed: seed)
    }

    /// Lets the computer open the first round if it starts; returns what happened, round start first.
    public mutating func begin() -> [MatchEvent] {
        [.roundStarted(round: round, starter: game.starter)] + playComputerTurns()
    }

    /// The player whose turn it is, or `nil` between rounds.
    public var playerToMove: Player? { game.seatToMove.map { players[$0.index] } }

    /// The name of `seat`'s player.
    public func name(of seat: Seat) -> String { players[seat.index].name }

    /// Whether every seat is played by a person at this keyboard.
    public var isHotSeat: Bool { players.allSatisfy { !$0.isComputer } }

    /// The person at this keyboard marks `square` for the seat to move; the computer replies if it is its turn.
    /// Throws why the move is refused, and then nothing changes.
    public mutating func play(_ square: Square) throws(TicTacToe.Violation) -> [MatchEvent] {
        guard let seat = game.seatToMove else { throw .gameOver }
        var events = try apply(square, by: seat)
        events += playComputerTurns()
        return events
    }

    /// Starts the next round: the seat that did not start this one starts, and the score is kept. Only once
    /// the current round is over; otherwise nothing happens.
    public mutating func startNextRound() -> [MatchEvent] {
        guard game.isOver else { return [] }
        round += 1
        game = TicTacToe(starter: Seat(1 - game.starter.index))
        return [.roundStarted(round: round, starter: game.starter)] + playComputerTurns()
    }

    private mutating func apply(_ square: Square, by seat: Seat) throws(TicTacToe.Violation) -> [MatchEvent] {
        try game.apply(.mark(square), by: seat)
        var events: [MatchEvent] = [.marked(square, by: seat)]
        if let ending = game.ending, let outcome = game.outcome {
            score.record(outcome)
            events.append(.roundEnded(ending))
        }
        return events
    }

    private mutating func playComputerTurns() -> [MatchEvent] {
        var events: [MatchEvent] = []
        while let seat = game.seatToMove, case .computer(let level) = players[seat.index].control,
            let square = ComputerPlayer(level: level).chooseSquare(in: game, using: &random)
        {
            // NB: the computer only ever picks an empty square on its own turn, so this cannot throw.
            guard let played = try? apply(square, by: seat) else { break }
            events += played
        }
        return events
    }
}
