import ClientCore
import CustomDump
import GameCatalog
import PlainMode
import TestGames
import Testing
import TicTacToe

/// Tic-tac-toe's entries in plain mode's numbered menu, as the README lists them: scripts rely on these lines.
@Suite struct TicTacToePlainMenuTests {
    @Test func itsEntriesComeFirstAndItsComputerPageSaysWhoPlaysWhat() {
        var menu = PlainMenu(plays: TestGames.plays)
        #expect(
            Array(menu.openingLines.prefix(3)) == [
                "Parlor. Choose by number:", "1. Tic-tac-toe, two players at this keyboard",
                "2. Tic-tac-toe against the computer",
            ])
        expectNoDifference(
            menu.handle("2").lines,
            [
                "You play X against the computer, which plays O. Its level:", "1. easy", "2. medium", "3. perfect",
                "Enter a level 1-3, or back.",
            ])
        #expect(menu.handle("1").choice == .table(.ticTacToe, computerLevel: 0))
    }
}
