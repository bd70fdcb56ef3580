import Minesweeper
import TermCore
import TerminalUI
import Testing

/// Every Minesweeper scene at every size from tiny to huge: the canvas has the size asked for, only one-column
/// characters (ASCII only in ASCII mode), the bars always there above the minimum, and only the message below it.
struct MinesweeperRenderSweepTests {
    static let unicodeExtras = Set("─│╭╮╰╯←↓↑→·…▸░⚑●◉×▲▼◀▶")
    static let scenes = [
        MinesweeperFixtures.beginnerStart, MinesweeperFixtures.midGame, MinesweeperFixtures.sharedCell,
        MinesweeperFixtures.loss, MinesweeperFixtures.win, MinesweeperFixtures.expertScene,
        MinesweeperFixtures.customScrolled, MinesweeperFixtures.watched,
    ]
    static let sizes: [Size] =
        [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 200, height: 60)]
        + stride(from: 10, through: 90, by: 4).flatMap { width in
            stride(from: 5, through: 30, by: 3).map { Size(width: width, height: $0) }
        }

    @Test(arguments: [GlyphSet.unicode, .ascii], ["standard", "mono"])
    func everySize(glyphs: GlyphSet, themeName: String) {
        let options = RenderOptions(theme: themeName == "mono" ? .mono : .standard, glyphs: glyphs)
        for size in Self.sizes {
            for var scene in Self.scenes {
                // NB: the title is the caller's text, which the fixtures write with a Unicode separator.
                scene.title = "Co-op Minesweeper"
                var canvas = MinesweeperSceneView.render(scene, size: size, options: options)
                #expect(canvas.size == size)
                let strange = canvas.cells.map(\.character).filter { character in
                    let ascii = character.asciiValue.map { $0 >= 0x20 && $0 < 0x7F } == true
                    return !(ascii || glyphs == .unicode && Self.unicodeExtras.contains(character))
                }
                #expect(strange.isEmpty, "\(size): \(strange)")
                if size.fits(Layout.minimumSize) {
                    #expect(!canvas.line(0).allSatisfy { $0 == " " }, "status bar at \(size)")
                    #expect(!canvas.line(size.height - 1).allSatisfy { $0 == " " }, "hints at \(size)")
                    MinesweeperSceneView.drawHelp(over: &canvas, context: scene.context, options: options)
                    #expect(canvas.text.contains("Esc or ? closes"), "help at \(size)")
                } else if size.width >= 10, size.height >= 8 {
                    let words = canvas.text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
                    #expect(words == "Terminal too small: \(size), need \(Layout.minimumSize)", "\(size)")
                }
            }
        }
    }

    @Test func hostileNamesAndLinesAreMadeSafe() {
        var scene = MinesweeperFixtures.midGame
        scene.players = [
            MinesweeperScene.Player(seat: MinesweeperFixtures.ann, name: "Ann\u{1B}[31m\u{7}", note: "y\u{0}ou"),
            MinesweeperScene.Player(seat: MinesweeperFixtures.bob, name: "日本👩‍👩‍👧 Bartholomew-Featherstonehaugh"),
        ]
        scene.title = "Co-op\u{1B}]0;pwned\u{7} Minesweeper"
        scene.eventLine = "Ann\u{1B}[2J revealed"
        scene.notice = "\u{9B}31m nope"
        scene.hints = ["Tab\u{1B} next"]
        let canvas = MinesweeperSceneView.render(scene, size: Size(width: 80, height: 24), options: RenderOptions())
        let controls = canvas.cells.map(\.character).filter {
            $0.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
        }
        #expect(controls.isEmpty)
        // NB: the wide characters keep their two columns each, so less of the long name fits the panel; the family
        // is one of them, kept whole.
        #expect(canvas.text.contains("日本👩‍👩‍👧 Bartholom…"))
    }
}
