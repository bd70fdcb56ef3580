import ArgumentParser
import ClientCore

/// The options every online command shares: where the server is, the name to play under, and how to draw.
struct OnlineOptions: ParsableArguments {
    @OptionGroup var connection: ConnectionOptions

    @OptionGroup var display: DisplayOptions
}
