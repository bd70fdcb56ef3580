import ClientCore
import GameCatalog
import GameCore
import PlainMode
import ServerTestSupport
import TermCore
import TerminalUI
import TestGames
import Testing
import WireProtocol

/// A game registered only with the tests, played through room-level client code that never names it: three people
/// and a watcher in plain mode on the real server, and the full screen of one of them.
extension GameServerTests {
    @Test func threePlainPlayersAndAPlainWatcherRaceOnTheRealServerThroughTheGamesPlayParts() async throws {
        let database = try TestServer.temporaryDatabase()
        defer { TestServer.removeDatabase(database) }
        let server = try await TestServer.start(database: database)
        let setup = GameSetup(PressRace.self, PressRace.Options(seats: 3, countdownMilliseconds: 1_500))
        var ann = try PlainPlayer.connect(port: server.port, intent: .host(setup), name: "Ann")
        let created = try await ann.until { $0.hasPrefix("Game ID: ") }
        let id = try GameID(String(created.last!.dropFirst("Game ID: ".count)))
        var bob = try PlainPlayer.connect(port: server.port, intent: .join(id, secret: nil), name: "Bob")
        try await bob.until { $0.hasPrefix("Press race online: ") }
        var cy = try PlainPlayer.connect(port: server.port, intent: .join(id, secret: nil), name: "Cy")
        try await cy.until { $0.hasPrefix("Press race online: ") }
        var dee = try PlainPlayer.connect(port: server.port, intent: .watch(id), name: "Dee")
        try await dee.until { $0.hasPrefix("Press race online: ") && $0.hasSuffix("You are watching.") }

        // NB: each seat sees its own lucky number and nobody else's; the watcher sees none before the end.
        let annStart = try await ann.until { $0.hasPrefix("Cy: ") }
        #expect(annStart.contains("Round 1."))
        #expect(annStart.contains("Waiting for the go."))
        #expect(annStart.contains { $0.hasPrefix("Ann: racing, lucky number ") })
        #expect(annStart.contains("Bob: racing."))
        let deeStart = dee.lines.filter { $0.hasPrefix("Ann: ") || $0.hasPrefix("Bob: ") || $0.hasPrefix("Cy: ") }
        #expect(!deeStart.isEmpty && deeStart.allSatisfy { !$0.contains("lucky") })

        // NB: pressing before the go is refused by the server, in the rules' words, and changes nothing.
        ann.type("press")
        try await ann.until { $0.contains("Wait for the countdown.") }
        ann.type("jump")
        #expect(ann.lines.last == "Get ready: the race opens in a moment")
        #expect(
            ann.lines.dropLast().last
                == "Unknown command 'jump': type press, board, help, rematch, claim, abort or quit.")

        for index in 0..<3 {
            var player = [ann, bob, cy][index]
            try await player.until(within: 10) { $0 == "Go! Type press." }
            #expect(player.plain.session.isYourMove)
            if index == 0 { ann = player } else if index == 1 { bob = player } else { cy = player }
        }
        bob.type("press")
        for index in 0..<4 {
            var person = [ann, bob, cy, dee][index]
            let end = try await person.until { $0.hasPrefix("Score: ") }
            #expect(end.contains("Bob pressed first."))
            #expect(end.contains("Result: Bob wins"))
            #expect(end.last == "Score: Ann 0, Bob 1, Cy 0, draws 0.")
            switch index {
            case 0: ann = person
            case 1: bob = person
            case 2: cy = person
            default: dee = person
            }
        }
        // NB: the game's choice at a round's end: the winner's alone, and it starts the next round for everyone.
        #expect(ann.lines.last == "Type rematch for another round, or quit.")
        #expect(bob.lines.last == "Type rematch for another round, longer for a race with a longer countdown, or quit.")
        ann.type("longer")
        #expect(ann.lines.dropLast().last?.hasPrefix("Unknown command") == true)
        bob.type("longer")
        for index in 0..<4 {
            var person = [ann, bob, cy, dee][index]
            try await person.until { $0 == "Round 2." }
            switch index {
            case 0: ann = person
            case 1: bob = person
            case 2: cy = person
            default: dee = person
            }
        }

        // NB: once the race is over every lucky number is shown, to the watcher too.
        #expect(dee.lines.contains { $0.hasPrefix("Cy: racing, lucky number ") })

        // NB: the room-level screen draws the race for four names' worth of room: the score line names each seat,
        // the status says how the round went for this person, and the game's part is the game's.
        let screen = OnlineView.render(
            ann.plain.session, server: "test", digits: .keypad, size: Size(width: 80, height: 24),
            options: RenderOptions(theme: .mono, glyphs: .ascii, mouseEnabled: false))
        let rows = screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows[0].contains("Get ready: the race opens in a moment"))
        #expect(rows[0].contains("Ann 0 | Bob 1 | Cy 0 | D 0"))
        #expect(rows.contains { $0.contains("Wait for it...") })
        #expect(rows.contains { $0.contains("Ann: racing, lucky ") })
        // NB: a click is the game's to read, in the frame the screen drew it in: the headline presses.
        let headline = try #require(rows.firstIndex { $0.contains("Wait for it...") })
        let click = TerminalEvent.mouse(MouseEvent(position: Point(x: 2, y: headline), button: .left))
        #expect(
            OnlineInputMapper.actions(
                for: click, in: ann.plain.session, digits: .keypad, size: Size(width: 80, height: 24),
                options: RenderOptions(theme: .mono, glyphs: .ascii, mouseEnabled: true))
                == [.play(PlayIntent(PressRacePlay.self, .press(nil)))])
        try await server.stop()
    }
}
