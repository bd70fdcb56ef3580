/// A mouse button press or release at a cell.
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
