extension Equatable {
    /// Whether `other` is a value of this type equal to this one: equality across existentials.
    func isErasedEqual(to other: any Equatable) -> Bool {
        (other as? Self) == self
    }
}
