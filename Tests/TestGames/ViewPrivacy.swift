import Foundation
public import GameCatalog
import GameCore

/// What one viewer's view of a game may hold that another's may not, checked fact by fact: a view as a set of
/// `path = value` lines, one per leaf of its JSON other than null. The protocol's tests check every game this way;
/// a game with secrets also checks, in its tests, that its secrets are in no view they are hidden from.
public enum ViewPrivacy {
    /// The facts of `view`.
    public static func facts(of view: AnyView) throws -> Set<String> {
        let object = try JSONSerialization.jsonObject(
            with: Data(try JSON.encode(view).utf8), options: [.fragmentsAllowed])
        var facts: Set<String> = []
        collect(object, at: "", into: &facts)
        return facts
    }

    /// What is wrong with the views of `game`: a seat that sees another seat's private facts (those the spectator
    /// does not see), or a spectator that sees what some seat does not; empty when nothing leaks.
    public static func leaks(in game: AnyGame) throws -> [String] {
        var problems: [String] = []
        let spectator = try facts(of: game.view(for: .spectator))
        for seat in game.seats {
            let mine = try facts(of: game.view(for: .seat(seat)))
            let privateFacts = mine.subtracting(spectator)
            for other in game.seats where other != seat {
                let leaked = try facts(of: game.view(for: .seat(other))).intersection(privateFacts)
                if !leaked.isEmpty { problems.append("\(other) sees \(seat)'s \(leaked.sorted())") }
            }
            let onlySpectators = spectator.subtracting(mine)
            if !onlySpectators.isEmpty {
                problems.append("only the spectator, not \(seat), sees \(onlySpectators.sorted())")
            }
        }
        return problems
    }

    private static func collect(_ value: Any, at path: String, into facts: inout Set<String>) {
        switch value {
        case let object as [String: Any]:
            for (key, child) in object { collect(child, at: path + "." + key, into: &facts) }
        case let array as [Any]:
            for (index, child) in array.enumerated() { collect(child, at: path + "[\(index)]", into: &facts) }
        case is NSNull:
            // NB: a null tells nothing (a spectator's "no lucky number"), so it is no fact to leak or to lack.
            break
        default:
            facts.insert("\(path) = \(value)")
        }
    }
}
