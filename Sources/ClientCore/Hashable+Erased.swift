extension Hashable {
    /// Whether `other` is a value of this type equal to this one: equality across existentials.
    func isErasedEqual(to other: any Hashable) -> Bool {
        (other as? Self) == self
    }

    /// Hashes the value's type and the value, for a value held as an existential.
    func hashErased(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(Self.self))
        hasher.combine(self)
    }
}
