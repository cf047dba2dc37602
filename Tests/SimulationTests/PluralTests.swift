import Testing
import Simulation

/// Counts read as English: "1 result, 1 sample", never "1 results, 1 samples".
@Suite struct PluralTests {
    @Test func aFetchOfOneResultAndOneSampleReadsInTheSingular() {
        let one = FetchRecord(sensor: .visits, device: .defaultPhone(), from: 0, to: 1, results: 1, samples: 1, errorCode: nil, finishedAt: 1)
        #expect(StudyAppEvent.fetchCompleted(one).description == "visits didCompleteFetch from iPhone: 1 result, 1 sample")
        let two = FetchRecord(sensor: .visits, device: .defaultPhone(), from: 0, to: 1, results: 2, samples: 0, errorCode: nil, finishedAt: 1)
        #expect(StudyAppEvent.fetchCompleted(two).description == "visits didCompleteFetch from iPhone: 2 results, 0 samples")
        #expect(StudyAppEvent.motionQueryResult(activities: 1).description == "queryActivity: 1 activity")
        #expect(Plural.of(3, "fetch", "fetches") == "3 fetches")
    }
}
