import ClientCore
import GameCatalog
import GameCore
import Minesweeper
import TermCore
import TerminalUI
import TestGames
import Testing

/// The hint bar of a board as the terminal narrows: the key no one plays without (Space reveals) and, at a hot
/// seat, the Tab that hands the keys on outlast flagging and chording, and no hint shows in place of a more useful
/// one; the hints keep the help's order on the bar.
struct MinesweeperHintTests {
    /// The hint bar's words, left to right.
    static func hints(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    }

    /// Which of `words` the hint bar `bar` shows.
    static func shown(_ words: [String], in bar: String) -> [String] { words.filter { bar.contains($0) } }

    @Test(arguments: [["Ann"], ["Ann", "Bob"]])
    func atATableRevealThenTabOutlastTheOtherKeys(players: [String]) {
        let state = MinesweeperTableTests.table(players)
        // NB: most useful first: what may show at a width is always a beginning of this list.
        let byUse =
            ["Space reveal"] + (players.count > 1 ? ["Tab next player"] : []) + [
                "move", "f flag", "c chord", "m menu",
            ]
        for width in 30...100 {
            let canvas = AppView.render(state, size: Size(width: width, height: 24), options: RenderOptions())
            let bar = Self.hints(canvas.text)
            let shown = Self.shown(byUse, in: bar)
            #expect(shown == Array(byUse.prefix(shown.count)), "at \(width) columns: \(bar)")
            #expect(bar.contains("q quit"), "at \(width) columns: \(bar)")
            // NB: at a hot seat Tab outlasts the help: after it, nothing else on a narrow screen says who has the keys.
            if players.count == 1 || bar.contains("Tab next player") {
                #expect(bar.contains("? help") || players.count > 1, "at \(width) columns: \(bar)")
            } else {
                #expect(!bar.contains("? help"), "the help goes before Tab at \(width) columns: \(bar)")
            }
        }
        let narrow = Self.hints(AppView.render(state, size: Size(width: 40, height: 24), options: RenderOptions()).text)
        #expect(narrow.contains("Space reveal"), "\(narrow)")
        #expect(!narrow.contains("f flag"), "\(narrow)")
        let wide = Self.hints(AppView.render(state, size: Size(width: 100, height: 24), options: RenderOptions()).text)
        let order = ["move", "Space reveal", "f flag", "c chord"] + (players.count > 1 ? ["Tab next player"] : [])
        let positions = order.compactMap { wide.firstRange(of: $0)?.lowerBound }
        #expect(positions.count == order.count && positions == positions.sorted(), "the help's order: \(wide)")
    }

    @Test func onlineRevealOutlastsTheOtherKeys() {
        let byUse = ["Space reveal", "move", "f flag", "c chord"]
        for width in 30...100 {
            let canvas = OnlineView.render(
                OnlineMinesweeperFixtures.playing, server: OnlineMinesweeperFixtures.server, digits: .keypad,
                size: Size(width: width, height: 24), options: RenderOptions())
            let bar = Self.hints(canvas.text)
            let shown = Self.shown(byUse, in: bar)
            #expect(shown == Array(byUse.prefix(shown.count)), "at \(width) columns: \(bar)")
            #expect(!shown.isEmpty, "at \(width) columns: \(bar)")
        }
    }
}
