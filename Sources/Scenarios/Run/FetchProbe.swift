import SensorKitSim

/// The reader a `fetch:` step uses: it fetches as the study app would and remembers the outcome
/// for `expectFetch:`.
final class FetchProbe: SRSensorReaderDelegate {
    struct Outcome {
        var results = 0
        var samples = 0
        var errorCode: SRError.Code?
    }

    private(set) var outcome = Outcome()

    func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest,
                      didFetchResult result: SRFetchResult<Any>) -> Bool {
        outcome.results += 1
        outcome.samples += result.sampleCount
        return true
    }


    func sensorReader(_ reader: SRSensorReader, fetching fetchRequest: SRFetchRequest, failedWithError error: Error) {
        outcome.errorCode = (error as? SRError)?.code
    }
}
