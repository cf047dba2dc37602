import Foundation
import Testing
@testable import StudyConfig

/// The checklist's own whitespace and substring rules give Foundation's answers, so a study
/// that was blank, or a placeholder, still is.
@Suite struct BlankTextTests {
    static let samples = ["", " ", "\t\n", "\u{00A0}", "\u{2003}x\u{3000}", " \u{2028}text\u{2029} ", "\u{0085}", "Lorem ipsum",
                          "a", "é ", " ü\u{301}", "\u{200B}", "\r\n", "Study\npurpose", "TODO: write", "$(PRODUCT_NAME)"]

    @Test(arguments: samples) func blankAndTrimmedAgreeWithFoundation(text: String) {
        #expect(text.isBlank == text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        #expect(text.trimmedOfWhitespace == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Plain ASCII text is searched byte by byte; it must find exactly what the search by
    /// characters finds, a line feed after a carriage return (one character) included.
    @Test func asciiSearchFindsWhatTheCharacterSearchFinds() {
        let texts = ["Lorem ipsum dolor", "a\r\nb", "a\nb", "TODO: write this", "lorem ipsu", "", "xxlorem ipsumxx", "ab", "é lorem ipsum",
                     "lorem ipsum\u{301}", "café", "a\tb"]
        let parts = ["lorem ipsum", "Lorem ipsum", "\n", "\r\n", "b", "a", "", "ipsum dolor x", "TODO", "e", "m"]
        for text in texts {
            for part in parts {
                #expect(text.containsText(part) == text.containsTextByCharacters(part), "\(text.debugDescription) / \(part.debugDescription)")
            }
        }
        #expect("lorem ipsum\u{301}".containsText("lorem ipsum") == false)   // the last character is m with an accent
        #expect("a\r\nb".containsText("\n") == false)
    }

    @Test func containsTextFindsWhatFoundationFinds() {
        for (text, part) in [("say lorem ipsum here", "lorem ipsum"), ("lorem ipsu", "lorem ipsum"), ("$(A)$(B)", "$("),
                             ("a$(", "$("), ("", "x"), ("abc", ""), ("ababc", "abc")] {
            #expect(text.containsText(part) == (part.isEmpty || text.range(of: part) != nil), "\(text) / \(part)")
        }
    }
}
