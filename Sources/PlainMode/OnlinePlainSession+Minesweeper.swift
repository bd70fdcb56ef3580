import ClientCore
import GameCatalog
import GameCore
import Minesweeper
import WireProtocol

extension OnlinePlainSession {
    /// The answer to a line on a shared Minesweeper board: the same commands as local plain Minesweeper (`r a1`,
    /// `f a1`, `u a1`, `c a1`, `board`, `new`, `help`, `quit`), sent to the server, which answers for everyone.
    mutating func minesweeperCommand(_ line: String, on options: MinesweeperOptions) -> OnlinePlainStep {
        switch MinesweeperPlainCommand(line: line, options: options) {
        case .prompt: return OnlinePlainStep(lines: [prompt])
        case .board: return OnlinePlainStep(lines: boardLines + [prompt])
        case .help: return OnlinePlainStep(lines: helpLines + [prompt])
        case .quit: return leave()
        case .invalid(let reason): return OnlinePlainStep(lines: [reason, prompt])
        case .player:
            return OnlinePlainStep(lines: ["Online, everyone types for themselves: player is for local play.", prompt])
        case .newBoard: return command(.minesweeper(.newBoard))
        case .reveal(let cell): return move(.minesweeper(.reveal(cell)))
        case .flag(let cell, let on): return move(.boardMove(.flag(cell, on: on)))
        case .chord(let cell): return move(.boardMove(.chord(cell)))
        }
    }

    /// A move's answer: sent, or why not; a finished board says what to type, as local plain mode does.
    private mutating func move(_ action: OnlineAction) -> OnlinePlainStep {
        guard session.isSpectator || session.minesweeper?.isOver != true else {
            return OnlinePlainStep(lines: ["The board is over: type new for a new board.", prompt])
        }
        return command(action)
    }

    /// What an event on a shared board says, or `nil` when it says what it says in any game (joins, drops,
    /// returns, the room closing): each move as one sentence naming who made it, a new board with who started
    /// it, and the end as the board and the `Result: ` line.
    mutating func boardLines(for event: RoomEvent, in room: RoomSnapshot) -> [String]? {
        switch event {
        case .moved:
            guard let change = session.minesweeper?.lastChange else { return [] }
            return session.moveSentence(for: change).map { [PlainText.visible($0)] } ?? []
        case .rematchRequested:
            // NB: one request starts the new board; the roundStarted that follows says who asked.
            return []
        case .roundStarted(let round, _, _):
            toldRound = round
            let who = session.eventLine.map { [PlainText.visible($0)] } ?? []
            guard let setup = room.setup.minesweeper else { return who + boardLines }
            return who + ["Board \(round): \(MinesweeperWording.summary(of: setup.options))"] + boardLines
        case .roundEnded(let round, let outcome):
            toldResultRound = round
            return boardLines + [resultLine(outcome), scoreLine(room)]
        case .playerJoined(let seat, _):
            return ["\(label(seat, in: room)) joined."]
        case .playerDisconnected(let seat, _):
            return ["\(label(seat, in: room)) is away."]
        default:
            return nil
        }
    }
}
