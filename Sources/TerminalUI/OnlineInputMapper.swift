public import ClientCore
public import TermCore

/// Gives keys and clicks their meaning in an online game.
public enum OnlineInputMapper {
    /// The actions `event` stands for on the screen `OnlineView` draws for `session`.
    public static func actions(
        for event: TerminalEvent, in session: OnlineSession, digits: DigitLayout, size: Size, options: RenderOptions
    ) -> [OnlineAction] {
        if let scene = OnlineView.minesweeperScene(session) {
            return minesweeperActions(for: event, in: scene, size: size, options: options)
        }
        switch event {
        case .key(let key):
            let action = action(for: key, digits: digits)
            // NB: below the minimum size only "Terminal too small" shows; no key may act on what cannot be seen.
            guard Layout.fits(size) else { return action == .quitRequested ? [.quitRequested] : [] }
            return action.map { [$0] } ?? []
        case .mouse(let mouse):
            guard options.mouseEnabled, mouse.button == .left, Layout.fits(size), !session.isSpectator else {
                return []
            }
            return BoardLayout(screen: size)?.square(at: mouse.position).map { [.squareChosen($0)] } ?? []
        case .resize:
            return []
        case .endOfInput, .terminationRequested:
            return [.quitRequested]
        }
    }

    /// The key help of an online Minesweeper board after `event`, which the session never hears of: `?` toggles it
    /// and Esc closes it (`handled`: the key goes no further), any other key closes it and goes on to the board.
    /// Elsewhere, and while only "Terminal too small" shows, the help stays as it was and nothing is handled.
    public static func minesweeperHelp(
        after event: TerminalEvent, in session: OnlineSession, showsHelp: Bool, size: Size
    ) -> (showsHelp: Bool, handled: Bool) {
        guard case .key(let key) = event, let scene = OnlineView.minesweeperScene(session),
            MinesweeperSceneView.layout(for: scene, size: size) != nil
        else { return (showsHelp, false) }
        let command = MinesweeperKeyBindings.command(for: key)
        if command == .toggleHelp || showsHelp && command == .escape {
            return (command == .toggleHelp && !showsHelp, true)
        }
        return (false, false)
    }

    /// On a Minesweeper board: the online keys (`y` copies the join command, `q` leaves keeping the seat), then
    /// the board's own keys and clicks as `MinesweeperInputMapper` reads them.
    private static func minesweeperActions(
        for event: TerminalEvent, in scene: MinesweeperScene, size: Size, options: RenderOptions
    ) -> [OnlineAction] {
        // NB: below the board's minimum size only "Terminal too small" shows; nothing but quitting may act on it.
        if MinesweeperSceneView.layout(for: scene, size: size) == nil {
            switch event {
            case .key(let key) where MinesweeperKeyBindings.command(for: key, in: scene.context) == .quit:
                return [.quitRequested]
            case .key(.control("d")), .endOfInput, .terminationRequested:
                return [.quitRequested]
            case .key, .mouse, .resize:
                return []
            }
        }
        switch event {
        case .key(let key) where MinesweeperKeyBindings.command(for: key, in: scene.context) == .copyJoinCommand:
            return [.copyJoinCommandRequested]
        case .key(let key) where MinesweeperKeyBindings.command(for: key, in: scene.context) == .quit:
            return [.quitRequested]
        case .key(.control("d")), .endOfInput, .terminationRequested:
            return [.quitRequested]
        case .mouse where !options.mouseEnabled:
            return []
        default:
            return MinesweeperInputMapper.intents(for: event, in: scene, size: size).map(OnlineAction.minesweeper)
        }
    }

    private static func action(for key: Key, digits: DigitLayout) -> OnlineAction? {
        switch key {
        case .up: return .directionPressed(.up)
        case .down: return .directionPressed(.down)
        case .left: return .directionPressed(.left)
        case .right: return .directionPressed(.right)
        case .enter: return .confirmPressed
        case .control("c"), .control("d"): return .quitRequested
        case .character(let character):
            switch character.lowercased() {
            case " ": return .confirmPressed
            case "q": return .quitRequested
            case "n", "r": return .rematchRequested
            case "c": return .claimRequested
            case "a": return .abortRequested
            case "y": return .copyJoinCommandRequested
            default:
                guard let digit = character.wholeNumberValue else { return nil }
                return digits.square(for: digit).map(OnlineAction.squareChosen)
            }
        default:
            return nil
        }
    }
}
