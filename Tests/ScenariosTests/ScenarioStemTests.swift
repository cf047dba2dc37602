import Foundation
import Testing
@testable import Scenarios

/// A scenario's default name and its transcript's file name come from its file's name, read
/// from the text: the same name `URL` gives, for plain names and odd ones alike.
@Suite struct ScenarioStemTests {
    static let files = [
        "flows/all-allowed.yaml", "all-allowed.yaml", "/abs/path/to/x.yml", "a/b.tar.yaml", "a//b.yaml", "a/b.YAML",
        "a/.hidden.yaml", "a/.yaml", "a/..yaml", "a/...yaml", "a/.a..yaml", "a/b..yaml", "a/ .yaml", "a/. .yaml",
        "b.", "a/b.yaml.", "x.y/z", "x.y/z.", "a/b. yaml", "a/b.ya ml", "a/b.y/aml", "(bench)", "-", "a/b/", "a/b.yaml/",
        "a/b.c/", "/", "ü/日本.yaml", "a/%41.yaml", "a/b#c.yaml", "a/b\nc.yaml", "a/\u{1B}[2J.yaml", "a/\u{0}b.yaml",
        "a/b\u{301}.yaml", "a/b.yaml2", "a/b.y-ml",
    ]

    @Test func namesAreThoseURLGives() {
        for file in Self.files {
            #expect(Scenario.stem(ofFile: file) == URL(fileURLWithPath: file, isDirectory: false).deletingPathExtension().lastPathComponent,
                    "\(file.debugDescription)")
        }
        #expect(Scenario.stem(ofFile: "flows/all-allowed.yaml") == "all-allowed")
    }
}
