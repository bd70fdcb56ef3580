public import GameCore

/// How the last round ended.
///
/// On the wire: `{"type": "finished", "outcome": …}`, `{"type": "victoryClaimed", "seat": 0, "outcome": …}` or
/// `{"type": "aborted", "seat": 1}`.
public enum RoundResult: Hashable, Sendable, Codable {
    /// The rules ended it.
    case finished(outcome: Outcome)
    /// `seat` claimed it because the others were away; scored like a win.
    case victoryClaimed(seat: Seat, outcome: Outcome)
    /// `seat` aborted it before its second move; not scored.
    case aborted(seat: Seat)

    private enum CodingKeys: String, CodingKey {
        case type, outcome, seat
    }

    private enum ResultType: String, CaseIterable {
        case finished, victoryClaimed, aborted
    }

    /// Decodes `{"type": …, fields}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .type)
        switch ResultType(rawValue: name) {
        case .finished: self = .finished(outcome: try container.decode(Outcome.self, forKey: .outcome))
        case .victoryClaimed:
            self = .victoryClaimed(
                seat: try container.decode(Seat.self, forKey: .seat),
                outcome: try container.decode(Outcome.self, forKey: .outcome))
        case .aborted: self = .aborted(seat: try container.decode(Seat.self, forKey: .seat))
        case nil:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown round result \(TextRules.quoted(name))")
        }
    }

    /// Encodes `{"type": …, fields}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .finished(let outcome):
            try container.encode(ResultType.finished.rawValue, forKey: .type)
            try container.encode(outcome, forKey: .outcome)
        case .victoryClaimed(let seat, let outcome):
            try container.encode(ResultType.victoryClaimed.rawValue, forKey: .type)
            try container.encode(seat, forKey: .seat)
            try container.encode(outcome, forKey: .outcome)
        case .aborted(let seat):
            try container.encode(ResultType.aborted.rawValue, forKey: .type)
            try container.encode(seat, forKey: .seat)
        }
    }
}
