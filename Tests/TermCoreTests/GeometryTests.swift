import TermCore
import Testing

@Suite struct GeometryTests {
    @Test(arguments: [
        (Size(width: 80, height: 24), Size(width: 30, height: 12), true),
        (Size(width: 30, height: 12), Size(width: 30, height: 12), true),
        (Size(width: 29, height: 24), Size(width: 30, height: 12), false),
        (Size(width: 80, height: 11), Size(width: 30, height: 12), false),
    ])
    func sizeFits(size: Size, needed: Size, fits: Bool) {
        #expect(size.fits(needed) == fits)
    }

    @Test func sizeReadsAsColumnsByRows() {
        #expect(Size(width: 25, height: 10).description == "25x10")
    }

    @Test(arguments: [
        (Point(x: 2, y: 3), true),
        (Point(x: 5, y: 6), true),
        (Point(x: 6, y: 3), false),
        (Point(x: 2, y: 7), false),
        (Point(x: 1, y: 3), false),
    ])
    func rectContainsItsCellsOnly(point: Point, inside: Bool) {
        let rect = Rect(x: 2, y: 3, width: 4, height: 4)
        #expect(rect.contains(point) == inside)
        #expect(rect.maxX == 6 && rect.maxY == 7)
    }

    @Test func only256ColourPaletteEntriesNeed256Colours() {
        #expect(!Color.terminalDefault.needs256Colors)
        #expect(!Color.palette(15).needs256Colors)
        #expect(Color.palette(16).needs256Colors)
        #expect(Color.palette(231).needs256Colors)
    }
}
