import ClientCore
import TermCore
import TerminalUI
import Testing

/// The key tables are consistent, and a table's help speaks of its own screen (the tests' press race here; each
/// game's tests check its own help).
struct KeyBindingsTests {
    @Test func noKeyIsBoundTwice() {
        var seen: [Key: Int] = [:]
        for binding in KeyBindings.all {
            for key in binding.commands.keys { seen[key, default: 0] += 1 }
        }
        #expect(seen.filter { $0.value > 1 }.isEmpty)
    }

    @Test func everyKeyMeansWhatItsRowSays() {
        var meanings: [Key: KeyCommand] = [:]
        for binding in KeyBindings.all {
            for (key, command) in binding.commands { meanings[key] = command }
        }
        // NB: every ASCII character too (most mean nothing), and keys that are no character.
        let characters = (0..<128).map { Key.character(Character(Unicode.Scalar(UInt8($0)))) }
        let keys = Set(meanings.keys).union(characters).union([.character("é"), .control("l"), .up, .function(1)])
        let wrong = keys.filter { KeyBindings.command(for: $0) != meanings[$0] }
        #expect(wrong.isEmpty)
    }

    @Test func everyCommandHasAKey() {
        let commands = Set(KeyBindings.all.flatMap(\.commands.values))
        let expected: Set<KeyCommand> = Set(Direction.allCases.map(KeyCommand.move))
            .union([.confirm, .toggleHelp, .escape, .nextRound, .menu, .quit])
            .union((1...9).map(KeyCommand.digit))
        #expect(commands == expected)
    }

    /// Help belongs to the screen it is opened from: a table's speaks of its game's keys and rules and the next
    /// round, the menu's of entries, the games and online play, and neither of the other's keys.
    @Test func helpSpeaksOfItsOwnScreen() {
        let size = Size(width: 80, height: 24)
        let game = AppView.render(Fixtures.helpOverRace, size: size, options: RenderOptions()).text
        let menu = AppView.render(
            Fixtures.after([.helpToggled], from: Fixtures.mainMenu), size: size, options: RenderOptions()
        ).text
        for words in ["Press, once the race opens", "Next round, once this one is over", "Press first once"] {
            #expect(game.contains(words), "\(words)")
            #expect(!menu.contains(words), "\(words)")
        }
        for words in ["Choose that entry", "Online", "quick match", "Move the selection"] {
            #expect(menu.contains(words), "\(words)")
            #expect(!game.contains(words), "\(words)")
        }
        #expect(!game.contains("entry"))
    }

    /// The online key table binds no key twice and gives every online command a key.
    @Test func theOnlineTableIsConsistent() {
        var seen: [Key: Int] = [:]
        for binding in OnlineKeyBindings.all {
            for key in binding.commands.keys { seen[key, default: 0] += 1 }
        }
        #expect(seen.filter { $0.value > 1 }.isEmpty)
        let commands = Set(OnlineKeyBindings.all.flatMap(\.commands.values))
        #expect(
            commands.isSuperset(of: [.confirm, .nextRound, .claim, .abort, .copyJoinCommand, .toggleHelp, .quit]))
    }

    @Test func helpLeavesOutClicksWithoutAMouse() {
        let options = RenderOptions(mouseEnabled: false)
        let canvas = AppView.render(Fixtures.helpOverRace, size: Size(width: 80, height: 24), options: options)
        #expect(!canvas.text.contains("Click"))
    }
}
