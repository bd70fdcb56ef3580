public import GameCore
public import Minesweeper

extension MinesweeperMatch {
    /// What `event` says in words, the same on the event line and in plain mode, and the same as online play
    /// says it (`MinesweeperWording`): "Ann revealed 34 cells from d7", "Ann revealed d6: 2", "Bob flagged c3".
    /// Said right after the move: a single revealed cell's number is read off the board.
    public func sentence(_ event: MinesweeperEvent) -> String {
        MinesweeperWording.sentence(event, name: name(of:), board: view)
    }
}
