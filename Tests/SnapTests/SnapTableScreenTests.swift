import ClientCore
import GameCatalog
import GameCore
import Snap
import SnapPlay
import TermCore
import TerminalUI
import TestGames
import Testing

/// Snap's table on the screen: 2, 3 and 4 seats laid by hand, drawn into frames from roomy to the smallest, in
/// Unicode and ASCII, compared with the files in `__Snapshots__`; what a click means where it lands; and whole
/// screens of a table at one keyboard.
struct SnapTableScreenTests {
    struct Scenario: CustomTestStringConvertible, Sendable {
        var name: String
        var view: SnapView
        var context: GameScreenContext
        var testDescription: String { name }
    }

    static let names = SeatNames(["Ann", "Bob", "Cy", "Di"])

    /// Cy turned 7D onto Bob's 7S: a match, and Di turns next once the cooldown ends.
    static var fourSeats: SnapView {
        var game = Snap.laid(
            ["2C 3C 4C | 5C", "2D 3D | 8C 7S", "7D 2H | ", "2S 3S | TH"], rest: 0, active: 2, cooldown: 500)
        try! game.apply(.turn, by: Seat(2), at: at(0))
        return game.view(for: .spectator)
    }

    /// Bob called on no match and paid one card to each other seat.
    static var threeSeats: SnapView {
        var game = Snap.laid(["2C 3C | 5C", "2D 3D | 8C 9S", "7D 2H | KH"], rest: 0, active: 1, cooldown: 500)
        try! game.apply(.snap(turn: 0), by: Seat(1), at: at(0))
        return game.view(for: .spectator)
    }

    /// Ann called on a match and took both open piles: "Snap! Ann takes 5 cards".
    static var twoSeats: SnapView {
        var game = Snap.laid(["2C 3C | 5C 7S", "2D 3D | 8C QD 7H"], rest: 0, active: 0, cooldown: 500)
        try! game.apply(.snap(turn: 0), by: Seat(0), at: at(0))
        return game.view(for: .spectator)
    }

    /// Bob holds every card.
    static var over: SnapView {
        Snap.laid(["", "| KS"], rest: 1, active: 1).view(for: .spectator)
    }

    static func atOneKeyboard(_ count: Int, now: Int64 = 200) -> GameScreenContext {
        GameScreenContext(
            seat: nil, names: SeatNames(Array(["Ann", "Bob", "Cy", "Di"].prefix(count))), isYourMove: true,
            now: at(now))
    }

    static func online(_ count: Int, seat: Int, now: Int64 = 2_000) -> GameScreenContext {
        GameScreenContext(
            seat: Seat(seat), names: SeatNames(Array(["Ann", "Bob", "Cy", "Di"].prefix(count))), isYourMove: true,
            now: at(now), seated: (0..<count).map(Seat.init), notes: [Seat(seat): "you"])
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "four-at-one-keyboard", view: fourSeats, context: atOneKeyboard(4)),
        Scenario(name: "four-online-as-cy", view: fourSeats, context: online(4, seat: 2)),
        Scenario(name: "three-at-one-keyboard", view: threeSeats, context: atOneKeyboard(3, now: 1_500)),
        Scenario(name: "two-at-one-keyboard", view: twoSeats, context: atOneKeyboard(2, now: 3_400)),
        Scenario(name: "two-online-as-bob", view: twoSeats, context: online(2, seat: 1)),
        Scenario(name: "two-over", view: over, context: atOneKeyboard(2)),
    ]

    static let frames = [
        Size(width: 80, height: 21), Size(width: 60, height: 11), Size(width: 44, height: 9),
        Size(width: 30, height: 9),
    ]

    static func drawn(_ scenario: Scenario, in size: Size, glyphs: GlyphSet) -> Canvas {
        var canvas = Canvas(size: size)
        SnapPlay.draw(
            scenario.view, state: NoClientState(), context: scenario.context, into: &canvas,
            frame: Rect(x: 0, y: 0, width: size.width, height: size.height), options: RenderOptions(glyphs: glyphs))
        return canvas
    }

    @Test(arguments: scenarios, [GlyphSet.unicode, .ascii])
    func tables(_ scenario: Scenario, glyphs: GlyphSet) {
        for size in Self.frames {
            let canvas = Self.drawn(scenario, in: size, glyphs: glyphs)
            Snapshot.expect(canvas.text, named: "\(scenario.name)-\(size)-\(glyphs)")
        }
    }

    @Test("Red suits are drawn in the red role, black ones and the backs in theirs")
    func styles() {
        let canvas = Self.drawn(Self.scenarios[0], in: Size(width: 80, height: 21), glyphs: .unicode)
        Snapshot.expect(Snapshot.styleMap(canvas), named: "four-at-one-keyboard-styles")
    }

    @Test("Every frame from the smallest up: nothing drawn outside it, only one-column characters")
    func everySize() {
        for scenario in Self.scenarios {
            for width in stride(from: 1, through: 90, by: 7) {
                for height in 1...14 {
                    let size = Size(width: width, height: height)
                    var canvas = Canvas(size: Size(width: width + 4, height: height + 2))
                    SnapPlay.draw(
                        scenario.view, state: NoClientState(), context: scenario.context, into: &canvas,
                        frame: Rect(x: 2, y: 1, width: size.width, height: size.height),
                        options: RenderOptions(glyphs: .ascii))
                    for y in 0..<canvas.size.height {
                        for x in 0..<canvas.size.width where x < 2 || y < 1 || x >= width + 2 || y >= height + 1 {
                            #expect(canvas[x, y]?.character == " ", "\(scenario.name) \(size): drew at \(x),\(y)")
                        }
                    }
                    #expect(canvas.cells.allSatisfy { $0.character.isASCII }, "\(scenario.name) \(size)")
                }
            }
        }
    }

    @Test("A click on a pile turns it, on the button calls snap", arguments: frames)
    func clicks(size: Size) {
        let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let view = Self.fourSeats
        let canvas = Self.drawn(Self.scenarios[0], in: size, glyphs: .ascii)
        var found: [SnapPlay.Intent: Int] = [:]
        for y in 0..<size.height {
            for x in 0..<size.width {
                guard
                    let intent = SnapPlay.intent(
                        forClickAt: Point(x: x, y: y), on: view, state: NoClientState(), frame: frame)
                else { continue }
                found[intent, default: 0] += 1
                // NB: a click lands on what is drawn there: a pile, or the button.
                let drawn = canvas.line(y)
                if intent == .snap(nil) {
                    #expect(drawn.contains("[ SNAP! ]"), "\(x),\(y)")
                } else {
                    #expect(drawn.contains("[##]") || drawn.contains("no cards"), "\(x),\(y)")
                }
            }
        }
        #expect(found[.snap(nil)] == "[ SNAP! ]".count)
        for seat in 0..<4 { #expect(found[.turnPile(Seat(seat))] != nil, "seat \(seat) at \(size)") }
    }

    @Test("The notice goes right under the table")
    func noticeRow() {
        let frame = Rect(x: 0, y: 1, width: 80, height: 21)
        let row = SnapPlay.noticeRow(for: Self.fourSeats, in: frame)
        #expect(row > 1 && row <= frame.maxY)
    }
}
