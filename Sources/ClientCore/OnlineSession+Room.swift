import GameCatalog
import GameCore
import WireProtocol

extension OnlineSession {
    /// What a key pressed once the round is over is answered with: how the next round starts, in the game's words.
    var roundOverNotice: String {
        guard let play else { return "The round is over: press n for a rematch." }
        let next = room?.kind.traits.nextRound == .whenAnySeatAsks ? play.nextRoundPhrase : "a rematch"
        return "The \(play.roundNoun) is over: press n for \(next)."
    }

    /// Sends where the person points (`GamePlay.pointer(of:)`) when it moved since the last one sent, unless one
    /// went out less than `pointerPause` ago: then it waits for the pause's end, when the latest goes. A pointer
    /// at rest sends nothing.
    mutating func sharePointer() -> [OnlineEffect] {
        guard seat != nil, !isSpectator, link == .online, !pointerPaused, let play, let clientState,
            let point = play.pointer(of: clientState), point != pointerSent
        else { return [] }
        pointerSent = point
        pointerPaused = true
        return [.send(.pointer(at: point)), .pointerPause(after: Self.pointerPause)]
    }

    /// A snapshot brought the room: the round's clock takes the server's time, a room line no longer true goes,
    /// the pointers of players not there go, and the person's pointer is shared again (after a reconnect the
    /// others lost it).
    mutating func roomArrived(clock: GameTime?) -> [OnlineEffect] {
        guard let room else { return [] }
        roundClockMilliseconds = clock?.milliseconds ?? 0
        // NB: events missed while away (a server restart, a reconnect) may have made "Bob is away" false: the
        // snapshot is the truth.
        if let note = presenceOnLine, (room.player(in: note.seat)?.connection ?? .left) != note.connection {
            roomLine = nil
            presenceOnLine = nil
        }
        pointers = pointers.filter { room.player(in: $0.key)?.connection == .connected }
        settleClientState()
        return sharePointer()
    }

    /// What an event means beside the game's view: the round's clock restarting with a round, who started it
    /// where one player's asking starts it, and who came or went, on the room line.
    mutating func roomEvent(_ event: RoomEvent) -> [OnlineEffect] {
        switch event {
        case .roundStarted(let round, _, _):
            roundClockMilliseconds = 0
            presenceOnLine = nil
            let startedBy = round > 1 && room?.kind.traits.nextRound == .whenAnySeatAsks ? nextRoundAskedBy : nil
            roomLine = startedBy.map { "\(playerName($0)) started \(play?.nextRoundPhrase ?? "the next round")" }
            nextRoundAskedBy = nil
            // NB: a refusal on the last round ("press n for a new board") is moot once a teammate started one.
            if !noticeIsSticky { notice = nil }
            settleClientState()
            return sharePointer()
        case .rematchRequested(let seat):
            nextRoundAskedBy = seat
        case .moved:
            // NB: the round's clock counts on only while something on screen moves (a board's clock once started):
            // at rest it falls behind, and the moment the view records (the first reveal) brings it up to date.
            if let view = room?.view, let moment = play?.latestMoment(of: view),
                moment.milliseconds > roundClockMilliseconds
            {
                roundClockMilliseconds = moment.milliseconds
            }
            // NB: what the move did is the game's to show: the room's news is old now (the players' panel says
            // who is away).
            roomLine = nil
            presenceOnLine = nil
        case .playerJoined(let seat, let name):
            tellPresence("\(name.text) joined", of: PresenceNote(seat: seat, connection: .connected))
        case .playerLeft(let seat, _):
            pointers[seat] = nil
            tellPresence("\(playerName(seat)) left", of: PresenceNote(seat: seat, connection: .left))
        case .playerDisconnected(let seat, _):
            pointers[seat] = nil
            // NB: a player who quits keeps the seat by closing the connection, as a dropped one closes: the
            // server cannot tell them apart, so neither can this line.
            tellPresence("\(playerName(seat)) is away", of: PresenceNote(seat: seat, connection: .disconnected))
        case .playerReconnected(let seat):
            tellPresence("\(playerName(seat)) is back", of: PresenceNote(seat: seat, connection: .connected))
        case .roundEnded, .victoryClaimed, .aborted:
            // NB: a refusal made while the round was on ("n starts a new board once this one is over") is moot now.
            if !noticeIsSticky { notice = nil }
        case .spectatorsChanged, .roomClosed:
            break
        }
        return []
    }

    /// The game's own state put on the view just shown (a cursor on the board), for a seated player.
    private mutating func settleClientState() {
        guard !isSpectator, let play, let state = clientState, let view = room?.view else { return }
        clientState = play.settled(state, on: view)
    }

    /// Puts who came or went on the room line.
    private mutating func tellPresence(_ presence: String, of note: PresenceNote) {
        presenceOnLine = note
        roomLine = presence
    }

    /// The rules' refusal of a move in the game's words, naming players rather than seats; `nil` for any other
    /// error or a game without its own words for it.
    func refusal(_ error: ProtocolError) -> String? {
        guard let violation = error.violation, let play else { return nil }
        return play.refusal(of: violation, names: seatNames)
    }
}
