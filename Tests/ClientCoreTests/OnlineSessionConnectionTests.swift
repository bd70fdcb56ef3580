import ClientCore
import GameCore
import TestGames
import Testing
import WireProtocol

/// What the person is told about the connection, a full room, a LAN host's leaving and rematch offers.
struct OnlineSessionConnectionTests {
    typealias F = OnlineFixture

    /// What the screen reads from a session about its connection, as one value.
    struct Seen: Equatable {
        var link: OnlineLink
        var lastProblem: String?
        var serverStopped: Bool
    }

    static func seen(_ session: OnlineSession) -> Seen {
        Seen(link: session.link, lastProblem: session.lastProblem, serverStopped: session.serverStopped)
    }

    /// `failures` failed attempts after `connectedFirst` (a connection that opened) or not, each with `reason`.
    static func afterFailures(_ failures: Int, reason: String, connectedFirst: Bool) -> OnlineSession {
        var session = OnlineSession(
            intent: .host(F.setup), name: F.ann, clientVersion: "t", moveIDPrefix: "t", plays: TestGames.plays)
        _ = session.start()
        if connectedFirst {
            _ = session.reduce(.connected)
            _ = session.reduce(.received(.snapshot(snapshot: F.snapshot(seat: Seat(0)))))
        }
        for attempt in 1...failures {
            _ = session.reduce(.disconnected(reason: reason))
            _ = session.reduce(.retrying(attempt: attempt + 1, after: .seconds(2)))
            _ = session.reduce(.connecting(attempt: attempt + 1))
        }
        return session
    }

    static let refused = "cannot connect: connection refused"
    static let stopped = "closed (1001): server shutting down"

    @Test(arguments: [
        // A first connection that never opened is given up after a few attempts, saying why.
        (4, refused, false, Seen(link: .connecting(attempt: 5), lastProblem: refused, serverStopped: false)),
        (5, refused, false, Seen(link: .unreachable, lastProblem: refused, serverStopped: false)),
        // A connection that was up keeps the long patience (the connection's own limit).
        (5, refused, true, Seen(link: .connecting(attempt: 6), lastProblem: refused, serverStopped: false)),
        // A server that said it was shutting down is tried for a while (a restart), and the screen says it stopped.
        (2, stopped, true, Seen(link: .connecting(attempt: 3), lastProblem: stopped, serverStopped: true)),
        (8, stopped, true, Seen(link: .connecting(attempt: 9), lastProblem: stopped, serverStopped: true)),
    ])
    func failuresAreToldAndAFirstConnectGivesUpSooner(
        _ failures: Int, _ reason: String, _ connectedFirst: Bool, _ expected: Seen
    ) {
        let session = Self.afterFailures(failures, reason: reason, connectedFirst: connectedFirst)
        #expect(Self.seen(session) == expected)
    }

    @Test func aServerThatNeverAnswersIsGivenUpOnceThePatienceIsSpent() {
        var session = OnlineSession(
            intent: .host(F.setup), name: F.ann, clientVersion: "t", moveIDPrefix: "t", plays: TestGames.plays)
        _ = session.start()
        // NB: the spinner ticks every 250 ms while a handshake hangs for its 10 s.
        for _ in 0..<40 { _ = session.reduce(.ticked()) }
        _ = session.reduce(.disconnected(reason: "no answer"))
        #expect(session.link == .reconnecting(attempt: 0, retryInSeconds: 0), "10 s spent: one more try")
        _ = session.reduce(.retrying(attempt: 2, after: .milliseconds(500)))
        _ = session.reduce(.connecting(attempt: 2))
        for _ in 0..<24 { _ = session.reduce(.ticked()) }
        _ = session.reduce(.disconnected(reason: "no answer"))
        #expect(Self.seen(session) == Seen(link: .unreachable, lastProblem: "no answer", serverStopped: false))
    }

    /// A session whose server closed with 1001 ("server shutting down") while a game was on.
    static func stoppedServer() -> OnlineSession {
        var session = afterFailures(1, reason: stopped, connectedFirst: true)
        _ = session.reduce(.disconnected(reason: refused))
        return session
    }

    /// One more try after `delay`, counted down by the ticks as the screen counts it, that `fails` with `refused`
    /// (or opens).
    static func retry(_ session: inout OnlineSession, attempt: Int, after delay: Duration, fails: Bool = true) {
        _ = session.reduce(.retrying(attempt: attempt, after: delay))
        while case .reconnecting(_, let seconds) = session.link, seconds > 0 { _ = session.reduce(.ticked()) }
        _ = session.reduce(.connecting(attempt: attempt))
        _ = session.reduce(fails ? .disconnected(reason: refused) : .connected)
    }

    @Test func aServerThatStoppedIsTriedForThePatienceThenGivenUp() {
        #expect(OnlineSession.stoppedServerPatience == .seconds(120), "long enough for a restart or an upgrade")
        var session = Self.stoppedServer()
        var tries = 0
        while session.link != .unreachable, tries < 20 {
            tries += 1
            Self.retry(&session, attempt: tries + 2, after: .seconds(10))
        }
        // NB: 10 s apart, the first failure after 120 s of trying is the 12th.
        #expect(tries == 12)
        #expect(Self.seen(session) == Seen(link: .unreachable, lastProblem: Self.refused, serverStopped: true))
    }

    @Test func aServerRestartedWithinThePatienceTakesTheSessionBack() {
        var session = Self.stoppedServer()
        for attempt in 3...8 { Self.retry(&session, attempt: attempt, after: .seconds(10)) }
        Self.retry(&session, attempt: 9, after: .seconds(10), fails: false)
        #expect(Self.seen(session) == Seen(link: .online, lastProblem: nil, serverStopped: false))
        // NB: the next stop is given its whole patience again, not what was left of the last one's.
        _ = session.reduce(.disconnected(reason: Self.stopped))
        for attempt in 2...11 { Self.retry(&session, attempt: attempt, after: .seconds(10)) }
        #expect(
            Self.seen(session)
                == Seen(
                    link: .reconnecting(attempt: 0, retryInSeconds: 0), lastProblem: Self.refused, serverStopped: true))
    }

    /// What a close of the server tells the session: only the LAN host's own shutdown gives up at once.
    struct Closed: Equatable {
        var seen: Seen
        var hostLeft: Bool
        var farewell: String?
    }

    static let kept = "You left; your seat is kept: parlor join ABCD2345 takes it back."

    @Test(arguments: [
        // The LAN host quit: its server does not come back, so nothing is tried again and no seat is promised.
        (
            "closed (1001): host left",
            Closed(
                seen: Seen(link: .unreachable, lastProblem: "closed (1001): host left", serverStopped: true),
                hostLeft: true, farewell: nil)
        ),
        // `parlor serve` restarting: tried again, the seat kept.
        (
            stopped,
            Closed(
                seen: Seen(
                    link: .reconnecting(attempt: 0, retryInSeconds: 0), lastProblem: stopped, serverStopped: true),
                hostLeft: false, farewell: kept)
        ),
        // Other going-away closes, and a reason that only starts alike, are not the host leaving.
        (
            "closed (1001): Ping timeout",
            Closed(
                seen: Seen(
                    link: .reconnecting(attempt: 0, retryInSeconds: 0), lastProblem: "closed (1001): Ping timeout",
                    serverStopped: true),
                hostLeft: false, farewell: kept)
        ),
        (
            "closed (1001): host left early",
            Closed(
                seen: Seen(
                    link: .reconnecting(attempt: 0, retryInSeconds: 0), lastProblem: "closed (1001): host left early",
                    serverStopped: true),
                hostLeft: false, farewell: kept)
        ),
        (
            "closed (1000): host left",
            Closed(
                seen: Seen(
                    link: .reconnecting(attempt: 0, retryInSeconds: 0), lastProblem: "closed (1000): host left",
                    serverStopped: false),
                hostLeft: false, farewell: kept)
        ),
    ])
    func onlyTheHostsOwnShutdownEndsTheGameAtOnce(_ reason: String, _ expected: Closed) {
        var session = F.session(.join(F.gameID, secret: F.secret))
        _ = session.reduce(.received(.snapshot(snapshot: F.snapshot(seat: Seat(1)))))
        #expect(session.farewell == Self.kept)
        _ = session.reduce(.disconnected(reason: reason))
        #expect(Closed(seen: Self.seen(session), hostLeft: session.hostLeft, farewell: session.farewell) == expected)
    }

    @Test func aFriendWhoseHostLeftStaysGivenUp() {
        var session = F.session(.join(F.gameID, secret: F.secret))
        _ = session.reduce(.received(.snapshot(snapshot: F.snapshot(seat: Seat(1)))))
        _ = session.reduce(.disconnected(reason: "closed (1001): \(OnlineSession.hostLeftCloseReason)"))
        // NB: the connection may still report a retry it had scheduled; the session stays given up.
        #expect(session.reduce(.retrying(attempt: 2, after: .seconds(1))) == [])
        #expect(session.reduce(.connecting(attempt: 2)) == [])
        #expect(session.reduce(.connected) == [])
        #expect(session.link == .unreachable)
        #expect(session.hostLeft)
    }

    @Test func givenUpStaysGivenUpAndAConnectionClearsTheProblem() {
        var session = Self.afterFailures(5, reason: Self.refused, connectedFirst: false)
        #expect(session.reduce(.retrying(attempt: 6, after: .seconds(8))) == [])
        #expect(session.reduce(.connected) == [])
        #expect(Self.seen(session) == Seen(link: .unreachable, lastProblem: Self.refused, serverStopped: false))

        var back = Self.afterFailures(2, reason: Self.refused, connectedFirst: true)
        _ = back.reduce(.connected)
        #expect(Self.seen(back) == Seen(link: .online, lastProblem: nil, serverStopped: false))
    }

    @Test func theFullRoomNoticeLastsUntilTheNextKey() {
        var session = F.session(.join(F.gameID, secret: nil))
        _ = session.reduce(.received(.error(error: ProtocolError(code: .roomFull, message: "full"))))
        _ = session.reduce(.received(.snapshot(snapshot: F.snapshot(seat: nil))))
        _ = session.reduce(.ticked())
        #expect(session.notice == "Room ABCD2345 is full: watching it instead.")
        _ = session.reduce(.confirmPressed)
        #expect(session.notice == nil)
    }

    @Test func aLANHostConfirmsLeavingAndIsNotPromisedTheSeat() {
        var session = F.session(.host(F.setup))
        session.hostsServer = true
        _ = session.reduce(.received(.snapshot(snapshot: F.snapshot(seat: Seat(0)))))
        #expect(session.reduce(.quitRequested) == [])
        #expect(session.notice == OnlineSession.hostQuitWarning)
        _ = session.reduce(.ticked())
        #expect(session.notice == OnlineSession.hostQuitWarning, "the warning stays until the next key")
        #expect(session.reduce(.confirmPressed) == [])
        #expect(session.reduce(.quitRequested) == [], "another key in between asks again")
        #expect(session.reduce(.quitRequested) == [.quit])
        #expect(session.farewell == "You left; the game server stopped with you, so the game is over for everyone.")
    }

    @Test func aLANHostAloneLeavesAtOnceAndYAnswersYes() {
        var alone = F.session(.host(F.setup))
        alone.hostsServer = true
        var waiting = F.snapshot(seat: Seat(0))
        waiting.phase = .waitingForPlayers
        waiting.players.removeLast()
        _ = alone.reduce(.received(.snapshot(snapshot: waiting)))
        #expect(alone.reduce(.quitRequested) == [.quit], "nobody else's game ends")

        var playing = F.session(.host(F.setup))
        playing.hostsServer = true
        _ = playing.reduce(.received(.snapshot(snapshot: F.snapshot(seat: Seat(0)))))
        #expect(playing.reduce(.quitRequested) == [])
        #expect(playing.reduce(.copyJoinCommandRequested) == [.quit])
    }

    @Test(
        arguments: [
            (Seat(0), true, false, "Waiting for Bob to agree to a rematch"),
            (Seat(1), true, false, "Ann wants a rematch: press n"),
            (nil, true, false, "Ann wants a rematch"),
            (nil, true, true, "Ann and Bob want a rematch"),
            (Seat(0), false, false, nil),
        ] as [(Seat?, Bool, Bool, String?)])
    func rematchOffersAreToldToEveryone(_ seat: Seat?, _ annWants: Bool, _ bobWants: Bool, _ expected: String?) {
        var room = F.snapshot(seat: seat, moves: [F.go, (.press, Seat(0))])
        room.players[0].wantsRematch = annWants
        room.players[1].wantsRematch = bobWants
        var session = F.session(seat == nil ? .watch(F.gameID) : .join(F.gameID, secret: F.secret))
        _ = session.reduce(.received(.snapshot(snapshot: room)))
        #expect(session.rematchOffer == expected)
    }
}
