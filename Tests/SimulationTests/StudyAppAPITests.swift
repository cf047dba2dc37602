import Testing
import SimCore
import SensorKitSim
@testable import Simulation

/// The built-in study app's SensorKit API: `SRReader` from iOS 27, the delegate API below, and
/// a reader asked for on an older iOS falls back with a line in the app's log.
struct StudyAppAPITests {
    // The daemon holds its prompter weakly, as the system UI owns the sheet.
    let prompter = AutoPrompter(allow: true)

    func launched(os: OSVersion, api: StudyAppAPI?) -> SimulatedPhone {
        var options = SimulatedPhone.Options()
        options.osVersion = os
        options.behavior.api = api
        let phone = SimulatedPhone(profile: .sleepStudy, options: options)
        phone.sensorKit.prompter = prompter
        phone.launch()
        return phone
    }

    @Test func theDefaultFollowsTheIOSVersion() {
        #expect(launched(os: OSVersion(27), api: nil).app is ReaderStudyApp)
        #expect(launched(os: OSVersion(26), api: nil).app is StudyApp)
        #expect(launched(os: OSVersion(27), api: .delegate).app is StudyApp)
    }

    @Test func aReaderOnAnOlderIOSFallsBackAndSaysSo() {
        let phone = launched(os: OSVersion(26), api: .reader)
        #expect(phone.app is StudyApp)
        let lines = phone.appLog.map(\.event.description)
        #expect(lines.first == "SRReader needs iOS 27; this phone runs iOS 26.0: using SRSensorReader and its delegate")
        #expect(lines.contains("accelerometer willStartRecording"))
        #expect(!launched(os: OSVersion(27), api: .reader).appLog.map(\.event.description).contains { $0.hasPrefix("SRReader needs") })
    }

    /// A week on the reader app fetches what the delegate app fetches, day by day.
    @Test func aWeekFetchesTheSameOnBothAPIs() {
        let reader = launched(os: OSVersion(27), api: .reader)
        let delegate = launched(os: OSVersion(27), api: .delegate)
        for phone in [reader, delegate] { phone.runtime.advance(by: 7 * 86_400) }
        #expect(reader.fetches.count > 10)
        #expect(reader.fetches.contains { $0.samples > 0 })
        #expect(reader.fetches == delegate.fetches)
        #expect(reader.storage.lastValues == delegate.storage.lastValues)
    }
}
