import GameCatalog
import GameCore
import ServerCore
import Snap
import WireProtocol

/// Snap's golden protocol messages, each named for its fixture file: one round of three in room K7MZ2QHD. Ada,
/// Bob and Cy sit; the deal is committed to; cards are turned until the table shows a match; Cy calls first and
/// takes the piles, Ada's call is too late; a call with no match pays.
enum SnapWire {
    static let gameID = try! GameID("K7MZ2QHD")
    static let ada = try! PlayerName("Ada")
    static let bob = try! PlayerName("Bob")
    static let cy = try! PlayerName("Cy")

    static let options = try! SnapOptions(
        seats: 3, cooldownMilliseconds: 500, turnTimerMilliseconds: 10_000, firstStarter: Seat(1))
    static let setup = GameSetup.snap(options)
    /// What a host sends who leaves round 1's starter to the room.
    static let drawnSetup = GameSetup.snap(try! SnapOptions(seats: 4, cooldownMilliseconds: 250))

    static let seed = RoundSeed(high: 0x0123_4567_89AB_CDEF, low: 0xFEDC_BA98_7654_3210)
    static let commitment = SeedCommitment(to: seed, round: 1, room: gameID)

    static let start = Snap.newRound(of: options, starter: Seat(1), seed: seed, commitment: commitment)

    /// The round after each move, from the deal: seats turn in order, each as soon as it may, until the table shows
    /// a match.
    static let turnsToMatch: [Snap] = {
        var games = [start]
        var game = start
        while !game.tableHasMatch {
            let seat = game.active!
            try! game.apply(.turn, by: seat, at: game.activeFrom)
            games.append(game)
        }
        return games
    }()

    static let matched = turnsToMatch.last!
    static let beforeMatch = turnsToMatch[turnsToMatch.count - 2]

    /// Cy calls snap on the match, 180 ms after the card that made it.
    static let snapped: Snap = {
        var game = matched
        try! game.apply(
            .snap(turn: game.turn), by: Seat(2), at: GameTime(milliseconds: matched.activeFrom.milliseconds - 320))
        return game
    }()

    /// Bob turns the next card, and Ada calls with no match.
    static let turnedAfter: Snap = {
        var game = snapped
        try! game.apply(.turn, by: game.active!, at: game.activeFrom)
        return game
    }()

    static let missed: Snap = {
        var game = turnedAfter
        if game.tableHasMatch { try! game.apply(.turn, by: game.active!, at: game.activeFrom) }
        try! game.apply(
            .snap(turn: game.turn), by: Seat(0), at: GameTime(milliseconds: game.activeFrom.milliseconds + 40))
        return game
    }()

    /// The round played on from Ada's miss, each seat turning as soon as it may and Ada calling every match,
    /// until one seat holds every card; and the round just before its last move.
    static let toTheEnd: (before: Snap, last: Snap.Move, by: Seat, after: Snap) = {
        var game = missed
        for _ in 0..<100_000 {
            let before = game
            let snaps = game.tableHasMatch && game.calledBy == nil && !game.piles[0].isEmpty
            let move: Snap.Move = snaps ? .snap(turn: game.turn) : .turn
            let seat = snaps ? Seat(0) : game.active!
            try! game.apply(move, by: seat, at: game.activeFrom)
            if game.winner != nil { return (before, move, seat, game) }
        }
        preconditionFailure("the sample round never ends")
    }()

    static func moved(_ move: Snap.Move, by seat: Seat, from before: Snap, to after: Snap) -> RoomEvent {
        .moved(seat: seat, move: .snap(move), update: .change(.snap(after.update(since: before, for: .spectator))))
    }

    static let players = [
        PlayerInfo(seat: Seat(0), name: ada), PlayerInfo(seat: Seat(1), name: bob), PlayerInfo(seat: Seat(2), name: cy),
    ]

    /// A spectator's snapshot once the table shows the match: the counts, the open tops and the commitment, no
    /// face-down card and no seed.
    static let snapshot = RoomSnapshot(
        gameID: gameID, setup: setup, phase: .playing, round: 1, view: .snap(matched.view(for: .spectator)),
        yourSeat: nil, players: players, score: RoomScore(seatCount: 3), spectators: 1, lastResult: nil,
        sequence: 4 + matched.movesPlayed, clock: GameTime(milliseconds: matched.activeFrom.milliseconds - 200))

    static let client: [(name: String, message: ClientMessage)] = [
        ("client-createRoom-snap", .createRoom(setup: drawnSetup, name: ada)),
        (
            "client-move-snap-turn",
            .move(move: .snap(.turn), clientMoveID: try! ClientMoveID("t1"), lastSeenSequence: 4)
        ),
        (
            "client-move-snap-snap",
            .move(move: .snap(.snap(turn: 7)), clientMoveID: try! ClientMoveID("s7"), lastSeenSequence: 11)
        ),
    ]

    static let server: [(name: String, message: ServerMessage)] = [
        (
            "server-event-roundStarted-snap",
            .event(
                event: .roundStarted(round: 1, starter: Seat(1), view: .snap(start.view(for: .seat(Seat(0))))),
                sequence: 4)
        ),
        (
            "server-event-moved-snap-turned",
            .event(
                event: moved(.turn, by: beforeMatch.active!, from: beforeMatch, to: matched),
                sequence: snapshot.sequence)
        ),
        (
            "server-event-moved-snap-snapped",
            .event(
                event: moved(.snap(turn: matched.turn), by: Seat(2), from: matched, to: snapped),
                sequence: snapshot.sequence + 1)
        ),
        (
            "server-event-moved-snap-missed",
            .event(
                event: moved(.snap(turn: missed.turn), by: Seat(0), from: turnedAfter, to: missed),
                sequence: snapshot.sequence + 1 + missed.movesPlayed - snapped.movesPlayed)
        ),
        (
            "server-event-moved-snap-roundEnd",
            .event(
                event: moved(toTheEnd.last, by: toTheEnd.by, from: toTheEnd.before, to: toTheEnd.after),
                sequence: 4 + toTheEnd.after.movesPlayed)
        ),
        ("server-snapshot-snap", .snapshot(snapshot: snapshot)),
        (
            "server-refusal-snap-tooLate",
            .error(
                error: .refused(
                    .snap(.tooLate(turn: matched.turn, calledBy: Seat(2))), clientMoveID: try! ClientMoveID("s9")))
        ),
        (
            "server-refusal-snap-tooSoon",
            .error(
                error: .refused(
                    .snap(.tooSoon(next: snapped.active!, from: snapped.activeFrom)),
                    clientMoveID: try! ClientMoveID("t9")))
        ),
    ]

    /// What the server answers a `createRoom` whose Snap options are out of bounds (five seats): a room-level
    /// error, quoted in docs/protocol.md, not a fixture (it carries none of the game's values).
    static let setupRefused = ServerMessage.error(error: .malformed(setupRefusal, inReplyTo: .createRoom))

    /// Its sentence.
    static let setupRefusal = #"invalid field "setup" in "createRoom": Snap is played by 2 to 4 players, not 5."#
}
