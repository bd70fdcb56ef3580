import ClientCore
import TermCore

/// Finds things on a rendered screen by what is drawn there, not by the layout code, so hit tests check the
/// drawing and the mouse against each other.
enum Probe {
    /// Where `text` is drawn, the first time, or `nil`.
    static func find(_ text: String, in canvas: Canvas) -> Point? {
        for y in 0..<canvas.size.height {
            let line = canvas.line(y)
            if let range = line.firstRange(of: text) {
                return Point(x: line.distance(from: line.startIndex, to: range.lowerBound), y: y)
            }
        }
        return nil
    }
}
