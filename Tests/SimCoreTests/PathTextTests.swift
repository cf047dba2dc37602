import Testing
@testable import SimCore

/// Every module splits a path by `PathText`: Foundation's NSString splitting traps on Linux on a
/// one-character name without a slash, which `--state p`, `--out x` and `saveState: p` reach.
@Suite struct PathTextTests {
    @Test func aPathsFolderIsReadFromItsText() {
        #expect(PathText.parent(of: "p") == "")
        #expect(PathText.parent(of: "d/") == "")
        #expect(PathText.parent(of: "q/p") == "q")
        #expect(PathText.parent(of: "a//b/") == "a")
        #expect(PathText.parent(of: "/p") == "/")
        #expect(PathText.parent(of: "/") == "/")
        #expect(PathText.folder(of: "p") == ".")
        #expect(PathText.folder(of: "out/x/file.csv") == "out/x")
    }

    @Test func aNameJoinsTheFolderItCameFrom() {
        #expect(PathText.join("", "p.de.json") == "p.de.json")
        #expect(PathText.join("/", "p") == "/p")
        #expect(PathText.join("participants", "p.de.json") == "participants/p.de.json")
    }
}
