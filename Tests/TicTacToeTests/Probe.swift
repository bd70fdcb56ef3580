import ClientCore
import TermCore
import TerminalUI
import TicTacToe
import TicTacToePlay

/// Finds a square on a rendered board by what is drawn there, not by the layout code, so hit tests check the
/// drawing and the mouse against each other.
enum Probe {
    /// The point where `square`'s digit is drawn on an empty board of the same match at `size`: the centre of
    /// the square as the player sees it.
    static func centre(of square: Square, state: AppState, size: Size) -> Point {
        let empty = Fixtures.ticTacToe(settings: state.settings, seed: 1)
        let canvas = AppView.render(empty, size: size, options: RenderOptions())
        let digit = Character("\(state.settings.digitLayout.digit(for: square))")
        for y in 0..<size.height {
            for x in 0..<size.width
            where canvas[x, y]?.character == digit && Self.isSquareDigit(canvas[x, y]?.style) {
                return Point(x: x, y: y)
            }
        }
        return Point(x: -1, y: -1)
    }

    /// Whether `style` is how an empty square's digit is drawn: dim, or in the cursor's style on the cursor square.
    private static func isSquareDigit(_ style: Style?) -> Bool {
        guard let style else { return false }
        return style.attributes.contains(.dim) || style == Theme.standard[.cursor]
    }
}
