/// What a local plain loop waits for: a line of standard input, its end, or a signal asking the program to stop.
enum PlainInput: Sendable {
    /// A line of standard input, without its newline.
    case line(String)
    /// Standard input closed.
    case endOfInput
    /// SIGINT, SIGTERM, SIGHUP or SIGQUIT arrived.
    case signal(Int32)

    /// An inbox that gets standard input's lines and the stop signals, until `stop` runs.
    static func listen() -> (inbox: Inbox<PlainInput>, stop: () -> Void) {
        let inbox = Inbox<PlainInput>()
        StopSignals.watch { inbox.put(.signal($0)) }
        StandardInputLines.listen { inbox.put($0.map(PlainInput.line) ?? .endOfInput) }
        return (
            inbox,
            {
                StandardInputLines.stopListening()
                StopSignals.stop()
            }
        )
    }
}
