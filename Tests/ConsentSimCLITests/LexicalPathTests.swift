import Foundation
import Testing
@testable import ConsentSimCLI

/// The bundled studies' folder is named as Foundation would name it, from paths tidied as text.
@Suite struct LexicalPathTests {
    @Test(arguments: ["/usr/local/bin/../share/consent-sim/studies", "/a/./b//c/", "/a/b/../../..", "/", "/x/y/."])
    func tidiesAnAbsolutePathAsURLDoes(_ path: String) {
        #expect(LexicalPath.standardized(path) == URL(fileURLWithPath: path).standardizedFileURL.path)
    }

    /// URL would make these absolute first; as text they keep what cannot be taken away.
    @Test func relativePathsKeepTheirLeadingUps() {
        #expect(LexicalPath.standardized("a/../../b") == "../b")
        #expect(LexicalPath.standardized("a/..") == ".")
        #expect(LexicalPath.standardized("./a/.") == "a")
    }

    @Test func ancestorsRunUpToTheRoot() {
        #expect(LexicalPath.withAncestors("/x/y/bin", levels: 4) == ["/x/y/bin", "/x/y", "/x", "/"])
        #expect(LexicalPath.withAncestors("/x/y/bin", levels: 2) == ["/x/y/bin", "/x/y", "/x"])
        #expect(LexicalPath.withAncestors("/", levels: 4) == ["/"])
    }
}
