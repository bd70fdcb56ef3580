import CNcurses
import TermCore
import Testing

@testable import CursesDriver

@Suite struct MouseDecoderTests {
    @Test(arguments: [
        (parlor_button1_pressed(), MouseEvent.Button.left), (parlor_button2_pressed(), .middle),
        (parlor_button3_pressed(), .right), (parlor_button4_pressed(), .scrollUp),
        (parlor_button5_pressed(), .scrollDown),
        // NB: a press that comes with a motion bit is still the press.
        (parlor_button3_pressed() | parlor_report_mouse_position(), .right),
    ])
    func pressesAreButtons(state: mmask_t, button: MouseEvent.Button) {
        for motion in [false, true] {
            let event = MouseDecoder.event(state: state, x: 7, y: 3, motion: motion)
            #expect(event == MouseEvent(position: Point(x: 7, y: 3), button: button))
        }
    }

    @Test func motionIsAHoverOnlyWhenAskedFor() {
        let state = parlor_report_mouse_position()
        #expect(
            MouseDecoder.event(state: state, x: 2, y: 9, motion: true)
                == MouseEvent(position: Point(x: 2, y: 9), button: .hover))
        #expect(MouseDecoder.event(state: state, x: 2, y: 9, motion: false) == nil)
    }

    @Test func releasesAreDropped() {
        let releases: mmask_t = (1...5).reduce(0) { $0 | parlor_button_released($1) }
        #expect(MouseDecoder.event(state: releases, x: 0, y: 0, motion: true) == nil)
    }

    @Test func theMaskAsksForMotionOnlyWhenTold() {
        #expect(MouseDecoder.mask(motion: false) & parlor_report_mouse_position() == 0)
        #expect(MouseDecoder.mask(motion: true) & parlor_report_mouse_position() != 0)
        #expect(MouseDecoder.mask(motion: true) & parlor_button3_pressed() != 0)
    }
}
