import Foundation
import SensorKitSim
import SimCore
import Simulation
import StudyConfig

/// What each answer leads to: per sensor the study requests, what is collected, on which
/// device, how often, whether it is Required and what declining means, how long data is held,
/// how far back the app can read, how it is deleted, and the expected volume per
/// participant-day; with the study's own facts. A value, and an HTML fragment (`html()`) for the
/// dossier's pages.
///
/// Which sensors, which pages and which are Required come from the one sheet decider (through
/// `Study.sheetPreview`), so the table never differs from the sheet `check` previews and the
/// phone shows. Sensor, device and Settings names are the phone's, in `language`; the rest is
/// our wording, in English.
public struct SensorDataTable: Sendable, Equatable {
    public let language: String
    public let study: StudyDataFacts
    public let rows: [SensorDataRow]
    /// The same for every sensor (sensorkit-facts §3 6–8): stated once beside the rows, each
    /// row's column refers to them.
    public let holdingPeriod: String
    public let lookBack: String
    public let deletion: String

    /// The table for `study` as a participant with a paired Apple Watch meets it on a phone
    /// running `os`, with the generators at `rates` (a scenario's `rates:`, `export --rates`).
    /// Throws when the measuring export cannot write its scratch files.
    public init(study: Study, language: String? = nil, rates: SampleRates = SampleRates(), os: OSVersion = .current,
                seed: UInt64 = 1) throws {
        self.init(study: study, language: language, rates: rates, os: os, volume: try Self.volume(study, rates: rates, os: os, seed: seed))
    }

    /// The table in each of `languages`, its volume measured once (it does not depend on the
    /// language): what the dossier's pages need for `--lang en,de,es`.
    public static func tables(study: Study, languages: [String], rates: SampleRates = SampleRates(), os: OSVersion = .current,
                              seed: UInt64 = 1) throws -> [SensorDataTable] {
        // An app that asks SensorKit for nothing has no rows, nor a holding period or deletion to describe.
        guard !study.requestedSensors.isEmpty else { return [] }
        let volume = try volume(study, rates: rates, os: os, seed: seed)
        return languages.map { SensorDataTable(study: study, language: $0, rates: rates, os: os, volume: volume) }
    }

    private static func volume(_ study: Study, rates: SampleRates, os: OSVersion, seed: UInt64) throws -> DataVolume {
        var phone = SimulatedPhone.Options()
        phone.seed = seed
        phone.osVersion = os
        phone.sensorKit.rates = rates
        return try DataVolume(profile: StudyProfile(study: study), phone: phone)
    }

    private init(study: Study, language: String?, rates: SampleRates, os: OSVersion, volume: DataVolume) {
        let text = SystemText.for(language)
        self.language = text.language
        let version = AppVersion(study: study, language: language, studyErrorCount: 0)
        self.study = StudyDataFacts(appName: version.profile.appName, version: version.version, purpose: version.profile.purpose,
                                    privacyPolicyURL: version.privacyPolicyURL,
                                    motionText: version.profile.usesMotionActivity ? version.profile.motionUsageDescription : nil,
                                    fingerprint: version.fingerprint,
                                    appNameLanguage: study.language(of: .appName, on: language),
                                    purposeLanguage: study.language(of: .purpose, on: language),
                                    motionTextLanguage: study.language(of: .motion, on: language))
        let preview = study.sheetPreview(language: language, os: os)
        rows = preview.everySensor.map { entry in
            let perDay = volume.perDay[entry.sensor]
            return SensorDataRow(
                sensor: entry.sensor, name: text.name(of: entry.sensor), collected: CollectedData.description(of: entry.sensor),
                devices: text.devices(of: entry.sensor), rate: SamplingRate.text(for: entry.sensor, rates),
                rateIsAssumption: SamplingRate.isAssumption(entry.sensor, rates),
                required: entry.required, onSheet: entry.willPrompt, notAskedReason: entry.reason,
                declining: Self.declining(entry, text),
                samplesPerDay: entry.willPrompt ? perDay?.samples ?? 0 : 0,
                radarCSVBytesPerDay: entry.willPrompt ? perDay?.radarCSVBytes : nil)
        }
        // The same values as each row's cells (`retention(of:)`): what the simulation applies.
        let config = SensorKitConfig()
        holdingPeriod = "New data is held on the device for \(Self.hours(config.holdingPeriod)) before the study app can read it, "
            + "so the participant can delete it first."
        lookBack = "The study app can read at most the last \(Self.days(config.lookBack)) of recorded data; older data is deleted from the devices."
        // "Unshared" is what the holding period still keeps from the app (SensorKitDaemon.DeletionScope.unshared);
        // data the app could already read has been shared and stays. The button is on the study's own page.
        deletion = "\(text.privacyAndSecurity) › \(text.researchData) › \(version.profile.appName) › \(text.deleteUnshared): "
            + "deletes the data still in the holding period (not yet shared with the study); data the study app could already read "
            + "is not deleted. Each sensor's switch on that page stops sharing from then on."
    }

    /// "The Required alert: Change Choice or Don't Enroll in Study" for a Required sensor; no
    /// data for an optional one.
    private static func declining(_ entry: SheetEntry, _ text: SystemText) -> String {
        guard entry.willPrompt else { return "Never asked, so never collected." }
        if entry.required {
            // Every button in the phone's words, quoted as the alert's title is: on a German
            // table the sheet's Cancel is the phone's Abbrechen.
            return "The Required alert (“\(text.requiredAlertTitle(entry.sensor))”): “\(text.changeChoice)” goes back to the page; "
                + "“\(text.dontEnroll)” closes the request as the sheet’s “\(text.cancel)” does, every sensor left unanswered, so no data is collected "
                + "(this simulator’s assumption: Apple says only that the person may not enroll)."
        }
        return "No data from this sensor; the study goes on with the others."
    }
}

extension SensorDataTable {
    /// Whether the catalog's devices for `sensor` are our assumption (odometer, acoustic settings,
    /// sleep sessions: Apple names no device), so the Device column marks them.
    static func devicesAreAssumption(_ sensor: SRSensor) -> Bool {
        SensorCatalog.info(for: sensor)?.sourceCertainty == .assumption
    }
}
