import ClientCore
import TermCore
import TerminalUI
import Testing

/// The online screens as text, compared with the files in `__Snapshots__`.
struct OnlineViewSnapshotTests {
    struct Scenario: CustomTestStringConvertible, Sendable {
        var name: String
        var session: OnlineSession
        var testDescription: String { name }
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "online-connecting", session: OnlineFixtures.connecting),
        Scenario(name: "online-waiting", session: OnlineFixtures.waiting),
        Scenario(name: "online-your-move", session: OnlineFixtures.yourMove),
        Scenario(name: "online-opponent-away", session: OnlineFixtures.opponentAway),
        Scenario(name: "online-reconnecting", session: OnlineFixtures.reconnecting),
        Scenario(name: "online-watching", session: OnlineFixtures.watching),
        Scenario(name: "online-you-won", session: OnlineFixtures.youWon),
    ]

    @Test(arguments: scenarios, [GlyphSet.unicode, .ascii])
    func screens(_ scenario: Scenario, glyphs: GlyphSet) {
        for size in [Size(width: 80, height: 24), Layout.minimumSize] {
            let canvas = OnlineView.render(
                scenario.session, server: OnlineFixtures.server, digits: .keypad, size: size,
                options: RenderOptions(glyphs: glyphs))
            Snapshot.expect(canvas.text, named: "\(scenario.name)-\(size)-\(glyphs)")
        }
    }

    @Test func theWaitingScreenShowsTheExactJoinCommand() {
        let canvas = OnlineView.render(
            OnlineFixtures.waiting, server: OnlineFixtures.server, digits: .keypad, size: Size(width: 80, height: 24),
            options: RenderOptions())
        #expect(canvas.text.contains("parlor join K7MZ2QHD --server ws://127.0.0.1:7420"))
    }
}
