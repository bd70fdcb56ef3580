import ClientCore
import CursesDriver
import Foundation
import Logging
import NetClient
import TermCore
import TerminalUI
import WireProtocol

/// Runs an online game full screen: the network on its own tasks hands its news to this thread through an
/// inbox and the terminal's waker, so an idle client is not woken at all.
enum OnlineCursesLoop {
    /// Plays until the person quits, input ends, a signal arrives or the session ends; `nil` when curses cannot
    /// start (the caller falls back to plain mode).
    static func run(
        _ session: OnlineSession, address: ServerAddress, seats: SeatStore, setup: CursesLoop.Setup,
        digits: DigitLayout, logger: Logger
    ) -> ExitReason? {
        guard let (terminal, renderOptions) = CursesLoop.start(setup: setup, logger: logger) else { return nil }
        defer { terminal.stop() }
        let waker = terminal.makeWaker()
        let inbox = Inbox<OnlineInput>(onPut: { waker.wake() })
        let bridge = NetworkBridge(address: address, inbox: inbox, seats: seats, logger: logger)
        defer { bridge.close() }
        var session = session
        let reason = loop(
            &session, terminal: terminal, bridge: bridge, inbox: inbox, server: address.description,
            digits: digits, options: renderOptions)
        terminal.stop()
        if let failure = session.failure {
            Launcher.printError("parlor: \(failure.message)")
            return .failed
        }
        return reason
    }

    private static func loop(
        _ session: inout OnlineSession, terminal: CursesTerminal, bridge: NetworkBridge, inbox: Inbox<OnlineInput>,
        server: String, digits: DigitLayout, options: RenderOptions
    ) -> ExitReason {
        if bridge.perform(session.start()) { return .quit }
        while true {
            terminal.present(
                OnlineView.render(session, server: server, digits: digits, size: terminal.size, options: options))
            var actions: [OnlineAction] = []
            for event in terminal.waitForEvents() {
                switch event {
                case .terminationRequested(let signal): return .signal(signal)
                case .endOfInput: return .endOfInput
                case .resize: terminal.invalidate()
                case .key, .mouse: break
                }
                actions += OnlineInputMapper.actions(
                    for: event, in: session, digits: digits, size: terminal.size, options: options)
            }
            for input in inbox.drain() {
                if case .action(let action) = input { actions.append(action) }
            }
            for action in actions {
                let effects = session.reduce(action)
                if effects.contains(.bell) { terminal.bell() }
                if bridge.perform(effects) { return session.failure == nil ? .quit : .failed }
            }
        }
    }
}
