import ClientCore
import GameCore
import Minesweeper

extension Cell {
    /// The cell named `name`, such as "e5"; traps on a typo in a test table.
    static func named(_ name: String) -> Cell {
        guard let cell = Cell(name: name) else { preconditionFailure("\(name) is not a cell") }
        return cell
    }
}
