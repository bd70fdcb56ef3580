import ClientCore
import GameCatalog
import TermCore
import TerminalUI
import TestGames
import Testing
import TicTacToe
import TicTacToePlay

/// Where the styles fall on a tic-tac-toe board, in colour and in mono: the cursor and the winning line must show
/// without colour.
struct StyleMapTests {
    @Test(arguments: ["standard", "mono"])
    func styleMaps(themeName: String) {
        let theme = themeName == "mono" ? Theme.mono : .standard
        let scenes: [(String, AppState)] = [
            ("mid-game", Fixtures.midGameWithNotice), ("x-wins", Fixtures.xWins),
        ]
        for (name, state) in scenes {
            for size in [Size(width: 80, height: 24), Layout.minimumSize] {
                let canvas = AppView.render(state, size: size, options: RenderOptions(theme: theme))
                Snapshot.expect(Snapshot.styleMap(canvas), named: "style-\(name)-\(size)-\(themeName)")
            }
        }
    }

    /// The squares' insides, found as the runs of cells between the grid lines, for a size with a board.
    static func interiors(of canvas: Canvas, state: AppState) -> [Square: [Cell]] {
        var result: [Square: [Cell]] = [:]
        for square in Square.all {
            let point = Probe.centre(of: square, state: state, size: canvas.size)
            var cells: [Cell] = []
            var left = point.x
            while let cell = canvas[left - 1, point.y], !"│|".contains(cell.character) { left -= 1 }
            var x = left
            while let cell = canvas[x, point.y], !"│|".contains(cell.character) {
                cells.append(cell)
                x += 1
            }
            result[square] = cells
        }
        return result
    }

    @Test(arguments: [Size(width: 80, height: 24), Layout.minimumSize, Size(width: 50, height: 18)])
    func cursorShowsInMono(size: Size) throws {
        let state = Fixtures.midGame
        let cursor = try #require(state.table?.clientState.state(of: TicTacToePlay.self))
        let canvas = AppView.render(state, size: size, options: RenderOptions(theme: .mono))
        for (square, cells) in Self.interiors(of: canvas, state: state) {
            let reversed = cells.map { $0.style.attributes.contains(.reverse) }
            #expect(reversed == Array(repeating: square == cursor, count: cells.count), "\(square)")
            #expect(
                cells.allSatisfy { $0.style.foreground == .terminalDefault && $0.style.background == .terminalDefault })
        }
    }

    @Test(arguments: [Size(width: 80, height: 24), Layout.minimumSize, Size(width: 50, height: 18)])
    func winningLineShowsInMono(size: Size) {
        let state = Fixtures.xWins
        let winning: Set<Square> = [Square(name: "a1")!, Square(name: "b2")!, Square(name: "c3")!]
        let canvas = AppView.render(state, size: size, options: RenderOptions(theme: .mono))
        for (square, cells) in Self.interiors(of: canvas, state: state) {
            let marked = cells.filter { $0.character != " " }
            #expect(marked.isEmpty == (state.table?.view.view(of: TicTacToe.self)?[square] == nil), "\(square)")
            if winning.contains(square) {
                #expect(cells.allSatisfy { $0.style.attributes.contains(.reverse) }, "\(square)")
                #expect(marked.allSatisfy { $0.style.attributes.isSuperset(of: [.bold, .underline]) }, "\(square)")
            } else {
                // NB: no cursor once the round is over, so nothing else on the board is reversed.
                #expect(cells.allSatisfy { !$0.style.attributes.contains(.reverse) }, "\(square)")
            }
        }
    }
}
