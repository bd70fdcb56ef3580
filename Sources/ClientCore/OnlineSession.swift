public import GameCatalog
public import GameCore
public import WireProtocol

/// An online game as this client sees it, as one value: `reduce(_:)` is the only thing that changes it.
///
/// The server is the authority: the session shows the room's snapshot, keeps it current with the numbered
/// events (a duplicate is ignored, a gap asks for a new snapshot), checks each move against the same rules code
/// the server runs, and asks the program for what must happen outside (sending, storing the seat secret, the
/// bell, a timer) as `OnlineEffect` values.
public struct OnlineSession: Hashable, Sendable {
    /// The spinner's frames while connecting, in ASCII so every terminal draws them.
    public static let spinnerFrames: [Character] = ["|", "/", "-", "\\"]
    /// How often the spinner turns.
    public static let spinnerPeriod = Duration.milliseconds(250)
    /// Failed attempts after which a first connection that never opened is given up: a server that was never
    /// reached is most likely a wrong address or one not running, and the person should hear so in seconds, not
    /// after the minutes of patience a dropped connection gets.
    public static let firstConnectAttempts = 5
    /// How long a first connection that never opened is tried before a failure gives it up, however few the
    /// attempts: a server that accepts and never answers costs 10 s an attempt.
    public static let firstConnectPatience = Duration.seconds(15)
    /// How long a server that said it was shutting down (close 1001) is tried again before the next failure gives
    /// it up: long enough for a restart or an upgrade (the server stops within 2 s, then loads its rooms; a
    /// package upgrade or a container replaced takes seconds to a minute), shorter than the connection's own
    /// patience for a drop, because a LAN host who quit never comes back (the screen says at once that the server
    /// stopped, and q leaves at any time).
    public static let stoppedServerPatience = Duration.seconds(120)
    /// The reason text of the going-away close (1001) of a server that stopped for good because its host left
    /// (`parlor host --lan` quitting): unlike a restarting server's "server shutting down", it is not tried again.
    public static let hostLeftCloseReason = "host left"
    /// The shortest time between two pointers sent: cursor moves in between are held back, the latest winning.
    public static let pointerPause = Duration.milliseconds(50)

    /// What the person came to do; after a seat is taken it becomes `join` with the seat's secret, so a
    /// reconnect takes the same seat back.
    public private(set) var intent: OnlineIntent
    /// The name to play under.
    public let name: PlayerName
    /// The address a friend adds with `--server` to reach this room, or `nil` when it is the default server
    /// (`parlor join` dials that without being told).
    public var joinServer: String?
    /// Said on the waiting screen under the join command when a friend elsewhere cannot use it: `parlor host
    /// --lan` on a machine whose only network is loopback.
    public var joinWarning: String?
    /// The program's version, for the server's logs.
    public let clientVersion: String
    /// How the connection stands.
    public private(set) var link: OnlineLink
    /// The room as last known; `nil` until the first snapshot.
    public internal(set) var room: RoomSnapshot?
    /// Where the others in the room point on the game's board (their shared cursors), by seat, as the server
    /// relayed it; a player who leaves or drops loses theirs.
    public internal(set) var pointers: [Seat: BoardPoint]
    /// One line on the room rather than the game, while it is news: who came or went ("Bob is away"), or who
    /// started the round in a game where one player's asking starts it ("Ann started a new board").
    public internal(set) var roomLine: String?
    /// One line about the last thing that went wrong, cleared by the next action (or, for one the person must
    /// not miss, by their next key).
    public internal(set) var notice: String?
    /// Why the last attempt to reach the server failed or the connection dropped, kept until a connection opens.
    public private(set) var lastProblem: String?
    /// Whether a connection to the server has opened in this session.
    public private(set) var hasConnected: Bool
    /// Whether the connection opened again and the room has not been seen through it yet: the room shown is as it was
    /// before the drop, and the server may not have put this connection back in it (a restarted server reads the
    /// room back first), so what the person does waits for the snapshot.
    public private(set) var isRejoining: Bool
    /// Whether the server closed the connection saying it was shutting down (for a friend, the host left).
    public private(set) var serverStopped: Bool
    /// Whether the server said it stopped because its host left (`hostLeftCloseReason`): it will not come back,
    /// so the session gave up at once.
    public private(set) var hostLeft: Bool
    /// Whether this process runs the server the game is on (`parlor host --lan`): leaving stops it, so the
    /// seat cannot be kept and quitting asks first.
    public var hostsServer: Bool
    /// Whether `q` was pressed once and the next `q` leaves (a LAN host's confirmation).
    public private(set) var quitPending: Bool
    /// What changed on the last action.
    public private(set) var news: [OnlineNews]
    /// The problem that ended the session (an unknown room, a refused seat secret, an incompatible server).
    public private(set) var failure: ProtocolError?
    /// Milliseconds until the away opponent's round can be claimed, counted down by ticks.
    public private(set) var claimableInMilliseconds: Int?
    /// Whether the person asked to take a stored seat back even from a connection that holds it now
    /// (`parlor join --take-over`).
    public let takeOverRequested: Bool
    /// What the person is told when another terminal took the seat over and the session ended.
    public static let seatTakenOverNotice = "Your seat was taken over from another terminal."
    /// The games' play parts this client was built with: what the room's game makes of the person's intents.
    public let plays: PlayRegistry
    /// The room's game's own state in this session (a cursor), once the room's game is known and this client has
    /// its play parts.
    public internal(set) var clientState: AnyClientState?

    var spinnerIndex: Int
    private var failedAttempts: Int
    private var waitedMilliseconds: Int
    private var stoppedMilliseconds: Int
    var noticeIsSticky: Bool
    private var retryInMilliseconds: Int
    private var tickPending: Duration?
    private var awaitingSnapshot: Bool
    private let moveIDPrefix: String
    /// The seats of the room stored on this machine, oldest first, to try before taking a free seat.
    private let storedSecrets: [SeatSecret]
    /// The stored seats not tried yet.
    private var untriedSecrets: [SeatSecret]
    /// Whether joining with a secret moves the seat here even from a connection that holds it: once this session
    /// held the seat (that connection is its own old one), or when the person asked and every stored seat is in use.
    private var takesOver: Bool
    /// Whether every stored seat was in use, so the session joined as a new player.
    private var storedSeatsInUse: Bool
    private var movesSent: Int
    /// Milliseconds on the round's clock (the game's time, from the round's start), as the server last told it and
    /// counted on by the ticks.
    var roundClockMilliseconds: Int64
    /// Whether a pointer went out less than `pointerPause` ago.
    var pointerPaused: Bool
    /// The pointer last sent.
    var pointerSent: BoardPoint?
    /// The seat that last asked for the next round, named when it starts (where one player's asking starts it).
    var nextRoundAskedBy: Seat?
    /// Who the room line says came or went, while it says so.
    var presenceOnLine: PresenceNote?

    /// A session that will `intent` under `name`; `moveIDPrefix` makes this run's move IDs unlike any earlier
    /// run's (a few random characters).
    ///
    /// A join without a secret first tries `storedSecrets` (the seats of that room this person holds, oldest
    /// first): one another connection holds now is skipped (the person's other terminal plays it), unless
    /// `takeOver` asks to move it here once none is free; when every one is in use it takes a free seat.
    public init(
        intent: OnlineIntent, name: PlayerName, clientVersion: String, moveIDPrefix: String, joinServer: String? = nil,
        storedSecrets: [SeatSecret] = [], takeOver: Bool = false, plays: PlayRegistry
    ) {
        var intent = intent
        if case .join(let gameID, nil) = intent, let first = storedSecrets.first {
            intent = .join(gameID, secret: first)
        }
        self.storedSecrets = storedSecrets
        self.untriedSecrets = Array(storedSecrets.dropFirst())
        self.takeOverRequested = takeOver
        self.takesOver = false
        self.storedSeatsInUse = false
        self.intent = intent
        self.name = name
        self.joinServer = joinServer
        self.joinWarning = nil
        self.clientVersion = clientVersion
        self.link = .connecting(attempt: 1)
        self.room = nil
        self.notice = nil
        self.lastProblem = nil
        self.hasConnected = false
        self.serverStopped = false
        self.hostLeft = false
        self.hostsServer = false
        self.quitPending = false
        self.news = []
        self.failure = nil
        self.claimableInMilliseconds = nil
        self.spinnerIndex = 0
        self.failedAttempts = 0
        self.waitedMilliseconds = 0
        self.stoppedMilliseconds = 0
        self.noticeIsSticky = false
        self.retryInMilliseconds = 0
        self.tickPending = nil
        self.awaitingSnapshot = false
        self.isRejoining = false
        self.moveIDPrefix = moveIDPrefix
        self.movesSent = 0
        self.pointers = [:]
        self.roomLine = nil
        self.roundClockMilliseconds = 0
        self.pointerPaused = false
        self.pointerSent = nil
        self.nextRoundAskedBy = nil
        self.presenceOnLine = nil
        self.plays = plays
        self.clientState = nil
    }

    /// The choices the room's game offers this person now that the round is over (none while it is played, to a
    /// spectator, or from a game without any).
    public var roundChoices: [RoundChoiceOffer<AnyRoundChoice>] {
        guard let room, room.phase == .roundOver, let seat, let view = room.view, let play else { return [] }
        return play.roundChoices(after: view, for: seat)
    }

    /// The play parts of the room's game, once the room is known and this client was built with them.
    public var play: (any GamePlay.Type)? {
        room.flatMap { plays.play(for: $0.kind) }
    }

    /// The play parts of the game the person came for: the room's, or before the room is known, the game a host or
    /// a quick match asked for (a person joining or watching learns it with the room).
    public var intendedPlay: (any GamePlay.Type)? {
        if let play { return play }
        switch intent {
        case .host(let setup): return plays.play(for: setup.kind)
        case .quickMatch(let kind): return plays.play(for: kind)
        case .join, .watch: return nil
        }
    }

    /// The name each seat of the room goes by: the game's mark for it, its player's name, or its number while
    /// free.
    public var seatNames: SeatNames {
        guard let room else { return SeatNames([]) }
        let play = self.play
        return SeatNames(
            (0..<room.setup.seatCount).map { index in
                let seat = Seat(index)
                return play?.mark(of: seat) ?? room.player(in: seat)?.name.text ?? "\(seat)"
            })
    }

    /// The seat this person plays, or `nil` when watching (or not yet seated).
    public var seat: Seat? { room?.yourSeat }

    /// Whether this person only watches: no move input.
    public var isSpectator: Bool { intent.isSpectator }

    /// Whether the room's players play together (one board, no turns, nothing to claim or abort).
    public var playsAsOneTeam: Bool { room?.kind.traits.playsAsOneTeam ?? false }

    /// The round's clock now, in the game's time (what the view's times are counted in), once the room is known.
    public var roundTime: GameTime? {
        room == nil ? nil : GameTime(milliseconds: roundClockMilliseconds)
    }

    /// The moment the round on screen looks different with nothing done (a clock shown to the second), while it is
    /// played; `nil` when nothing on it changes by itself.
    var nextDisplayChange: GameTime? {
        guard let room, room.phase == .playing, room.kind.traits.keepsTime, let view = room.view, let play,
            let now = roundTime
        else { return nil }
        return play.nextDisplayChange(of: view, at: now)
    }

    /// Whether the person may act in the round now: seated, on line, and among the seats the game waits for (every
    /// seat, where all act at once). Unlike `isYourMove`, true on a shared board.
    public var canMove: Bool {
        guard link == .online, let room, room.phase == .playing, let seat, let view = room.view else { return false }
        return view.seatsToAct.contains(seat)
    }

    /// The name of the player in `seat`, or the seat's number when it is free.
    public func playerName(_ seat: Seat) -> String {
        room?.player(in: seat)?.name.text ?? "\(seat)"
    }

    /// Whether the server is waiting for this person's move.
    ///
    /// NB: on a board a team shares, everyone may act all the time: nothing to ring for.
    public var isYourMove: Bool {
        guard link == .online, let room, room.phase == .playing, !room.kind.traits.playsAsOneTeam, let seat,
            let view = room.view
        else { return false }
        return view.seatsToAct.contains(seat)
    }

    /// Whether this person may abort the round now: a seated player, online, before the round's second move.
    public var canAbort: Bool {
        guard !playsAsOneTeam, !isSpectator, link == .online, room?.phase == .playing, seat != nil,
            let moves = room?.view?.moveCount
        else { return false }
        return moves < 2
    }

    /// The exact command a friend types to join this room, once the room is known: `parlor join ID`, with
    /// `--server ADDRESS` unless the room is on the default server.
    public var joinCommand: String? {
        guard let room else { return nil }
        return "parlor join \(room.gameID)" + (joinServer.map { " --server \($0)" } ?? "")
    }

    /// What a player who quits is told: quitting closes the connection without leaving the room, so the seat
    /// stays theirs (the opponent may claim the round once the grace period is over). `nil` for a spectator,
    /// before a seat is taken, or once the host left.
    public var farewell: String? {
        // NB: a LAN host's server stops with this process: no command could take the seat back.
        if hostsServer { return "You left; the game server stopped with you, so the game is over for everyone." }
        // NB: nor after the host left: that server does not come back to take the seat back on.
        guard !hostLeft, !isSpectator, seat != nil, let joinCommand else { return nil }
        return "You left; your seat is kept: \(joinCommand) takes it back."
    }

    /// What the person quitting must confirm, while `quitPending`.
    public static let hostQuitWarning =
        "Leaving stops the game server: your friends' game ends. Press q again to leave."

    /// Who wants a rematch, as this person should hear it: `nil` unless the round is over and someone offered.
    public var rematchOffer: String? {
        guard let room, room.phase == .roundOver, !room.kind.traits.playsAsOneTeam else { return nil }
        let offering = room.players.filter(\.wantsRematch)
        guard !offering.isEmpty else { return nil }
        if let seat {
            if offering.contains(where: { $0.seat == seat }) {
                let waitingFor = room.players.filter { !$0.wantsRematch }
                guard !waitingFor.isEmpty else { return nil }
                return "Waiting for \(Self.names(waitingFor)) to agree to a rematch"
            }
            return Self.names(offering) + (offering.count == 1 ? " wants" : " want") + " a rematch: press n"
        }
        return Self.names(offering) + (offering.count == 1 ? " wants a rematch" : " want a rematch")
    }

    /// The effects to ask for when the session starts: the spinner's timer.
    public mutating func start() -> [OnlineEffect] {
        scheduleTick()
    }

    /// Applies what happened, and returns what the program must do outside the state.
    public mutating func reduce(_ action: OnlineAction) -> [OnlineEffect] {
        // NB: a sticky notice (a full room made this person a spectator) must be read: the server's next message
        // would otherwise wipe it before it was ever drawn.
        // NB: where the seats play as one team the others act all the time: a refusal stays until this person's
        // next key.
        if action.isFromThePerson || !noticeIsSticky && !playsAsOneTeam {
            notice = nil
            noticeIsSticky = false
        }
        let answersLeaving = action == .quitRequested || action == .copyJoinCommandRequested
        if !answersLeaving, action.isFromThePerson { quitPending = false }
        news = []
        let wasYourMove = isYourMove
        var effects = handle(action)
        if !wasYourMove, isYourMove { effects.append(.bell) }
        return effects + scheduleTick()
    }

    private mutating func handle(_ action: OnlineAction) -> [OnlineEffect] {
        switch action {
        case .connecting(let attempt):
            guard link != .unreachable else { return [] }
            link = .connecting(attempt: attempt)
            return []
        case .connected:
            guard link != .unreachable else { return [] }
            link = .online
            isRejoining = hasConnected && room != nil
            hasConnected = true
            // NB: a pause pending on the old connection ends on its own; what it held is sent after the snapshot.
            pointerSent = nil
            failedAttempts = 0
            lastProblem = nil
            serverStopped = false
            let hello = ClientMessage.hello(protocolVersion: .current, client: "parlor", clientVersion: clientVersion)
            return [.send(hello), .send(entry)]
        case .disconnected(let reason):
            guard link != .unreachable else { return [] }
            failedAttempts += 1
            lastProblem = reason
            // NB: the server closes with 1001 "server shutting down" when it stops; for a LAN friend that is
            // the host leaving. It may come back (a restart, an upgrade), so it is tried for a while, and the
            // screen says why.
            if reason.hasPrefix("closed (1001)"), !serverStopped {
                serverStopped = true
                stoppedMilliseconds = 0
            }
            // NB: a LAN host's server stops with its host and never comes back: no reason to keep dialling.
            if reason == "closed (1001): \(Self.hostLeftCloseReason)" {
                hostLeft = true
                link = .unreachable
                return []
            }
            let firstConnectSpent =
                !hasConnected
                && (failedAttempts >= Self.firstConnectAttempts
                    || waitedMilliseconds >= Self.milliseconds(Self.firstConnectPatience))
            let stoppedSpent = serverStopped && stoppedMilliseconds >= Self.milliseconds(Self.stoppedServerPatience)
            if firstConnectSpent || stoppedSpent {
                link = .unreachable
                return []
            }
            link = .reconnecting(attempt: 0, retryInSeconds: 0)
            return []
        case .retrying(let attempt, let delay):
            guard link != .unreachable else { return [] }
            retryInMilliseconds = Self.milliseconds(delay)
            link = .reconnecting(attempt: attempt, retryInSeconds: Self.seconds(retryInMilliseconds))
            return []
        case .gaveUp:
            link = .unreachable
            return []
        case .received(let message):
            return receive(message)
        case .unreadable(let reason):
            notice = "The server sent something unreadable: \(reason)"
            return requestSnapshot()
        case .ticked(let elapsed):
            tick(elapsed: elapsed)
            return []
        case .play(let intent):
            return perform(intent)
        case .nextRoundChosen(let choice):
            guard !isSpectator, link == .online, room?.phase == .roundOver else {
                notice = isSpectator ? "You are watching: only the players choose." : "Finish this round first."
                return []
            }
            return [.send(.chooseNextRound(choice: choice))]
        case .pointerPauseEnded:
            pointerPaused = false
            return sharePointer()
        case .confirmPressed:
            return room?.phase == .roundOver ? offerRematch() : []
        case .rematchRequested:
            return offerRematch()
        case .claimRequested:
            return claim()
        case .abortRequested:
            return abort()
        case .keysPassRequested:
            notice = "Tab hands the keys on at one keyboard; online, everyone plays from their own."
            return []
        case .copyJoinCommandRequested:
            // NB: `y` while leaving is asked about answers yes, as it would anywhere else.
            if quitPending { return [.quit] }
            guard let joinCommand else {
                notice = "There is no game ID to copy yet."
                return []
            }
            notice = "Copied the join command (if your terminal allows OSC 52)."
            return [.copyToClipboard(joinCommand)]
        case .quitRequested:
            // NB: a LAN host leaving ends the game for the others too: asked once, unless nobody else is there.
            guard hostsServer, !quitPending, link == .online, let room,
                room.spectators > 0 || room.players.contains(where: { $0.seat != seat })
            else { return [.quit] }
            quitPending = true
            notice = Self.hostQuitWarning
            noticeIsSticky = true
            return []
        }
    }

    /// The message that (re)enters the room after `hello`.
    private var entry: ClientMessage {
        switch intent {
        case .host(let setup): .createRoom(setup: setup, name: name)
        case .join(let gameID, let secret):
            .join(gameID: gameID, name: name, seatSecret: secret, takeOver: secret != nil && takesOver)
        case .watch(let gameID): .watch(gameID: gameID)
        case .quickMatch(let kind): .quickMatch(kind: kind, name: name)
        }
    }

    private mutating func receive(_ message: ServerMessage) -> [OnlineEffect] {
        switch message {
        case .welcome, .pong, .moveAccepted, .history:
            return []
        case .pointer(let seat, let point):
            guard seat != self.seat else { return [] }
            // NB: the game's screen draws only the pointers that land on its board.
            pointers[seat] = point
            return []
        case .seated(let gameID, _, let secret):
            intent = .join(gameID, secret: secret)
            // NB: from now on the seat is this session's: a reconnect takes it from the old connection, which is
            // this session's own (the server may not have noticed it drop yet).
            takesOver = true
            untriedSecrets = []
            return [.storeSecret(secret, gameID: gameID)]
        case .snapshot(let snapshot):
            room = snapshot
            if clientState?.kind != snapshot.kind { clientState = play?.anyInitialClientState }
            awaitingSnapshot = false
            isRejoining = false
            news.append(.snapshot)
            updateClaimCountdown()
            return roomArrived(clock: snapshot.clock)
        case .event(let event, let sequence):
            return apply(event, sequence: sequence)
        case .error(let error):
            return refused(error)
        }
    }

    private mutating func apply(_ event: RoomEvent, sequence: Int) -> [OnlineEffect] {
        guard var updated = room else { return [] }
        switch updated.apply(event, sequence: sequence) {
        case .alreadySeen:
            return []
        case .gap:
            return requestSnapshot()
        case .applied:
            // NB: the server sends the position after each move; replaying the move on the position before it with
            // the same rules code catches a client and server that disagree, and a snapshot repairs it.
            if case .moved(let seat, let move?, .whole(let after)) = event, let before = room?.view,
                let agrees = before.replays(move, by: seat, reaching: after)
            {
                if !agrees {
                    room = updated
                    return requestSnapshot()
                }
            }
            // NB: a change that did not fit the board held here (a missed event the sequence did not show) leaves
            // no board: a snapshot brings the right one.
            if case .moved(_, _, .change) = event, updated.view == nil {
                room = updated
                return requestSnapshot()
            }
            room = updated
            news.append(.event(event))
            updateClaimCountdown()
            var effects = roomEvent(event)
            if case .moved = event, let view = updated.view, let play, play.discardsKeysTypedBefore(view) {
                effects.append(.discardTypeAhead)
            }
            return effects
        }
    }

    private mutating func refused(_ error: ProtocolError) -> [OnlineEffect] {
        news.append(.refused(error))
        switch error.code {
        case .roomFull:
            // NB: a full room offers to watch: the person sees the game instead of an error.
            if case .join(let gameID, nil) = intent {
                intent = .watch(gameID)
                notice =
                    storedSeatsInUse
                    ? "Your seat in room \(gameID) is played in another terminal and the room is full: watching it"
                        + " instead (parlor join \(gameID) --take-over moves your seat here)."
                    : "Room \(gameID) is full: watching it instead."
                noticeIsSticky = true
                return [.send(.watch(gameID: gameID))]
            }
            notice = error.message
        case .seatInUse:
            return storedSeatInUse(error)
        case .seatTakenOver:
            var ended = error
            ended.message = Self.seatTakenOverNotice
            failure = ended
            notice = Self.seatTakenOverNotice
            return [.quit]
        case .incompatibleVersion, .unknownRoom, .badSeatSecret:
            failure = error
            notice = error.message
            return [.quit]
        case .staleSequence:
            notice = "The game moved on before your move arrived: look again."
            return requestSnapshot()
        default:
            notice = refusal(error) ?? error.message
        }
        return []
    }

    /// The stored seat just tried is played by another connection: tries the next stored seat, then (when the
    /// person asked to) takes the first one over, and otherwise takes a free seat as a new player.
    private mutating func storedSeatInUse(_ error: ProtocolError) -> [OnlineEffect] {
        guard case .join(let gameID, _?) = intent, !takesOver else {
            notice = error.message
            return []
        }
        if !untriedSecrets.isEmpty {
            intent = .join(gameID, secret: untriedSecrets.removeFirst())
        } else if takeOverRequested, let first = storedSecrets.first {
            intent = .join(gameID, secret: first)
            takesOver = true
        } else {
            intent = .join(gameID, secret: nil)
            storedSeatsInUse = true
        }
        return [.send(entry)]
    }

    mutating func requestSnapshot() -> [OnlineEffect] {
        guard !awaitingSnapshot, link == .online, room != nil else { return [] }
        awaitingSnapshot = true
        return [.send(.requestSnapshot)]
    }

    /// What the person's intent in the room's game comes to: a move sent, the game's own state changed, or a
    /// notice saying why not.
    private mutating func perform(_ intent: PlayIntent) -> [OnlineEffect] {
        guard !isSpectator else {
            notice = "You are watching: only the players move."
            return []
        }
        guard link == .online, let room, seat != nil else {
            notice = "Not connected: wait for the game."
            return []
        }
        guard room.phase == .playing, room.view?.isOver != true else {
            let waiting =
                room.setup.seatCount == 2 ? "Waiting for an opponent to join." : "Waiting for players to join."
            notice = room.phase == .waitingForPlayers ? waiting : roundOverNotice
            return []
        }
        guard let seat, let view = room.view, let play, var state = clientState else {
            notice = "Not connected: wait for the game."
            return []
        }
        let outcome = play.perform(intent, by: seat, on: view, state: &state)
        clientState = state
        switch outcome {
        case .send(let move):
            if let refusal = view.refusal(of: move, by: seat) {
                notice = play.refusal(of: refusal, names: seatNames) ?? refusal.description
                return sharePointer()
            }
            return sharePointer() + send(move, in: room)
        case .changed:
            return sharePointer()
        case .refused(let reason):
            notice = reason
            return []
        }
    }

    /// `move` as the next numbered move message, chosen with `room` as last seen.
    mutating func send(_ move: AnyMove, in room: RoomSnapshot) -> [OnlineEffect] {
        movesSent += 1
        guard let moveID = try? ClientMoveID("\(moveIDPrefix)-\(movesSent)") else { return [] }
        return [.send(.move(move: move, clientMoveID: moveID, lastSeenSequence: room.sequence))]
    }

    mutating func offerRematch() -> [OnlineEffect] {
        guard !isSpectator, link == .online, let room else { return [] }
        guard room.phase == .roundOver else {
            let noun = play?.roundNoun ?? "round"
            // NB: where one player's asking starts the next round, nobody waits to agree: it just waits for the end.
            notice =
                room.kind.traits.nextRound == .whenAnySeatAsks
                ? "n starts \(play?.nextRoundPhrase ?? "the next round") once this one is over."
                : "Finish this \(noun) first."
            return []
        }
        if let seat, room.player(in: seat)?.wantsRematch == true {
            notice = "Waiting for the other player to agree to a rematch."
            return []
        }
        return [.send(.offerRematch)]
    }

    private mutating func claim() -> [OnlineEffect] {
        if playsAsOneTeam, !isSpectator {
            notice = "Nothing to claim: the board is won or lost by everyone together."
            return []
        }
        guard !isSpectator, link == .online, room?.phase == .playing else { return [] }
        guard claimableInMilliseconds == 0 else {
            notice = "You can claim the round only once your opponent has been away for the grace period."
            return []
        }
        return [.send(.claimVictory)]
    }

    private mutating func abort() -> [OnlineEffect] {
        guard !canAbort else { return [.send(.abort)] }
        if playsAsOneTeam, !isSpectator {
            notice = "A shared board cannot be aborted: q leaves and keeps your seat."
        } else if isSpectator {
            notice = "You are watching: only the players can abort."
        } else if link != .online {
            notice = "Not connected: wait for the game."
        } else if room?.phase != .playing {
            notice = "There is no round to abort."
        } else {
            notice = "Too late to abort: a round can be aborted only before its second move."
        }
        return []
    }

    /// The away opponent's claim time, from the room as last received.
    private mutating func updateClaimCountdown() {
        claimableInMilliseconds = opponent.flatMap {
            $0.connection == .connected ? nil : $0.claimableInMilliseconds
        }
    }

    /// The other player, once seated: with more than two seats, the first other player who is away, or else the
    /// first other player.
    public var opponent: PlayerInfo? {
        guard let seat, let room else { return nil }
        let others = room.players.filter { $0.seat != seat }
        return others.first { $0.connection != .connected } ?? others.first
    }

    /// "Ann", "Ann and Bob", or "Ann, Bob and Cy".
    static func names(_ players: [PlayerInfo]) -> String {
        names(players.map(\.name.text))
    }

    /// "Ann", "Ann and Bob", or "Ann, Bob and Cy".
    static func names(_ all: [String]) -> String {
        guard all.count > 1, let last = all.last else { return all.first ?? "" }
        return all.dropLast().joined(separator: ", ") + " and " + last
    }

    private mutating func tick(elapsed measured: Duration?) {
        let elapsed = (measured ?? tickPending).map(Self.milliseconds) ?? 0
        tickPending = nil
        if !hasConnected { waitedMilliseconds += elapsed }
        if serverStopped { stoppedMilliseconds += elapsed }
        spinnerIndex = (spinnerIndex + 1) % Self.spinnerFrames.count
        if let remaining = claimableInMilliseconds { claimableInMilliseconds = max(0, remaining - elapsed) }
        if room != nil { roundClockMilliseconds += Int64(elapsed) }
        if case .reconnecting(let attempt, _) = link {
            retryInMilliseconds = max(0, retryInMilliseconds - elapsed)
            link = .reconnecting(attempt: attempt, retryInSeconds: Self.seconds(retryInMilliseconds))
        }
    }

    /// A timer only while something on screen moves: the spinner, a countdown that has not reached 0, or the
    /// board's clock (woken as its seconds turn, so the shown second changes on time).
    private mutating func scheduleTick() -> [OnlineEffect] {
        guard tickPending == nil, failure == nil else { return [] }
        let period: Duration
        switch link {
        case .connecting: period = Self.spinnerPeriod
        case .reconnecting(_, let seconds) where seconds > 0: period = .seconds(1)
        case .online where (claimableInMilliseconds ?? 0) > 0: period = .seconds(1)
        case _ where nextDisplayChange != nil:
            let next = nextDisplayChange?.milliseconds ?? 0
            period = .milliseconds(max(1, next - roundClockMilliseconds))
        default: return []
        }
        tickPending = period
        return [.tick(after: period)]
    }

    /// Whole seconds, rounded up, so a countdown shows 1 until it reaches 0.
    private static func seconds(_ milliseconds: Int) -> Int {
        (milliseconds + 999) / 1000
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds) * 1000 + Int(duration.components.attoseconds / 1_000_000_000_000_000)
    }
}
