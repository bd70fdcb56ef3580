import CustomDump
import Testing

/// `#expect(actual == expected)` with CustomDump's readable diff as the failure comment.
///
/// NB: `expectNoDifference` reports through IssueReporting, which records nothing under Swift Testing unless the
/// target links IssueReportingTestSupport; a failed comparison would then pass silently.
func expectSame<Value: Equatable>(
    _ actual: Value,
    _ expected: Value,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        actual == expected,
        "\(diff(expected, actual, format: .proportional) ?? "")",
        sourceLocation: sourceLocation
    )
}
