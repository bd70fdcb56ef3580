public import GameCatalog
public import GameCore
import WireProtocol

/// Everything the local client shows, as one value; `reduce(_:)` is the only thing that changes it.
public struct AppState: Hashable, Sendable {
    /// What fills the screen.
    public enum Screen: Hashable, Sendable {
        /// A menu page.
        case menu(Menu)
        /// Any registered game at this keyboard, through its play parts.
        case table(LocalTable)
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
    /// Seeds for the computer in new matches: part of the state so a session replays exactly.
    public private(set) var random: SplitMix64
    /// The latest time the loop supplied (with `reduce(_:at:)` or a clock tick): what a move at a table is played
    /// at.
    public private(set) var now: GameTime
    /// The Unix millisecond at which `now` was zero, set by the loop: what turns a game's start into the wall-clock
    /// time the history shows.
    public var wallClockOrigin: Int64
    /// The games' play parts this client was built with.
    public let plays: PlayRegistry
    /// What happened at a local table on the last action, oldest first.
    public private(set) var lastTableEvents: [TableEvent]

    /// The main menu.
    public static func menu(settings: Settings = Settings(), seed: UInt64, plays: PlayRegistry = PlayRegistry([]))
        -> AppState
    {
        var state = AppState(
            screen: .menu(Menu.placeholder), settings: settings, random: SplitMix64(seed: seed), plays: plays)
        state.screen = .menu(state.mainMenu())
        return state
    }

    /// A game of `setup` already under way at this keyboard between `names` (one per seat), the computer playing
    /// `computerSeats` at `computerLevel` (the game's strongest when `nil`), through its play parts in `plays`;
    /// `nil` when `plays` has none for the game.
    public static func table(
        setup: GameSetup, names: [String], computerSeats: Set<Seat> = [], computerLevel: Int? = nil,
        plays: PlayRegistry, settings: Settings = Settings(), seed: UInt64, at now: GameTime = .start
    ) -> AppState? {
        var state = AppState(
            screen: .menu(Menu.placeholder), settings: settings, random: SplitMix64(seed: seed), plays: plays)
        state.now = now
        guard state.startTable(setup, names: names, computerSeats: computerSeats, computerLevel: computerLevel)
        else { return nil }
        return state
    }

    private init(screen: Screen, settings: Settings, random: SplitMix64, plays: PlayRegistry = PlayRegistry([])) {
        self.screen = screen
        self.isHelpVisible = false
        self.settings = settings
        self.notice = nil
        self.random = random
        self.now = .start
        self.wallClockOrigin = 0
        self.plays = plays
        self.lastTableEvents = []
    }

    /// The local table, if one is on screen.
    public var table: LocalTable? {
        if case .table(let table) = screen { return table }
        return nil
    }

    /// When the loop must wake next, or `nil`: a table's deadline (a countdown, the computer's move) or the moment
    /// its game looks different with nothing done (a clock shown to the second). Idle screens set no timer.
    public var nextClockTick: GameTime? {
        // NB: one look at the screen: asked after every key, and each accessor of a screen's value copies it.
        guard case .table(let table) = screen else { return nil }
        let deadline = table.nextDeadline
        guard let change = table.nextDisplayChange(after: now) else { return deadline }
        return deadline.map { min($0, change) } ?? change
    }

    /// The menu, if one is shown.
    public var menu: Menu? {
        if case .menu(let menu) = screen { return menu }
        return nil
    }

    /// Applies what the person did at `time` (the loop's clock), and returns what the program must do outside
    /// the state.
    public mutating func reduce(_ action: AppAction, at time: GameTime) -> [Effect] {
        now = max(now, time)
        return reduce(action)
    }

    /// Applies what the person did, at the latest time known, and returns what the program must do outside the
    /// state.
    public mutating func reduce(_ action: AppAction) -> [Effect] {
        if case .clockTicked(let time) = action {
            // NB: a tick is not something the person did: the notice and the events of their last key stay.
            now = max(now, time)
            if case .table(var table) = screen {
                let events = table.applyDeadlines(at: now)
                if !events.isEmpty { lastTableEvents = events }
                screen = .table(table)
                return tableEffects(table, events)
            }
            return []
        }
        notice = nil
        lastTableEvents = []
        if action == .quitRequested { return [.quit] }
        if case .onlineEnded(let problem, let farewell) = action {
            isHelpVisible = false
            cameBackFromOnline(problem: problem, farewell: farewell)
            return []
        }
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
            // NB: the mark the person chose against the computer is kept: on a page, as Esc keeps it; from a table,
            // the one the person played there.
            switch screen {
            case .menu(let menu): screen = .menu(menu.main(selecting: menu.page.opener ?? .back))
            case .table(let table): screen = .menu(mainMenu(personSeat: Self.personSeat(at: table)))
            }
            return []
        default:
            break
        }
        // NB: a screen's value is taken out, and a bare menu left in its place, so the value changed below is the
        // only reference to its storage: changing a copy copied the board's and the match's arrays on every move.
        switch screen {
        case .menu(var menu):
            let effects = reduceMenu(&menu, action)
            if case .menu = screen { screen = .menu(menu) }
            return effects
        case .table(var table):
            screen = .menu(Menu.placeholder)
            reduceTable(&table, action)
            screen = .table(table)
            return tableEffects(table, lastTableEvents)
        }
    }

    /// The record of the round `events` ended at `table`, for the history.
    /// What the program must do after `events` at `table`: keep a finished round in the history, drop the keys typed
    /// before a move the game says settles a race.
    private func tableEffects(_ table: LocalTable, _ events: [TableEvent]) -> [Effect] {
        var effects: [Effect] = []
        if events.contains(where: { if case .moved = $0 { true } else { false } }),
            table.gamePlay.discardsKeysTypedBefore(table.view)
        {
            effects.append(.discardTypeAhead)
        }
        if events.contains(where: { if case .roundEnded = $0 { true } else { false } }),
            let finished = FinishedGame.local(table, at: now, wallClockOrigin: wallClockOrigin)
        {
            effects.append(.record(finished))
        }
        return effects
    }

    private mutating func reduceTable(_ table: inout LocalTable, _ action: AppAction) {
        // NB: a table acts on the game's intents and on the next round; every other action is the room's (help, the
        // menu, quitting) and was handled before this.
        if case .play(let intent) = action {
            do {
                lastTableEvents = try table.perform(intent, at: now)
            } catch {
                notice = error.description
            }
        } else if action == .unboundKeyPressed {
            // NB: a finished round answers any key with how to go on, rather than leave the person with a screen
            // that ignores them.
            if table.game.isOver { notice = table.overNotice }
        } else if action == .keysPassed {
            lastTableEvents = table.passHands()
        } else if case .nextRoundChosen(let choice) = action {
            guard table.game.isOver else {
                notice = table.notOverNotice
                return
            }
            lastTableEvents = table.startNextRound(at: now, choosing: choice)
            lastTableEvents += table.applyDeadlines(at: now)
        } else if action == .confirmPressed || action == .nextRoundRequested {
            guard table.game.isOver else {
                if action == .nextRoundRequested { notice = table.notOverNotice }
                return
            }
            lastTableEvents = table.startNextRound(at: now)
            lastTableEvents += table.applyDeadlines(at: now)
        }
    }

    private mutating func reduceMenu(_ menu: inout Menu, _ action: AppAction) -> [Effect] {
        if case .gameID(var entry) = menu.page {
            return Self.reduceGameID(&entry, action, in: &menu)
        }
        let count = menu.items.count
        switch action {
        case .directionPressed(.up):
            menu.selection = (menu.selection + count - 1) % count
        case .directionPressed(.down):
            menu.selection = (menu.selection + 1) % count
        case .directionPressed(.left), .directionPressed(.right):
            if case .personSeat(let seat, _, _)? = menu.selectedItem, case .computer(let page) = menu.page {
                menu.personSeat = page.seat(after: seat)
            }
        case .confirmPressed:
            if let item = menu.selectedItem { return choose(item, in: &menu) }
        case .menuItemChosen(let item):
            return choose(item, in: &menu)
        case .escapePressed:
            if let opener = menu.page.opener { menu = menu.main(selecting: opener) }
        case .nextRoundRequested, .menuRequested, .helpToggled, .quitRequested, .characterTyped,
            .deletePressed, .onlineEnded, .clockTicked, .play, .nextRoundChosen, .keysPassed, .unboundKeyPressed:
            break
        }
        return []
    }

    /// The game-ID page: printable keys type, Backspace deletes, Enter checks the ID and goes online, Esc goes
    /// back to the main menu.
    private static func reduceGameID(_ entry: inout GameIDEntry, _ action: AppAction, in menu: inout Menu)
        -> [Effect]
    {
        var effects: [Effect] = []
        switch action {
        case .characterTyped(let character):
            guard entry.text.count < GameIDEntry.maximumLength, isTypable(character) else { return [] }
            entry.text.append(character)
            entry.problem = nil
        case .deletePressed:
            guard !entry.text.isEmpty else { return [] }
            entry.text.removeLast()
            entry.problem = nil
        case .confirmPressed:
            do throws(WireValueError) {
                let gameID = try GameID(typed: entry.text)
                // NB: the page stays with what was typed, so a room that turns out not to exist is reported here
                // with the ID still in the field.
                effects = [.goOnline(entry.purpose == .join ? .join(gameID, secret: nil) : .watch(gameID))]
                entry.problem = nil
            } catch {
                entry.problem = problem(with: entry.text, error)
            }
        case .escapePressed:
            menu = menu.main(selecting: entry.menuItem)
            return []
        case .directionPressed, .menuItemChosen, .nextRoundRequested, .menuRequested, .helpToggled,
            .quitRequested, .onlineEnded, .clockTicked, .play, .nextRoundChosen, .keysPassed, .unboundKeyPressed:
            return []
        }
        menu.page = .gameID(entry)
        return effects
    }

    /// Whether `character` may go into the game-ID field: anything printable.
    private static func isTypable(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            let category = scalar.properties.generalCategory
            return category != .control && category != .format
        }
    }

    /// Why `text` is not a game ID, as a sentence for the page.
    private static func problem(with text: String, _ error: WireValueError) -> String {
        if text.allSatisfy({ $0 == " " || $0 == "-" }) {
            return "Type the game ID: \(GameID.length) letters and digits."
        }
        return error.problem.prefix(1).uppercased() + error.problem.dropFirst() + "."
    }

    /// Back from an online game: the main menu, or the game-ID page still holding the ID when the room could
    /// not be joined or watched, with the reason; the farewell of a person who left shows as the menu's notice.
    private mutating func cameBackFromOnline(problem: String?, farewell: String?) {
        guard case .menu(var menu) = screen else {
            notice = problem ?? farewell
            return
        }
        if case .gameID(var entry) = menu.page, let problem {
            entry.problem = problem
            menu.page = .gameID(entry)
        } else {
            if case .gameID(let entry) = menu.page {
                menu = menu.main(selecting: entry.menuItem)
            }
            notice = problem ?? farewell
        }
        screen = .menu(menu)
    }

    private mutating func choose(_ item: MenuItem, in menu: inout Menu) -> [Effect] {
        switch item {
        case .offer(let kind, let offer):
            return choose(offer, of: kind, in: &menu)
        case .hostOnline:
            guard let game = plays.plays.first?.kind else { return [] }
            // NB: selected, so the menu that comes back after the game shows where the person left it.
            menu.selection = menu.mainItems.firstIndex(of: item) ?? menu.selection
            return [.goOnline(.host(game.standardSetup))]
        case .quickMatch:
            guard let game = plays.plays.first?.kind else { return [] }
            menu.selection = menu.mainItems.firstIndex(of: item) ?? menu.selection
            return [.goOnline(.quickMatch(game))]
        case .joinOnline:
            menu = menu.showing(.gameID(GameIDEntry(purpose: .join)))
        case .watchOnline:
            menu = menu.showing(.gameID(GameIDEntry(purpose: .watch)))
        case .personSeat(let seat, _, _):
            if case .computer(let page) = menu.page { menu.personSeat = page.seat(after: seat) }
        case .computerLevel(let level):
            guard case .computer(let page) = menu.page else { return [] }
            let setup = page.game.standardSetup
            let person = page.seatNames.indices.contains(menu.personSeat.index) ? menu.personSeat : Seat(0)
            let seats = (0..<setup.seatCount).map(Seat.init)
            let computers = seats.filter { $0 != person }
            let names = seats.map { seat in
                seat == person ? "You" : computers.count == 1 ? "Computer" : "Computer \(seat.index + 1)"
            }
            startTable(setup, names: names, computerSeats: Set(computers), computerLevel: level.index)
        case .setup(let offer):
            guard let play = plays.play(for: offer.setup.kind) else { return [] }
            startTable(play.setup(offer.setup, forPeople: settings.players.count), names: settings.players)
        case .back:
            menu = menu.main(selecting: menu.page.opener ?? .back)
        case .help:
            isHelpVisible = true
        case .quit:
            return [.quit]
        }
        return []
    }

    /// What choosing a game's `offer` does: a table of every seat at this keyboard, or the page of its computer
    /// levels (the strongest selected).
    private mutating func choose(_ offer: MenuOffer, of kind: GameKind, in menu: inout Menu) -> [Effect] {
        guard let play = plays.play(for: kind) else { return [] }
        let setup = kind.standardSetup
        switch offer.start {
        case .everyoneHere:
            let names = (0..<setup.seatCount).map { seat in
                seat < settings.names.count ? settings.names[seat] : play.defaultName(of: Seat(seat))
            }
            startTable(setup, names: names)
        case .againstComputer:
            let details = play.computerLevelDetails
            let levels = play.computerLevels.enumerated().map { index, name in
                ComputerLevelOffer(
                    index: index, name: name, detail: details.indices.contains(index) ? details[index] : nil)
            }
            let page = ComputerPage(
                game: kind, title: offer.label, opener: .offer(kind, offer), levels: levels,
                seatNames: (0..<setup.seatCount).map { play.defaultName(of: Seat($0)) },
                starter: setup.starter(ofRound: 1))
            menu = menu.showing(.computer(page), selection: max(0, levels.count - 1))
        case .choosingSetup(let offers, _):
            let page = SetupsPage(game: kind, title: offer.plainLabel, opener: .offer(kind, offer), offers: offers)
            menu = menu.showing(.setups(page))
        }
        return []
    }

    /// The seat the one person at `table` plays against the computer; the first seat when people play each other.
    private static func personSeat(at table: LocalTable) -> Seat {
        guard !table.computerSeats.isEmpty else { return Seat(0) }
        let people = (0..<table.setup.seatCount).map(Seat.init).filter { !table.computerSeats.contains($0) }
        return people.count == 1 ? people[0] : Seat(0)
    }

    /// The main menu of this client's games, its first entry selected, the person playing `personSeat` against
    /// the computer.
    func mainMenu(personSeat: Seat = Seat(0)) -> Menu {
        Menu(mainItems: Menu.mainItems(for: plays), personSeat: personSeat)
    }

    /// Starts `setup` at this keyboard for `names`, the computer playing `computerSeats`; whether the game has
    /// play parts here.
    @discardableResult
    private mutating func startTable(
        _ setup: GameSetup, names: [String], computerSeats: Set<Seat> = [], computerLevel: Int? = nil
    ) -> Bool {
        guard let play = plays.play(for: setup.kind) else {
            notice = "\(setup.kind.displayName) cannot be played at one keyboard by this version of parlor."
            return false
        }
        var table = LocalTable(
            setup: setup, names: names, computerSeats: computerSeats, computerLevel: computerLevel, play: play,
            seed: random.next(), at: now)
        lastTableEvents = table.begin()
        lastTableEvents += table.applyDeadlines(at: now)
        screen = .table(table)
        return true
    }
}
