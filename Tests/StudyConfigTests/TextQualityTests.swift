import Testing
@testable import StudyConfig

/// Which texts the checklist calls placeholders, and which placeholder it names.
@Suite struct TextQualityTests {
    @Test(arguments: [
        ("TODO", "todo"), ("  tbd: write this ", "tbd"), ("FIXME later", "fixme"),
        ("We measure light. Lorem ipsum dolor sit amet.", "lorem ipsum"),
        // The first word is named before the lorem ipsum further on.
        ("todo lorem ipsum", "todo"), ("Placeholder lorem ipsum", "lorem ipsum"),
    ])
    func placeholdersAreNamed(text: String, named: String) {
        #expect(TextQuality.placeholder(text) == "\"\(text)\" is a placeholder (\(named))")
    }

    @Test(arguments: ["We measure how bright it is around you.", "todos are not placeholders", "XXXL", "lorem"])
    func proseIsNotAPlaceholder(text: String) {
        #expect(TextQuality.placeholder(text) == nil)
    }
}
