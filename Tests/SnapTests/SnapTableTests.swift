import ClientCore
import GameCatalog
import GameCore
import PlainMode
import Snap
import SnapPlay
import TermCore
import TerminalUI
import TestGames
import Testing

/// Snap at one keyboard: a round played to its end by keys on the full screen and by lines in plain mode, and a
/// round against the computer, on seeded deals with no cooldown.
struct SnapTableTests {
    static func setup(seats: Int, cooldown: Int64 = 0, timer: Int64 = 10_000) -> GameSetup {
        GameSetup(
            Snap.self, try! SnapOptions(seats: seats, cooldownMilliseconds: cooldown, turnTimerMilliseconds: timer))
    }

    static func snapView(_ view: AnyView?) -> SnapView? { view?.view(of: Snap.self) }

    /// Plays a round by keys: the seat to turn turns with its own key; then Ann calls on a match (she takes it)
    /// and Bob on none (he pays), so Bob's cards only go down and Ann wins.
    static func playedByKeys(seed: UInt64) -> AppState {
        var state = AppState.table(setup: setup(seats: 2), names: ["Ann", "Bob"], plays: TestGames.plays, seed: seed)!
        var time: Int64 = 0
        let size = Size(width: 80, height: 24)
        func press(_ character: Character) {
            time += 10
            for action in InputMapper.actions(
                for: .key(.character(character)), in: state, size: size, options: RenderOptions())
            {
                _ = state.reduce(action, at: at(time))
            }
        }
        for _ in 0..<400 {
            guard let view = snapView(state.table?.view), !view.isOver, let active = view.active else { break }
            press(active == Seat(0) ? "a" : "k")
            guard let after = snapView(state.table?.view), !after.isOver else { break }
            press(after.matchingSeats.isEmpty ? "l" : "s")
        }
        return state
    }

    @Test("Two people play a round to its end by their own keys")
    func roundByKeys() throws {
        let state = Self.playedByKeys(seed: 21)
        let view = try #require(Self.snapView(state.table?.view))
        #expect(view.winner == Seat(0))
        #expect(state.table?.score.wins == [1, 0])
    }

    @Test("The round's end on the whole screen, and the table as it starts", arguments: [GlyphSet.unicode, .ascii])
    func screens(glyphs: GlyphSet) {
        let start = AppState.table(
            setup: Self.setup(seats: 4, cooldown: 500), names: ["Ann", "Bob", "Cy", "Di"], plays: TestGames.plays,
            seed: 4)!
        let over = Self.playedByKeys(seed: 21)
        for (name, state) in [("start-4", start), ("over-2", over)] {
            for size in [Size(width: 80, height: 24), Layout.minimumSize, Size(width: 120, height: 40)] {
                let canvas = AppView.render(state, size: size, options: RenderOptions(glyphs: glyphs))
                Snapshot.expect(canvas.text, named: "table-\(name)-\(size)-\(glyphs)")
            }
        }
    }

    @Test("The help lists the shared keys, each player's pair, the clicks and the rules", arguments: [GlyphSet.unicode])
    func help(glyphs: GlyphSet) {
        var state = AppState.table(
            setup: Self.setup(seats: 3, cooldown: 500), names: ["Ann", "Bob", "Cy"], plays: TestGames.plays, seed: 4)!
        _ = state.reduce(.helpToggled)
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
            let canvas = AppView.render(state, size: size, options: RenderOptions(glyphs: glyphs))
            Snapshot.expect(canvas.text, named: "table-help-\(size)-\(glyphs)")
        }
    }

    @Test("The table's theme roles are Snap's, each named once")
    func themeRoles() {
        let keys = SnapPlay.themeRoles.map(\.key)
        #expect(keys.allSatisfy { $0.hasPrefix("snap.") })
        #expect(Set(keys).count == keys.count)
        #expect(keys.contains("snap.red"))
    }

    @Test("A key after the round is over is refused with how to go on, and n starts the next round")
    func afterTheEnd() {
        var state = Self.playedByKeys(seed: 21)
        _ = state.reduce(.play(PlayIntent(SnapPlay.self, .turn(nil))), at: at(1_000_000))
        #expect(state.notice == "Round 1 is over: press n for the next round.")
        _ = state.reduce(.nextRoundRequested, at: at(1_000_010))
        #expect(state.table?.round == 2)
        #expect(Self.snapView(state.table?.view)?.isOver == false)
    }

    /// A plain-mode round by lines with the same plan, returning every line said.
    static func plainRound(seed: UInt64) -> [String] {
        var session = PlainTableSession(
            setup: setup(seats: 2), names: ["Ann", "Bob"], plays: TestGames.plays, seed: seed)!
        var said = session.openingLines
        var time: Int64 = 0
        func type(_ line: String) {
            time += 10
            said.append("> \(line)")
            said += session.handle(line, at: at(time))
        }
        type("board")
        for _ in 0..<400 {
            guard let view = snapView(session.table.view), !view.isOver else { break }
            type("t")
            guard let after = snapView(session.table.view), !after.isOver else { break }
            type(after.matchingSeats.isEmpty ? "s bob" : "s 1")
        }
        type("quit")
        return said
    }

    @Test("Plain mode: the greeting, one line a move, one Result line, the score")
    func plainRound() {
        let said = Self.plainRound(seed: 21)
        #expect(said.first == "Snap: Ann against Bob.")
        #expect(said.contains("Round 1. Type t to turn, s to call snap, help for more."))
        #expect(said.contains("Ann to turn."))
        #expect(said.filter { $0.hasPrefix("Result: ") } == ["Result: Ann wins"])
        #expect(said.contains("Score: Ann 1, Bob 0, draws 0."))
        #expect(said.contains { $0.hasPrefix("Ann turns ") })
        #expect(said.contains { $0.hasPrefix("No match: Bob pays 1") })
        #expect(said.last == "Goodbye.")
        // NB: the first lines, as a person reads them.
        Snapshot.expect(said.prefix(24).joined(separator: "\n"), named: "plain-round-start")
    }

    @Test("Plain mode: t acts for the seat to turn, s 2 calls for Bob; a call for nobody is refused")
    func plainWords() {
        var session = PlainTableSession(
            setup: Self.setup(seats: 2), names: ["Ann", "Bob"], plays: TestGames.plays, seed: 21)!
        let first = Self.snapView(session.table.view)?.active
        let turned = session.handle("t", at: at(10))
        #expect(turned.first?.hasPrefix("\(first == Seat(0) ? "Ann" : "Bob") turns ") == true, "\(turned)")
        let called = session.handle("s 2", at: at(20))
        #expect(called.first?.hasPrefix("Snap! Bob") == true || called.first == "No match: Bob pays 1", "\(called)")
        #expect(session.handle("s 2", at: at(30)).first == "Too late: Bob called first.")
        #expect(
            session.handle("s Zed", at: at(40)).first == "There is no player 'zed': the players are Ann, Bob.")
    }

    @Test("Against the computer: the person's wrong calls pay it, and the computer wins the round")
    func againstTheComputer() {
        var session = PlainTableSession(
            setup: Self.setup(seats: 2), names: ["Ann", "Computer"], computerSeats: [Seat(1)], computerLevel: 2,
            plays: TestGames.plays, seed: 8)!
        var said = session.openingLines
        var time: Int64 = 0
        for _ in 0..<2_000 {
            guard let view = Self.snapView(session.table.view), !view.isOver else { break }
            time += 100
            said += session.clock(at: at(time))
            guard let now = Self.snapView(session.table.view), !now.isOver else { break }
            if now.active == Seat(0) {
                said += session.handle("t", at: at(time))
            } else if now.calledBy == nil, now.matchingSeats.isEmpty, now.turn > 0 {
                said += session.handle("s", at: at(time))
            }
        }
        #expect(said.filter { $0.hasPrefix("Result: ") } == ["Result: Computer wins"])
        #expect(said.contains { $0.hasPrefix("Computer turns ") })
    }
}
