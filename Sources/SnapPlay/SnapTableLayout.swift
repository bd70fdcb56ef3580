import GameCore
import TermCore

/// Where each part of a Snap table goes in a frame, for drawing and for clicks alike: the seats around the table
/// (the one at the bottom first, then clockwise: left, top, right; two seats face each other), the centre's lines
/// and the SNAP button. Where the table does not fit around its centre, the seats are listed one a row above it.
struct SnapTableLayout: Hashable {
    /// Where one seat is drawn.
    struct Place: Hashable {
        /// The seat.
        var seat: Seat
        /// How many places clockwise from the bottom it is.
        var position: Int
        /// The start of its name (after its marker).
        var name: Point
        /// How many columns its marker and name may take.
        var nameWidth: Int
        /// The start of its piles: the face-down pile and its count, then the open pile's top and its count.
        var piles: Point
        /// The start of its keys at one keyboard.
        var keys: Point
        /// Whether its keys are written short ("a/s"), as on a list.
        var shortKeys: Bool

        /// The piles as clicked: a click there turns the seat's card.
        var pileArea: Rect { Rect(x: piles.x, y: piles.y, width: SnapTableLayout.pilesWidth, height: 1) }
    }

    /// The widest a seat's place is around the table: its piles, or its keys.
    static let seatWidth = 16
    /// The columns the piles take: `[##] 14 [ 7♦] 3`.
    static let pilesWidth = 16
    /// The rows a seat's place takes around the table: its name, its piles, its keys.
    static let seatHeight = 3
    /// The rows of the centre: the last event, whose turn, the SNAP button.
    static let centreHeight = 3
    /// The narrowest centre worth drawing between the side seats.
    static let centreMinimumWidth = 12
    /// The widest the table gets: wider terminals leave room beside it.
    static let maximumWidth = 60
    /// The button's text.
    static let buttonText = "[ SNAP! ]"

    /// The seats, the bottom one first.
    var places: [Place]
    /// The columns the centre's lines are centred in.
    var centre: Rect
    /// The row of the last event.
    var eventRow: Int
    /// The row of whose turn it is and the time.
    var infoRow: Int
    /// The SNAP button.
    var button: Rect
    /// The part of the frame the table takes.
    var area: Rect
    /// The row right under the table.
    var bottom: Int
    /// Whether the seats are listed one a row rather than around the table.
    var isList: Bool

    /// The table of `seatCount` seats with `bottomSeat` at the bottom in `frame`.
    init(seatCount: Int, bottomSeat: Seat, in frame: Rect) {
        let count = max(1, seatCount)
        let seats = (0..<count).map { Seat((bottomSeat.index + $0) % count) }
        let width = min(frame.size.width, Self.maximumWidth)
        let area = Rect(
            x: frame.origin.x + max(0, (frame.size.width - width) / 2), y: frame.origin.y, width: width,
            height: frame.size.height)
        let hasSides = count >= 3
        let hasTop = count != 3
        let sidesWidth = hasSides ? 2 * Self.seatWidth + 4 + Self.centreMinimumWidth : Self.seatWidth
        let compactHeight = (hasTop ? Self.seatHeight : 0) + Self.centreHeight + Self.seatHeight
        if width < sidesWidth || frame.size.height < compactHeight {
            self.init(listing: seats, in: area, frame: frame)
        } else {
            self.init(around: seats, in: area, frame: frame, compactHeight: compactHeight)
        }
    }

    /// The seats around the centre, `seats[0]` at the bottom.
    private init(around seats: [Seat], in area: Rect, frame: Rect, compactHeight: Int) {
        let count = seats.count
        let hasSides = count >= 3
        let hasTop = count != 3
        let gaps = hasTop ? 2 : 1
        let spaced = frame.size.height >= compactHeight + gaps
        let gap = spaced ? 1 : 0
        let height = compactHeight + (spaced ? gaps : 0)
        let top = frame.origin.y + max(0, (frame.size.height - height) / 2)
        let band = top + (hasTop ? Self.seatHeight + gap : 0)
        let below = band + Self.centreHeight + gap
        let middle = area.origin.x + (area.size.width - Self.seatWidth) / 2
        func place(_ index: Int, at point: Point) -> Place {
            Place(
                seat: seats[index], position: index, name: point, nameWidth: Self.seatWidth,
                piles: Point(x: point.x, y: point.y + 1), keys: Point(x: point.x, y: point.y + 2), shortKeys: false)
        }
        let left = Point(x: area.origin.x, y: band)
        let right = Point(x: area.maxX - Self.seatWidth, y: band)
        let points: [Point]
        switch count {
        case 2: points = [Point(x: middle, y: below), Point(x: middle, y: top)]
        case 3: points = [Point(x: middle, y: below), left, right]
        default: points = [Point(x: middle, y: below), left, Point(x: middle, y: top), right]
        }
        places = points.prefix(count).enumerated().map { place($0.offset, at: $0.element) }
        centre =
            hasSides
            ? Rect(
                x: area.origin.x + Self.seatWidth + 2, y: band, width: area.size.width - 2 * Self.seatWidth - 4,
                height: Self.centreHeight)
            : Rect(x: area.origin.x, y: band, width: area.size.width, height: Self.centreHeight)
        eventRow = band
        infoRow = band + 1
        button = Self.button(in: centre, row: band + 2)
        bottom = below + Self.seatHeight
        self.area = area
        isList = false
    }

    /// The seats listed one a row from the top of `frame`, in seat order, then the centre's lines.
    private init(listing seats: [Seat], in area: Rect, frame: Rect) {
        let keys = 4
        let nameWidth = max(3, area.size.width - Self.pilesWidth - keys - 2)
        let ordered = seats.sorted()
        places = ordered.map { seat in
            let y = frame.origin.y + seat.index
            let piles = Point(x: area.origin.x + nameWidth + 1, y: y)
            return Place(
                seat: seat, position: seats.firstIndex(of: seat) ?? 0, name: Point(x: area.origin.x, y: y),
                nameWidth: nameWidth, piles: piles, keys: Point(x: piles.x + Self.pilesWidth + 1, y: y),
                shortKeys: true)
        }
        let spaced = frame.size.height >= seats.count + Self.centreHeight + 1
        let band = frame.origin.y + seats.count + (spaced ? 1 : 0)
        centre = Rect(x: area.origin.x, y: band, width: area.size.width, height: Self.centreHeight)
        eventRow = band
        infoRow = band + 1
        button = Self.button(in: centre, row: band + 2)
        bottom = band + Self.centreHeight
        self.area = area
        isList = true
    }

    /// The button centred in `centre` on `row`.
    private static func button(in centre: Rect, row: Int) -> Rect {
        let width = buttonText.count
        return Rect(x: centre.origin.x + max(0, (centre.size.width - width) / 2), y: row, width: width, height: 1)
    }

    /// The place of `seat`.
    func place(of seat: Seat) -> Place? {
        places.first { $0.seat == seat }
    }
}
