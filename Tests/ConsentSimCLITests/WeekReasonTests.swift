import Testing
@testable import ConsentSimCLI

/// `week` says why a fetch came back empty, in the words the log uses.
@Suite struct WeekReasonTests {
    @Test func theFirstNightsEmptyFetchesSayTheyEndBeforeRecordingStarted() {
        let r = CommandRun.run(["week", "--days", "2"])
        #expect(r.code == .success)
        let day1 = r.output.out.split(separator: "\n").filter { $0.hasPrefix("1 ") }
        #expect(!day1.isEmpty)
        for row in day1 {
            #expect(row.contains("beforeRecording: the window 24 Feb 03:00 to 2 Mar 03:00 ends before recording started"), "\(row)")
        }
        // A fetch with results shows its window as before.
        #expect(r.output.out.contains("2 Mar 03:00 – 3 Mar 03:00"))
    }
}
