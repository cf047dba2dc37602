import Foundation

/// Makes the character set UTF-8 before ncurses starts: ncursesw draws every glyph (the phone's
/// border, ▲ ▼, curly quotes) in the locale's character set, and in a non-UTF-8 one (LANG and
/// LC_* unset give POSIX, i.e. ASCII) garbles them all.
package enum UTF8Locale {
    /// The UTF-8 character types tried, in order, when the user's locale is not UTF-8. glibc
    /// before 2.35 has no built-in C.UTF-8 (distributions may or may not ship one), so the common
    /// installed English locale is tried next.
    package static let fallbacks = ["C.UTF-8", "C.utf8", "en_US.UTF-8"]

    /// Keeps a UTF-8 locale, or switches `LC_CTYPE` to the first fallback that exists and is
    /// UTF-8. `codeset` reads the current character set (`nl_langinfo(CODESET)`); `setCharacterType`
    /// sets `LC_CTYPE` and says whether the system had that locale. Throws when none can be had.
    package static func ensure(codeset: () -> String, setCharacterType: (String) -> Bool) throws {
        let original = codeset()
        guard !isUTF8(original) else { return }
        for name in fallbacks where setCharacterType(name) {
            if isUTF8(codeset()) { return }
        }
        throw TerminalError.noUTF8Locale(original)
    }

    static func isUTF8(_ codeset: String) -> Bool {
        ["utf-8", "utf8"].contains(codeset.lowercased())
    }

    /// The real process locale: the user's (`LC_ALL`, `LC_CTYPE`, `LANG`), made UTF-8.
    package static func adopt() throws {
        setlocale(LC_ALL, "")
        try ensure(codeset: { String(cString: nl_langinfo(nl_item(CODESET))) },
                   setCharacterType: { setlocale(LC_CTYPE, $0) != nil })
    }
}
