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

    /// The releases the driver asks ncurses for, each with the button it stands for.
    static let releases: [(mask: mmask_t, button: MouseEvent.Button)] = [
        (parlor_button_released(1), .left), (parlor_button_released(2), .middle), (parlor_button_released(3), .right),
    ]

    /// The mask to give `mousemask`: every press and release above, and pointer motion when `motion` is asked for.
    ///
    /// NB: the releases are asked for although they mean nothing: ncurses drops a report outside the mask inside
    /// `get_wch` and reads on, and the driver's first read blocks, so a release arriving alone (a hand lifting the
    /// button) would hold the program in that read, deaf to its clock's wake-ups, until the next key.
    static func mask(motion: Bool) -> mmask_t {
        (presses + releases).reduce(motion ? parlor_report_mouse_position() : 0) { $0 | $1.mask }
    }

    /// The event for the button state `state` at column `x`, row `y`, with `held` the buttons pressed and not
    /// released yet (updated); `nil` for a release after its press and anything else not asked for (motion only
    /// when `motion`).
    ///
    /// NB: a press wins over motion: some terminals set both bits when a button goes down as the pointer moves.
    /// A press and its release read together reach the driver as the release alone (ncurses keeps the latest of
    /// them), so a release whose press was never seen stands for it.
    static func event(
        state: mmask_t, x: Int32, y: Int32, motion: Bool, held: inout Set<MouseEvent.Button>
    ) -> MouseEvent? {
        let position = Point(x: Int(x), y: Int(y))
        if let press = presses.first(where: { state & $0.mask != 0 }) {
            if releases.contains(where: { $0.button == press.button }) { held.insert(press.button) }
            return MouseEvent(position: position, button: press.button)
        }
        if let release = releases.first(where: { state & $0.mask != 0 }) {
            return held.remove(release.button) == nil ? MouseEvent(position: position, button: release.button) : nil
        }
        guard motion, state & parlor_report_mouse_position() != 0 else { return nil }
        return MouseEvent(position: position, button: .hover)
    }
}
