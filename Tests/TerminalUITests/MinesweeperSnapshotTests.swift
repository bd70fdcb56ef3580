import GameCore
import Minesweeper
import TermCore
import TerminalUI
import TestGames
import Testing

/// The Minesweeper screen as text (Unicode and ASCII, at 80x24 and the minimum size) and, for a few, as style maps
/// in colour and mono, compared with the files in `__Snapshots__`.
struct MinesweeperSnapshotTests {
    struct Scenario: CustomTestStringConvertible, Sendable {
        var name: String
        var scene: MinesweeperScene
        var testDescription: String { name }
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "beginner-start", scene: MinesweeperFixtures.beginnerStart),
        Scenario(name: "mid-game", scene: MinesweeperFixtures.midGame),
        Scenario(name: "shared-cell", scene: MinesweeperFixtures.sharedCell),
        Scenario(name: "neighbours", scene: MinesweeperFixtures.neighbours(bobOn: "e2")),
        Scenario(name: "loss", scene: MinesweeperFixtures.loss),
        Scenario(name: "win", scene: MinesweeperFixtures.win),
        Scenario(name: "expert", scene: MinesweeperFixtures.expertScene),
        Scenario(name: "custom-scrolled", scene: MinesweeperFixtures.customScrolled),
        Scenario(name: "watched", scene: MinesweeperFixtures.watched),
    ]

    /// Two cursors on neighbouring cells share the gap between them; each player's brackets have a shape of their
    /// own (and the legend shows it), so whose is whose reads even in mono, where the colours are gone.
    @Test(arguments: [true, false], [GlyphSet.unicode, .ascii])
    func neighbouringCursorsStayApart(mono: Bool, glyphs: GlyphSet) throws {
        let options = RenderOptions(theme: mono ? .mono : .standard, glyphs: glyphs)
        let size = Size(width: 80, height: 24)
        let canvas = MinesweeperSceneView.render(
            MinesweeperFixtures.neighbours(bobOn: "e2"), size: size, options: options)
        let row = try #require(
            canvas.text.split(separator: "\n").first { $0.contains("2 \(glyphs == .unicode ? "│" : "|")") })
        // NB: d2 is the revealed 2, e2 a 1; Ann's cursor is focused, so her bracket takes the gap they share.
        #expect(row.contains("[2]1)"), "\(row)")
        #expect(!row.contains("[2]1]"), "\(row)")
        #expect(
            canvas.text.contains("[1]") && canvas.text.contains("(2)"), "the legend shows each shape:\n\(canvas.text)")
        let below = MinesweeperSceneView.render(
            MinesweeperFixtures.neighbours(bobOn: "d3"), size: size, options: options)
        #expect(below.text.contains("[2]"), "\(below.text)")
    }

    @Test(arguments: scenarios, [GlyphSet.unicode, .ascii])
    func screens(_ scenario: Scenario, glyphs: GlyphSet) {
        for size in [Size(width: 80, height: 24), Layout.minimumSize] {
            let canvas = MinesweeperSceneView.render(scenario.scene, size: size, options: RenderOptions(glyphs: glyphs))
            Snapshot.expect(canvas.text, named: "minesweeper-\(scenario.name)-\(size)-\(glyphs)")
        }
    }

    @Test func customBoardScrollsBothWays() {
        let size = Size(width: 50, height: 18)
        let canvas = MinesweeperSceneView.render(
            MinesweeperFixtures.customScrolled, size: size, options: RenderOptions())
        Snapshot.expect(canvas.text, named: "minesweeper-custom-scrolled-\(size)-unicode")
    }

    @Test(arguments: ["standard", "mono"])
    func styles(themeName: String) {
        let theme = themeName == "mono" ? Theme.mono : Theme.standard
        for scenario in [MinesweeperFixtures.midGame, MinesweeperFixtures.loss] {
            let name = scenario.view.isOver ? "loss" : "mid-game"
            let canvas = MinesweeperSceneView.render(
                scenario, size: Size(width: 80, height: 24), options: RenderOptions(theme: theme))
            Snapshot.expect(Snapshot.styleMap(canvas), named: "minesweeper-\(name)-styles-\(themeName)")
        }
    }

    @Test(arguments: [GlyphSet.unicode, .ascii])
    func help(glyphs: GlyphSet) {
        for size in [Size(width: 80, height: 24), Layout.minimumSize] {
            let options = RenderOptions(glyphs: glyphs)
            var canvas = MinesweeperSceneView.render(MinesweeperFixtures.midGame, size: size, options: options)
            MinesweeperSceneView.drawHelp(over: &canvas, context: .solo, options: options)
            Snapshot.expect(canvas.text, named: "minesweeper-help-\(size)-\(glyphs)")
        }
    }

    /// Names of different lengths beside the board: the cursors' cells line up in a column after the longest
    /// name, and a name too long for the panel is cut before its cell.
    @Test func playersOfDifferentLengthsLineUp() {
        var scene = MinesweeperFixtures.midGame
        scene.players = [
            MinesweeperScene.Player(seat: MinesweeperFixtures.ann, name: "Ann", note: "you"),
            MinesweeperScene.Player(seat: MinesweeperFixtures.bob, name: "Bartholomew"),
            MinesweeperScene.Player(seat: Seat(2), name: "Carolina Featherstone"),
        ]
        scene.cursors[Seat(2)] = MinesweeperFixtures.cell("i9")
        let canvas = MinesweeperSceneView.render(scene, size: Size(width: 80, height: 24), options: RenderOptions())
        Snapshot.expect(canvas.text, named: "minesweeper-players-aligned-80x24-unicode")
    }

    /// Hot-seat on an intermediate board at 60x20, the panel at its narrowest: the note of the player at the keys
    /// starts further left rather than being cut.
    @Test func aNarrowPanelShowsTheNoteWhole() {
        let options = MinesweeperPreset.intermediate.options
        let game = MinesweeperFixtures.play(
            Minesweeper(options: options, seatCount: 2, seed: 3),
            [(.reveal(MinesweeperFixtures.cell("h8")), MinesweeperFixtures.ann, 0)])
        let scene = MinesweeperScene(
            title: "Co-op Minesweeper · board 1 · intermediate, 16x16, 40 mines",
            view: game.view(for: .seat(MinesweeperFixtures.bob)),
            players: [
                MinesweeperScene.Player(seat: MinesweeperFixtures.ann, name: "Ann"),
                MinesweeperScene.Player(seat: MinesweeperFixtures.bob, name: "Bob", note: "hands on keys"),
            ],
            cursors: [
                MinesweeperFixtures.ann: MinesweeperFixtures.cell("h8"),
                MinesweeperFixtures.bob: MinesweeperFixtures.cell("i10"),
            ],
            focus: MinesweeperFixtures.bob, elapsed: GameTime(milliseconds: 4_000), eventLine: "Ann revealed h8",
            hints: ["Tab next player", "m menu"], context: .hotSeat)
        let canvas = MinesweeperSceneView.render(scene, size: Size(width: 60, height: 20), options: RenderOptions())
        #expect(canvas.text.contains("hands on keys"))
        Snapshot.expect(canvas.text, named: "minesweeper-hot-seat-60x20-unicode")
    }

    /// The help of each other context lists only its own keys: Tab at a shared keyboard, `y` online, and for a
    /// spectator nothing that acts on the board.
    @Test(arguments: [
        (MinesweeperKeyBindings.Context.hotSeat, "hot-seat"), (.online, "online"), (.watching, "watching"),
    ])
    func helpOfAContext(context: MinesweeperKeyBindings.Context, name: String) {
        let scene = context == .watching ? MinesweeperFixtures.watched : MinesweeperFixtures.midGame
        var canvas = MinesweeperSceneView.render(scene, size: Size(width: 80, height: 24), options: RenderOptions())
        MinesweeperSceneView.drawHelp(over: &canvas, context: context, options: RenderOptions())
        Snapshot.expect(canvas.text, named: "minesweeper-help-\(name)-80x24-unicode")
    }

    @Test(arguments: [Size(width: 25, height: 10), Size(width: 29, height: 30), Size(width: 80, height: 11)])
    func tooSmall(size: Size) {
        let canvas = MinesweeperSceneView.render(MinesweeperFixtures.expertScene, size: size, options: RenderOptions())
        let words = canvas.text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        #expect(words == "Terminal too small: \(size), need \(Layout.minimumSize)")
    }
}
