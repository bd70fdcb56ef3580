public import GameCore
import TicTacToe

/// Everything the local client shows, as one value; `reduce(_:)` is the only thing that changes it.
public struct AppState: Hashable, Sendable {
    /// What fills the screen.
    public enum Screen: Hashable, Sendable {
        /// A menu page.
        case menu(Menu)
        /// A match in progress.
        case playing(Playing)
    }

    /// What fills the screen.
    public var screen: Screen
    /// Whether the help overlay covers the screen.
    public var isHelpVisible: Bool
    /// Preferences for this run.
    public let settings: Settings
    /// A one-line message about the last thing that went wrong, such as a refused move; cleared by the next
    /// action.
    public var notice: String?
    /// What happened in the match on the last action, oldest first: what a screen reader or status line reports.
    public private(set) var lastEvents: [MatchEvent]
    /// Seeds for the computer in new matches: part of the state so a session replays exactly.
    public private(set) var random: SplitMix64

    /// The main menu.
    public static func menu(settings: Settings = Settings(), seed: UInt64) -> AppState {
        AppState(screen: .menu(Menu()), settings: settings, random: SplitMix64(seed: seed))
    }

    /// A match already under way between `players`, opened by seat 0.
    public static func playing(players: [Player], settings: Settings = Settings(), seed: UInt64) -> AppState {
        var state = AppState(screen: .menu(Menu()), settings: settings, random: SplitMix64(seed: seed))
        state.startMatch(players)
        return state
    }

    private init(screen: Screen, settings: Settings, random: SplitMix64) {
        self.screen = screen
        self.isHelpVisible = false
        self.settings = settings
        self.notice = nil
        self.lastEvents = []
        self.random = random
    }

    /// The game screen, if a match is on.
    public var playing: Playing? {
        if case .playing(let playing) = screen { return playing }
        return nil
    }

    /// The menu, if one is shown.
    public var menu: Menu? {
        if case .menu(let menu) = screen { return menu }
        return nil
    }

    /// Applies what the person did, and returns what the program must do outside the state.
    public mutating func reduce(_ action: AppAction) -> [Effect] {
        notice = nil
        lastEvents = []
        if action == .quitRequested { return [.quit] }
        if isHelpVisible {
            // NB: the overlay covers the board, so any key closes it rather than acting on something unseen.
            isHelpVisible = false
            return []
        }
        switch action {
        case .helpToggled:
            isHelpVisible = true
            return []
        case .menuRequested:
            screen = .menu(Menu())
            return []
        default:
            break
        }
        switch screen {
        case .menu(var menu):
            let effects = reduceMenu(&menu, action)
            if case .menu = screen { screen = .menu(menu) }
            return effects
        case .playing(var playing):
            reducePlaying(&playing, action)
            screen = .playing(playing)
            return []
        }
    }

    private mutating func reduceMenu(_ menu: inout Menu, _ action: AppAction) -> [Effect] {
        switch action {
        case .directionPressed(.up):
            menu.selection = (menu.selection + menu.items.count - 1) % menu.items.count
        case .directionPressed(.down):
            menu.selection = (menu.selection + 1) % menu.items.count
        case .directionPressed(.left), .directionPressed(.right):
            if case .humanMark(let mark) = menu.selectedItem { menu.humanMark = mark.opponent }
        case .confirmPressed:
            return choose(menu.selectedItem, in: &menu)
        case .menuItemChosen(let item):
            return choose(item, in: &menu)
        case .escapePressed:
            if menu.page == .computer { menu = Self.mainMenu(returningFrom: menu) }
        case .squareChosen, .nextRoundRequested, .menuRequested, .helpToggled, .quitRequested:
            break
        }
        return []
    }

    private mutating func choose(_ item: MenuItem, in menu: inout Menu) -> [Effect] {
        switch item {
        case .playHotSeat:
            // NB: a names list shorter than two would trap in LocalMatch; the missing seats go by their marks.
            let names = Mark.allCases.enumerated().map { seat, mark in
                seat < settings.names.count ? settings.names[seat] : mark.description
            }
            startMatch(names.map { Player(name: $0) })
        case .playComputer:
            menu = Menu(page: .computer, selection: ComputerLevel.allCases.count - 1, humanMark: menu.humanMark)
        case .humanMark(let mark):
            menu.humanMark = mark.opponent
        case .computerLevel(let level):
            let person = Player(name: "You")
            let computer = Player(name: "Computer (\(level))", control: .computer(level))
            startMatch(menu.humanMark == .x ? [person, computer] : [computer, person])
        case .back:
            menu = Self.mainMenu(returningFrom: menu)
        case .help:
            isHelpVisible = true
        case .quit:
            return [.quit]
        }
        return []
    }

    private mutating func reducePlaying(_ playing: inout Playing, _ action: AppAction) {
        switch action {
        case .directionPressed(let direction):
            playing.cursor = Self.moved(playing.cursor, direction)
        case .confirmPressed:
            if playing.match.game.isOver {
                lastEvents = playing.match.startNextRound()
            } else {
                mark(playing.cursor, in: &playing)
            }
        case .squareChosen(let square):
            // NB: the cursor stays where the arrow keys left it: a digit or a click names its square itself, and
            // not moving the cursor keeps a move's repaint to the new mark (the 128-byte-per-move budget).
            mark(square, in: &playing)
        case .nextRoundRequested:
            if playing.match.game.isOver {
                lastEvents = playing.match.startNextRound()
            } else {
                notice = "Finish this round first."
            }
        case .menuItemChosen, .escapePressed, .helpToggled, .menuRequested, .quitRequested:
            break
        }
    }

    /// Marks `square` for the seat to move; returns whether the mark was accepted, and sets `notice` if not.
    @discardableResult
    private mutating func mark(_ square: Square, in playing: inout Playing) -> Bool {
        do {
            lastEvents = try playing.match.play(square)
            return true
        } catch .gameOver {
            notice = "The round is over: press n for the next one."
        } catch {
            notice = error.description
        }
        return false
    }

    /// The main menu, back from the computer page: "Play the computer" selected and the chosen mark kept, so
    /// going back and in again does not lose the person's choice.
    private static func mainMenu(returningFrom menu: Menu) -> Menu {
        Menu(selection: Menu().items.firstIndex(of: .playComputer) ?? 0, humanMark: menu.humanMark)
    }

    private mutating func startMatch(_ players: [Player]) {
        var match = LocalMatch(players: players, seed: random.next())
        lastEvents = match.begin()
        screen = .playing(Playing(match: match))
    }

    /// `square` moved one step in `direction`, stopping at the edge of the board.
    static func moved(_ square: Square, _ direction: Direction) -> Square {
        switch direction {
        case .up: return Square(row: max(0, square.row - 1), column: square.column)
        case .down: return Square(row: min(2, square.row + 1), column: square.column)
        case .left: return Square(row: square.row, column: max(0, square.column - 1))
        case .right: return Square(row: square.row, column: min(2, square.column + 1))
        }
    }
}
