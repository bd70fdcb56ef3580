import ClientCore

extension OnlineStatus {
    /// What the status bar says.
    var text: String {
        switch self {
        case .connecting(let spinner): "Connecting \(spinner)"
        case .reconnecting(let attempt, let seconds):
            seconds > 0
                ? "Reconnecting (attempt \(attempt), next try in \(seconds) s)" : "Reconnecting (attempt \(attempt))"
        case .unreachable: "Server unreachable"
        case .waitingForOpponent: "Waiting for an opponent"
        case .yourMove: "Your move"
        case .opponentsMove(let name): "\(name)'s move"
        case .game(let text): text
        case .toMove(let name): "\(name) to move"
        case .opponentAway(let name, let seconds):
            switch seconds {
            case nil: "\(name) disconnected"
            case 0?: "\(name) disconnected: press c to claim"
            case let seconds?: "\(name) disconnected: claim in \(seconds) s"
            }
        case .youWon: "You won"
        case .youLost: "You lost"
        case .draw: "Draw"
        case .won(let name): "\(name) won"
        case .playingTogether: "Playing together"
        case .wonTogether: "Won together"
        case .lostTogether: "Lost together"
        case .aborted: "Round aborted"
        case .closed: "Room closed"
        }
    }
}
