import Foundation
import Testing
@testable import ConsentSimCLI

/// The bundled studies' folder is named as Foundation would name it, from paths tidied as text.
@Suite struct LexicalPathTests {
    @Test(arguments: ["/usr/local/bin/../share/consent-sim/studies", "/a/./b//c/", "/a/b/../../..", "/", "a/../../b", "./a/.", "a/.."])
    func tidiesAPathAsURLDoes(_ path: String) {
        let expected = URL(fileURLWithPath: path).standardizedFileURL.path
        // A relative path is made absolute by URL; compare the part the text decides.
        if path.hasPrefix("/") {
            #expect(LexicalPath.standardized(path) == expected)
        }
        #expect(!LexicalPath.standardized(path).contains("/./") && !LexicalPath.standardized(path).hasSuffix("/."))
    }

    @Test func relativePathsKeepTheirLeadingUps() {
        #expect(LexicalPath.standardized("a/../../b") == "../b")
        #expect(LexicalPath.standardized("a/..") == ".")
    }

    @Test func ancestorsRunUpToTheRoot() {
        #expect(LexicalPath.withAncestors("/x/y/bin", levels: 4) == ["/x/y/bin", "/x/y", "/x", "/", "/"])
    }
}
