public import ClientCore
import GameCatalog
import GameCore
import WireProtocol

/// An online game played by lines of text: the same board, move and `Result: ` lines as local plain mode.
///
/// `parlor host --plain` prints one `Game ID: XXXXXXXX` line once the room exists. Pure: the caller reads lines
/// and network events, and carries out the effects.
public struct OnlinePlainSession: Hashable, Sendable {
    /// The online session underneath.
    public private(set) var session: OnlineSession
    /// How the digits 1-9 map onto the board.
    public let digits: DigitLayout
    /// Whether the person has quit, the session failed, or input ended and nothing more is awaited; the program
    /// stops here.
    public private(set) var isFinished: Bool
    /// Whether input has ended: no more commands come, but the session may still wait for the server's answer.
    public private(set) var isInputClosed: Bool
    private var hasAnnouncedRoom: Bool
    /// Whether a connection ever opened, so that the first failure says "Cannot connect", not "Connection lost".
    private var hasConnected: Bool
    private var promptedStatus: OnlineStatus?
    /// The round whose moves are being told, and how many of its moves have been told.
    ///
    /// NB: a snapshot (rejoin, late watching, gap repair) carries the board but no events: the moves it holds
    /// that were never told are told from the board's move list, so a screen reader hears every move once.
    var toldRound: Int
    var toldMoves: Int
    /// The last round whose result line was printed; 0 for none.
    var toldResultRound: Int
    /// Lines typed before the room was known, or behind one still waiting: carried out in order once it is.
    var queuedLines: [String]
    /// Whether a queued line sent something the server has not answered yet; the next queued line waits for it.
    var awaitingAnswer: Bool

    /// A plain session over `session`, which has not started yet.
    public init(session: OnlineSession, digits: DigitLayout = .keypad) {
        self.session = session
        self.digits = digits
        self.isFinished = false
        self.isInputClosed = false
        self.hasAnnouncedRoom = false
        self.hasConnected = false
        self.promptedStatus = nil
        self.toldRound = 0
        self.toldMoves = 0
        self.toldResultRound = 0
        self.queuedLines = []
        self.awaitingAnswer = false
    }

    /// What to do first: the connection's spinner timer (plain mode prints no spinner, only lines).
    public mutating func start() -> OnlinePlainStep {
        OnlinePlainStep(effects: session.start())
    }

    /// The answer to one line of input (without its newline). A line typed before the room is known, or while
    /// the server has not answered what the line before sent, waits and is carried out in order once it can be;
    /// `help` and an empty line are answered at once.
    public mutating func handle(_ line: String) -> OnlinePlainStep {
        guard !isFinished else { return OnlinePlainStep() }
        guard !mustQueue(line) else {
            queuedLines.append(line)
            return OnlinePlainStep()
        }
        let step = carryOut(line)
        awaitingAnswer = Self.asksTheServer(step)
        return step
    }

    /// `line` carried out now.
    mutating func carryOut(_ line: String) -> OnlinePlainStep {
        let word = PlainText.trimmed(line).lowercased()
        switch word {
        case "rematch", "new", "n", "r": return command(.rematchRequested)
        case "claim", "c": return command(.claimRequested)
        case "abort": return command(.abortRequested)
        default: break
        }
        return gameCommand(line, session.play as? any GamePlainText.Type)
    }

    /// A typed command's answer; one the session let pass without a word (not in a room yet, or nothing to
    /// claim) still gets a line saying why nothing happened.
    mutating func command(_ action: OnlineAction) -> OnlinePlainStep {
        var step = apply(action)
        let sent = step.effects.contains { if case .send = $0 { true } else { false } }
        guard step.lines.isEmpty, !sent, !isFinished else { return step }
        step.lines.append(whyNothingHappened(action))
        if session.room != nil { step.lines.append(prompt) }
        return step
    }

    private func whyNothingHappened(_ action: OnlineAction) -> String {
        if session.isSpectator { return "You are watching: only the players can do that." }
        if session.link != .online { return "Not connected: wait for the game." }
        switch action {
        case .claimRequested: return "There is no round to claim."
        default: return "Nothing to do now."
        }
    }

    /// The answer to `quit`: the score, a player's farewell (the seat stays theirs, and the line says how to take
    /// it back), and `Goodbye.`.
    public mutating func leave() -> OnlinePlainStep {
        guard !isFinished else { return OnlinePlainStep() }
        isFinished = true
        return OnlinePlainStep(lines: closingLines(withScore: true))
    }

    /// The answer to the end of input, which means "no more commands", not "quit now": a player waits for the
    /// server's answer to joining (the room, or why not) and then leaves as with `quit`; a spectator watches on
    /// until the round ends or the room closes. Finishes at once when that moment has already come.
    public mutating func endOfInput() -> OnlinePlainStep {
        guard !isFinished, !isInputClosed else { return OnlinePlainStep() }
        isInputClosed = true
        guard hasNothingToAwait(resultJustTold: false) else { return OnlinePlainStep() }
        return leave()
    }

    /// Whether a session whose input ended has nothing left to wait for.
    private func hasNothingToAwait(resultJustTold: Bool) -> Bool {
        guard let room = session.room, queuedLines.isEmpty, !awaitingAnswer else { return false }
        // NB: a move that decided the board is followed by the round's end: its `Result: ` line is awaited.
        if room.phase == .playing, room.view?.isOver == true { return false }
        guard session.isSpectator else { return true }
        if resultJustTold || room.phase == .closed { return true }
        return room.phase == .roundOver && toldResultRound == room.round
    }

    /// The score unless it was just said, the farewell of a player who keeps the seat, and `Goodbye.`.
    private func closingLines(withScore: Bool) -> [String] {
        let score = withScore ? session.room.map { [scoreLine($0)] } ?? [] : []
        return score + (session.farewell.map { [$0] } ?? []) + ["Goodbye."]
    }

    /// Applies a network or timer action and says what changed; then carries out the lines that waited for it.
    public mutating func reduce(_ action: OnlineAction) -> OnlinePlainStep {
        guard !isFinished else { return OnlinePlainStep() }
        if case .received(let message) = action, awaitingAnswer, answersQueuedCommand(message) {
            awaitingAnswer = false
        }
        var step = apply(action)
        step = carryOutQueue(after: step)
        if isInputClosed, !isFinished, hasNothingToAwait(resultJustTold: false) {
            isFinished = true
            step.lines += closingLines(withScore: step.lines.last?.hasPrefix("Score: ") != true)
        }
        if isFinished, !queuedLines.isEmpty {
            // NB: lines after a `quit` are dropped as typed after it; without a room they were never answered.
            if session.room == nil { step.lines.append("Not carried out: \(queuedLines.joined(separator: ", ")).") }
            queuedLines = []
        }
        return step
    }

    /// `action` applied and said, without carrying out waiting lines (a command carried out from the queue
    /// comes here, so the queue is carried out once, by `reduce`).
    private mutating func apply(_ action: OnlineAction) -> OnlinePlainStep {
        let effects = session.reduce(action)
        let resultsTold = toldResultRound
        var lines = linesForNews()
        // NB: while the connection comes and goes its own lines say so; the prompt waits for the snapshot that
        // follows a reconnect, so it tells the room as it is now, not as it was before the drop.
        var saysStatus = true
        switch action {
        case .disconnected(let reason):
            // NB: a connection that never opened was not lost: the person learns the server cannot be reached.
            lines.append(hasConnected ? "Connection lost (\(reason))." : Self.cannotConnect(reason))
            promptedStatus = Self.worthSaying(session.status)
            saysStatus = false
        case .retrying(let attempt, let delay):
            let milliseconds = delay.components.seconds * 1000 + delay.components.attoseconds / 1_000_000_000_000_000
            let retry = hasConnected ? "Reconnecting" : "Trying again"
            lines.append("\(retry): attempt \(attempt) in \((milliseconds + 999) / 1000) s.")
            promptedStatus = Self.worthSaying(session.status)
            saysStatus = false
        case .connected:
            hasConnected = true
            saysStatus = false
        case .connecting:
            saysStatus = false
        case .rematchRequested, .claimRequested, .abortRequested, .confirmPressed, .play, .nextRoundChosen:
            if let notice = session.notice { lines.append(notice) }
        default:
            break
        }
        // NB: the session gives up by itself too (a first connection that never opened, a server that stopped),
        // sooner than the connection's own retries would end with `gaveUp`.
        if session.link == .unreachable {
            if session.hostLeft {
                lines.append(Self.hostLeftLine)
            } else if session.serverStopped {
                lines.append(stoppedServerGivenUp)
            }
            lines.append("Server unreachable.")
            isFinished = true
        }
        if case .received(.error) = action, let notice = session.notice, !lines.contains(notice) {
            lines.append(notice)
        }
        if session.failure != nil { isFinished = true }
        if effects.contains(.quit) { isFinished = true }
        // NB: a command comes from the queue once input closed, and what it sent is awaited: `reduce` decides.
        if isInputClosed, !isFinished, !action.isCommand,
            hasNothingToAwait(resultJustTold: toldResultRound != resultsTold)
        {
            isFinished = true
            let scoreJustSaid = lines.last?.hasPrefix("Score: ") == true
            return OnlinePlainStep(lines: lines + closingLines(withScore: !scoreJustSaid), effects: effects)
        }
        // NB: the prompt says the status again; printed when it changed since last said, or after a refused
        // command so the person knows what to type next. A decided board waits for the round's end event, so
        // the prompt comes after the result line.
        var refused = action.isCommand && session.notice != nil
        if case .received(.error) = action { refused = true }
        let deciding = session.room?.phase == .playing && session.room?.view?.isOver == true
        let status = Self.worthSaying(session.status)
        // NB: after a reconnect the room shown is the old one until its snapshot comes: the prompt waits for it.
        if saysStatus, !isFinished, !deciding, session.room != nil, !session.isRejoining,
            status != promptedStatus || refused
        {
            lines.append(prompt)
            promptedStatus = status
        }
        return OnlinePlainStep(lines: lines, effects: effects)
    }

    /// What a session whose server stopped because its host left says before "Server unreachable.": at once, for
    /// that server does not come back.
    static let hostLeftLine = "The host left: the game server stopped with them, so the game is over."

    /// What a session whose server stopped and did not come back says before "Server unreachable.": that it gave
    /// up, after how long, and for a player the command that takes the kept seat back once the server runs again.
    private var stoppedServerGivenUp: String {
        let seconds = Int(OnlineSession.stoppedServerPatience.components.seconds)
        let patience = seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds) s"
        let gaveUp = "Gave up: the server stopped and did not come back within \(patience)."
        guard !session.hostsServer, !session.isSpectator, session.seat != nil, let command = session.joinCommand else {
            return gaveUp
        }
        return gaveUp + " Your seat is kept: \(command) takes it back once the server runs again."
    }

    /// "Cannot connect: connection refused at ws://…: is the server running?" from the connection's reason.
    private static func cannotConnect(_ reason: String) -> String {
        let prefix = "cannot connect: "
        let why = reason.hasPrefix(prefix) ? String(reason.dropFirst(prefix.count)) : reason
        return "Cannot connect: \(why)" + (why.last.map { ".?!".contains($0) } == true ? "" : ".")
    }

    /// `status` without the seconds of its countdowns, so the prompt is said again when the countdown starts and
    /// when it reaches 0, not every second in between: a screen reader or a log hears two lines, not sixty.
    private static func worthSaying(_ status: OnlineStatus) -> OnlineStatus {
        switch status {
        case .opponentAway(let name, let seconds?) where seconds > 0:
            return .opponentAway(name: name, claimableInSeconds: 1)
        case .reconnecting(let attempt, _):
            return .reconnecting(attempt: attempt, seconds: 0)
        default:
            return status
        }
    }

    private mutating func linesForNews() -> [String] {
        guard let room = session.room else { return [] }
        var lines: [String] = []
        for news in session.news {
            switch news {
            case .snapshot:
                if !hasAnnouncedRoom {
                    hasAnnouncedRoom = true
                    lines.append("Game ID: \(room.gameID)")
                    lines.append(greeting(room))
                }
                lines += catchUp(room)
                if room.view != nil { lines += boardLines }
                lines += untoldResult(room)
            case .event(let event):
                lines += self.lines(for: event, in: room)
            case .refused(let error):
                // NB: a game's refusals in its own words name the players, where the server's message names seats.
                lines.append(error.violation != nil ? session.notice ?? error.message : error.message)
            }
        }
        return lines
    }

    /// The round's start and the moves of the room's round not told yet, in order.
    private mutating func catchUp(_ room: RoomSnapshot) -> [String] {
        gameCatchUp(room, session.play as? any GamePlainText.Type)
    }

    /// The result of the room's last round when a snapshot shows it over and it was never told.
    private mutating func untoldResult(_ room: RoomSnapshot) -> [String] {
        guard room.phase == .roundOver, room.round > toldResultRound, let result = room.lastResult else { return [] }
        toldResultRound = room.round
        switch result {
        case .finished(let outcome):
            return [resultLine(outcome), scoreLine(room)]
        case .victoryClaimed(let seat, let outcome):
            return ["\(label(seat, in: room)) claimed the round.", resultLine(outcome), scoreLine(room)]
        case .aborted(let seat):
            return ["\(label(seat, in: room)) aborted the round.", "Result: aborted", scoreLine(room)]
        }
    }

    private mutating func lines(for event: RoomEvent, in room: RoomSnapshot) -> [String] {
        switch event {
        case .playerJoined(let seat, _):
            return ["\(label(seat, in: room)) joined."]
        case .playerDisconnected(let seat, _):
            // NB: quitting keeps the seat by closing the connection, as a drop does: the server cannot tell which.
            let away = "\(label(seat, in: room)) is away."
            guard case .opponentAway(_, let seconds) = session.status, seat != session.seat,
                room.player(in: seat)?.connection != .connected
            else { return [away] }
            // NB: the prompt would say it again at once in other words: the line says it all, with the mark, and
            // counts as said, so the prompt comes back only when claiming works.
            promptedStatus = Self.worthSaying(session.status)
            return [away + Self.claim(inSeconds: seconds)]
        case .playerLeft(let seat, _):
            return ["\(label(seat, in: room)) left."]
        case .playerReconnected(let seat):
            return ["\(label(seat, in: room)) is back."]
        case .roundStarted(let round, let starter, _):
            toldRound = round
            toldMoves = 0
            // NB: where one player's asking starts the next round, the line before it says who asked.
            let startedBy = session.roomLine.map { [PlainText.visible($0)] } ?? []
            return startedBy + [roundLine(round, starter: starter, in: room)] + boardLines
        case .moved(let seat, let move, _):
            return gameMoveLines(seat, move, in: room, session.play as? any GamePlainText.Type)
        case .roundEnded(let round, let outcome):
            toldResultRound = round
            return boardLines + [resultLine(outcome), scoreLine(room)]
        case .victoryClaimed(let round, let seat, let outcome):
            toldResultRound = round
            // NB: as every round's end in plain mode, local or online: the final board, then the result line.
            return ["\(label(seat, in: room)) claimed the round."] + boardLines + [
                resultLine(outcome), scoreLine(room),
            ]
        case .aborted(let round, let seat):
            toldResultRound = round
            return ["\(label(seat, in: room)) aborted the round."] + boardLines + ["Result: aborted", scoreLine(room)]
        case .rematchRequested(let seat):
            // NB: where one request starts the next round, the round's start that follows says who asked.
            guard room.kind.traits.nextRound == .whenEverySeatAsks else { return [] }
            return ["\(label(seat, in: room)) wants a rematch."]
        case .spectatorsChanged:
            return []
        case .roomClosed:
            return ["The room is closed."]
        }
    }
}

extension OnlineAction {
    /// Whether the person typed this, rather than the network or the timer sending it.
    fileprivate var isCommand: Bool {
        switch self {
        case .rematchRequested, .claimRequested, .abortRequested, .confirmPressed, .play, .nextRoundChosen:
            true
        default: false
        }
    }
}
