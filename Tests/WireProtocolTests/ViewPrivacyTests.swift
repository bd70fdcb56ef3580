import GameCatalog
import GameCore
import TestGames
import Testing
import WireProtocol

/// Checks, for every game in the catalog, that what is encoded for one viewer holds nothing only another viewer
/// may know: each game at the start of a round here, and each game's own samples in its phases (with the secrets it
/// keeps) in its tests. The press race hides each seat's lucky number until the race is over.
@Suite struct ViewPrivacyTests {
    @Test(arguments: TestGames.all.kinds)
    func noViewOfANewRoundLeaks(kind: GameKind) throws {
        for seed: UInt64 in [0, 1, 42, 11_400_714_819_323_198_485] {
            let game = AnyGame(setup: kind.standardSetup, round: 1, seed: seed)
            #expect(try ViewPrivacy.leaks(in: game) == [], "\(kind) seed \(seed)")
        }
    }

    static let races: [(name: String, game: PressRace)] = {
        let options = PressRace.Options(seats: 4)
        let start = PressRace.newRound(of: options, starter: Seat(0), seed: 9)
        var open = start
        try! open.apply(.go, by: Seat(0), at: GameTime(milliseconds: 300))
        var forfeited = open
        try! forfeited.apply(.forfeit, by: Seat(2), at: GameTime(milliseconds: 400))
        var won = forfeited
        try! won.apply(.press, by: Seat(3), at: GameTime(milliseconds: 500))
        return [("before the race", start), ("open", open), ("after a forfeit", forfeited), ("won", won)]
    }()

    @Test(arguments: races.indices)
    func noViewerIsSentAnotherSeatsLuckyNumberBeforeTheEnd(index: Int) throws {
        let (name, race) = Self.races[index]
        #expect(try ViewPrivacy.leaks(in: AnyGame(race)) == [], "\(name)")
        for viewer in [Viewer.spectator] + race.seats.map(Viewer.seat) {
            let numbers = race.view(for: viewer).luckyNumbers
            for seat in race.seats {
                let shown = numbers[seat.index] != nil
                #expect(shown == (race.over || viewer == .seat(seat)), "\(name): \(viewer) and \(seat)'s number")
            }
        }
    }

    // NB: the types are the first guard: no server message can carry a whole game, only views.
    @Test func serverMessagesCarryViewsNotGames() throws {
        let game = AnyGame(Self.races[1].game)
        let event = RoomEvent.moved(seat: Seat(0), move: nil, update: .whole(game.view(for: .spectator)))
        #expect(WireCoder.encodeValue(event).contains(WireCoder.encodeValue(game.view(for: .spectator))))
    }
}
