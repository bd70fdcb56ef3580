import ClientCore
import Foundation
import GameCore
import TermCore
import TerminalUI
import TestGames
import Testing

/// Tic-tac-toe's online screens as text, compared with the files in `__Snapshots__`: its board in each state of
/// the room, its help, its players by mark, and abort hinted while its count of moves allows it.
struct OnlineViewSnapshotTests {
    struct Scenario: CustomTestStringConvertible, Sendable {
        var name: String
        var session: OnlineSession
        var testDescription: String { name }
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "online-first-move-made", session: OnlineFixtures.firstMoveMade),
        Scenario(name: "online-your-move", session: OnlineFixtures.yourMove),
        Scenario(name: "online-opponent-away", session: OnlineFixtures.opponentAway),
        Scenario(name: "online-reconnecting", session: OnlineFixtures.reconnecting),
        Scenario(name: "online-watching", session: OnlineFixtures.watching),
        Scenario(name: "online-you-won", session: OnlineFixtures.youWon),
        Scenario(name: "online-server-stopped", session: OnlineFixtures.serverStopped),
        Scenario(name: "online-server-stopped-gave-up", session: OnlineFixtures.serverStoppedGaveUp),
        Scenario(name: "online-rematch-offered-by-you", session: OnlineFixtures.rematchOffered(seat: Seat(0))),
        Scenario(name: "online-rematch-offered-to-you", session: OnlineFixtures.rematchOffered(seat: Seat(1))),
        Scenario(name: "online-rematch-offered-watched", session: OnlineFixtures.rematchOffered(seat: nil)),
        Scenario(name: "online-aborted", session: OnlineFixtures.abortedByBob),
        Scenario(name: "online-host-quitting", session: OnlineFixtures.hostQuitting),
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

    /// The help of an online game lists the online keys (rematch, claim, abort, copy, leave), a spectator's only
    /// those that act for them.
    @Test(arguments: [("online-help", OnlineFixtures.yourMove), ("online-help-watching", OnlineFixtures.watching)])
    func help(_ name: String, _ session: OnlineSession) {
        for size in [Size(width: 80, height: 24), Layout.minimumSize] {
            let canvas = OnlineView.render(
                session, server: OnlineFixtures.server, digits: .keypad, size: size, options: RenderOptions(),
                showsHelp: true)
            Snapshot.expect(canvas.text, named: "\(name)-\(size)")
        }
    }

    /// The players panel of a game that is no longer followed: once given up nobody is "reconnecting"; once the
    /// host left, whose server stopped, nobody is online either.
    @Test(arguments: [
        (OnlineFixtures.serverStopped, ["X Ann (unknown)", "O Bob (reconnecting)"]),
        (OnlineFixtures.serverStoppedGaveUp, ["X Ann (unknown)", "O Bob (offline)"]),
        (OnlineFixtures.hostLeft, ["X Ann (offline)", "O Bob (offline)"]),
    ])
    func thePlayersPanelSaysReconnectingOnlyWhileItIs(_ session: OnlineSession, _ players: [String]) {
        let canvas = OnlineView.render(
            session, server: OnlineFixtures.server, digits: .keypad, size: Size(width: 80, height: 24),
            options: RenderOptions(glyphs: .ascii))
        // NB: the panel is the last thing on its rows, two spaces right of the board.
        let panel = canvas.text.split(separator: "\n").compactMap { row in
            row.split(separator: "  ").last.map { $0.trimmingCharacters(in: .whitespaces) }
        }.filter { ($0.hasPrefix("X ") || $0.hasPrefix("O ")) && $0.hasSuffix(")") }
        #expect(panel == players)
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
