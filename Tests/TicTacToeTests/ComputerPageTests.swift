import ClientCore
import GameCore
import TermCore
import TerminalUI
import TestGames
import Testing
import TicTacToe

/// The menu's page for playing the computer as a person meets it on the screen: the entry that switches the mark
/// says where each mark comes in the order of moves, switching does not resize the box, and the mark chosen is kept
/// by `m` (the menu key) as by Esc, and after a game against the computer.
struct ComputerPageTests {
    typealias Menus = TicTacToeMenuTests

    static func screen(_ state: AppState, size: Size = Size(width: 80, height: 24)) -> [String] {
        AppView.render(state, size: size, options: RenderOptions(glyphs: .ascii)).text
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The rows of the page's box: from its top border to its bottom one, each as drawn, spaces and all.
    static func box(_ lines: [String]) -> [String] {
        guard let top = lines.firstIndex(where: { $0.contains("+- Play the computer") }),
            let bottom = lines[top...].dropFirst().firstIndex(where: { $0.contains("+--") })
        else { return [] }
        return Array(lines[top...bottom])
    }

    @Test(arguments: [Size(width: 80, height: 24), Layout.minimumSize, Size(width: 50, height: 20)])
    func switchingTheMarkSaysWhenItMovesAndKeepsTheBoxAsItIs(size: Size) {
        let x = Menus.computerPage.after(.directionPressed(.down)).state
        let o = x.after(.confirmPressed).state
        #expect(o.menu?.personSeat == Mark.o.seat)
        let before = Self.box(Self.screen(x, size: size))
        let after = Self.box(Self.screen(o, size: size))
        #expect(!before.isEmpty)
        #expect(before.map(\.count) == after.map(\.count))
        #expect(before.first == after.first, "the top border at \(size)")
        #expect(before.last == after.last, "the bottom border at \(size)")
        if size.width >= 80 {
            #expect(before.contains { $0.contains("You play: X (moves first)") }, "\(before)")
            #expect(after.contains { $0.contains("You play: O (moves second)") }, "\(after)")
        }
    }

    @Test func theMenuKeyOnThePageKeepsTheMarkAndGoesBackToItsEntry() {
        let (state, _) = Menus.computerPage.after(
            .menuItemChosen(Menus.mark(.x)), .menuRequested, .confirmPressed)
        #expect(state.menu?.personSeat == Mark.o.seat)
        #expect(Self.screen(state).contains { $0.contains("You play: O (moves second)") })
    }

    @Test func afterAGameAsOTheMenuStillOffersO() {
        let (state, _) = Menus.computerPage.after(
            .menuItemChosen(Menus.mark(.x)), .menuItemChosen(Menus.level(.easy)), .menuRequested,
            .menuItemChosen(Menus.playComputer))
        #expect(state.menu?.personSeat == Mark.o.seat)
        #expect(Self.screen(state).contains { $0.contains("You play: O (moves second)") })
    }
}
