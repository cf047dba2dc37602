import Testing

extension Tag {
    /// A test that plays the whole bundled suite several times (half a minute in a debug build):
    /// `swift test --skip` by its name, or select the rest by tag in an IDE.
    @Tag static var slow: Self
}
