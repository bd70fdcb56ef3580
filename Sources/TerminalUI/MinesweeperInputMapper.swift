public import ClientCore
import Minesweeper
public import TermCore

/// Gives keys and the mouse their meaning on a Minesweeper board: keys from `MinesweeperKeyBindings`, clicks
/// hit-tested with the layout `MinesweeperSceneView` draws with.
///
/// Only the board's own keys become intents; help, Esc and quit (also in the table, for the help) are the
/// caller's, as on every screen. A spectator's keys and clicks mean nothing here.
public enum MinesweeperInputMapper {
    /// The intents `event` stands for on the screen `MinesweeperSceneView` draws for `scene` at `size`; often none.
    ///
    /// A click also places the cursor on the clicked cell first, so the keys carry on from there and the other
    /// players see where it acted: left reveals, right flags, middle chords; the wheel moves the cursor up and
    /// down; the pointer moving (when the driver reports motion) moves the cursor with it.
    public static func intents(for event: TerminalEvent, in scene: MinesweeperScene, size: Size) -> [MinesweeperIntent]
    {
        guard let focus = scene.focus else { return [] }
        switch event {
        case .key(let key):
            guard let command = MinesweeperKeyBindings.command(for: key, in: scene.context) else {
                return scene.view.isOver ? [.unboundKey] : []
            }
            return intents(for: command, in: scene)
        case .mouse(let mouse):
            switch mouse.button {
            case .scrollUp: return [.moveCursor(.up)]
            case .scrollDown: return [.moveCursor(.down)]
            default: break
            }
            guard let cell = MinesweeperSceneView.cell(at: mouse.position, in: scene, size: size) else { return [] }
            switch mouse.button {
            case .left: return [.placeCursor(cell), .reveal(cell)]
            case .right: return [.placeCursor(cell), .flag(cell)]
            case .middle: return [.placeCursor(cell), .chord(cell)]
            case .hover: return scene.cursors[focus] == cell ? [] : [.placeCursor(cell)]
            case .scrollUp, .scrollDown: return []
            }
        case .resize, .endOfInput, .terminationRequested:
            return []
        }
    }

    private static func intents(for command: KeyCommand, in scene: MinesweeperScene) -> [MinesweeperIntent] {
        switch command {
        case .move(let direction): return [.moveCursor(direction)]
        case .confirm: return [.reveal(nil)]
        case .flag: return [.flag(nil)]
        case .chord: return [.chord(nil)]
        case .nextPlayer: return [.nextPlayer]
        // NB: while the board goes on the caller refuses it with a notice, so n is never silent.
        case .nextRound: return [.newBoard]
        case .digit, .toggleHelp, .escape, .copyJoinCommand, .claim, .abort, .menu, .quit: return []
        }
    }
}
