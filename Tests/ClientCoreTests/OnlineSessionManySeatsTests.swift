import ClientCore
import CustomDump
import GameCatalog
import GameCore
import TestGames
import Testing
import WireProtocol

/// The online session in a room of three, through a game it knows only by its play parts (the tests' press race):
/// whose move it is by name, the game's own status, a rematch offer naming everyone still to agree, the seat away
/// among several, and the game's intents sent, refused or held back as the room stands.
@Suite struct OnlineSessionManySeatsTests {
    static let gameID = try! GameID("PRSSRCEE")
    static let names = ["Ann", "Bob", "Cy"]

    static func player(_ index: Int, connection: ConnectionState = .connected, wantsRematch: Bool = false)
        -> PlayerInfo
    {
        PlayerInfo(
            seat: Seat(index), name: try! PlayerName(names[index]), connection: connection, wantsRematch: wantsRematch)
    }

    /// A race after `moves` (by seat, at a time), as `seat` sees it in a room at `phase`.
    static func session(
        seat: Seat?, moves: [(PressRace.Move, Seat)] = [], phase: RoomPhase = .playing,
        players: [PlayerInfo] = (0..<3).map { player($0) }
    ) throws -> OnlineSession {
        var race = PressRace.newRound(
            of: PressRace.Options(seats: 3, countdownMilliseconds: 300), starter: Seat(0), seed: 5)
        for (move, by) in moves { try race.apply(move, by: by, at: GameTime(milliseconds: 1_000)) }
        let snapshot = RoomSnapshot(
            gameID: gameID, setup: GameSetup(PressRace.self, race.options), phase: phase, round: 1,
            view: AnyView(PressRace.self, race.view(for: seat.map(Viewer.seat) ?? .spectator)), yourSeat: seat,
            players: players, score: RoomScore(seatCount: 3), spectators: 1,
            lastResult: race.outcome.map { .finished(outcome: $0) }, sequence: 6)
        var session = OnlineSession(
            intent: seat == nil ? .watch(gameID) : .join(gameID, secret: nil), name: try PlayerName("Ann"),
            clientVersion: "t", moveIDPrefix: "p", plays: TestGames.plays)
        _ = session.reduce(.connected)
        _ = session.reduce(.received(.snapshot(snapshot: snapshot)))
        return session
    }

    @Test func beforeTheGoTheGameSaysWhatItWaitsForAndNobodyIsRungFor() throws {
        let session = try Self.session(seat: Seat(0))
        #expect(session.status == .game("Get ready: the race opens in a moment"))
        #expect(!session.isYourMove)
        #expect(!session.canAbort, "the race's view counts no moves: nothing says an abort is allowed")
    }

    @Test func onceTheRaceIsOpenEverySeatStillInItMayActAndTheLineNamesThem() throws {
        #expect(try Self.session(seat: Seat(0), moves: [(.go, Seat(0))]).status == .yourMove)
        #expect(try Self.session(seat: nil, moves: [(.go, Seat(0))]).status == .toMove(name: "Ann, Bob and Cy"))
        let out = try Self.session(seat: Seat(0), moves: [(.go, Seat(0)), (.forfeit, Seat(0))])
        #expect(out.status == .opponentsMove(name: "Bob and Cy"))
        #expect(!out.isYourMove)
    }

    @Test func theSeatAwayAmongSeveralIsTheOneTheLineNames() throws {
        let players = [Self.player(0), Self.player(1), Self.player(2, connection: .disconnected)]
        let session = try Self.session(seat: Seat(0), moves: [(.go, Seat(0))], players: players)
        #expect(session.opponent?.seat == Seat(2))
        #expect(session.status == .opponentAway(name: "Cy", claimableInSeconds: nil))
    }

    @Test func aRematchOfferNamesEveryoneStillToAgreeAndEveryoneWhoOffered() throws {
        let moves: [(PressRace.Move, Seat)] = [(.go, Seat(0)), (.press, Seat(1))]
        let annOffered = [Self.player(0, wantsRematch: true), Self.player(1), Self.player(2)]
        #expect(
            try Self.session(seat: Seat(0), moves: moves, phase: .roundOver, players: annOffered).rematchOffer
                == "Waiting for Bob and Cy to agree to a rematch")
        #expect(
            try Self.session(seat: Seat(1), moves: moves, phase: .roundOver, players: annOffered).rematchOffer
                == "Ann wants a rematch: press n")
        let two = [Self.player(0, wantsRematch: true), Self.player(1), Self.player(2, wantsRematch: true)]
        #expect(
            try Self.session(seat: Seat(1), moves: moves, phase: .roundOver, players: two).rematchOffer
                == "Ann and Cy want a rematch: press n")
        #expect(
            try Self.session(seat: nil, moves: moves, phase: .roundOver, players: two).rematchOffer
                == "Ann and Cy want a rematch")
    }

    @Test func theGamesIntentIsSentAsItsMoveOnlyWhileTheRoundIsPlayedBySomeoneSeated() throws {
        let press = OnlineAction.play(PlayIntent(PressRacePlay.self, .press(nil)))
        var playing = try Self.session(seat: Seat(0), moves: [(.go, Seat(0))])
        let effects = playing.reduce(press)
        guard case .send(.move(let move, _, let lastSeen))? = effects.first else {
            Issue.record("nothing sent: \(effects)")
            return
        }
        #expect(move == AnyMove(PressRace.self, .press))
        #expect(lastSeen == 6)

        var watching = try Self.session(seat: nil, moves: [(.go, Seat(0))])
        #expect(watching.reduce(press).isEmpty)
        #expect(watching.notice == "You are watching: only the players move.")

        var waiting = try Self.session(seat: Seat(0), phase: .waitingForPlayers)
        #expect(waiting.reduce(press).isEmpty)
        #expect(waiting.notice == "Waiting for players to join.")

        var over = try Self.session(seat: Seat(0), moves: [(.go, Seat(0)), (.press, Seat(1))], phase: .roundOver)
        #expect(over.reduce(press).isEmpty)
        #expect(over.notice == "The round is over: press n for a rematch.")
    }

    @Test func theGamesChoiceAtTheRoundsEndIsOfferedToTheWinnerAloneAndSentAsChosen() throws {
        let moves: [(PressRace.Move, Seat)] = [(.go, Seat(0)), (.press, Seat(1))]
        #expect(try Self.session(seat: Seat(0), moves: moves, phase: .roundOver).roundChoices.isEmpty)
        var bob = try Self.session(seat: Seat(1), moves: moves, phase: .roundOver)
        let offers = bob.roundChoices
        #expect(offers.map(\.word) == ["longer"])
        let choice = try #require(offers.first?.choice)
        #expect(bob.reduce(.nextRoundChosen(choice)) == [.send(.chooseNextRound(choice: choice))])
        #expect(try Self.session(seat: Seat(1), moves: [(.go, Seat(0))]).roundChoices.isEmpty, "not while played")
    }
}
