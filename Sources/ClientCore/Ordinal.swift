/// Places in an order as words, for what the menus say of the order of moves ("moves second").
public enum Ordinal {
    private static let words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"]

    /// The word for the place `index` counts from 0 ("first" for 0), or `nil` past the eighth.
    public static func word(_ index: Int) -> String? {
        words.indices.contains(index) ? words[index] : nil
    }
}
