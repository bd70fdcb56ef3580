import GameCatalog
import GameCore

extension RoomSnapshot {
    /// Brings the snapshot up to date with `event`, numbered `sequence`, if it is the next one.
    ///
    /// This is how a client keeps its picture of the room between snapshots: a duplicate is ignored, and a gap
    /// leaves the snapshot as it was so the client can ask for a new one. The server's next snapshot for the same
    /// viewer equals the result (except `claimableInMilliseconds`, which counts down).
    public mutating func apply(_ event: RoomEvent, sequence: Int) -> SequenceCheck {
        guard sequence > self.sequence else { return .alreadySeen }
        guard sequence == self.sequence + 1 else { return .gap(expected: self.sequence + 1, received: sequence) }
        self.sequence = sequence
        switch event {
        case .playerJoined(let seat, let name):
            players.removeAll { $0.seat == seat }
            players.append(PlayerInfo(seat: seat, name: name))
            players.sort { $0.seat < $1.seat }
        case .playerDisconnected(let seat, let claimable):
            updatePlayer(in: seat) {
                $0.connection = .disconnected
                $0.claimableInMilliseconds = claimable
            }
        case .playerLeft(let seat, let claimable):
            updatePlayer(in: seat) {
                $0.connection = .left
                $0.claimableInMilliseconds = claimable
            }
        case .playerReconnected(let seat):
            updatePlayer(in: seat) {
                $0.connection = .connected
                $0.claimableInMilliseconds = nil
            }
        case .roundStarted(let round, _, let view):
            self.round = round
            self.view = view
            phase = .playing
            lastResult = nil
            for index in players.indices { players[index].wantsRematch = false }
        case .moved(_, _, let update):
            // NB: a change for a view this snapshot does not hold (another game, or none) cannot be applied; the
            // view is dropped so that the client sees it has none and asks for a snapshot.
            switch update {
            case .whole(let view):
                self.view = view
            case .change:
                if var view, view.apply(update) {
                    self.view = view
                } else {
                    self.view = nil
                }
            }
        case .roundEnded(_, let outcome):
            endRound(.finished(outcome: outcome), scoring: outcome)
        case .victoryClaimed(_, let seat, let outcome):
            endRound(.victoryClaimed(seat: seat, outcome: outcome), scoring: outcome)
        case .aborted(_, let seat):
            endRound(.aborted(seat: seat), scoring: nil)
        case .rematchRequested(let seat):
            updatePlayer(in: seat) { $0.wantsRematch = true }
        case .spectatorsChanged(let count):
            spectators = count
        case .roomClosed:
            phase = .closed
        }
        return .applied
    }

    private mutating func updatePlayer(in seat: Seat, _ change: (inout PlayerInfo) -> Void) {
        guard let index = players.firstIndex(where: { $0.seat == seat }) else { return }
        change(&players[index])
    }

    private mutating func endRound(_ result: RoundResult, scoring outcome: Outcome?) {
        phase = .roundOver
        lastResult = result
        if let outcome { score.record(outcome) }
        for index in players.indices { players[index].claimableInMilliseconds = nil }
    }
}
