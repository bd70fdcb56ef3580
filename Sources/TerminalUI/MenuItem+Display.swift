import ClientCore

extension MenuItem {
    /// The entry's name in the menu.
    var label: String {
        switch self {
        case .offer(_, let offer): return offer.label
        case .hostOnline: return "Create online game"
        case .joinOnline: return "Join by game ID"
        case .watchOnline: return "Watch by game ID"
        case .quickMatch: return "Quick match"
        case .personSeat(_, let name, let turn):
            return "You play: \(name)" + (Ordinal.word(turn).map { " (moves \($0))" } ?? "")
        case .computerLevel(let level): return level.name.prefix(1).uppercased() + level.name.dropFirst()
        case .setup(let offer): return offer.label
        case .back: return "Back"
        case .help: return "Help"
        case .quit: return "Quit"
        }
    }

    /// A shorter name for narrow terminals.
    var shortLabel: String {
        switch self {
        case .offer(_, let offer): return offer.shortLabel
        case .hostOnline: return "Create online"
        case .joinOnline: return "Join by ID"
        case .watchOnline: return "Watch by ID"
        case .personSeat(_, let name, _): return "You play: \(name)"
        default: return label
        }
    }

    /// A few dim words beside the entry, when there is room.
    var detail: String? {
        switch self {
        case .offer(_, let offer): return offer.detail
        case .hostOnline: return "a friend joins by its ID"
        case .joinOnline: return "take a seat in a friend's game"
        case .watchOnline: return "follow a game live"
        case .quickMatch: return "pair with a stranger"
        case .help: return "keys and rules"
        case .computerLevel(let level): return level.detail
        case .personSeat: return "Enter to switch"
        case .setup(let offer): return offer.detail
        case .back, .quit: return nil
        }
    }
}
