public import ClientCore
import GameCore
public import TermCore

/// Draws one terminal's frames, each the same canvas `AppView.render` makes.
public struct AppRenderer {
    /// The theme and glyphs of every frame.
    public let options: RenderOptions

    /// A renderer drawing with `options`.
    public init(options: RenderOptions) {
        self.options = options
    }

    /// The screen for `state` in a terminal of `size`: what `AppView.render(state, size: size, options: options)`
    /// returns.
    public mutating func render(_ state: AppState, size: Size) -> Canvas {
        AppView.render(state, size: size, options: options)
    }
}
