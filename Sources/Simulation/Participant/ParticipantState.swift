import Foundation
import SimCore
import SensorKitSim
import StudyConfig
import CoreMotionSim

/// A participant saved between runs (`run --state FILE`, `state:`, `saveState:`,
/// `SRTestSession.saveState(to:)`): what they answered and switched, what SensorKit recorded
/// for them, the virtual clock and seed, and which version of which app they last used.
///
/// The file is JSON with a format version; samples are not in it (they are generated again from
/// the seed), nor what the study app keeps in its own container (its fetch anchors).
public struct ParticipantState: Codable, Equatable, Sendable {
    /// The format this build writes and reads; a file of a later one is refused.
    public static let currentVersion = 1
    public static let formatName = "consent-sim participant"

    /// The app the participant used, as it was when saved.
    public struct App: Codable, Equatable, Sendable {
        public var bundleIdentifier: String
        public var name: String
        /// `CFBundleShortVersionString`; nil when the Info.plist names none.
        public var version: String?
        /// A hash of what the study's files say (sensors, Required, entitlement, texts), so a
        /// changed version with the same number is still seen as an update.
        public var fingerprint: String
        public var sensors: [String]
        public var required: [String]
        /// nil: the app had no SensorKit entitlement.
        public var entitled: [String]?
        /// Set when `bundleIdentifier` only stood in for an unexpanded `CFBundleIdentifier`, so
        /// that resuming on the real app can say why the two differ. Absent from other files.
        public var bundleIdentifierStandIn: BundleIdentifierStandIn?
    }

    public var format = Self.formatName
    public var version = Self.currentVersion
    public var app: App
    public var seed: UInt64
    /// The virtual clock (the run resumes where it stopped), in seconds since 2001-01-01 UTC as
    /// every time in the file.
    public var clock: Double
    public var launches: Int
    package var sensorKit: SavedSensorKit
    package var motion: SavedMotion
    /// Background App Refresh and Low Power Mode; nil in a file saved before they were kept.
    package var settings: SavedBackgroundSwitches?
    /// The iOS version the participant's iPhone ran (`17.4`), which it resumes on unless told
    /// otherwise; nil in a file saved before it was kept.
    public var ios: String?
    /// The language the participant's iPhone is set to (`de`), which it resumes in; nil when
    /// none was given (the phone's default) or in a file saved before it was kept.
    public var lang: String?

    /// `ios` read; nil when the file names none (checked when the file is read).
    public var osVersion: OSVersion? { ios.flatMap { try? OSVersion(parsing: $0) } }

    /// The clock as a date.
    public var clockDate: Date { Date(timeIntervalSinceReferenceDate: clock) }

    package init(app: AppVersion, seed: UInt64, clock: Double, launches: Int, sensorKit: SavedSensorKit, motion: SavedMotion,
                 settings: SavedBackgroundSwitches, ios: OSVersion, lang: String? = nil) {
        self.app = App(app)
        self.seed = seed
        self.clock = clock
        self.launches = launches
        self.sensorKit = sensorKit
        self.motion = motion
        self.settings = settings
        self.ios = ios.description
        self.lang = lang
    }

    /// Why this participant cannot resume on the app `bundleIdentifier` at `version`; nil when
    /// they can: another app, or an earlier version than they were saved with (an update never
    /// installs an earlier one). The one rule the demo, scenarios and `SRTestSession` read.
    /// `standIn` is set when this study's identifier only stands in for an unexpanded one: the
    /// message then says how to give the real one.
    package func refusal(on bundleIdentifier: String, version: String?, standIn: BundleIdentifierStandIn? = nil) -> String? {
        if app.bundleIdentifier != bundleIdentifier {
            return "a participant of \(app.bundleIdentifier) (\(app.name)), not of this study's app, \(bundleIdentifier): "
                + "a saved participant resumes only on a version of the same app"
                + (standIn.map { " (\($0.note(real: app.bundleIdentifier)))" }
                    ?? app.bundleIdentifierStandIn.map { " (\($0.savedNote(real: bundleIdentifier)))" } ?? "")
        }
        guard VersionOrder.isEarlier(version, than: app.version), let saved = app.version, let version else { return nil }
        return "the participant was saved with version \(saved) of the app, and this study is version \(version), an earlier one: "
            + "an update never installs an earlier version, so resume them on version \(saved) or later"
    }
}

extension ParticipantState {
    /// Why this participant cannot resume on a phone set to `language` (`--lang`, `lang:`); nil
    /// when they can: the phone keeps the language it was saved in, and one given beside it
    /// would be dropped without a word. A file with no language takes any.
    package func languageRefusal(_ language: String?) -> String? {
        guard let lang, let language, !LanguageTag.same(lang, language) else { return nil }
        return "the participant's iPhone is set to \(lang), and \(language) was given: a saved participant's phone keeps its language"
    }

    /// What is wrong with the language the file gives the participant's iPhone, naming the key;
    /// nil when `study`'s app can be shown in it. `PhoneLanguage` decides, as for `--lang` and
    /// `lang:`: a language neither the study nor the iPhone has would fall back to English and the
    /// study's development language without a word.
    package func languageProblem(in study: Study) -> String? {
        guard let lang, let problem = PhoneLanguage.problem(lang, in: study) else { return nil }
        return "lang: \"\(lang)\": \(problem)"
    }

    /// Why this participant cannot resume on a phone running `os`; nil when they can: an iPhone
    /// is never put back on an earlier iOS (a later one is an update, as `--ios` gives it).
    /// `source` names where `os` came from (`--ios`, a scenario's `ios:` and its line), so the
    /// message says which version the file gave and which the option or key did. `remedy` says
    /// how the caller's user resumes them on a later iOS where the message's own words do not
    /// (the library's setting; the CLI's option and a scenario's key are named by `source`).
    package func osRefusal(on os: OSVersion, givenBy source: String? = nil, remedy: String? = nil) -> String? {
        guard let saved = osVersion, os < saved else { return nil }
        let given = source.map { "\($0) gives iOS \(os)" } ?? "this phone runs iOS \(os)"
        let without = source.map { "; without \($0.prefix { $0 != " " }) they resume on iOS \(saved)" } ?? ""
        return "the participant's iPhone ran iOS \(saved) (as this file says), and \(given), an earlier one: "
            + "an iPhone is never put back on an earlier iOS, so resume them on iOS \(saved) or later\(remedy.map { " (\($0))" } ?? "")\(without)"
    }
}

extension ParticipantState.App {
    /// The installed version as a saved participant names it.
    init(_ version: AppVersion) {
        let p = version.profile
        func names(_ sensors: some Sequence<SRSensor>) -> [String] {
            SensorCatalog.ordered(sensors).compactMap { SensorCatalog.info(for: $0)?.swiftName }
        }
        self.init(bundleIdentifier: p.bundleIdentifier, name: p.appName, version: version.version,
                  fingerprint: version.fingerprint, sensors: names(p.sensors), required: names(p.required),
                  entitled: p.entitled.map { names($0) }, bundleIdentifierStandIn: version.bundleIdentifierStandIn)
    }

    /// What is wrong with the sensor names the file gives the app, naming the key; nil when
    /// each names a sensor. One it does not would be dropped from the profile without a word.
    package var nameProblem: String? {
        for (key, names) in [("app.sensors", sensors), ("app.required", required), ("app.entitled", entitled ?? [])] {
            if let bad = names.first(where: { SensorCatalog.sensor(named: $0) == nil }) { return "\(key): unknown sensor \"\(bad)\"" }
        }
        return nil
    }

    /// The profile this version had, as far as an update's consequences need it.
    package var profile: StudyProfile {
        func sensors(_ names: [String]) -> [SRSensor] { names.compactMap(SensorCatalog.sensor(named:)) }
        return StudyProfile(appName: name, bundleIdentifier: bundleIdentifier, purpose: "", sensors: sensors(self.sensors),
                            required: Set(sensors(required)), entitled: entitled.map { Set(sensors($0)) })
    }
}

extension AppVersion {
    /// What identifies these files for a saved participant: an update is a different fingerprint.
    package var fingerprint: String { filesFingerprint ?? contentFingerprint }

    /// FNV-1a over everything the participant's consent depends on, in a fixed order.
    package var contentFingerprint: String {
        let p = profile
        let sorted = { (s: Set<SRSensor>) in s.map(\.rawValue).sorted().joined(separator: ",") }
        var parts = [p.bundleIdentifier, version ?? "", p.appName, p.purpose, p.sensors.map(\.rawValue).joined(separator: ","),
                     sorted(p.required), p.entitled.map(sorted) ?? "-", p.motionUsageDescription ?? "-",
                     String(p.usesMotionActivity), privacyPolicyURL ?? "-"]
        parts += sensorDescriptions.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue)=\($0.value)" }
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in parts.joined(separator: "\u{1F}").utf8 { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return String(h, radix: 16)
    }
}
