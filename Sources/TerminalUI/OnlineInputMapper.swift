public import ClientCore
public import TermCore
import WireProtocol

/// Gives keys and clicks their meaning in an online game.
public enum OnlineInputMapper {
    /// The actions `event` stands for on the screen `OnlineView` draws for `session`.
    public static func actions(
        for event: TerminalEvent, in session: OnlineSession, digits: DigitLayout, size: Size, options: RenderOptions
    ) -> [OnlineAction] {
        if let screen = session.play as? any GameScreen.Type {
            return gameActions(for: event, in: session, screen: screen, digits: digits, size: size, options: options)
        }
        // NB: before the room and its game are known, only the room's keys mean something.
        switch event {
        case .key(let key):
            let action = action(for: key)
            // NB: below the minimum size only "Terminal too small" shows; no key may act on what cannot be seen.
            guard Layout.fits(size) else { return action == .quitRequested ? [.quitRequested] : [] }
            return action.map { [$0] } ?? []
        case .mouse:
            return []
        case .resize:
            return []
        case .endOfInput, .terminationRequested:
            return [.quitRequested]
        }
    }

    /// Whether `key` is a key of the room's game that acts once per press, so its repeats are dropped
    /// (`KeyRepeatFilter`).
    public static func actsOncePerPress(_ key: Key, in session: OnlineSession, digits: DigitLayout) -> Bool {
        guard let screen = session.play as? any GameScreen.Type else { return false }
        return screen.actsOncePerPress(key, settings: Settings(digitLayout: digits), atOneKeyboard: false)
    }

    /// The key help of the online screen after `event`, which the session never hears of: `?` or F1 toggles it
    /// and Esc closes it (`handled`: the key goes no further), any other key closes it and goes on to the game.
    /// While only "Terminal too small" shows, the help stays as it was and nothing is handled.
    public static func help(
        after event: TerminalEvent, in session: OnlineSession, showsHelp: Bool, size: Size
    ) -> (showsHelp: Bool, handled: Bool) {
        guard case .key(let key) = event else { return (showsHelp, false) }
        guard Layout.fits(size) else { return (showsHelp, false) }
        let command = OnlineKeyBindings.command(for: key)
        if command == .toggleHelp || showsHelp && command == .escape {
            return (command == .toggleHelp && !showsHelp, true)
        }
        return (false, false)
    }

    /// In a room whose game has screen parts: the game's keys first, then the room's (rematch, claim, abort,
    /// copying the join command, leaving); Enter after a round asks for a rematch; a click is the game's to read,
    /// hit-tested with the frame the screen draws it in.
    private static func gameActions(
        for event: TerminalEvent, in session: OnlineSession, screen: any GameScreen.Type, digits: DigitLayout,
        size: Size, options: RenderOptions
    ) -> [OnlineAction] {
        switch event {
        case .key(let key):
            let command = OnlineKeyBindings.command(for: key)
            guard Layout.fits(size) else { return command == .quit ? [.quitRequested] : [] }
            // NB: a spectator's move keys reach the session too, which says that only the players move.
            if session.room?.phase == .playing,
                let intent = screen.anyIntent(for: key, settings: Settings(digitLayout: digits), atOneKeyboard: false)
            {
                return [.play(intent)]
            }
            // NB: a game whose people take turns at one keyboard binds Tab there; online it says why it does nothing.
            if key == .tab, screen.passesTheKeyboard, !session.isSpectator { return [.keysPassRequested] }
            if case .character(let character) = key,
                let offer = session.roundChoices.first(where: { $0.key == character })
            {
                return [.nextRoundChosen(offer.choice)]
            }
            switch command {
            case .nextRound?: return [.rematchRequested]
            // NB: a game whose move key is Space or Enter keeps its finished round on screen until `n`: pressed once
            // too often, that key must not start the next one.
            case .confirm? where session.room?.phase == .roundOver && screen.enterStartsNextRound:
                return [.rematchRequested]
            case .claim?: return [.claimRequested]
            case .abort?: return [.abortRequested]
            case .copyJoinCommand?: return [.copyJoinCommandRequested]
            case .quit?: return [.quitRequested]
            default: return []
            }
        case .mouse(let mouse):
            guard options.mouseEnabled, Layout.fits(size), !session.isSpectator,
                session.room?.phase == .playing, let view = session.room?.view,
                let intent = screen.anyIntent(
                    for: mouse, on: view, state: session.clientState, frame: OnlineView.gameFrame(in: size))
            else { return [] }
            return [.play(intent)]
        case .resize:
            return []
        case .endOfInput, .terminationRequested:
            return [.quitRequested]
        }
    }

    private static func action(for key: Key) -> OnlineAction? {
        guard let command = OnlineKeyBindings.command(for: key) else { return nil }
        switch command {
        case .move, .confirm, .digit: return nil
        case .nextRound: return .rematchRequested
        case .claim: return .claimRequested
        case .abort: return .abortRequested
        case .copyJoinCommand: return .copyJoinCommandRequested
        case .quit: return .quitRequested
        // NB: the help is the loop's (`help(after:in:showsHelp:size:)`); the session never hears of it.
        case .toggleHelp, .escape, .nextPlayer, .menu: return nil
        }
    }
}
