import ClientCore
import TermCore
import TerminalUI
import Testing

/// Clicks land where things are drawn: each drawn menu entry gives that entry (with and without a notice under
/// the menu), at every size and for both glyph sets. (Each game's tests click its own board.)
struct MouseHitTests {
    static let sizes = [
        Size(width: 80, height: 24), Layout.minimumSize, Size(width: 40, height: 16), Size(width: 37, height: 22),
        Size(width: 36, height: 21), Size(width: 132, height: 43), Size(width: 31, height: 13),
    ]

    @Test(arguments: sizes, [GlyphSet.unicode, .ascii])
    func everyMenuEntry(size: Size, glyphs: GlyphSet) {
        // NB: a notice under the frame moves the menu up; clicks must follow it.
        for state in [
            Fixtures.mainMenu, Fixtures.computerMenu, MenuFixtures.menuWithNotice, MenuFixtures.menuWithFarewell,
        ] {
            let options = RenderOptions(glyphs: glyphs)
            let canvas = AppView.render(state, size: size, options: options)
            for (index, item) in (state.menu?.items ?? []).enumerated() {
                // NB: the entry's digit then two spaces is how the menu draws it; click its first and last column.
                guard let found = Probe.find("\(index + 1)  ", in: canvas) else {
                    Issue.record("entry \(index + 1) not drawn at \(size)")
                    continue
                }
                for point in [found, Point(x: found.x - 3, y: found.y), Point(x: found.x + 10, y: found.y)] {
                    let event = TerminalEvent.mouse(MouseEvent(position: point, button: .left))
                    let actions = InputMapper.actions(for: event, in: state, size: size, options: options)
                    #expect(actions == [.menuItemChosen(item)], "\(item) at \(point) in \(size)")
                }
            }
        }
    }
}
