/// A mouse button press, or the pointer moving, at a cell.
public struct MouseEvent: Hashable, Sendable {
    /// Which button.
    public enum Button: Hashable, Sendable {
        /// The primary button.
        case left
        /// The middle button or wheel press.
        case middle
        /// The secondary button.
        case right
        /// The wheel turned away from the user.
        case scrollUp
        /// The wheel turned towards the user.
        case scrollDown
        /// No press: the pointer moved onto this cell (reported only when the driver was asked for motion).
        case hover
    }

    /// Where the pointer was.
    public var position: Point
    /// Which button.
    public var button: Button

    /// Creates a mouse event.
    public init(position: Point, button: Button) {
        self.position = position
        self.button = button
    }
}
