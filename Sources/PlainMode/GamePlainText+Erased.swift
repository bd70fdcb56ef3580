import ClientCore
import GameCatalog
import GameCore

// NB: what room-level plain mode asks of a game's plain parts it holds as `any GamePlainText.Type`, written once on
// the game's own type.
extension GamePlainText {
    static func anyIntent(
        forLine line: String, settings: Settings, on view: AnyView? = nil, names: SeatNames = SeatNames([])
    ) -> PlainReading<PlayIntent>? {
        switch intent(forLine: line, settings: settings, on: view?.view(of: Rules.self), names: names) {
        case .intent(let intent)?: .intent(PlayIntent(Self.self, intent))
        case .invalid(let reason)?: .invalid(reason)
        case nil: nil
        }
    }

    static func lines(for view: AnyView, viewer: Viewer, names: SeatNames) -> [String] {
        view.view(of: Rules.self).map { lines(for: $0, viewer: viewer, names: names) } ?? []
    }

    static func sentence(for move: AnyMove?, by seat: Seat, after view: AnyView, names: SeatNames) -> String? {
        guard let view = view.view(of: Rules.self) else { return nil }
        return sentence(for: move?.move(of: Rules.self), by: seat, after: view, names: names)
    }

    static func sentences(forMovesIn view: AnyView, from told: Int, names: SeatNames) -> [String] {
        view.view(of: Rules.self).map { sentences(forMovesIn: $0, from: told, names: names) } ?? []
    }

    static func prompt(for view: AnyView, seat: Seat) -> String? {
        view.view(of: Rules.self).map { prompt(for: $0, seat: seat) }
    }

    static func prompt(for view: AnyView, seat: Seat, passingKeys: Bool) -> String? {
        view.view(of: Rules.self).map { prompt(for: $0, seat: seat, passingKeys: passingKeys) }
    }

    static func tableGreeting(setup: GameSetup, names: [String]) -> String? {
        setup.options(of: Rules.self).flatMap { tableGreeting(options: $0, names: names) }
    }

    static func roundLines(round: Int, setup: GameSetup) -> [String]? {
        setup.options(of: Rules.self).flatMap { roundLines(round: round, options: $0) }
    }

    static func optionsPhrase(setup: GameSetup) -> String? {
        setup.options(of: Rules.self).flatMap { optionsPhrase($0) }
    }

    static func resultLine(_ outcome: Outcome, view: AnyView, names: SeatNames) -> String? {
        view.view(of: Rules.self).flatMap { resultLine(outcome, view: $0, names: names) }
    }
}
