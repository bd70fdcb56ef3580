public import ClientCore
public import TermCore

/// The keys of the menu and of a table, and what each means wherever no game or text field takes it first.
public enum TableKeys {
    /// Each key and its action (`nil`: none).
    public static let everywhere: [(Key, AppAction?)] = [
        (.up, .directionPressed(.up)), (.down, .directionPressed(.down)),
        (.left, .directionPressed(.left)), (.right, .directionPressed(.right)),
        (.character("h"), .directionPressed(.left)), (.character("j"), .directionPressed(.down)),
        (.character("k"), .directionPressed(.up)), (.character("l"), .directionPressed(.right)),
        (.character("w"), .directionPressed(.up)), (.character("a"), .directionPressed(.left)),
        (.character("s"), .directionPressed(.down)), (.character("d"), .directionPressed(.right)),
        (.enter, .confirmPressed), (.character(" "), .confirmPressed),
        (.character("?"), .helpToggled), (.function(1), .helpToggled),
        (.escape, .escapePressed),
        (.character("n"), .nextRoundRequested), (.character("N"), .nextRoundRequested),
        (.character("m"), .menuRequested), (.character("M"), .menuRequested),
        (.character("q"), .quitRequested), (.character("Q"), .quitRequested), (.control("c"), .quitRequested),
        (.character("x"), nil), (.character("0"), nil), (.control("d"), nil), (.tab, nil), (.function(2), nil),
        (.backspace, nil), (.home, nil), (.pageDown, nil),
    ]
}
