import TermCore
import TicTacToe

/// Where the board goes in the frame the room gives the game: the one answer both drawing and mouse hit-testing
/// use, so a click lands on the square drawn under it.
struct BoardLayout: Hashable, Sendable {
    /// How big the squares are; the largest that fits is used.
    enum Tier: Hashable, Sendable, CaseIterable {
        /// 11 by 5 squares holding 3-line marks.
        case large
        /// 7 by 3 squares.
        case medium
        /// 5 by 1 squares, the compact fallback.
        case small

        /// The inside of one square, without its frame.
        var squareSize: Size {
            switch self {
            case .large: return Size(width: 11, height: 5)
            case .medium: return Size(width: 7, height: 3)
            case .small: return Size(width: 5, height: 1)
            }
        }

        /// The whole board with its frame.
        var boardSize: Size {
            Size(width: squareSize.width * 3 + 4, height: squareSize.height * 3 + 4)
        }
    }

    /// The square size in use.
    let tier: Tier
    /// The board with its outer frame.
    let frame: Rect

    /// The largest board that fits in `area`, centred in it; `nil` if even the smallest does not fit.
    init?(in area: Rect) {
        guard
            let tier = Tier.allCases.first(where: { tier in
                tier.boardSize.width <= area.size.width && tier.boardSize.height <= area.size.height
            })
        else { return nil }
        let board = tier.boardSize
        self.tier = tier
        self.frame = Rect(
            x: area.origin.x + (area.size.width - board.width) / 2,
            y: area.origin.y + (area.size.height - board.height) / 2, width: board.width, height: board.height)
    }

    /// The inside of `square`, without the grid lines around it.
    func rect(for square: Square) -> Rect {
        let size = tier.squareSize
        return Rect(
            x: frame.origin.x + 1 + square.column * (size.width + 1),
            y: frame.origin.y + 1 + square.row * (size.height + 1),
            width: size.width,
            height: size.height
        )
    }

    /// The square whose inside holds `point`, or `nil` on a grid line or off the board.
    func square(at point: Point) -> Square? {
        Square.all.first { rect(for: $0).contains(point) }
    }
}
