import NIOCore
import ServerCore
import WireProtocol

extension RoomManager {
    /// The connection a room's deadlines come from: the server's clock, never a client (their numbers start at 1).
    static let clockConnection = ConnectionID(0)

    /// Schedules room `id`'s next deadline, `due` (the room's `nextDeadline`), on the rooms loop, replacing one
    /// scheduled for another moment; cancels it when the room has none (nobody there, no round on, a game without
    /// deadlines).
    func armDeadline(of id: GameID, due: Moment?) {
        // NB: nearly every room has no deadline and none scheduled: nothing to look up.
        if due == nil, deadlineTimers.isEmpty { return }
        if let scheduled = deadlineTimers[id], scheduled.due == due { return }
        deadlineTimers[id]?.task.cancel()
        deadlineTimers[id] = nil
        guard let due else { return }
        let delay = max(0, due.milliseconds - clock().milliseconds)
        let task = ServerLoops.rooms.scheduleTask(in: .milliseconds(delay)) { [self] in
            onRoomsLoop { manager in manager.deadlinePassed(in: id) }
        }
        deadlineTimers[id] = (due, task)
    }

    /// Applies what is due in room `id` as a request from the clock; its records are committed as any move's, and
    /// the next deadline is armed when they are.
    private func deadlinePassed(in id: GameID) {
        deadlineTimers[id] = nil
        apply(.deadlinesDue, in: id, from: Self.clockConnection, inReplyTo: nil)
    }
}
