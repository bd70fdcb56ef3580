import CNcurses
import TermCore

/// Turns what `getmouse` reports into a `MouseEvent`: a pure function, so the table is tested without a terminal.
enum MouseDecoder {
    /// The presses the driver asks ncurses for, each with the button it stands for, in the order they are checked.
    static let presses: [(mask: mmask_t, button: MouseEvent.Button)] = [
        (parlor_button1_pressed(), .left), (parlor_button2_pressed(), .middle),
        (parlor_button3_pressed(), .right), (parlor_button4_pressed(), .scrollUp),
        (parlor_button5_pressed(), .scrollDown),
    ]

    /// The mask to give `mousemask`: every press above, and pointer motion when `motion` is asked for.
    static func mask(motion: Bool) -> mmask_t {
        presses.reduce(motion ? parlor_report_mouse_position() : 0) { $0 | $1.mask }
    }

    /// The event for the button state `state` at column `x`, row `y`; `nil` for releases and anything else not
    /// asked for (motion only when `motion`).
    ///
    /// NB: a press wins over motion: some terminals set both bits when a button goes down as the pointer moves.
    static func event(state: mmask_t, x: Int32, y: Int32, motion: Bool) -> MouseEvent? {
        let position = Point(x: Int(x), y: Int(y))
        if let press = presses.first(where: { state & $0.mask != 0 }) {
            return MouseEvent(position: position, button: press.button)
        }
        guard motion, state & parlor_report_mouse_position() != 0 else { return nil }
        return MouseEvent(position: position, button: .hover)
    }
}
