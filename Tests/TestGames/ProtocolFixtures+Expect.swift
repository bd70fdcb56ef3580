import CustomDump
public import Testing

extension ProtocolFixtures {
    /// Compares `text` with the fixture `name`; records it (and fails) when it is missing or recording is on.
    public static func expect(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let stored = stored(name) else {
            do {
                try record(text, named: name)
                Issue.record("recorded fixture \(name); read it, then re-run", sourceLocation: sourceLocation)
            } catch {
                Issue.record("could not record fixture \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        if text != stored {
            Issue.record(
                """
                fixture \(name) differs (−stored +encoded); PARLOR_RECORD_FIXTURES=1 re-records it:
                \(diff(stored, text) ?? "")
                """,
                sourceLocation: sourceLocation)
        }
    }
}
