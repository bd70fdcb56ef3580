public import ClientCore
import GameCatalog
import GameCore
public import TermCore

/// Gives keys, clicks and terminal events their meaning: the only place a `TerminalEvent` becomes an
/// `AppAction`. Keys come from `KeyBindings.all`, except on the game-ID page, where every printable key types;
/// clicks are hit-tested with the layout `AppView` draws with.
public enum InputMapper {
    /// The actions `event` stands for on the screen `state` shows in a terminal of `size`; often none.
    public static func actions(
        for event: TerminalEvent,
        in state: AppState,
        size: Size,
        options: RenderOptions
    ) -> [AppAction] {
        // NB: one look at the screen: each accessor of a screen's value copies it, at every key.
        switch state.screen {
        case .table(let table):
            if let screen = state.plays.play(for: table.setup.kind) as? any GameScreen.Type {
                return tableActions(
                    for: event, table: table, screen: screen, state: state, size: size, options: options)
            }
        case .menu:
            break
        }
        switch event {
        case .key(let key):
            // NB: below the minimum size only "Terminal too small" shows; no key may act on what cannot be seen.
            guard Layout.fits(size) else { return KeyBindings.command(for: key) == .quit ? [.quitRequested] : [] }
            if state.menu?.gameIDEntry != nil, let action = typing(key) { return [action] }
            guard let command = KeyBindings.command(for: key) else { return [] }
            return action(for: command, in: state).map { [$0] } ?? []
        case .mouse(let mouse):
            guard options.mouseEnabled, mouse.button == .left, Layout.fits(size) else { return [] }
            // NB: a click anywhere closes the help, as a key would; what lies under the overlay is not visible.
            if state.isHelpVisible { return [.helpToggled] }
            switch state.screen {
            case .menu(let menu):
                let layout = MenuLayout(menu: menu, screen: size, glyphs: options.glyphs, notice: state.notice)
                return layout.item(at: mouse.position).map { [.menuItemChosen($0)] } ?? []
            case .table:
                return []
            }
        case .resize:
            return []
        case .endOfInput, .terminationRequested:
            return [.quitRequested]
        }
    }

    /// Whether `key`, on the screen `state` shows, is a game's key that acts once per press, so its repeats are
    /// dropped (`KeyRepeatFilter`).
    public static func actsOncePerPress(_ key: Key, in state: AppState) -> Bool {
        guard case .table(let table) = state.screen, !state.isHelpVisible,
            let screen = state.plays.play(for: table.setup.kind) as? any GameScreen.Type
        else { return false }
        return screen.actsOncePerPress(key, settings: state.settings, atOneKeyboard: true)
    }

    /// What `event` means at a local table: the game's keys first, then the table's (the next round, the menu,
    /// the help, quitting) from `KeyBindings`; a click is the game's to read, hit-tested with the frame the table
    /// draws it in, and closes the help when it is open.
    private static func tableActions(
        for event: TerminalEvent, table: LocalTable, screen: any GameScreen.Type, state: AppState, size: Size,
        options: RenderOptions
    ) -> [AppAction] {
        switch event {
        case .key(let key):
            let command = KeyBindings.command(for: key)
            guard Layout.fits(size) else { return command == .quit ? [.quitRequested] : [] }
            // NB: once the round is over the keys are the table's: Enter starts the next round, unless the game
            // keeps a finished round on screen until `n`, when its keys are refused with how to go on.
            if !state.isHelpVisible, !table.game.isOver || !screen.enterStartsNextRound,
                let intent = screen.anyIntent(for: key, settings: state.settings, atOneKeyboard: true)
            {
                return [.play(intent)]
            }
            if !state.isHelpVisible, case .character(let character) = key, table.game.isOver,
                let offer = screen.roundChoices(after: table.view, for: nil).first(where: { $0.key == character })
            {
                return [.nextRoundChosen(offer.choice)]
            }
            if !state.isHelpVisible, key == .tab, state.table?.hands != nil { return [.keysPassed] }
            switch command {
            case .nextRound?: return [.nextRoundRequested]
            case .confirm?: return [.confirmPressed]
            case .menu?: return [.menuRequested]
            case .toggleHelp?: return [.helpToggled]
            case .escape?: return [.escapePressed]
            case .quit?: return [.quitRequested]
            default:
                if state.isHelpVisible { return [.escapePressed] }
                return table.game.isOver ? [.unboundKeyPressed] : []
            }
        case .mouse(let mouse):
            guard options.mouseEnabled, Layout.fits(size) else { return [] }
            if state.isHelpVisible { return mouse.button == .left ? [.helpToggled] : [] }
            guard !table.game.isOver else { return [] }
            let intent = screen.anyIntent(
                for: mouse, on: table.view, state: table.clientState, frame: TableView.gameFrame(in: size))
            return intent.map { [.play($0)] } ?? []
        case .resize:
            return []
        case .endOfInput, .terminationRequested:
            return [.quitRequested]
        }
    }

    /// What `key` does in a text field: characters (`q`, `?`, digits, space) type and Backspace deletes; the
    /// other keys (Enter, Esc, F1, Ctrl-C) keep their meaning from the key table.
    private static func typing(_ key: Key) -> AppAction? {
        switch key {
        case .character(let character): .characterTyped(character)
        case .backspace: .deletePressed
        default: nil
        }
    }

    private static func action(for command: KeyCommand, in state: AppState) -> AppAction? {
        switch command {
        case .move(let direction): return .directionPressed(direction)
        case .confirm: return .confirmPressed
        case .toggleHelp: return .helpToggled
        case .escape: return .escapePressed
        case .nextRound: return .nextRoundRequested
        case .menu: return .menuRequested
        case .quit: return .quitRequested
        // NB: only an online board binds these; its mapper gives them their meaning.
        case .nextPlayer, .copyJoinCommand, .claim, .abort: return nil
        case .digit(let digit):
            switch state.screen {
            case .menu(let menu):
                return menu.items.indices.contains(digit - 1) ? .menuItemChosen(menu.items[digit - 1]) : nil
            case .table:
                return nil
            }
        }
    }
}
