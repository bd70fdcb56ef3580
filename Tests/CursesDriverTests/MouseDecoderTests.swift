import CNcurses
import TermCore
import Testing

@testable import CursesDriver

@Suite struct MouseDecoderTests {
    static func event(_ state: mmask_t, x: Int32 = 7, y: Int32 = 3, motion: Bool = false) -> MouseEvent? {
        var held: Set<MouseEvent.Button> = []
        return MouseDecoder.event(state: state, x: x, y: y, motion: motion, held: &held)
    }

    @Test(arguments: [
        (parlor_button1_pressed(), MouseEvent.Button.left), (parlor_button2_pressed(), .middle),
        (parlor_button3_pressed(), .right), (parlor_button4_pressed(), .scrollUp),
        (parlor_button5_pressed(), .scrollDown),
        // NB: a press that comes with a motion bit is still the press.
        (parlor_button3_pressed() | parlor_report_mouse_position(), .right),
    ])
    func pressesAreButtons(state: mmask_t, button: MouseEvent.Button) {
        for motion in [false, true] {
            #expect(Self.event(state, motion: motion) == MouseEvent(position: Point(x: 7, y: 3), button: button))
        }
    }

    @Test func motionIsAHoverOnlyWhenAskedFor() {
        let state = parlor_report_mouse_position()
        #expect(Self.event(state, x: 2, y: 9, motion: true) == MouseEvent(position: Point(x: 2, y: 9), button: .hover))
        #expect(Self.event(state, x: 2, y: 9, motion: false) == nil)
    }

    /// A release after its press means nothing; a release whose press was never seen (the two read together, when
    /// ncurses keeps only the latest) stands for the press.
    @Test func aReleaseCountsOnlyWhenItsPressWasNotSeen() {
        var held: Set<MouseEvent.Button> = []
        func event(_ state: mmask_t) -> MouseEvent.Button? {
            MouseDecoder.event(state: state, x: 0, y: 0, motion: true, held: &held)?.button
        }
        #expect(event(parlor_button1_pressed()) == .left)
        #expect(event(parlor_button_released(1)) == nil)
        #expect(event(parlor_button_released(1)) == .left, "a release alone")
        #expect(event(parlor_button3_pressed()) == .right)
        #expect(event(parlor_button1_pressed()) == .left)
        #expect(event(parlor_button_released(3)) == nil)
        #expect(event(parlor_button_released(1)) == nil)
        #expect(held.isEmpty)
    }

    /// A release outside the mask would be swallowed inside a blocking read, which then waits for the next key.
    @Test func theMaskAsksForTheReleasesSoNoneIsSwallowed() {
        for button in 1...3 {
            #expect(MouseDecoder.mask(motion: false) & parlor_button_released(Int32(button)) != 0)
        }
    }

    @Test func theMaskAsksForMotionOnlyWhenTold() {
        #expect(MouseDecoder.mask(motion: false) & parlor_report_mouse_position() == 0)
        #expect(MouseDecoder.mask(motion: true) & parlor_report_mouse_position() != 0)
        #expect(MouseDecoder.mask(motion: true) & parlor_button3_pressed() != 0)
    }
}
