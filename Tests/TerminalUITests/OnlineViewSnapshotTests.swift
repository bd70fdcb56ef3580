import ClientCore
import Foundation
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
        Scenario(name: "online-waiting-copied", session: OnlineFixtures.waitingCopied),
        Scenario(name: "online-first-move-made", session: OnlineFixtures.firstMoveMade),
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

    @Test(arguments: [
        (OnlineFixtures.waiting, "parlor join K7MZ2QHD"),
        (OnlineFixtures.waitingCopied, "parlor join K7MZ2QHD --server ws://192.168.1.20:7420"),
    ])
    func theWaitingScreenShowsTheCommandThatIsCopied(_ session: OnlineSession, _ command: String) {
        let canvas = OnlineView.render(
            session, server: OnlineFixtures.server, digits: .keypad, size: Size(width: 80, height: 24),
            options: RenderOptions(glyphs: .ascii))
        let lines = canvas.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains(command))
        #expect(session.joinCommand == command)
        #expect(lines.last == "y copy join command | q quit, seat kept")
    }

    @Test(arguments: [
        (OnlineFixtures.firstMoveMade, true), (OnlineFixtures.yourMove, false), (OnlineFixtures.watching, false),
    ])
    func abortIsHintedOnlyWhileItIsAllowed(_ session: OnlineSession, _ hinted: Bool) {
        let canvas = OnlineView.render(
            session, server: OnlineFixtures.server, digits: .keypad, size: Size(width: 80, height: 24),
            options: RenderOptions())
        #expect(canvas.text.split(separator: "\n").last?.contains("a abort") == hinted)
    }
}
