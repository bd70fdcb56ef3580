import ClientCore
import Foundation
import GameCore
import TermCore
import TerminalUI
import TestGames
import Testing

/// The online screens as text, compared with the files in `__Snapshots__`: connecting, waiting, and a room of the
/// tests' press race in each state of the room (each game's tests show its own board online).
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
        Scenario(name: "online-waiting-loopback", session: OnlineFixtures.waitingOnLoopback),
        Scenario(name: "online-race-your-move", session: OnlineFixtures.yourMove),
        Scenario(name: "online-race-opponent-away", session: OnlineFixtures.opponentAway),
        Scenario(name: "online-race-reconnecting", session: OnlineFixtures.reconnecting),
        Scenario(name: "online-race-watching", session: OnlineFixtures.watching),
        Scenario(name: "online-race-you-won", session: OnlineFixtures.youWon),
        Scenario(name: "online-connecting-after-failures", session: OnlineFixtures.connectingAfterFailures),
        Scenario(name: "online-unreachable", session: OnlineFixtures.unreachable),
        Scenario(name: "online-race-server-stopped", session: OnlineFixtures.serverStopped),
        Scenario(name: "online-race-server-stopped-gave-up", session: OnlineFixtures.serverStoppedGaveUp),
        Scenario(name: "online-waiting-server-stopped", session: OnlineFixtures.waitingServerStopped),
        Scenario(name: "online-waiting-gave-up", session: OnlineFixtures.waitingGaveUp),
        Scenario(name: "online-watching-waiting", session: OnlineFixtures.watchingWaiting),
        Scenario(name: "online-race-rematch-offered-by-you", session: OnlineFixtures.rematchOffered(seat: Seat(0))),
        Scenario(name: "online-race-rematch-offered-to-you", session: OnlineFixtures.rematchOffered(seat: Seat(1))),
        Scenario(name: "online-race-rematch-offered-watched", session: OnlineFixtures.rematchOffered(seat: nil)),
        Scenario(name: "online-race-host-quitting", session: OnlineFixtures.hostQuitting),
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
    @Test(arguments: [
        ("online-race-help", OnlineFixtures.yourMove), ("online-race-help-watching", OnlineFixtures.watching),
    ])
    func help(_ name: String, _ session: OnlineSession) {
        for size in [Size(width: 80, height: 24), Layout.minimumSize] {
            let canvas = OnlineView.render(
                session, server: OnlineFixtures.server, digits: .keypad, size: size, options: RenderOptions(),
                showsHelp: true)
            Snapshot.expect(canvas.text, named: "\(name)-\(size)")
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
        #expect(lines.last == "y copy join command | ? help | q quit, seat kept")
    }

    @Test(arguments: [
        (OnlineFixtures.waitingGaveUp, "K7MZ2QHD · The server stopped"),
        (OnlineFixtures.serverStoppedGaveUp, "K7MZ2QHD · The server stopped"),
    ])
    func everyScreenSaysWhenTheTriesAfterAStopAreOver(_ session: OnlineSession, _ title: String) {
        #expect(session.link == .unreachable)
        let canvas = OnlineView.render(
            session, server: OnlineFixtures.server, digits: .keypad, size: Size(width: 80, height: 24),
            options: RenderOptions())
        let lines = canvas.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first?.contains(title + " ") == true)
        #expect(lines.contains("Gave up: cannot connect: connection refused. Press q to leave."))
        #expect(!canvas.text.contains("host left"), "a host who leaves says so: this server said it shut down")
    }

    @Test(arguments: [OnlineFixtures.serverStopped, OnlineFixtures.waitingServerStopped])
    func aServerThatShutDownIsToldAsStoppedWhileItIsRetried(_ session: OnlineSession) {
        guard case .reconnecting = session.link else {
            Issue.record("expected a session still trying, got \(session.link)")
            return
        }
        let canvas = OnlineView.render(
            session, server: OnlineFixtures.server, digits: .keypad, size: Size(width: 80, height: 24),
            options: RenderOptions())
        let lines = canvas.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first?.contains("K7MZ2QHD · The server stopped: reconnecting ") == true)
        #expect(!canvas.text.contains("host left"), "a host who leaves says so: this server said it shut down")
    }

    @Test func aServerThatShutDownBeforeTheRoomWasShownIsToldAsStoppedOnceGivenUp() {
        var session = OnlineFixtures.connecting
        _ = session.reduce(.connected)
        session = OnlineFixtures.givenUpAfterStop(session)
        #expect(session.link == .unreachable)
        let canvas = OnlineView.render(
            session, server: OnlineFixtures.server, digits: .keypad, size: Size(width: 80, height: 24),
            options: RenderOptions())
        let lines = canvas.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("The server at ws://127.0.0.1:7420 stopped: cannot connect: connection refused"))
        #expect(!canvas.text.contains("host left"))
    }

    /// The players panel of a game that is no longer followed: once given up nobody is "reconnecting"; once the
    /// host left, whose server stopped, nobody is online either.
    @Test(arguments: [
        (OnlineFixtures.serverStopped, ["Ann (unknown)", "Bob (reconnecting)"]),
        (OnlineFixtures.serverStoppedGaveUp, ["Ann (unknown)", "Bob (offline)"]),
        (OnlineFixtures.hostLeft, ["Ann (offline)", "Bob (offline)"]),
    ])
    func thePlayersPanelSaysReconnectingOnlyWhileItIs(_ session: OnlineSession, _ players: [String]) {
        let canvas = OnlineView.render(
            session, server: OnlineFixtures.server, digits: .keypad, size: Size(width: 80, height: 24),
            options: RenderOptions(glyphs: .ascii))
        // NB: the panel is the last thing on its rows, two spaces right of the game.
        let panel = canvas.text.split(separator: "\n").compactMap { row in
            row.split(separator: "  ").last.map { $0.trimmingCharacters(in: .whitespaces) }
        }.filter { ($0.hasPrefix("Ann ") || $0.hasPrefix("Bob ")) && $0.hasSuffix(")") }
        #expect(panel == players)
    }

    @Test(
        arguments: [
            (Size(width: 80, height: 24), "The game server stopped with its host: the game is over. Press q to leave."),
            (Size(width: 40, height: 12), nil),
        ] as [(Size, String?)])
    func aFriendWhoseHostLeftIsToldTheGameIsOverAtOnce(_ size: Size, _ line: String?) {
        let session = OnlineFixtures.hostLeft
        #expect(session.link == .unreachable)
        let canvas = OnlineView.render(
            session, server: OnlineFixtures.server, digits: .keypad, size: size, options: RenderOptions())
        let lines = canvas.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first?.contains("K7MZ2QHD · The host left") == true)
        #expect(!canvas.text.contains("host left?"), "no question: the server said why it stopped")
        #expect(!canvas.text.contains("Gave up"))
        if let line { #expect(lines.contains(line)) }
    }

    @Test func aFriendWhoseHostLeftBeforeTheRoomWasShownIsToldSo() {
        var session = OnlineFixtures.connecting
        _ = session.reduce(.connected)
        _ = session.reduce(.disconnected(reason: "closed (1001): \(OnlineSession.hostLeftCloseReason)"))
        let canvas = OnlineView.render(
            session, server: OnlineFixtures.server, digits: .keypad, size: Size(width: 80, height: 24),
            options: RenderOptions())
        let lines = canvas.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("The host left: the game server at ws://127.0.0.1:7420 stopped with them."))
        #expect(lines.contains("Press q to leave."))
    }

    static let sizes: [Size] =
        [Size(width: 200, height: 60)]
        + stride(from: 30, through: 90, by: 6).flatMap { width in
            stride(from: 12, through: 30, by: 2).map { Size(width: width, height: $0) }
        }

    @Test(arguments: [GlyphSet.unicode, .ascii])
    func theLoopbackWarningShowsWholeAtEverySize(glyphs: GlyphSet) throws {
        let warning = try #require(OnlineFixtures.waitingOnLoopback.joinWarning)
        let command = "parlor join K7MZ2QHD --server ws://127.0.0.1:40123"
        for size in Self.sizes {
            let canvas = OnlineView.render(
                OnlineFixtures.waitingOnLoopback, server: OnlineFixtures.server, digits: .keypad, size: size,
                options: RenderOptions(glyphs: glyphs))
            let lines = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(lines.dropFirst().contains { $0 == "K7MZ2QHD" || $0 == "Game ID K7MZ2QHD" }, "game ID at \(size)")
            // NB: the command is wrapped at its spaces, never cut: its rows joined give it back whole.
            #expect(lines.joined(separator: " ").contains(command), "command at \(size)")
            #expect(lines.last?.hasPrefix("y copy join command") == true, "hints at \(size)")
            let shown = lines.dropLast().drop { !$0.hasPrefix("Only loopback") }.prefix { !$0.isEmpty }
                .joined(separator: " ")
            #expect(shown == warning, "warning at \(size)")
        }
    }
}
