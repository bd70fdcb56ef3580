import GameCore
import Snap
import Testing

@Suite struct OptionsTests {
    @Test func defaultsAreHalfASecondsCooldownAndATenSecondTimer() throws {
        let options = try SnapOptions(seats: 3)
        #expect(options.cooldownMilliseconds == 500 && options.turnTimerMilliseconds == 10_000)
        #expect(options.seatCount == 3 && options.firstStarter == Seat(0))
    }

    @Test(arguments: [
        (2, 0, 1_000, 0), (4, 5_000, 120_000, 3), (3, 250, 30_000, 2),
    ])
    func optionsAtTheBoundsAreAllowed(seats: Int, cooldown: Int64, timer: Int64, starter: Int) throws {
        let options = try SnapOptions(
            seats: seats, cooldownMilliseconds: cooldown, turnTimerMilliseconds: timer, firstStarter: Seat(starter))
        #expect(options.seats == seats && options.cooldownMilliseconds == cooldown)
        #expect(options.turnTimerMilliseconds == timer && options.firstStarter == Seat(starter))
    }

    @Test(arguments: [
        (1, 500, 10_000, 0, SnapOptionsError.seatsOutOfRange(1), "Snap is played by 2 to 4 players, not 1."),
        (5, 500, 10_000, 0, .seatsOutOfRange(5), "Snap is played by 2 to 4 players, not 5."),
        (
            2, -1, 10_000, 0, .cooldownOutOfRange(-1),
            "The cooldown between turns is 0 to 5000 ms, not -1."
        ),
        (
            2, 5_001, 10_000, 0, .cooldownOutOfRange(5_001),
            "The cooldown between turns is 0 to 5000 ms, not 5001."
        ),
        (2, 500, 999, 0, .turnTimerOutOfRange(999), "The turn timer is 1000 to 120000 ms, not 999."),
        (2, 500, 120_001, 0, .turnTimerOutOfRange(120_001), "The turn timer is 1000 to 120000 ms, not 120001."),
        (
            3, 500, 10_000, 3, .starterOutOfRange(Seat(3), seats: 3),
            "The first seat to turn is one of seats 0 to 2, not 3."
        ),
    ])
    func optionsOutsideTheBoundsSayWhatIsAllowed(
        seats: Int, cooldown: Int64, timer: Int64, starter: Int, error: SnapOptionsError, sentence: String
    ) {
        #expect(throws: error) {
            try SnapOptions(
                seats: seats, cooldownMilliseconds: cooldown, turnTimerMilliseconds: timer,
                firstStarter: Seat(starter))
        }
        #expect(error.description == sentence)
    }

    @Test func optionsEncodeEveryFieldAndDecodeWithDefaults() throws {
        let options = try SnapOptions(seats: 3, cooldownMilliseconds: 250, turnTimerMilliseconds: 8_000)
        let json = try JSONRoundTrip.encode(options)
        // NB: a first starter nobody chose is the room's to draw, so it is left out.
        #expect(json == #"{"cooldownMilliseconds":250,"seats":3,"turnTimerMilliseconds":8000}"#)
        #expect(try JSONRoundTrip.decode(SnapOptions.self, from: json) == options)
        #expect(try JSONRoundTrip.decode(SnapOptions.self, from: #"{"seats":4}"#) == SnapOptions(seats: 4))
        #expect(options.drawsFirstStarter && options.firstStarter == Seat(0))
        let chosen = options.startingWith(Seat(2))
        #expect(!chosen.drawsFirstStarter && chosen.firstStarter == Seat(2))
        #expect(
            try JSONRoundTrip.encode(chosen)
                == #"{"cooldownMilliseconds":250,"firstStarter":2,"seats":3,"turnTimerMilliseconds":8000}"#)
        #expect(try JSONRoundTrip.decode(SnapOptions.self, from: JSONRoundTrip.encode(chosen)) == chosen)
    }

    @Test(arguments: [
        (#"{"seats":6}"#, "Snap is played by 2 to 4 players, not 6."),
        (#"{"cooldownMilliseconds":9000,"seats":2}"#, "The cooldown between turns is 0 to 5000 ms, not 9000."),
        (#"{"firstStarter":2,"seats":2}"#, "The first seat to turn is one of seats 0 to 1, not 2."),
    ])
    func decodingRefusesOptionsOutOfBoundsWithTheSameSentence(json: String, sentence: String) throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONRoundTrip.decode(SnapOptions.self, from: json)
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(context.debugDescription == sentence)
    }
}
