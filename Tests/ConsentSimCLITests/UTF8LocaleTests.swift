import Testing
@testable import ConsentSimCLI

/// The demo switched a non-UTF-8 locale to C.UTF-8 without checking that the switch worked: on a
/// glibc without a built-in C.UTF-8 every glyph came out garbled, with no word why.
@Suite struct UTF8LocaleTests {
    /// A stand-in for the C library's locale: which names it has, and each one's character set.
    final class FakeLocale {
        var current: String
        let installed: [String: String]
        var tried: [String] = []
        init(current: String, installed: [String: String]) {
            self.current = current
            self.installed = installed
        }
        func ensure() throws {
            try UTF8Locale.ensure(codeset: { self.current }, setCharacterType: { name in
                self.tried.append(name)
                guard let codeset = self.installed[name] else { return false }
                self.current = codeset
                return true
            })
        }
    }

    @Test func aUTF8LocaleIsKept() throws {
        let locale = FakeLocale(current: "UTF-8", installed: ["C.UTF-8": "UTF-8"])
        try locale.ensure()
        #expect(locale.tried.isEmpty)
    }

    @Test func thePOSIXLocaleSwitchesToCUTF8() throws {
        let locale = FakeLocale(current: "ANSI_X3.4-1968", installed: ["C.UTF-8": "UTF-8"])
        try locale.ensure()
        #expect(locale.current == "UTF-8" && locale.tried == ["C.UTF-8"])
    }

    @Test func withoutCUTF8AnotherInstalledUTF8LocaleIsUsed() throws {
        let locale = FakeLocale(current: "ANSI_X3.4-1968", installed: ["en_US.UTF-8": "UTF-8"])
        try locale.ensure()
        #expect(locale.current == "UTF-8")
    }

    @Test func withNoUTF8LocaleTheDemoRefusesNamingWhatToSet() {
        let locale = FakeLocale(current: "ANSI_X3.4-1968", installed: [:])
        #expect(throws: TerminalError.noUTF8Locale("ANSI_X3.4-1968")) { try locale.ensure() }
        let message = TerminalError.noUTF8Locale("ANSI_X3.4-1968").description
        #expect(message.contains("\"ANSI_X3.4-1968\"") && message.contains("LC_ALL") && message.contains("locale -a"),
                Comment(rawValue: message))
    }

    @Test func aFallbackThatIsNotUTF8DoesNotCount() {
        let locale = FakeLocale(current: "ISO-8859-1", installed: ["C.UTF-8": "ISO-8859-1"])
        #expect(throws: TerminalError.noUTF8Locale("ISO-8859-1")) { try locale.ensure() }
    }
}
