import ArgumentParser
import ClientCore
import Foundation
import TerminalUI

/// The theme to draw with, as found before the terminal starts: a file, or the one built into the program.
enum ThemeChoice {
    /// The built-in standard theme.
    case builtIn
    /// A theme file and its text.
    case file(path: String, json: String)

    /// Finds the theme `name`, checking a file's contents now, while errors can still be printed.
    ///
    /// Throws an exit status: 64 for a name with no theme (listing those there are), 78 for a file that cannot be
    /// read or is not a valid theme.
    static func resolve(_ name: String, with locator: ThemeLocator) throws(ExitCode) -> ThemeChoice {
        guard let path = locator.path(for: name) else {
            if name == ThemeLocator.builtInName { return .builtIn }
            let names = locator.availableNames.joined(separator: ", ")
            Launcher.printError("Error: Unknown theme '\(name)'. Available themes: \(names).")
            throw .validationFailure
        }
        let json: String
        // NB: a game's own role is the game's to name: checked against the games this program plays.
        let known = Set(Games.plays.plays.flatMap { ($0 as? any GameScreen.Type)?.themeRoles ?? [] }.map(\.key))
        do {
            json = try String(contentsOfFile: path, encoding: .utf8)
            // NB: 256 colours accepts every valid theme; the real colour count is only known once curses runs.
            _ = try Theme(json: json, colorCount: 256, gameRoles: known)
        } catch {
            Launcher.printError("Error: the theme file \(path) is not valid: \(error)")
            throw ExitCode(78)
        }
        return .file(path: path, json: json)
    }

    /// The theme for a terminal with `colorCount` colours: the file's, or the standard one if it will not load.
    func theme(colorCount: Int) -> Theme {
        // NB: the built-in theme uses bright colours (8-15) that an 8-colour terminal lacks; fit it like a file.
        let standard = Theme.standard.fitted(toColorCount: colorCount)
        guard case .file(_, let json) = self else { return standard }
        return (try? Theme(json: json, colorCount: colorCount)) ?? standard
    }

    /// Where the theme came from, for the log.
    var source: String {
        switch self {
        case .builtIn: "built-in"
        case .file(let path, _): path
        }
    }
}
