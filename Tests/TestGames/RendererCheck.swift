public import ClientCore
import CustomDump
import GameCore
public import TermCore
public import TerminalUI

/// `AppRenderer` keeps part of each frame for the next; every frame must still be exactly `AppView.render`'s. Each
/// game's tests and the room-level tests play their own games through this one check.
public enum RendererCheck {
    /// The sizes the check runs at: usual, large, small and the smallest that draws a game.
    public static let sizes = [
        Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 60, height: 16),
        Size(width: 40, height: 12), Size(width: 30, height: 10), Size(width: 200, height: 60),
    ]

    /// Colour and Unicode, and mono ASCII without the mouse.
    public static let options = [
        RenderOptions(), RenderOptions(theme: .mono, glyphs: .ascii, mouseEnabled: false),
    ]

    /// Records an issue for each frame one renderer at `size` with `options` draws, from each of `games`' states
    /// and after each of its actions (`at` the loop's clock when given, in milliseconds), that is not
    /// `AppView.render`'s.
    public static func expectEveryFrameWhole(
        _ games: [(AppState, [(AppAction, Int64?)])], size: Size, options: RenderOptions,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        var renderer = AppRenderer(options: options)
        for (start, actions) in games {
            var state = start
            expectNoDifference(
                renderer.render(state, size: size), AppView.render(state, size: size, options: options),
                fileID: fileID, filePath: filePath, line: line, column: column)
            for (index, (action, time)) in actions.enumerated() {
                if let time {
                    _ = state.reduce(action, at: GameTime(milliseconds: time))
                } else {
                    _ = state.reduce(action)
                }
                expectNoDifference(
                    renderer.render(state, size: size), AppView.render(state, size: size, options: options),
                    "after action \(index): \(action)", fileID: fileID, filePath: filePath, line: line,
                    column: column)
            }
        }
    }

    /// The same, for actions played at the latest time known.
    public static func expectEveryFrameWhole(
        _ games: [(AppState, [AppAction])], size: Size, options: RenderOptions,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        expectEveryFrameWhole(
            games.map { ($0.0, $0.1.map { ($0, nil) }) }, size: size, options: options, fileID: fileID,
            filePath: filePath, line: line, column: column)
    }
}
