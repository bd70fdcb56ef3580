import GameCatalog
import GameCore
import WireProtocol

extension OnlineSession {
    /// What the status line says now.
    public var status: OnlineStatus {
        switch link {
        case .connecting: return .connecting(spinner: Self.spinnerFrames[spinnerIndex])
        case .reconnecting(let attempt, let seconds): return .reconnecting(attempt: attempt, seconds: seconds)
        case .unreachable: return .unreachable
        case .online: break
        }
        guard let room else { return .connecting(spinner: Self.spinnerFrames[spinnerIndex]) }
        switch room.phase {
        case .waitingForPlayers:
            return .waitingForOpponent
        case .closed:
            return .closed
        case .roundOver where room.kind.traits.playsAsOneTeam:
            if let said = gameSays(in: room) { return .game(said) }
            switch room.lastResult {
            case .finished(let outcome)?, .victoryClaimed(_, let outcome)?:
                switch outcome {
                case .won: return .wonTogether
                case .lostByAll: return .lostTogether
                case .draw: return .draw
                }
            case .aborted?, nil: return .aborted
            }
        case .roundOver:
            switch room.lastResult {
            case .finished(let outcome), .victoryClaimed(_, let outcome): return ending(outcome, in: room)
            case .aborted, nil: return .aborted
            }
        case .playing where room.kind.traits.playsAsOneTeam:
            return gameSays(in: room).map(OnlineStatus.game) ?? .playingTogether
        case .playing:
            if let opponent, opponent.connection != .connected {
                return .opponentAway(
                    name: opponent.name.text,
                    claimableInSeconds: claimableInMilliseconds.map { ($0 + 999) / 1000 })
            }
            // NB: between the last move and the round's end event the board is already decided.
            if let outcome = room.view?.outcome { return ending(outcome, in: room) }
            let viewer = seat.map(Viewer.seat) ?? .spectator
            if let view = room.view, let said = play?.status(of: view, for: viewer, names: seatNames) {
                return .game(said)
            }
            let toAct = room.view?.seatsToAct ?? []
            if let seat, toAct.contains(seat) { return .yourMove }
            guard !toAct.isEmpty else { return .waitingForOpponent }
            // NB: where several seats act at once, the line names them all.
            let name = Self.names(toAct.map { room.player(in: $0)?.name.text ?? "\($0)" })
            return seat == nil ? .toMove(name: name) : .opponentsMove(name: name)
        }
    }

    /// What the room's game says about its view for this person, when it says more than the room would.
    private func gameSays(in room: RoomSnapshot) -> String? {
        guard let view = room.view, let play else { return nil }
        return play.status(of: view, for: seat.map(Viewer.seat) ?? .spectator, names: seatNames)
    }

    private func ending(_ outcome: Outcome, in room: RoomSnapshot) -> OnlineStatus {
        guard case .won(let winners) = outcome else { return .draw }
        if let seat { return winners.contains(seat) ? .youWon : .youLost }
        let names = winners.map { room.player(in: $0)?.name.text ?? "\($0)" }
        return .won(name: names.joined(separator: " and "))
    }
}
