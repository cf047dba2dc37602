import Foundation
import Testing
@testable import Scenarios

/// A key given twice is found when its map closes, so a file with one in its header (line 2)
/// and one in a step's map (line 6) was refused at line 6 alone; fixed, it was refused again at
/// line 2. The first in the file is the one named.
@Suite struct DuplicateKeyOrderTests {
    @Test func theFirstKeyGivenTwiceInTheFileIsNamed() {
        let yaml = "name: a\nname: b\nstudy: ../studies/sleep-study\nsteps:\n  - launch\n"
            + "  - expectStatus: {accelerometer: denied, accelerometer: authorized}\n"
        #expect(throws: YAMLError(file: "t.yaml", line: 2, column: 1,
                                  message: "name is given twice in this map (first at line 1); give it once")) {
            try YAMLParser.parse(Data(yaml.utf8), file: "t.yaml")
        }
    }

    @Test func aDuplicateBeforeASyntaxErrorIsNamedAndASyntaxErrorIsNotADuplicate() {
        let yaml = "steps:\n  - expectStatus: {a: x, a: y}\n  - [\n"
        let error = try? #require(throws: YAMLError.self) { try YAMLParser.parse(Data(yaml.utf8), file: "t.yaml") }
        #expect(error?.line == 2 && error?.message.contains("a is given twice") == true, "\(String(describing: error))")
        let later = "a: [\nb: 1\na: 2\n"
        let syntax = try? #require(throws: YAMLError.self) { try YAMLParser.parse(Data(later.utf8), file: "t.yaml") }
        #expect(syntax?.message.contains("given twice") == false, "\(String(describing: syntax))")
    }
}
