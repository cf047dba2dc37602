import Foundation
import SensorKitSim
import SimCore
import StudyConfig

/// The words the iPhone itself draws (the consent sheet, its alerts, the Motion & Fitness
/// alert, Settings, sensor and device names) in one language.
///
/// One table per language, each in its own file (`SystemText+German.swift`, …); `for(_:)`
/// picks one the way iOS does. Texts with a blank to fill use `{app}`, `{sensor}`, `{device}`,
/// `{list}`, `{i}` and `{n}`, filled by the methods below so no view builds a sentence itself.
public struct SystemText: PhoneWords, Equatable {
    /// The table's language code (`en`, `de`, `es`, `fr`).
    public let language: String
    /// The phrases whose wording in this table is Apple's (published, or seen on a device); every
    /// other phrase is this tool's own translation (FIDELITY.md, "assumption (our translation)").
    /// The one place that says whose words the phone shows: the dossier's pages read it.
    public let applesWording: Set<SystemPhrase>
    /// Of `applesWording`, the phrases seen only on an iOS before the current alert forms (the
    /// Motion & Fitness title in German, Spanish and French is iOS 12's): current iOS may word
    /// them differently (FIDELITY.md), so a page showing them on a current phone says so.
    public let applesWordingSeenOnOlderIOSOnly: Set<SystemPhrase>
    /// Whether every phrase is Apple's wording.
    public var isApplesWording: Bool { applesWording.count == SystemPhrase.allCases.count }

    public var sheetTitle = EnglishPhoneWords.sheetTitleText
    var introLead = "The “{app}” would like to collect and share Sensor & Usage Data from your devices as part of a study."
    public var studyPurpose = "Study Research Purpose"
    public var viewPrivacyPolicy = "View Study Privacy Policy"
    public var requestedData = "Requested Data"
    var progress = "{i} of {n}"
    public var back = "Back"
    public var next = "Next"
    public var done = "Done"
    public var cancel = "Cancel"
    public var allow = "Allow Collection & Sharing"
    public var deny = "Don’t Allow Collection & Sharing"
    public var required = EnglishPhoneWords.requiredText
    public var howUsed = "How the study will use this data:"
    var requiredAlertTitle = "{sensor} Is Required For this Study."
    public var dontEnroll = "Don’t Enroll in Study"
    public var changeChoice = "Change Choice"
    public var reviewTitle = "Authorization Review"
    var given = "You’ve given “{app}” access to:"
    var denied = "You’ve denied “{app}” access to:"
    public var dataCollectionTitle = "Data Collection and Access"
    var dataCollectionNote = "You can turn off access to this data at any time in Privacy settings or by deleting {app}."
    var deviceOnly = "{device} Only"
    /// In the sheet's place while collection is off (SensorKitUI's `enableSKTitle`,
    /// `enableSKDetailText` after its first sentence, which is `notCollecting`, and `openInSettings`).
    public var enableCollectionTitle = "Enable Research Sensor & Usage Data"
    var enableCollectionDetail = "In order to share research data with “{app}”, you need to turn on Sensor & Usage Data collection in Settings."
    public var openSettings = "Open Settings"

    /// The Motion & Fitness alert's title as current iOS words it (`MotionAlertForm.sentence`).
    var motionTitle = MotionAlertForm.sentence.titleTemplate
    /// Its title before `MotionAlertForm.sentenceSince` (`MotionAlertForm.titleCase`).
    var motionTitleBeforeSentence = MotionAlertForm.titleCase.titleTemplate
    public var motionDontAllow = MotionAlertForm.dontAllowButton
    /// The button that grants access on current iOS.
    public var motionAllow = MotionAlertForm.sentence.allowButton
    /// The button that granted access before `MotionAlertForm.sentenceSince`.
    public var motionOK = MotionAlertForm.titleCase.allowButton

    /// The Settings app's name under its icon on the home screen.
    public var settingsApp = "Settings"
    public var privacyAndSecurity = "Privacy & Security"
    public var researchData = "Research Sensor & Usage Data"
    public var motionAndFitness = "Motion & Fitness"
    public var closeSettings = "Close Settings"
    public var collection = "Sensor & Usage Data Collection"
    public var notCollecting = "Your devices are not currently collecting any research data."
    public var studiesHeader = "STUDIES"
    public var dataHeader = "DATA"
    public var deleteUnshared = "Delete Unshared Data"
    /// Delete Unshared Data's confirmation: its title and its destructive button (SensorKitUI's
    /// `deleteAllUnreleasedAlertTitle` and `deleteAllUnreleasedAlertActionButton`).
    public var deleteUnsharedConfirmTitle = "Please confirm that you want to delete all unshared data."
    public var deleteAllUnshared = "Delete All Unshared Data"
    /// The alert Settings shows before turning collection off while a study is listed (SensorKitUI's
    /// `disableSensorKitAlertTitle`, `disableSensorKitAlertDetail` and `turnOff`). The phone has
    /// one study, so never the `…MultipleStudies` forms ("Data Is Required For Your Studies").
    public var collectionOffTitle = "Data Is Required For this Study"
    public var collectionOffMessage = "Turning off all data will end your contributions to this study."
    public var turnOff = "Turn Off"
    var requiredForStudy = "Required for this study: {list}."
    public var fitnessTracking = "Fitness Tracking"
    /// Settings › General › Background App Refresh, and Settings › Battery › Low Power Mode.
    public var backgroundAppRefresh = "Background App Refresh"
    public var lowPowerMode = "Low Power Mode"
    public var appsHeader = "APPS"
    public var noAppAsked = "No app has asked yet."
    /// The study's Settings page before the participant answered any of its sensors (our wording).
    public var noDataAnswered = "No data has been allowed or denied yet."
    /// The home screen's line under the app's name, and its hint (the simulator's words: a real
    /// home screen shows neither, so they are in the phone's language like the rest of it).
    public var appRunning = "running"
    public var appCrashed = "crashed"
    public var appNotLaunched = "not launched yet"
    public var appNotRunning = "not running"
    public var settingsHint = "Press s for Settings"
    /// The screen in the phone after the study app crashed (the simulator's, drawn where iOS
    /// would show the home screen again, so in the phone's language too); the crash report's
    /// own sentence is iOS's log, in English on every phone.
    var crashTitle = "“{app}” crashed"
    public var crashReasonHeading = "Crash reason"
    var launchesSoFar = "Launches so far: {n}"
    public var relaunchApp = "Relaunch the app"
    public var on = "On"
    public var off = "Off"

    /// Sensor names that differ from the catalog's English ones.
    var sensorNames: [SRSensor: String] = [:]
    var appleWatch = "Apple Watch"
    /// The headset a headphone sensor reads (our wording: Apple's sheet label is unknown).
    var headphones = "Headphones"

    init(language: String, applesWording: Set<SystemPhrase>, seenOnOlderIOSOnly: Set<SystemPhrase> = []) {
        self.language = language
        self.applesWording = applesWording
        applesWordingSeenOnOlderIOSOnly = seenOnOlderIOSOnly
    }

    /// Whether `phrase` is Apple's wording in this language rather than this tool's translation.
    public func isApplesWording(_ phrase: SystemPhrase) -> Bool { applesWording.contains(phrase) }

    // MARK: Texts with blanks

    public func introLead(app: String) -> String { fill(introLead, ["app": app]) }
    public func progress(_ index: Int, of count: Int) -> String { fill(progress, ["i": "\(index)", "n": "\(count)"]) }
    public func requiredAlertTitle(_ sensor: SRSensor) -> String { fill(requiredAlertTitle, ["sensor": name(of: sensor)]) }
    public func given(app: String) -> String { fill(given, ["app": app]) }
    public func denied(app: String) -> String { fill(denied, ["app": app]) }
    public func dataCollectionNote(app: String) -> String { fill(dataCollectionNote, ["app": app]) }
    public func enableCollectionDetail(app: String) -> String { fill(enableCollectionDetail, ["app": app]) }
    public func crashTitle(app: String) -> String { fill(crashTitle, ["app": app]) }
    public func launchesSoFar(_ count: Int) -> String { fill(launchesSoFar, ["n": "\(count)"]) }
    public func motionTitle(app: String, form: MotionAlertForm) -> String {
        fill(form == .sentence ? motionTitle : motionTitleBeforeSentence, ["app": app])
    }
    /// The label of the alert's button that grants access, in `form`.
    public func motionAllowButton(_ form: MotionAlertForm) -> String { form == .sentence ? motionAllow : motionOK }
    public func requiredForStudy(_ sensors: [SRSensor]) -> String {
        fill(requiredForStudy, ["list": sensors.map(name(of:)).joined(separator: ", ")])
    }

    /// What the sheet and Settings call `sensor` in this language.
    public func name(of sensor: SRSensor) -> String {
        sensorNames[sensor.parentSensor] ?? SensorCatalog.info(for: sensor)?.displayName ?? sensor.description
    }

    /// Where the sensor's data comes from, as the sheet says it: "iPhone", "Apple Watch",
    /// "iPhone & Apple Watch" (SensorKitUI joins devices with " & "), or "Apple Watch Only"
    /// (iOS's "%@ Only") for a sensor no iPhone records.
    public func devices(of sensor: SRSensor) -> String {
        guard let info = SensorCatalog.info(for: sensor) else { return "" }
        return SourceDevice.label(info.sourceDevices, name: { device in
            switch device {
            case .iPhone: "iPhone"
            case .appleWatch: appleWatch
            case .headphones: headphones
            }
        }, only: { fill(deviceOnly, ["device": $0]) })
    }

    /// `template` with each `{key}` replaced by its value (in one pass: a value is never read
    /// as a placeholder); a brace that opens no known key stays as it is.
    /// The braces are found among the template's bytes (a template is the tables' own text,
    /// where a brace never carries an accent): looking for them character by character cost
    /// more than the rest of drawing the sheet's page.
    func fill(_ template: String, _ values: [String: String]) -> String {
        let bytes = template.utf8
        var out = ""
        var rest = bytes.startIndex
        while let open = bytes[rest...].firstIndex(of: UInt8(ascii: "{")) {
            // `append(contentsOf:)` with a Substring, not `+=`: the generic `+=` looked up
            // Substring's conformances at run time, a measurable part of the demo's first frame.
            out.append(contentsOf: template[rest..<open])
            let key = bytes.index(after: open)
            if let close = bytes[key...].firstIndex(of: UInt8(ascii: "}")), let value = values[String(template[key..<close])] {
                out += value
                rest = bytes.index(after: close)
            } else {
                out.append("{")
                rest = key
            }
        }
        out.append(contentsOf: template[rest...])
        return out
    }
}
