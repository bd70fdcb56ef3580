import Foundation
import GameCatalog
import GameCore
import TestGames
import Testing

/// A round's seed as the room draws and stores it: 64 bits drawn and written as they always were, 128 only for a
/// game that commits to its seeds; and a setup that leaves round 1's starter to chance, drawn once.
@Suite struct RoundSeedTests {
    @Test func aNarrowSeedIsTheDrawItAlwaysWasAndAWideOneStartsWithIt() {
        var before = SplitMix64(seed: 11)
        var narrow = SplitMix64(seed: 11)
        var wide = SplitMix64(seed: 11)
        let first = before.next()
        #expect(RoundSeed.drawn(wide: false, using: &narrow) == RoundSeed(first))
        let drawn = RoundSeed.drawn(wide: true, using: &wide)
        #expect(drawn.low == first && drawn.high == before.next())
    }

    @Test(arguments: [
        (RoundSeed(0), "0"), (RoundSeed(9_876_543_210), "9876543210"),
        (RoundSeed(UInt64.max), "18446744073709551615"),
        (RoundSeed(high: 1, low: 2), #"{"high":1,"low":2}"#),
        (RoundSeed(high: UInt64.max, low: 0), #"{"high":18446744073709551615,"low":0}"#),
    ])
    func aSeedIsABareNumberUntilItsUpperHalfHoldsAnything(seed: RoundSeed, json: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(seed), as: UTF8.self) == json)
        #expect(try JSONDecoder().decode(RoundSeed.self, from: Data(json.utf8)) == seed)
    }

    @Test func aCommitmentIsSixtyFourHexDigits() throws {
        let hex = String(repeating: "0a", count: 32)
        #expect(SeedCommitment(hex: hex.uppercased())?.hex == hex)
        #expect(SeedCommitment(hex: String(hex.dropLast())) == nil)
        #expect(SeedCommitment(hex: String(repeating: "g", count: 64)) == nil)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(SeedCommitment.self, from: Data(#""abc""#.utf8))
        }
    }

    @Test func aSetupThatChoosesItsStarterDrawsNothing() {
        var random = SplitMix64(seed: 5)
        var untouched = SplitMix64(seed: 5)
        let setup = GameSetup(PressRace.self, PressRace.Options(seats: 4))
        #expect(setup.drawingFirstStarter(using: &random) == setup)
        #expect(random.next() == untouched.next())
    }
}
