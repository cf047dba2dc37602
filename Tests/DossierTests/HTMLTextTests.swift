import Testing
@testable import Dossier

/// What the dossier's pages make of a study's text.
@Suite struct HTMLTextTests {
    /// A study's string with a terminal escape and a bell in it (a display name in a `.strings`
    /// file) reached the pages' HTML raw, which HTML does not allow and a terminal showing the
    /// file obeys; the control characters are left out, as the SVG pictures already did, and
    /// the markup characters are escaped.
    @Test func controlCharactersAreLeftOutAndMarkupEscaped() {
        #expect(HTMLText.escape("Sleep\u{1B}[31m Study\u{7} & <Co> \"x\" it's") == "Sleep[31m Study &amp; &lt;Co&gt; &quot;x&quot; it's")
        #expect(HTMLText.escape("line\nnext\ttab") == "line\nnext\ttab")
    }
}
