import ClientCore
import CursesDriver
import GameCore
import Logging
import TermCore
import TerminalUI

/// Runs the full-screen client: draw, wait for events, turn them into actions, reduce, repeat.
enum CursesLoop {
    /// What the curses loop needs to know beyond the state.
    struct Setup {
        /// Whether to ask for colours at all (`--no-color`, `NO_COLOR`).
        var colors: Bool
        /// Whether to report mouse clicks.
        var mouse: Bool
        /// Whether to draw with ASCII only.
        var ascii: Bool
        /// The theme found on disk or built in.
        var theme: ThemeChoice
    }

    /// Plays an online game on the terminal the menu hands over, and says how it ended.
    typealias GoOnline = (OnlineIntent, CursesTerminal, RenderOptions) -> OnlineCursesLoop.Ending

    /// Plays until the person quits, input ends or a signal arrives, then restores the terminal. A menu entry
    /// that goes online runs `goOnline` on the same terminal and comes back to the menu when that game ends.
    ///
    /// Returns `nil`, having changed nothing on screen, when the terminal cannot be started (an unknown `TERM`,
    /// say): the caller falls back to plain mode.
    ///
    /// A signal that ends the program during an online game leaves that game's farewell (the seat is kept, and
    /// how to take it back) in `farewell`, for the caller to print once the terminal is restored.
    ///
    /// Every action is reduced at `clock`'s time, and a game whose screen changes by itself (a clock shown
    /// to the second) gets a tick when it does, and only then. Each local game that ends goes into `history`.
    static func run(
        _ state: AppState, setup: Setup, clock: GameClock, history: LocalHistory, logger: Logger,
        farewell: inout String?, goOnline: GoOnline
    ) -> ExitReason? {
        guard let (terminal, options) = start(setup: setup, logger: logger) else { return nil }
        defer { terminal.stop() }
        var state = state
        state.wallClockOrigin = clock.origin
        let ticker = ClockTicker(waker: terminal.makeWaker())
        let reason = loop(
            &state, on: terminal, options: options, clock: clock, ticker: ticker, history: history,
            farewell: &farewell, goOnline: goOnline)
        terminal.stop()
        return reason
    }

    /// Starts curses and picks the theme and glyphs for it; `nil`, having printed why, when it cannot start.
    static func start(setup: Setup, logger: Logger) -> (CursesTerminal, RenderOptions)? {
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal(
                options: CursesTerminal.Options(mouse: setup.mouse, colors: setup.colors))
        } catch {
            logger.warning("curses did not start", metadata: ["error": "\(error)"])
            Launcher.printError("parlor: cannot draw the full screen: \(error). Using plain mode.")
            return nil
        }
        let mono = !setup.colors || terminal.colorCount == 0
        let options = RenderOptions(
            theme: mono ? .mono : setup.theme.theme(colorCount: terminal.colorCount),
            glyphs: setup.ascii || !terminal.isUnicode ? .ascii : .unicode,
            mouseEnabled: setup.mouse
        )
        logger.info(
            "curses started",
            metadata: [
                "size": "\(terminal.size)", "colors": "\(terminal.colorCount)",
                "unicode": "\(terminal.isUnicode)",
                "theme": "\(mono ? "mono" : setup.theme.source)", "glyphs": "\(options.glyphs)",
            ]
        )
        return (terminal, options)
    }

    private static func loop(
        _ state: inout AppState, on terminal: CursesTerminal, options: RenderOptions, clock: GameClock,
        ticker: ClockTicker, history: LocalHistory, farewell: inout String?, goOnline: GoOnline
    ) -> ExitReason {
        var renderer = AppRenderer(options: options)
        var repeats = KeyRepeatFilter()
        while true {
            terminal.present(renderer.render(state, size: terminal.size))
            ticker.wake(after: state.nextClockTick.map { $0.milliseconds - clock.now().milliseconds })
            let events = terminal.waitForEvents()
            if events.isEmpty {
                // NB: only the ticker wakes this loop with nothing to report.
                _ = state.reduce(.clockTicked(clock.now()))
                continue
            }
            events: for event in events {
                switch event {
                case .terminationRequested(let signal): return .signal(signal)
                case .endOfInput: return .endOfInput
                case .resize: terminal.invalidate()
                case .key(.control("l")):
                    // NB: Ctrl-L repaints the whole screen, as in other curses programs, and is no key of the game.
                    terminal.invalidate()
                    continue
                case .key(let key):
                    // NB: a race's key held down acts once; its repeats would fire at the next card.
                    if repeats.isRepeat(key, at: clock.now().milliseconds), InputMapper.actsOncePerPress(key, in: state)
                    {
                        continue
                    }
                case .mouse: break
                }
                let actions = InputMapper.actions(
                    for: event, in: state, size: terminal.size, options: options)
                for action in actions {
                    for effect in state.reduce(action, at: clock.now()) {
                        switch effect {
                        case .quit:
                            return .quit
                        case .record(let game):
                            history.record(game)
                        case .discardTypeAhead:
                            terminal.discardPendingInput()
                        case .goOnline(let intent):
                            ticker.wake(after: nil)
                            let ending = goOnline(intent, terminal, options)
                            if case .signal = ending.reason {
                                farewell = ending.farewell
                                return ending.reason
                            }
                            if ending.reason == .endOfInput { return .endOfInput }
                            _ = state.reduce(.onlineEnded(problem: ending.problem, farewell: ending.farewell))
                            // NB: keys read with this batch were meant for the screen before the game; drop them.
                            break events
                        }
                    }
                }
            }
        }
    }
}
