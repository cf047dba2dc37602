import SensorKitSim
import StudyConfig

/// One version of the study app as installed on the phone: what it asks for (its profile) and
/// what the participant reads (descriptions and privacy link in their language). An update
/// replaces one with another over the same participant.
public struct AppVersion: Sendable, Equatable {
    public var profile: StudyProfile
    /// `CFBundleShortVersionString` (or the build number); nil when Info.plist names none.
    public var version: String?
    public var sensorDescriptions: [SRSensor: String]
    public var privacyPolicyURL: String?
    /// How many errors `consent-sim check` finds in this version's files.
    public var studyErrors = 0
    /// The fingerprint of the files themselves when the version was read from a study: their
    /// development-language text and their own Required sensors, so that the same files read in
    /// another language or with a scenario's `required:` override are the same version (a
    /// participant resumed in German is not "updated"). Nil for a version made from a profile.
    package var filesFingerprint: String?
    /// Set when the profile's bundle identifier only stands in for an unexpanded one.
    package var bundleIdentifierStandIn: BundleIdentifierStandIn?

    public init(profile: StudyProfile, version: String? = nil, sensorDescriptions: [SRSensor: String] = [:],
                privacyPolicyURL: String? = nil) {
        self.profile = profile
        self.version = version
        self.sensorDescriptions = sensorDescriptions
        self.privacyPolicyURL = privacyPolicyURL
    }

    /// The version a study's files describe, in `language`. `required` replaces the Required
    /// sensors its usage details name (a scenario's override). `studyErrorCount` is what the
    /// review checklist found in `study` when the caller checked it already; nil checks it now.
    /// `filesFingerprint` is the files' fingerprint when the caller worked it out already (one
    /// study, many simulations of it); nil works it out now.
    public init(study: Study, language: String? = nil, required: Set<SRSensor>? = nil, studyErrorCount: Int? = nil,
                filesFingerprint: String? = nil) {
        var descriptions: [SRSensor: String] = [:]
        for sensor in study.requestedSensors { descriptions[sensor] = study.sensorDescription(sensor, language: language) }
        var profile = StudyProfile(study: study, language: language)
        if let required { profile.required = required.intersection(profile.sensors) }
        self.init(profile: profile, version: study.version, sensorDescriptions: descriptions,
                  privacyPolicyURL: study.privacyPolicyURL.map {
                      study.localized($0, infoKey: "NSSensorKitPrivacyPolicyURL", language: language)
                  })
        bundleIdentifierStandIn = study.bundleIdentifierStandIn
        studyErrors = studyErrorCount ?? ReviewChecklist.check(study).filter { $0.severity == .error }.count
        self.filesFingerprint = filesFingerprint ?? (language == nil && required == nil
            ? contentFingerprint : AppVersion(study: study, studyErrorCount: studyErrors).contentFingerprint)
    }

    /// Why this version and one whose bundle identifier is `other` read as two apps when one of
    /// them only stands in for its real identifier: " (org.example.x stands in for …)", or "".
    package func standInHint(beside other: AppVersion) -> String {
        let note = bundleIdentifierStandIn?.note(real: other.profile.bundleIdentifier)
            ?? other.bundleIdentifierStandIn?.note(real: profile.bundleIdentifier)
        return note.map { " (\($0))" } ?? ""
    }

    /// The version as transcripts name it.
    package var versionText: String { version ?? "(no version)" }
}
