import CustomDump
import Testing

/// Expects `actual` to equal `expected`, showing CustomDump's line diff of the two when they differ.
///
/// NB: CustomDump's own `expectNoDifference` reports through IssueReporting, which records nothing under Swift
/// Testing unless the test target also links `IssueReportingTestSupport`; a failing comparison then passes
/// silently. This one reports through `#expect` itself.
func expectSame<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    let difference = diff(expected, actual, format: .proportional).map { "\n" + $0 } ?? ""
    #expect(actual == expected, "\(comment?.rawValue ?? "")\(difference)", sourceLocation: sourceLocation)
}
