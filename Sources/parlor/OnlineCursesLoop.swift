import ClientCore
import CursesDriver
import Foundation
import Logging
import NetClient
import TermCore
import TerminalUI
import WireProtocol

/// Runs an online game full screen on a terminal already started: the network on its own tasks hands its news
/// to this thread through an inbox and the terminal's waker, so an idle client is not woken at all.
///
/// NB: it neither starts nor stops the terminal, so the menu hands over its screen and gets it back without the
/// flicker of leaving and re-entering curses.
enum OnlineCursesLoop {
    /// How the game on screen ended.
    struct Ending: Equatable {
        /// Why the loop stopped.
        var reason: ExitReason
        /// Why the game could not go on, for the person, when they did not choose to leave: a room that does not
        /// exist, a refused seat, a server that could not be reached.
        var problem: String?
        /// What a player who quit is told once the game is off the screen: their seat is kept, and the command
        /// that takes it back.
        var farewell: String? = nil
    }

    /// Plays until the person quits, input ends, a signal arrives or the session ends. `shownServer` is the
    /// address the waiting screen tells a friend (`parlor host --lan` shows its LAN address while this client
    /// connects over loopback). `beforeClosing` runs once the game is over, before this client's connection is
    /// closed (`parlor host --lan` stops its server there).
    static func run(
        _ session: OnlineSession, address: ServerAddress, shownServer: String, seats: SeatStore,
        terminal: CursesTerminal, options: RenderOptions, digits: DigitLayout, logger: Logger,
        beforeClosing: () -> Void = {}
    ) -> Ending {
        let waker = terminal.makeWaker()
        let inbox = Inbox<OnlineInput>(onPut: { waker.wake() })
        let bridge = NetworkBridge(address: address, inbox: inbox, seats: seats, logger: logger)
        var session = session
        let reason = loop(
            &session, terminal: terminal, bridge: bridge, inbox: inbox, server: shownServer, digits: digits,
            options: options)
        beforeClosing()
        bridge.close()
        // NB: timers and the connection's last news may still arrive; a closed inbox drops them rather than wake
        // the menu that takes the screen back.
        inbox.close()
        terminal.invalidate()
        if let failure = session.failure {
            logger.info("online ended", metadata: ["reason": "\(reason)", "failure": "\(failure.code)"])
            return Ending(reason: .failed, problem: failure.message)
        }
        logger.info("online ended", metadata: ["reason": "\(reason)", "link": "\(session.link)"])
        // NB: leaving while the connection is still being retried counts too: the menu should say why nothing
        // happened rather than come back as if the game had been played. Leaving during the first attempt, before
        // anything failed, is only leaving: "Cannot reach the server" would blame a server nobody waited for.
        let neverReached =
            session.link == .unreachable
            || session.room == nil && session.link != .online && session.lastProblem != nil
        if neverReached {
            let why = session.lastProblem.map { ": \($0)" } ?? "."
            let problem =
                session.hostLeft
                ? "The host left: the game server at \(address) stopped with them."
                : session.serverStopped
                    ? "The server at \(address) stopped\(why)" : "Cannot reach the server at \(address)\(why)"
            // NB: a server that was never reached, or that stopped, ends the run as a failure, as in plain mode.
            let failed = reason == .quit && (session.link == .unreachable || session.lastProblem != nil)
            // NB: a seat taken before the server went away is still the player's once it is back.
            let farewell = session.hostsServer ? nil : session.farewell
            return Ending(reason: failed ? .failed : reason, problem: problem, farewell: farewell)
        }
        // NB: a player stopped by Ctrl-C or SIGTERM keeps the seat just as one who pressed q, and is told so.
        let toldFarewell: Bool
        switch reason {
        case .quit, .signal: toldFarewell = true
        case .endOfInput, .failed: toldFarewell = false
        }
        return Ending(reason: reason, farewell: toldFarewell ? session.farewell : nil)
    }

    private static func loop(
        _ session: inout OnlineSession, terminal: CursesTerminal, bridge: NetworkBridge, inbox: Inbox<OnlineInput>,
        server: String, digits: DigitLayout, options: RenderOptions
    ) -> ExitReason {
        if bridge.perform(session.start()) { return .quit }
        // NB: the key help is only drawn over the screen; the session never hears of it.
        var showsHelp = false
        var repeats = KeyRepeatFilter()
        let started = ContinuousClock.now
        while true {
            terminal.present(
                OnlineView.render(
                    session, server: server, digits: digits, size: terminal.size, options: options,
                    showsHelp: showsHelp))
            var actions: [OnlineAction] = []
            for event in terminal.waitForEvents() {
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
                    let now = started.duration(to: .now) / .milliseconds(1)
                    if repeats.isRepeat(key, at: Int64(now)),
                        OnlineInputMapper.actsOncePerPress(key, in: session, digits: digits)
                    {
                        continue
                    }
                case .mouse: break
                }
                let help = OnlineInputMapper.help(
                    after: event, in: session, showsHelp: showsHelp, size: terminal.size)
                showsHelp = help.showsHelp
                if help.handled { continue }
                actions += OnlineInputMapper.actions(
                    for: event, in: session, digits: digits, size: terminal.size, options: options)
            }
            for input in inbox.drain() {
                if case .action(let action) = input { actions.append(action) }
            }
            for action in actions {
                let effects = session.reduce(action)
                if effects.contains(.bell) { terminal.bell() }
                for case .copyToClipboard(let text) in effects { terminal.copyToClipboard(text) }
                if effects.contains(.discardTypeAhead) { terminal.discardPendingInput() }
                if bridge.perform(effects) { return session.failure == nil ? .quit : .failed }
                // NB: the session gives up sooner than the connection would (a first connect that never opened,
                // a server that stopped): no more dialling behind a screen that says it gave up.
                if session.link == .unreachable { bridge.close() }
            }
        }
    }
}
