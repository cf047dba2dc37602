import Testing
@testable import TerminalUI

@Suite struct GoldenHelperTests {
    @Test func diffNamesTheLineAndBothVersions() {
        let diff = goldenDiff(expected: "a\nb\nc\n", actual: "a\nB\nc\n")
        #expect(diff == "line 2:\n  expected |b|\n  actual   |B|")
        #expect(goldenDiff(expected: "same", actual: "same") == nil)
        #expect(goldenDiff(expected: "a", actual: "a\nextra")?.contains("line 2:\n  expected |(no line)|") == true)
    }
}
