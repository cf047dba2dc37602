import Foundation
import Simulation
import StudyConfig
import SimCore

/// A scripted consent flow: a header that sets up the simulated phone, then steps.
public struct Scenario: Sendable {
    public let file: String
    public var name: String
    public var tags: [String] = []
    /// The study folder or Xcode project, resolved against the scenario's folder.
    public var study: URL?
    /// The line of `study:` (or 1), where a study that cannot load is reported.
    public var studyLine: Int { place(of: "study")?.line ?? 1 }
    /// Where each header key's value stands, so a problem only the study reveals (`lang: xx`
    /// it lacks, `required:` a sensor it does not request) is reported at that key.
    /// In the file's order; a header has a dozen keys at most, so a list is read faster than
    /// a dictionary is built for each of a suite's files.
    public var headerPlaces: [(key: String, mark: YAMLNode.Mark)] = []

    /// Where the header key `key` stands, when the file has it.
    public func place(of key: String) -> YAMLNode.Mark? { headerPlaces.first { $0.key == key }?.mark }
    /// How to read the study: an Xcode project's `target:` and `configuration:`, and build
    /// variables its files leave open (`vars: {PRODUCT_NAME: mindLAMP}`).
    public var project = StudyLoadOptions()
    public var seed: UInt64 = 1
    public var start: Date?
    public var watch: Bool = true
    /// The paired Watch's model (`watch: Watch7,12`); nil keeps the simulator's default.
    public var watchModel: String?
    public var lang: String?
    /// The iOS version the phone runs (`ios: "17.4"`); nil: the current release.
    public var os: OSVersion?
    /// The earliest iOS the flow holds on (`ios: "18+"`): it plays on the current release, or
    /// under `play --ios` on any version from this one (`PlayCombination.skipReason`).
    public var osFrom: OSVersion?
    /// The device (`device: ipad`); an iPad has no SensorKit.framework.
    public var device = DeviceFamily.iphone
    /// How the app links SensorKit (`link: weak`); nil: as the study says (Required for a folder).
    public var link: SensorKitLink?
    public var fitnessTracking: Bool?
    public var app = AppOverrides()
    /// Changes to the study itself, applied as if its files said so.
    public var studyOverrides = StudyOverrides()
    /// What the participant answered before the run began (`given:`), as in an earlier version.
    public var given = EarlierAnswers()
    /// A saved participant to start from (`state: FILE`, relative to the scenario), and its line.
    public var state: (path: String, url: URL, line: Int)?
    /// The screen scenarios render, in columns and rows (`screen: 120x40`).
    public var screen = ScreenSize.standard
    public var steps: [Step] = []
    /// The header keys `play`'s matrix options replaced, each with the note a transcript shows
    /// beside its value (`lang` → `(from --lang, the header says en)`).
    public var overrides: [String: String] = [:]
    /// The build variables `play --set` gave over the header's `vars:` (their names).
    public var variablesFromOptions: Set<String> = []
    /// The matrix combination this case plays (`de, no watch`), nil without matrix options.
    public var caseLabel: String?

    /// Changes to how the simulated study app behaves (`app:` in the header).
    public struct AppOverrides: Sendable, Equatable {
        /// The SensorKit API the app is written on (`api: reader | delegate`); nil: `reader` from iOS 27.
        public var api: StudyAppAPI?
        public var requestOnlyUndetermined: Bool?
        public var recordAuthorizedSensors: Bool?
        public var dailyFetchAt: Double?
        public var fetchLag: Double?
        /// When the app first queries Motion & Fitness (`motion: afterSheet | atLaunch | never`).
        public var motion: MotionQueryTiming?
    }
}

/// A problem in a scenario file, with its place and, where likely, the fix.
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int
    public let message: String
    public let suggestion: String?

    public var description: String {
        "\(file):\(line):\(column): \(message)" + (suggestion.map { " (\($0))" } ?? "")
    }
}
