import Snap

/// The card codes a piece of JSON holds: every string of exactly two characters that is a card's code ("7D").
///
/// A card can reach JSON only as its code, so these are all the cards a message shows; the tests check the
/// finder on the stored game too, where every card is, so it cannot pass by finding nothing.
enum CardCodes {
    static func found(in json: String) -> Set<Card> {
        let bytes = Array(json.utf8)
        var cards: Set<Card> = []
        var index = 0
        while index + 3 < bytes.count {
            if bytes[index] == UInt8(ascii: "\""), bytes[index + 3] == UInt8(ascii: "\""),
                let card = Card(code: String(decoding: bytes[(index + 1)...(index + 2)], as: UTF8.self))
            {
                cards.insert(card)
                index += 4
            } else {
                index += 1
            }
        }
        return cards
    }
}
