public import GameCatalog
import GameCore
public import WireProtocol

extension Room {
    /// Opens a room for `setup`, as `origin` says, with `connection` seated in seat 0 as `name`: the new room and
    /// its first update (the records `created` and `seatTaken`, then the creator's seat secret and snapshot).
    public static func create(
        id: GameID, setup: GameSetup, origin: RoomOrigin, name: PlayerName, by connection: ConnectionID,
        at now: Moment, policy: RoomPolicy = RoomPolicy(), random: inout some RandomNumberGenerator
    ) -> (Room, RoomUpdate) {
        // NB: a game that leaves round 1's starter to chance has it drawn here, once, and stored with the setup, so
        // every later round follows from the record as for any other game.
        let created = RoomRecord.created(setup: setup.drawingFirstStarter(using: &random), at: now, origin: origin)
        // NB: a room of only `created` always rebuilds, so this cannot throw.
        var room = try! Room(id: id, records: [created], policy: policy, restoredAt: now)
        var update = RoomUpdate(records: [created])
        room.sit(in: Seat(0), name: name, connection: connection, at: now, into: &update, random: &random)
        return (room, update)
    }

    /// Handles `request` from `connection` at `now`: changes the room as the returned records say and returns
    /// them with the messages to send once they are committed.
    public mutating func handle(
        _ request: RoomRequest, from connection: ConnectionID, at now: Moment,
        random: inout some RandomNumberGenerator
    ) -> RoomUpdate {
        var update = RoomUpdate()
        let refuse = { (error: ProtocolError) in RoomUpdate(messages: [Outbound(connection, .error(error: error))]) }
        switch request {
        case .join(let name, let secret, let takeOver):
            guard viewer(of: connection) == nil else { return refuse(.alreadyInRoom(id, inReplyTo: .join)) }
            if let secret {
                guard let index = seats.firstIndex(where: { $0?.secretHash.matches(secret) == true }) else {
                    return refuse(.badSeatSecret(id))
                }
                // NB: one person may hold two seats of a room from two terminals; a secret alone must not move a
                // seat away from a terminal that still plays it.
                guard takeOver || !players.values.contains(Seat(index)) else { return refuse(.seatInUse(id)) }
                comeBack(to: Seat(index), secret: secret, connection: connection, at: now, into: &update)
            } else {
                // NB: a competitive round is never joined once under way; a co-operative one takes helpers.
                guard !closed, let free = seats.firstIndex(where: { $0 == nil }),
                    !started || setup.kind.traits.joinsMidRound
                else { return refuse(.roomFull(id)) }
                sit(in: Seat(free), name: name, connection: connection, at: now, into: &update, random: &random)
            }
        case .watch:
            let place = spectatorPlace(of: connection)
            guard players[connection] == nil, !place.found else {
                return refuse(.alreadyInRoom(id, inReplyTo: .watch))
            }
            // NB: announced before the newcomer is listed: its snapshot already counts it.
            spectatorsChanged(to: spectators.count + 1, at: now, into: &update)
            spectators.insert(connection, at: place.index)
            update.messages.append(Outbound(connection, .snapshot(snapshot: snapshot(for: .spectator, at: now))))
            update.messages += pointerMessages(for: connection)
        case .move(let move, let clientMoveID, let lastSeen):
            guard let viewer = viewer(of: connection) else { return refuse(.notInRoom(inReplyTo: .move)) }
            guard case .seat(let seat) = viewer else {
                return refuse(.spectatorCannotPlay(inReplyTo: .move, clientMoveID: clientMoveID))
            }
            if let earlier = acknowledgements[MoveKey(seat: seat, id: clientMoveID)] {
                guard earlier.move == move else { return refuse(.moveIDReused(clientMoveID)) }
                let accepted = ServerMessage.moveAccepted(clientMoveID: clientMoveID, sequence: earlier.sequence)
                return RoomUpdate(messages: [Outbound(connection, accepted)])
            }
            switch phase {
            case .waitingForPlayers:
                return refuse(
                    ProtocolError(
                        code: .notYourTurn, message: "Wait for an opponent to take the other seat.",
                        inReplyTo: .move, clientMoveID: clientMoveID))
            case .roundOver, .closed:
                var error = ProtocolError.gameOver(inReplyTo: .move)
                error.clientMoveID = clientMoveID
                return refuse(error)
            case .playing: break
            }
            // NB: where everyone acts at once, another player's move never makes a move stale: the rules apply
            // moves in arrival order and refuse one that no longer fits (a cell already revealed).
            let changedAt = setup.kind.traits.turns == .everySeatAtOnce ? roundStartedSequence : gameChangedAt
            if lastSeen < changedAt {
                return refuse(.staleSequence(lastSeen: lastSeen, changedAt: changedAt, clientMoveID: clientMoveID))
            }
            var trial = game
            do {
                try trial.apply(move, by: seat, at: gameTime(now))
            } catch {
                return refuse(.refused(error, clientMoveID: clientMoveID))
            }
            // NB: the acknowledgement goes first, with the number the move's record is about to take, and the
            // events after it into room made at once: inserted in front of them afterwards, it grew the array twice
            // and moved them, on every move.
            update.messages.reserveCapacity(players.count + 2)
            let accepted = ServerMessage.moveAccepted(clientMoveID: clientMoveID, sequence: sequence + 1)
            update.messages.append(Outbound(connection, accepted))
            // NB: the tried game is the one the record makes (the same move at the same time), so it is taken as
            // it is rather than the move applied once more.
            emit(
                .moved(seat: seat, move: move, clientMoveID: clientMoveID, at: now), at: now, into: &update,
                applied: consume trial)
            if let outcome = game.outcome {
                emit(.roundEnded(round: round, outcome: credited(outcome)), at: now, into: &update)
            }
        case .offerRematch:
            guard let viewer = viewer(of: connection) else { return refuse(.notInRoom(inReplyTo: .offerRematch)) }
            guard case .seat(let seat) = viewer else {
                return refuse(.spectatorCannotPlay(inReplyTo: .offerRematch, clientMoveID: nil))
            }
            guard phase == .roundOver, !rematchReady.contains(seat) else {
                return refuse(.rematchNotAvailable(phase))
            }
            emit(.rematchRequested(seat: seat), at: now, into: &update)
            // NB: a shared board (co-operative) is started again by whoever asks first, for everyone.
            if setup.kind.traits.nextRound == .whenAnySeatAsks || rematchReady.count == seatedCount {
                let next = round + 1
                let start = RoomRecord.roundStarted(
                    round: next, starter: starter(ofRound: next), seed: drawSeed(using: &random), at: now)
                emit(start, at: now, into: &update)
            }
        case .chooseNextRound(let choice):
            guard let viewer = viewer(of: connection) else { return refuse(.notInRoom(inReplyTo: .chooseNextRound)) }
            guard case .seat(let seat) = viewer else {
                return refuse(.spectatorCannotPlay(inReplyTo: .chooseNextRound, clientMoveID: nil))
            }
            guard phase == .roundOver else { return refuse(.nextRoundNotChoosable(phase)) }
            guard game.allows(choice, by: seat) else { return refuse(.choiceNotYours) }
            let next = round + 1
            let start = RoomRecord.roundChosen(
                round: next, starter: starter(ofRound: next), seed: drawSeed(using: &random), choice: choice,
                at: now)
            emit(start, at: now, into: &update)
        case .abort:
            guard let viewer = viewer(of: connection) else { return refuse(.notInRoom(inReplyTo: .abort)) }
            guard case .seat(let seat) = viewer else {
                return refuse(.spectatorCannotPlay(inReplyTo: .abort, clientMoveID: nil))
            }
            guard phase == .playing else { return refuse(.gameOver(inReplyTo: .abort)) }
            guard game.movesPlayed < 2 else { return refuse(.tooLateToAbort(movesPlayed: game.movesPlayed)) }
            emit(.aborted(round: round, seat: seat), at: now, into: &update)
        case .claimVictory:
            guard let viewer = viewer(of: connection) else { return refuse(.notInRoom(inReplyTo: .claimVictory)) }
            guard case .seat(let seat) = viewer else {
                return refuse(.spectatorCannotPlay(inReplyTo: .claimVictory, clientMoveID: nil))
            }
            guard phase == .playing else { return refuse(.gameOver(inReplyTo: .claimVictory)) }
            guard setup.kind.traits.scoring == .eachSeatForItself else { return refuse(.nothingToClaimTogether) }
            let others = takenSeats.filter { $0 != seat }
            let waits = others.compactMap { claimable($0, at: now) }
            guard waits.count == others.count, let longest = waits.max() else {
                return refuse(.victoryNotClaimable(remainingMilliseconds: nil))
            }
            guard longest == 0 else { return refuse(.victoryNotClaimable(remainingMilliseconds: longest)) }
            emit(.victoryClaimed(round: round, seat: seat, outcome: .won(by: [seat])), at: now, into: &update)
        case .requestSnapshot:
            guard let viewer = viewer(of: connection) else { return refuse(.notInRoom(inReplyTo: .requestSnapshot)) }
            update.messages.append(Outbound(connection, .snapshot(snapshot: snapshot(for: viewer, at: now))))
        case .leave:
            guard viewer(of: connection) != nil else { return refuse(.notInRoom(inReplyTo: .leave)) }
            depart(connection, left: true, at: now, into: &update)
        case .disconnected:
            depart(connection, left: false, at: now, into: &update)
        case .deadlinesDue:
            applyDeadlines(at: now, into: &update)
        }
        return update
    }

    /// Announces the spectator count if it differs from the last announced one, in the update.
    ///
    /// Called when the interval since the last announcement is over (`RoomUpdate.spectatorsDueAt`); announces
    /// nothing when spectators who came went again meanwhile.
    public mutating func announceSpectators(at now: Moment) -> RoomUpdate {
        var update = RoomUpdate()
        guard spectators.count != announcedSpectators else { return update }
        spectatorsAnnouncedAt = now
        emit(.spectatorsChanged(count: spectators.count), at: now, into: &update)
        return update
    }

    /// Announces `count`, the new spectator count, now when the last announcement is at least the policy's
    /// interval old, or leaves it for `announceSpectators(at:)` when that interval is over.
    ///
    /// NB: announcing every arrival to every watcher made S spectators cost S²/2 messages and S stored records;
    /// at most one announcement per interval makes it S per interval, and a count that went up and down within
    /// one costs nothing.
    private mutating func spectatorsChanged(to count: Int, at now: Moment, into update: inout RoomUpdate) {
        guard count != announcedSpectators else { return }
        let interval = policy.spectatorAnnouncementMilliseconds
        if let last = spectatorsAnnouncedAt, now.milliseconds - last.milliseconds < interval {
            update.spectatorsDueAt = Moment(milliseconds: last.milliseconds + interval)
            return
        }
        spectatorsAnnouncedAt = now
        emit(.spectatorsChanged(count: count), at: now, into: &update)
    }

    /// `outcome` as the room scores it: a win counts for the seats taken now, never for a seat nobody sat in
    /// (the rules know only how many seats there are, and a co-operative win lists them all).
    func credited(_ outcome: Outcome) -> Outcome {
        guard case .won(let seats) = outcome else { return outcome }
        return .won(by: seats.filter { self.seats.indices.contains($0.index) && self.seats[$0.index] != nil })
    }

    /// Who starts `round`: the seat the setup's rotation names if someone sits in it, else the next taken seat
    /// after it, so an empty seat never starts.
    func starter(ofRound round: Int) -> Seat {
        let planned = setup.starter(ofRound: round)
        for step in 0..<seats.count {
            let index = (planned.index + step) % seats.count
            if seats[index] != nil { return Seat(index) }
        }
        return planned
    }

    /// The round's clock at `now`: milliseconds since its `roundStarted`.
    func gameTime(_ now: Moment) -> GameTime {
        GameTime(milliseconds: now.milliseconds - roundStartedAt.milliseconds)
    }

    /// Commits `record` into the state and tells every connection now in the room, each as it may see it: each
    /// player in a message of its own, every spectator in one message for all of them.
    /// `applied` is the game with the record's move applied, when the caller tried it already.
    mutating func emit(_ record: RoomRecord, at now: Moment, into update: inout RoomUpdate, applied: AnyGame? = nil) {
        let before = game
        // NB: every caller checked the record against the same rules `fold` applies, so it cannot throw here.
        try! fold(record, applied: applied)
        update.records.append(record)
        // NB: where every viewer sees the same, one event serves them all: made for each, its view cost an
        // allocation a viewer.
        let sharedEvent: RoomEvent?? =
            game.kind.game.showsEveryoneTheSame
            ? .some(event(for: record, after: before, to: .spectator, at: now)) : nil
        func tell(_ connection: ConnectionID, _ seat: Seat) {
            guard let shown = sharedEvent ?? event(for: record, after: before, to: .seat(seat), at: now) else { return }
            update.messages.append(Outbound(connection, .event(event: shown, sequence: sequence)))
        }
        // NB: players are told in connection order. A room has one or two players nearly always, and sorting them
        // into an array of their own cost an allocation an event.
        if players.count <= 2 {
            var first: (connection: ConnectionID, seat: Seat)?
            var second: (connection: ConnectionID, seat: Seat)?
            for (connection, seat) in players {
                if let earlier = first, earlier.connection < connection {
                    second = (connection, seat)
                } else {
                    second = first
                    first = (connection, seat)
                }
            }
            if let first { tell(first.connection, first.seat) }
            if let second { tell(second.connection, second.seat) }
        } else {
            for (connection, seat) in players.sorted(by: { $0.key < $1.key }) { tell(connection, seat) }
        }
        guard !spectators.isEmpty, let shown = sharedEvent ?? event(for: record, after: before, to: .spectator, at: now)
        else { return }
        update.messages.append(Outbound(spectators: spectators, .event(event: shown, sequence: sequence)))
    }

    private mutating func sit(
        in seat: Seat, name: PlayerName, connection: ConnectionID, at now: Moment, into update: inout RoomUpdate,
        random: inout some RandomNumberGenerator
    ) {
        let secret = SeatSecret.random(using: &random)
        emit(.seatTaken(seat: seat, name: name, secretHash: SecretHash(of: secret), at: now), at: now, into: &update)
        players[connection] = seat
        if seatedCount >= setup.minimumPlayers && !started {
            let start = RoomRecord.roundStarted(
                round: 1, starter: starter(ofRound: 1), seed: drawSeed(using: &random), at: now)
            emit(start, at: now, into: &update)
        }
        // NB: the new player's own events are left out: its snapshot, made after them, already includes them.
        update.messages.removeAll { $0.connection == connection }
        update.messages.append(Outbound(connection, .seated(gameID: id, seat: seat, seatSecret: secret)))
        update.messages.append(Outbound(connection, .snapshot(snapshot: snapshot(for: .seat(seat), at: now))))
        update.messages += pointerMessages(for: connection)
    }

    private mutating func comeBack(
        to seat: Seat, secret: SeatSecret, connection: ConnectionID, at now: Moment, into update: inout RoomUpdate
    ) {
        // NB: a client that reconnects before the server noticed its old socket drop takes the seat over; the old
        // connection, if it is still there, hears so at once instead of waiting for events that never come.
        for (other, held) in players.sorted(by: { $0.key < $1.key }) where held == seat {
            players[other] = nil
            update.evicted.append(other)
            update.messages.append(Outbound(other, .error(error: .seatTakenOver(id))))
        }
        if away[seat] != nil { emit(.playerReconnected(seat: seat), at: now, into: &update) }
        players[connection] = seat
        update.messages.append(Outbound(connection, .seated(gameID: id, seat: seat, seatSecret: secret)))
        update.messages.append(Outbound(connection, .snapshot(snapshot: snapshot(for: .seat(seat), at: now))))
        update.messages += pointerMessages(for: connection)
    }

    private mutating func depart(_ connection: ConnectionID, left: Bool, at now: Moment, into update: inout RoomUpdate)
    {
        guard let seat = players.removeValue(forKey: connection) else {
            let place = spectatorPlace(of: connection)
            guard place.found else { return }
            spectators.remove(at: place.index)
            spectatorsChanged(to: spectators.count, at: now, into: &update)
            return
        }
        guard !players.values.contains(seat) else { return }
        emit(
            left ? .playerLeft(seat: seat, at: now) : .playerDisconnected(seat: seat, at: now), at: now,
            into: &update)
        if pointers.removeValue(forKey: seat) != nil {
            update.messages += everyoneElse(than: seat, .pointer(seat: seat, at: nil))
        }
    }
}
