public import ClientCore
import GameCatalog
import GameCore
public import TermCore
import WireProtocol

/// The whole screen of an online game: status bar, then the waiting screen, the board (with players, spectators
/// and moves beside it when there is room), or the connection's state; key hints on the last row.
public enum OnlineView {
    /// The screen for `session` in a terminal of `size`; `server` is the address shown while connecting (the
    /// waiting screen shows `session.joinCommand`, the one `y` copies). The screen's key help is drawn over it when
    /// `showsHelp`.
    public static func render(
        _ session: OnlineSession, server: String, digits: DigitLayout, size: Size, options: RenderOptions,
        showsHelp: Bool = false
    ) -> Canvas {
        var canvas = Canvas(size: size)
        guard Layout.fits(size) else {
            TooSmallView.draw(into: &canvas, options: options)
            return canvas
        }
        drawStatusBar(session, into: &canvas, options: options)
        if let room = session.room, room.phase == .waitingForPlayers, !session.isSpectator {
            // NB: the host waits here through a server's restart too: the line says what the connection does,
            // and that it gave up once it did, as on the board.
            WaitingView.draw(
                gameID: room.gameID.text, command: session.joinCommand ?? "",
                notice: session.notice ?? (session.link != .online ? connectionLine(session) : nil),
                warning: session.joinWarning, into: &canvas, options: options)
        } else if let room = session.room, room.phase == .waitingForPlayers {
            drawWatchedWaitingRoom(session, room: room, into: &canvas, options: options)
        } else if let screen = session.play as? any GameScreen.Type, let view = session.room?.view {
            drawGame(
                session, screen: screen, view: view, settings: Settings(digitLayout: digits), into: &canvas,
                options: options)
        } else {
            drawConnection(session, server: server, into: &canvas, options: options)
        }
        drawHints(session, digits: digits, into: &canvas, options: options)
        if showsHelp, let screen = session.play as? any GameScreen.Type {
            HelpOverlay.drawOnline(
                screen, traits: session.room?.kind.traits, watching: session.isSpectator,
                settings: Settings(digitLayout: digits), into: &canvas, options: options)
        }
        return canvas
    }

    private static func drawStatusBar(_ session: OnlineSession, into canvas: inout Canvas, options: RenderOptions) {
        let theme = options.theme
        let width = canvas.size.width
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), with: Cell(" ", style: theme[.statusBar]))
        let separator = options.glyphs.separator
        var right: String?
        if let room = session.room {
            let names = session.seatNames
            let marks = room.score.wins.indices.map { index in
                "\(names[Seat(index)].terminalSafe) \(room.score.wins[index])"
            }
            // NB: a game whose seats win or lose together says its score in its own words ("1 cleared, 2 lost").
            right =
                session.play?.scoreSummary(of: Score(room.score), names: names)?.terminalSafe
                ?? (marks + ["D \(room.score.draws)"]).joined(separator: separator)
        }
        // NB: the score comes first; the game's name before the room's ID and how many watch are said where they
        // fit beside it.
        func left(naming: Bool, watching: Bool) -> [Span] {
            var left: [Span] = []
            if session.isSpectator { left.append(Span("WATCHING", theme[.statusEmphasis])) }
            if let room = session.room {
                let room = (naming ? room.kind.displayName + " " : "") + room.gameID.text
                left.append(Span((left.isEmpty ? "" : separator) + room + separator, theme[.statusBar]))
            } else if !left.isEmpty {
                left.append(Span(separator, theme[.statusBar]))
            }
            left.append(Span(statusText(session).terminalSafe, theme[.statusEmphasis]))
            if watching, let room = session.room, room.spectators > 0 {
                left.append(Span(separator + "\(room.spectators) watching", theme[.statusBar]))
            }
            return left
        }
        // NB: the shorter forms are made only when the longer does not fit, as the table's bar does.
        let forms = [(true, true), (false, true), (false, false)].lazy.map { left(naming: $0.0, watching: $0.1) }
        let left =
            forms.first { spans in
                spans.reduce(1) { $0 + $1.text.columnCount } + 2 + (right?.columnCount ?? 0) <= width - 1
            } ?? left(naming: false, watching: false)
        var x = 1
        for span in left {
            let room = width - 1 - x
            guard room > 0 else { break }
            let text = span.text.truncated(to: room, ellipsis: options.glyphs.ellipsis)
            canvas.put(text, x: x, y: 0, style: span.style)
            x += text.columnCount
        }
        if let right, x + 2 + right.columnCount <= width - 1 {
            canvas.put(right, x: width - 1 - right.columnCount, y: 0, style: theme[.statusBar])
        }
    }

    static func drawNotice(
        _ session: OnlineSession, row noticeRow: Int, into canvas: inout Canvas, options: RenderOptions
    ) {
        let screen = Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height)
        let text: String
        let role: ThemeRole
        if let notice = session.notice {
            (text, role) = (notice, .notice)
        } else if session.link != .online, let problem = connectionLine(session) {
            (text, role) = (problem, .notice)
        } else if let offer = session.rematchOffer {
            (text, role) = (offer, .message)
        } else if session.room?.phase == .roundOver, !session.isSpectator {
            (text, role) = ("Press n for \(nextRoundPhrase(session))", .message)
        } else if case .opponentAway(_, 0?) = session.status {
            (text, role) = ("Press c to claim the round", .message)
        } else if let line = session.roomLine {
            (text, role) = (line, .message)
        } else if let invitation = invitation(session) {
            (text, role) = (invitation, .message)
        } else {
            return
        }
        // NB: a long notice (the LAN host's warning) takes the spare row under its own where there is one.
        let rows = noticeRow + 1 < canvas.size.height - 1 ? 2 : 1
        var lines = text.terminalSafe.wrapped(to: canvas.size.width - 2)
        if lines.count > rows {
            lines = Array(lines.prefix(rows - 1)) + [lines.dropFirst(rows - 1).joined(separator: " ")]
        }
        for (index, line) in lines.enumerated() {
            let shown = line.truncated(to: canvas.size.width - 2, ellipsis: options.glyphs.ellipsis)
            canvas.putCentred(shown, y: noticeRow + index, in: screen, style: options.theme[role])
        }
    }

    private static func drawHints(
        _ session: OnlineSession, digits: DigitLayout, into canvas: inout Canvas, options: RenderOptions
    ) {
        let separator = options.glyphs.separator
        let room = canvas.size.width - 2
        let moves = (session.play as? any GameScreen.Type).map { screen in
            screen.moveHints(settings: Settings(digitLayout: digits), atOneKeyboard: false, glyphs: options.glyphs)
                .map { (text: "\($0.keys) \($0.word)", priority: $0.priority) }
        }
        let hints = hintsFitted(session, moves: moves ?? [], width: room, separator: separator)
        canvas.put(hints.joined(separator: separator), x: 1, y: canvas.size.height - 1, style: options.theme[.hintText])
    }

    /// The key hints that fit in `width`, dropped least useful first; quitting, the last, always stays. `moves`
    /// are the game's move keys in the help's order with how long each stays, said while it is this person's move.
    static func hintsFitted(
        _ session: OnlineSession, moves: [(text: String, priority: HintPriority)], width: Int, separator: String
    ) -> [String] {
        // NB: a LAN host's leaving stops the server: no seat is kept, and q asks first.
        let quit = session.hostsServer && session.seat != nil ? "q quit (ends the game)" : "q quit"
        var hints: [String]
        var movesShown = 0
        if session.quitPending { return ["q again: leave (game ends)"] }
        if session.room == nil {
            hints = []
        } else if session.isSpectator {
            hints = ["y copy join command"]
        } else if session.room?.phase == .waitingForPlayers {
            hints = ["y copy join command"]
        } else {
            let room = session.room
            let startsAlone = room?.kind.traits.nextRound == .whenAnySeatAsks
            let nextRound = startsAlone ? "n new \(session.play?.roundNoun ?? "round")" : "n rematch"
            // NB: only the keys that do something now: a move on your turn, a rematch after the round, a claim
            // once allowed, abort before the round's second move (the only time the server accepts it).
            hints = []
            if session.canAbort { hints.append("a abort") }
            if case .opponentAway(_, 0?) = session.status { hints.append("c claim") }
            if session.room?.phase == .roundOver, let seat = session.seat,
                session.room?.player(in: seat)?.wantsRematch != true
            {
                hints.append(nextRound)
                hints += session.roundChoices.map { "\($0.key) \($0.word)" }
            }
            // NB: while a seat is free in a room that takes players mid-round, friends may still join.
            if let room, hasFreeSeatMidRound(room) { hints.insert("y copy join command", at: 0) }
            // NB: the move keys are the most pressing on the person's move: listed last, they are dropped last.
            if session.canMove {
                for move in moves { hints.append(move.text) }
                movesShown = moves.count
            }
        }
        // NB: quitting closes the connection without leaving the room: a player's seat waits for them. Said where
        // it fits; on a narrow line the keys come first.
        let help = "? help"
        let saying = hints + [help, "q quit, seat kept"]
        if !session.hostsServer, session.farewell != nil, saying.joined(separator: separator).count <= width {
            return saying
        }
        var shown = hints + [help, quit]
        // NB: the help goes first (it lists the rest); then the room's keys; then the game's, the lowest priority
        // first and among equals the last listed, so a board keeps "Space reveal" longest.
        if shown.joined(separator: separator).count > width { shown.removeAll { $0 == help } }
        var roomHints = hints.count - movesShown
        // NB: a copy made only once a game's hint is dropped: on a wide enough line nothing is allocated here.
        var movesLeft = movesShown > 0 ? moves : []
        while shown.count > 1, shown.joined(separator: separator).count > width {
            if roomHints > 0 {
                shown.removeFirst()
                roomHints -= 1
            } else if let lowest = movesLeft.max(by: { $0.priority < $1.priority })?.priority,
                let index = movesLeft.lastIndex(where: { $0.priority == lowest })
            {
                shown.remove(at: index)
                movesLeft.remove(at: index)
            } else {
                break
            }
        }
        if shown == [quit], quit.count > width { return ["q quit"] }
        return shown
    }

    /// What `n` starts once a round is over: a rematch all must agree to, or where one player's asking starts
    /// it, the next round in the game's words ("a new board").
    static func nextRoundPhrase(_ session: OnlineSession) -> String {
        guard session.room?.kind.traits.nextRound == .whenAnySeatAsks else { return "a rematch" }
        return session.play?.nextRoundPhrase ?? "the next round"
    }

    /// "Friends join with: parlor join ID" while this person plays alone in a room that takes players mid-round.
    static func invitation(_ session: OnlineSession) -> String? {
        guard !session.isSpectator, let room = session.room, room.players.count == 1, hasFreeSeatMidRound(room),
            let command = session.joinCommand
        else { return nil }
        return session.joinWarning ?? "Friends join with: \(command)"
    }

    /// Whether `room` is played with a seat free that a newcomer may take while the round is on.
    static func hasFreeSeatMidRound(_ room: RoomSnapshot) -> Bool {
        room.kind.traits.joinsMidRound && room.phase == .playing && room.players.count < room.setup.seatCount
    }

    /// The status bar's words: the status, with who aborted a round and why a connection is down.
    static func statusText(_ session: OnlineSession) -> String {
        switch session.status {
        case .aborted:
            if let room = session.room, case .aborted(let seat)? = room.lastResult {
                return "Round aborted by \(room.player(in: seat)?.name.text ?? "\(seat)")"
            }
        case .unreachable where session.hostLeft:
            return "The host left"
        case .unreachable where session.serverStopped:
            return "The server stopped"
        case .reconnecting where session.serverStopped:
            // NB: a host who left says so (`hostLeft`): a server that stopped otherwise is restarting, most likely.
            return "The server stopped: reconnecting"
        case .connecting(let spinner) where session.link != .connecting(attempt: 1):
            if case .connecting(let attempt) = session.link { return "Connecting (attempt \(attempt)) \(spinner)" }
        default:
            break
        }
        return session.status.text
    }

    /// One line on why the connection is down, or `nil` before anything failed; once given up, what is left to
    /// do.
    static func connectionLine(_ session: OnlineSession) -> String? {
        guard let problem = session.lastProblem else { return nil }
        if session.link == .unreachable, session.hostLeft {
            return "The game server stopped with its host: the game is over. Press q to leave."
        }
        if session.link == .unreachable {
            // NB: the status bar already says the server stopped; this line says that the retrying is over.
            let given = session.serverStopped ? "Gave up: \(problem)" : "Cannot reach the server: \(problem)"
            return given + (given.last.map { ".?!".contains($0) } == true ? "" : ".") + " Press q to leave."
        }
        return session.serverStopped ? session.status.text : "Last try: \(problem)"
    }

    /// The screen before there is a room to show: which server, which attempt, why the last one failed; once
    /// given up, that the server cannot be reached and how to leave.
    private static func drawConnection(
        _ session: OnlineSession, server: String, into canvas: inout Canvas, options: RenderOptions
    ) {
        var block = CentredBlock(for: canvas.size)
        switch session.link {
        case .unreachable:
            let reason = session.lastProblem.map { ": \($0)" } ?? "."
            if session.hostLeft {
                block.add("The host left: the game server at \(server) stopped with them.", .notice)
            } else if session.serverStopped {
                block.add("The server at \(server) stopped\(reason)", .notice)
            } else {
                block.add("Cannot reach the server at \(server)\(reason)", .notice)
            }
            block.addBlankLine()
            block.add("Press q to leave.", .message)
        case .online:
            block.add("Connected to \(server): entering the room...", .message)
        case .connecting, .reconnecting:
            block.add("\(statusText(session))", .message)
            block.add("Server: \(server)", .message)
            if let problem = session.lastProblem {
                block.addBlankLine()
                block.add("Last try: \(problem)", .notice)
            }
        }
        block.draw(into: &canvas, theme: options.theme)
    }

    /// A room watched before its second player came: whose room, that it waits, how many watch.
    private static func drawWatchedWaitingRoom(
        _ session: OnlineSession, room: RoomSnapshot, into canvas: inout Canvas, options: RenderOptions
    ) {
        var block = CentredBlock(for: canvas.size)
        block.add("Game \(room.gameID.text)", .subtitle)
        block.addBlankLine()
        let host = room.players.first.map { "\($0.name.text)'s room" } ?? "The room"
        block.add("\(host) is waiting for a second player.", .message)
        block.add("Spectators: \(room.spectators)", .message)
        if let notice = session.notice ?? (session.link != .online ? connectionLine(session) : nil) {
            block.addBlankLine()
            block.add(notice, .notice)
        }
        block.draw(into: &canvas, theme: options.theme)
    }
}
