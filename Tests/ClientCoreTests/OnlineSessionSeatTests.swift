import ClientCore
import GameCore
import TestGames
import Testing
import WireProtocol

/// One person, several terminals: the seats stored on this machine are tried in turn, a seat another terminal
/// plays is left to it, and a seat taken over from here ends this session with a clear word.
struct OnlineSessionSeatTests {
    typealias F = OnlineFixture

    static let first = SeatSecret(rawBytes: Array(repeating: 1, count: SeatSecret.byteCount))!
    static let second = SeatSecret(rawBytes: Array(repeating: 2, count: SeatSecret.byteCount))!

    /// A session joining room ABCD2345 with `stored` seats, connected, its hello and first entry returned.
    static func joining(
        stored: [SeatSecret], takeOver: Bool = false
    ) -> (session: OnlineSession, entry: [OnlineEffect]) {
        var session = OnlineSession(
            intent: .join(F.gameID, secret: nil), name: F.bob, clientVersion: "test", moveIDPrefix: "t",
            storedSecrets: stored, takeOver: takeOver, plays: TestGames.plays)
        _ = session.start()
        let effects = session.reduce(.connected)
        return (session, Array(effects.dropFirst()))
    }

    static func join(_ secret: SeatSecret?, takeOver: Bool = false) -> OnlineEffect {
        .send(.join(gameID: F.gameID, name: F.bob, seatSecret: secret, takeOver: takeOver))
    }

    @Test func aStoredSeatIsAskedForFirstWithoutTakingItOver() {
        #expect(Self.joining(stored: [Self.first]).entry == [Self.join(Self.first)])
        #expect(Self.joining(stored: []).entry == [Self.join(nil)])
    }

    @Test func whenEveryStoredSeatIsInUseTheSecondTerminalTakesAFreeSeatAsANewPlayer() {
        var (session, _) = Self.joining(stored: [Self.first, Self.second])
        #expect(session.reduce(.received(.error(error: .seatInUse(F.gameID)))) == [Self.join(Self.second)])
        #expect(session.reduce(.received(.error(error: .seatInUse(F.gameID)))) == [Self.join(nil)])
        #expect(session.failure == nil)
        let seated = session.reduce(.received(.seated(gameID: F.gameID, seat: Seat(1), seatSecret: F.secret)))
        #expect(seated == [.storeSecret(F.secret, gameID: F.gameID)])
    }

    @Test func aFullRoomWhoseStoredSeatIsInUseIsWatchedAndSaysHowToMoveTheSeat() {
        var (session, _) = Self.joining(stored: [Self.first])
        _ = session.reduce(.received(.error(error: .seatInUse(F.gameID))))
        #expect(session.reduce(.received(.error(error: .roomFull(F.gameID)))) == [.send(.watch(gameID: F.gameID))])
        #expect(
            session.notice
                == "Your seat in room ABCD2345 is played in another terminal and the room is full: watching it instead"
                + " (parlor join ABCD2345 --take-over moves your seat here).")
    }

    @Test func takeOverTriesTheFreeSeatsFirstThenMovesTheFirstStoredSeatHere() {
        var (session, entry) = Self.joining(stored: [Self.first, Self.second], takeOver: true)
        #expect(entry == [Self.join(Self.first)])
        #expect(session.reduce(.received(.error(error: .seatInUse(F.gameID)))) == [Self.join(Self.second)])
        #expect(
            session.reduce(.received(.error(error: .seatInUse(F.gameID))))
                == [Self.join(Self.first, takeOver: true)])
    }

    @Test func aSeatTakenOverFromHereEndsTheSessionSayingSo() {
        var session = F.session(.join(F.gameID, secret: F.secret))
        _ = session.reduce(.received(.seated(gameID: F.gameID, seat: Seat(0), seatSecret: F.secret)))
        _ = session.reduce(.received(.snapshot(snapshot: F.snapshot(seat: Seat(0)))))
        #expect(session.reduce(.received(.error(error: .seatTakenOver(F.gameID)))) == [.quit])
        #expect(session.notice == "Your seat was taken over from another terminal.")
        #expect(session.failure?.code == .seatTakenOver)
        #expect(session.failure?.message == "Your seat was taken over from another terminal.")
    }
}
