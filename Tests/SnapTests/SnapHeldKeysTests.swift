import ClientCore
import GameCore
import Snap
import SnapPlay
import TermCore
import TerminalUI
import Testing

/// A race's keys held down act once, and a judged call drops what was typed ahead: a call held through the race,
/// or pressed twice, must not land on the next card.
struct SnapHeldKeysTests {
    /// Ann to turn at turn 3, Bob's 7S and Cy's 7D matching.
    static let table = Snap.laid(
        ["2C 3C | 4C", "2D 3D | 7S", "2H 3H | 7D"], rest: 0, active: 0, activeFrom: 1_000, turn: 3)

    @Test("Every key that turns or calls acts once per press, online and at one keyboard; moving nothing else does")
    func keysActOnce() {
        let settings = Settings()
        for key in [Key.character(" "), .enter, .down] {
            #expect(SnapPlay.actsOncePerPress(key, settings: settings, atOneKeyboard: false))
        }
        for key in [Key.character("a"), .character("s"), .character("k"), .character("l")] {
            #expect(SnapPlay.actsOncePerPress(key, settings: settings, atOneKeyboard: true))
        }
        #expect(!SnapPlay.actsOncePerPress(.up, settings: settings, atOneKeyboard: false))
    }

    @Test("A call judged, taken or paid for, drops the keys typed ahead; a card turned keeps them")
    func judgedCallsDropTypeAhead() throws {
        var game = Self.table
        #expect(!SnapPlay.discardsKeysTypedBefore(game.view(for: .spectator)))
        try game.apply(.snap(turn: 3), by: Seat(1), at: GameTime(milliseconds: 900))
        #expect(SnapPlay.discardsKeysTypedBefore(game.view(for: .spectator)))
        try game.apply(.turn, by: Seat(0), at: GameTime(milliseconds: 1_000))
        #expect(!SnapPlay.discardsKeysTypedBefore(game.view(for: .spectator)))
        try game.apply(.snap(turn: 4), by: Seat(2), at: GameTime(milliseconds: 1_100))
        guard case .missed? = game.view(for: .spectator).lastEvent else {
            Issue.record("the table laid should make this call a wrong one")
            return
        }
        #expect(SnapPlay.discardsKeysTypedBefore(game.view(for: .spectator)))
    }
}
