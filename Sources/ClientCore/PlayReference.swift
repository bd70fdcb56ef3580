/// A game's play parts held in a value: equal when they are the same game's.
struct PlayReference: Hashable, Sendable {
    let type: any GamePlay.Type

    init(_ type: any GamePlay.Type) {
        self.type = type
    }

    static func == (lhs: PlayReference, rhs: PlayReference) -> Bool {
        lhs.type.kind == rhs.type.kind
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(type.kind)
    }
}
