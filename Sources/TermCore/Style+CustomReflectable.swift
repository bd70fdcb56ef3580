extension Style: CustomReflectable {
    /// The colours and attributes, as a test failure or `dump` should show them, rather than the packed bits.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: ["foreground": foreground, "background": background, "attributes": attributes],
            displayStyle: .struct
        )
    }
}
