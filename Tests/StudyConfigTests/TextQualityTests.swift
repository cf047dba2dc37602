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

    /// A Description that reads as a lookup key: capitals, digits and `_ . -`, with an `_`, no
    /// space; non-ASCII capitals count as capitals (the check reads bytes first, characters after).
    @Test(arguments: ["SENSORKIT_USAGE_DESC_ECG", "USAGE_LIGHT.V2", "ÉCG_USAGE", "KEY_Ä-1"])
    func lookupKeysAreRecognised(text: String) {
        #expect(TextQuality.looksLikeLookupKey(text))
    }

    @Test(arguments: ["", "USAGE", "Usage_light", "USAGE LIGHT_1", "USAGE_LIGHT ", "ÉCG USAGE_X", "ÉCG_usage",
                      "USAGE_\u{301}", "USAGE_\r\nX", "We measure light_levels."])
    func proseIsNotALookupKey(text: String) {
        #expect(!TextQuality.looksLikeLookupKey(text))
    }
}
