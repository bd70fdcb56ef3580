import ClientCore
import CustomDump
import GameCatalog
import GameCore
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
                "4. Play O instead (moves second)", "Enter a level 1-3, 4 to play O, or back.",
            ])
        #expect(menu.handle("1").choice == .table(.ticTacToe, computerLevel: 0))
    }

    @Test func theComputerPageSwitchesToOAndBack() {
        var menu = PlainMenu(plays: TestGames.plays)
        _ = menu.handle("2")
        expectNoDifference(
            menu.handle("4").lines,
            [
                "You play O against the computer, which plays X. Its level:", "1. easy", "2. medium", "3. perfect",
                "4. Play X instead (moves first)", "Enter a level 1-3, 4 to play X, or back.",
            ])
        var again = menu
        #expect(again.handle("4").lines.first == "You play X against the computer, which plays O. Its level:")
        #expect(menu.handle("3").choice == .table(.ticTacToe, computerLevel: 2, personSeat: Seat(1)))
    }
}
