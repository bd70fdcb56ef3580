import ClientCore
import TermCore
import TerminalUI
import Testing
import TicTacToe

/// Clicks land where things are drawn: the centre of each drawn square gives that square, at every board size
/// and for both digit layouts.
struct MouseHitTests {
    static let sizes = [
        Size(width: 80, height: 24), Layout.minimumSize, Size(width: 40, height: 16), Size(width: 37, height: 22),
        Size(width: 36, height: 21), Size(width: 132, height: 43), Size(width: 31, height: 13),
    ]

    @Test(arguments: sizes, DigitLayout.allCases)
    func everySquare(size: Size, layout: DigitLayout) {
        let state = Fixtures.ticTacToe(settings: Settings(digitLayout: layout), seed: 1)
        for square in Square.all {
            let point = Probe.centre(of: square, state: state, size: size)
            let event = TerminalEvent.mouse(MouseEvent(position: point, button: .left))
            let actions = InputMapper.actions(for: event, in: state, size: size, options: RenderOptions())
            #expect(actions == Fixtures.squares(square.name), "\(square) at \(point) in \(size)")
        }
    }
}
