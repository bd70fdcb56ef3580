import GameCore
import Testing

@Suite struct CodableTests {
    // NB: seats and times are bare numbers on the wire, not {"index": 1} or {"milliseconds": 1500}.
    @Test(arguments: [(Seat(0), "0"), (Seat(1), "1"), (Seat(7), "7")])
    func seatIsABareNumber(seat: Seat, json: String) throws {
        #expect(try JSONRoundTrip.encode(seat) == json)
        #expect(try JSONRoundTrip.decode(Seat.self, from: json) == seat)
    }

    @Test(arguments: [
        (GameTime.start, "0"), (GameTime(milliseconds: 1_500), "1500"),
        (GameTime(milliseconds: -3), "-3"), (GameTime(milliseconds: .max), "9223372036854775807"),
    ])
    func gameTimeIsABareNumber(time: GameTime, json: String) throws {
        #expect(try JSONRoundTrip.encode(time) == json)
        #expect(try JSONRoundTrip.decode(GameTime.self, from: json) == time)
    }

    @Test func seatsInsideOtherValuesAreBareNumbers() throws {
        #expect(try JSONRoundTrip.encode([Seat(0), Seat(1)]) == "[0,1]")
        #expect(try JSONRoundTrip.encode(Outcome.won(by: [Seat(1)])) == #"{"won":{"by":[1]}}"#)
    }

    @Test(arguments: [#"{"index":0}"#, #""0""#, "0.5", "null"])
    func seatRefusesAnythingButAnInteger(json: String) {
        #expect(throws: DecodingError.self) { try JSONRoundTrip.decode(Seat.self, from: json) }
    }

    @Test(arguments: [Outcome.won(by: [Seat(0)]), .won(by: [Seat(0), Seat(2)]), .draw, .lostByAll])
    func outcomeRoundTrips(outcome: Outcome) throws {
        #expect(try JSONRoundTrip.decode(Outcome.self, from: JSONRoundTrip.encode(outcome)) == outcome)
    }
}
