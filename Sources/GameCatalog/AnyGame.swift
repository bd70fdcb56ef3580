public import GameCore
public import Minesweeper
public import TicTacToe

/// The whole state of a game in any catalog game: what the server keeps and stores, never what it sends.
///
/// Every change goes through `apply(_:by:at:)`, which hands the move to that game's own rules; what a client
/// may see comes from `view(for:)`, and what a move changed from `update(since:for:)`. The state is `Codable`
/// for storage: the kind beside the game's own fields (a Minesweeper state holds its seed and mines, so it is
/// never sent).
public enum AnyGame: Hashable, Sendable, Codable {
    /// A game of tic-tac-toe.
    case ticTacToe(TicTacToe)
    /// A game of co-operative Minesweeper, mines and seed included.
    ///
    /// NB: indirect, so a room holding a game stays as small as with tic-tac-toe (inline, it grew to Minesweeper's).
    indirect case minesweeper(Minesweeper)

    /// The opening position of round `round` (counted from 1) of `setup`.
    ///
    /// `seed` is the round's randomness (where the mines go, how the cards are dealt); the server draws it and
    /// stores it, so the round replays exactly. Tic-tac-toe has no randomness and ignores it.
    public init(setup: GameSetup, round: Int, seed: UInt64) {
        switch setup {
        case .ticTacToe: self = .ticTacToe(TicTacToe(starter: setup.starter(ofRound: round)))
        case .minesweeper(let options):
            self = .minesweeper(Minesweeper(options: options.options, seatCount: options.maxPlayers, seed: seed))
        }
    }

    /// Which game this is.
    public var kind: GameKind {
        switch self {
        case .ticTacToe: return .ticTacToe
        case .minesweeper: return .minesweeper
        }
    }

    /// How many seats play.
    public var seatCount: Int {
        switch self {
        case .ticTacToe(let game): return game.seatCount
        case .minesweeper(let game): return game.seatCount
        }
    }

    /// Every seat of this game, in order.
    public var seats: [Seat] { (0..<seatCount).map(Seat.init) }

    /// The seats that may act now: one in a turn-based game, several in a simultaneous one, none once it is over.
    public var seatsToAct: [Seat] {
        switch self {
        case .ticTacToe(let game): return game.seatsToAct
        case .minesweeper(let game): return game.seatsToAct
        }
    }

    /// How the round ended, or `nil` while it is being played.
    public var outcome: Outcome? {
        switch self {
        case .ticTacToe(let game): return game.outcome
        case .minesweeper(let game): return game.outcome
        }
    }

    /// Whether the round has ended.
    public var isOver: Bool { outcome != nil }

    /// How many moves have been accepted this round (the server allows an abort before the second).
    public var movesPlayed: Int {
        switch self {
        case .ticTacToe(let game): return game.moves.count
        case .minesweeper(let game): return game.movesPlayed
        }
    }

    /// Applies `move` by `seat` at `time` with the game's own rules, or throws why not and changes nothing; a move
    /// of another game is refused as `wrongGame`.
    public mutating func apply(_ move: AnyMove, by seat: Seat, at time: GameTime) throws(AnyViolation) {
        switch (self, move) {
        case (.ticTacToe(var game), .ticTacToe(let move)):
            do {
                try game.apply(move, by: seat, at: time)
            } catch {
                throw .ticTacToe(error)
            }
            self = .ticTacToe(game)
        case (.minesweeper(var game), .minesweeper(let move)):
            do {
                try game.apply(move, by: seat, at: time)
            } catch {
                throw .minesweeper(error)
            }
            self = .minesweeper(game)
        case (.ticTacToe, .minesweeper), (.minesweeper, .ticTacToe):
            throw .wrongGame(playing: kind, moveOf: move.kind)
        }
    }

    /// What `viewer` may see: the game's own view, with everything hidden from that viewer removed.
    public func view(for viewer: Viewer) -> AnyView {
        switch self {
        case .ticTacToe(let game): return .ticTacToe(game.view(for: viewer))
        case .minesweeper(let game): return .minesweeper(game.view(for: viewer))
        }
    }

    /// What `viewer` needs to bring its view of `before` up to date with this game, one or more accepted moves
    /// later: the whole view for tic-tac-toe (it is small), only what changed for Minesweeper (a flood is one
    /// compact change). Before and after must be the same round; for anything else the whole view is sent.
    public func update(since before: AnyGame, for viewer: Viewer) -> ViewUpdate {
        switch (self, before) {
        case (.minesweeper(let game), .minesweeper(let earlier)) where game.movesPlayed > earlier.movesPlayed:
            return .change(.minesweeper(game.update(since: earlier, for: viewer)))
        default:
            return .whole(view(for: viewer))
        }
    }

    /// The move `seat` just made as `viewer` may learn it, or `nil` when it is secret from them (a card passed
    /// face down, a hidden vote). Every tic-tac-toe and Minesweeper move is public.
    public func disclosed(_ move: AnyMove, by seat: Seat, to viewer: Viewer) -> AnyMove? {
        switch self {
        case .ticTacToe, .minesweeper: return move
        }
    }

    /// Decodes the kind, then that game's state; a game decodes only if its rules accept it.
    public init(from decoder: any Decoder) throws {
        switch try decoder.decodeGameKind() {
        case .ticTacToe: self = .ticTacToe(try TicTacToe(from: decoder))
        case .minesweeper: self = .minesweeper(try Minesweeper(from: decoder))
        }
    }

    /// Encodes the kind and the state side by side.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeGameKind(kind)
        switch self {
        case .ticTacToe(let game): try game.encode(to: encoder)
        case .minesweeper(let game): try game.encode(to: encoder)
        }
    }
}
