/// The frames a peer received, in order.
actor Inbox {
    private var texts: [String] = []

    func push(_ text: String) { texts.append(text) }

    func pop() -> String? { texts.isEmpty ? nil : texts.removeFirst() }

    func popAll() -> [String] {
        defer { texts = [] }
        return texts
    }
}
