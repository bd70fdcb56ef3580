extension Cell: CustomReflectable {
    /// The character and style, as a test failure or `dump` should show them, rather than the packed bytes.
    public var customMirror: Mirror {
        Mirror(self, children: ["character": character, "style": style], displayStyle: .struct)
    }
}
