import ClientCore
import TermCore

/// The online side of the menu, reached through `reduce` as a person reaches it.
enum MenuFixtures {
    static func typing(_ text: String) -> [AppAction] {
        text.map(AppAction.characterTyped)
    }

    /// The join page with nothing typed.
    static var joinEmpty: AppState {
        Fixtures.after([.menuItemChosen(.joinOnline)], from: Fixtures.mainMenu)
    }

    /// The help over the join page: the rules give way to how typing works.
    static var helpOverJoin: AppState {
        Fixtures.after([.helpToggled], from: joinEmpty)
    }

    /// The watch page, part of an ID typed in lower case.
    static var watchTyped: AppState {
        Fixtures.after([.menuItemChosen(.watchOnline)] + typing("k7mz-2q"), from: Fixtures.mainMenu)
    }

    /// The join page after Enter on an ID with a look-alike letter: the long reason, the text kept.
    static var joinRefused: AppState {
        Fixtures.after(
            [.menuItemChosen(.joinOnline)] + typing("abcdefgo") + [.confirmPressed], from: Fixtures.mainMenu)
    }

    /// The main menu back from a server that could not be reached.
    static var menuWithNotice: AppState {
        Fixtures.after(
            [
                .directionPressed(.down), .directionPressed(.down), .confirmPressed,
                .onlineEnded(problem: "Could not reach the server at ws://127.0.0.1:7420."),
            ],
            from: Fixtures.mainMenu)
    }

    /// The main menu back from an online game the player left: the farewell, too long for one row, wrapped.
    static var menuWithFarewell: AppState {
        Fixtures.after(
            [
                .directionPressed(.down), .directionPressed(.down), .confirmPressed,
                .onlineEnded(
                    problem: nil,
                    farewell: "You left; your seat is kept: parlor join K7MZ2QHD --server ws://192.168.1.20:7420 "
                        + "takes it back."),
            ],
            from: Fixtures.mainMenu)
    }
}
