import GameCatalog
public import GameCore
public import WireProtocol

extension Room {
    /// The room as `viewer` may see it at `now`.
    public func snapshot(for viewer: Viewer, at now: Moment) -> RoomSnapshot {
        let players = seats.enumerated().compactMap { index, taken -> PlayerInfo? in
            guard let taken else { return nil }
            let seat = Seat(index)
            let connection: ConnectionState
            if self.players.values.contains(seat) {
                connection = .connected
            } else {
                connection = away[seat]?.left == true ? .left : .disconnected
            }
            return PlayerInfo(
                seat: seat, name: taken.name, connection: connection, wantsRematch: rematchReady.contains(seat),
                claimableInMilliseconds: claimable(seat, at: now))
        }
        var yourSeat: Seat?
        if case .seat(let seat) = viewer { yourSeat = seat }
        // NB: `round` is already 1 while a new room waits for its players; the protocol says 0 before the first.
        return RoomSnapshot(
            gameID: id, setup: setup, phase: phase, round: started ? round : 0,
            view: started ? game.view(for: viewer) : nil,
            yourSeat: yourSeat, players: players, score: score, spectators: spectatorCount, lastResult: result,
            sequence: sequence, clock: phase == .playing && setup.kind.traits.keepsTime ? gameTime(now) : nil)
    }

    /// In how many milliseconds the others may claim the round from absent `seat`, during a round of a
    /// competitive game (a co-operative round has nothing to claim).
    func claimable(_ seat: Seat, at now: Moment) -> Int? {
        guard phase == .playing, setup.kind.traits.scoring == .eachSeatForItself, let absence = away[seat] else {
            return nil
        }
        if absence.left { return 0 }
        return Int(max(0, absence.since.milliseconds + policy.gracePeriodMilliseconds - now.milliseconds))
    }

    /// The event `record` is, as `viewer` may learn it, once the record is folded in (`before` is the game as it
    /// was before); `nil` for `created`.
    func event(for record: RoomRecord, after before: AnyGame, to viewer: Viewer, at now: Moment) -> RoomEvent? {
        switch record {
        case .created: return nil
        case .seatTaken(let seat, let name, _, _): return .playerJoined(seat: seat, name: name)
        case .roundStarted(let round, let starter, _, _), .roundChosen(let round, let starter, _, _, _):
            return .roundStarted(round: round, starter: starter, view: game.view(for: viewer))
        case .moved(let seat, let move, _, _), .timedMove(let seat, let move, _):
            // NB: a game that shows everyone the same discloses every move to everyone; asking it opened the game
            // and the move and boxed the move again, on every move.
            let disclosed = game.kind.game.showsEveryoneTheSame ? move : game.disclosed(move, by: seat, to: viewer)
            return .moved(seat: seat, move: disclosed, update: game.update(since: before, for: viewer))
        case .roundEnded(let round, let outcome): return .roundEnded(round: round, outcome: outcome)
        case .victoryClaimed(let round, let seat, let outcome):
            return .victoryClaimed(round: round, seat: seat, outcome: outcome)
        case .aborted(let round, let seat): return .aborted(round: round, seat: seat)
        case .rematchRequested(let seat): return .rematchRequested(seat: seat)
        case .playerDisconnected(let seat, _):
            return .playerDisconnected(seat: seat, claimableInMilliseconds: claimable(seat, at: now))
        case .playerReconnected(let seat): return .playerReconnected(seat: seat)
        case .playerLeft(let seat, _): return .playerLeft(seat: seat, claimableInMilliseconds: claimable(seat, at: now))
        case .spectatorsChanged(let count): return .spectatorsChanged(count: count)
        case .roomClosed(let reason): return .roomClosed(reason: reason)
        }
    }
}
