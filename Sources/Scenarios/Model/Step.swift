import Foundation
import SimCore
import SensorKitSim
import StudyConfig
import Simulation
import TerminalUI

/// One scripted step: the same actions keys and clicks produce, plus expectations. What each
/// kind is called, how it is written and what it does is declared once, in `StepTable`.
public struct Step: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case launch, relaunch, reset, next, back, cancel, done, changeChoice, dontEnroll
        /// Open Settings on “Enable Research Sensor & Usage Data” (collection off).
        case openSettings
        /// Turn Off on “Data Is Required For this Study” (collection switched off in Settings).
        case turnOff
        case allow(SRSensor), deny(SRSensor)
        /// `allowAll`, `denyAll` (with or without `except:`) and `answer: {S: allow, default: deny}`.
        case answer(SheetAnswers)
        case motion(allow: Bool)
        case settings(SettingsChange)
        case advance(seconds: Double)
        /// Install another version of the same app over the participant (`update: PATH`).
        case update(UpdateSpec)
        /// Save the participant to a state file (`saveState: FILE`, relative to the scenario).
        case saveState(path: String, url: URL)
        case fetch(FetchSpec)
        case fetchNow
        /// `lock: 2h` (the phone locked for that long) and `unlock`.
        case lock(seconds: Double), unlock
        /// `inject: {api: fetch, sensor: S, error: CODE, times: N}`.
        case inject(InjectedFault)
        /// `watch: pair` / `watch: unpair`.
        case watch(paired: Bool)
        /// `terminate: duringFetch`: iOS kills the study app during its next fetch.
        case terminateDuringFetch
        /// `fetchAtOnce: [{sensor: S, …}, …]`: several readers fetching at once.
        case fetchAtOnce([FetchSpec])
        /// `expectScreen` / `expectNoScreen`: the phone's screen.
        case expectScreen(pattern: TextPattern, present: Bool)
        /// `expectDashboard` / `expectNoDashboard`: the dashboard beside the phone.
        case expectDashboard(pattern: TextPattern, present: Bool)
        case expectStatus([StatusExpectation])
        case expectRecording([RecordingExpectation])
        case expectFetch(FetchExpectation)
        case expectEvent(EventExpectation)
        case expectLog(pattern: TextPattern, present: Bool)
        case expectCrash(pattern: TextPattern)
        case screenshot(name: String)
        /// A caption for an audience (`say: "…"`): autoplay and a cast show it; nothing acts.
        case say(String)
        /// The keys, resolved from their names when the file was read.
        case press(keys: [Key])
        /// Scroll the phone's page a page down or up, or to its top or bottom.
        case scroll(ScrollStep)

        /// Whether the step checks something (a scenario without one proves nothing).
        public var isExpectation: Bool { StepTable.definition(of: self).role == .check }
    }

    /// Where a `scroll:` step goes.
    public enum ScrollStep: String, Sendable, Equatable, CaseIterable {
        case down, up, top, bottom
    }

    public let kind: Kind
    /// Where the step is in its file (1-based).
    public let line: Int
    public let column: Int
    /// The step as written, for reports.
    public let source: String

    init(kind: Kind, line: Int, column: Int, source: String) {
        self.kind = kind; self.line = line; self.column = column; self.source = source
    }

    /// A step made rather than read (the recorder's): its source is how its step writes it.
    init(_ kind: Kind) { self.init(kind: kind, line: 0, column: 0, source: StepTable.yaml(kind)) }

    /// The step as its definition writes it, one line of YAML.
    public var yaml: String { StepTable.yaml(kind) }
}

/// The version an `update:` step installs: a study in any form, read as the header reads one.
public struct UpdateSpec: Sendable, Equatable {
    /// The study as written in the scenario (relative to its folder), and where that is.
    public var path: String
    public var study: URL
    public var project = StudyLoadOptions()

    public init(path: String, study: URL, project: StudyLoadOptions = StudyLoadOptions()) {
        self.path = path; self.study = study; self.project = project
    }
}

/// Settings changes a step makes.
public struct SettingsChange: Sendable, Equatable {
    public var allow: [SRSensor] = []
    public var deny: [SRSensor] = []
    public var fitnessTracking: Bool?
    public var motion: Bool?
    public var deleteData: [SRSensor] = []
    public var collection: Bool?
    /// The study app's Background App Refresh switch, and Low Power Mode.
    public var backgroundAppRefresh: Bool?
    public var lowPowerMode: Bool?

    init(allow: [SRSensor] = [], deny: [SRSensor] = [], fitnessTracking: Bool? = nil, motion: Bool? = nil,
         deleteData: [SRSensor] = [], collection: Bool? = nil) {
        self.allow = allow; self.deny = deny; self.fitnessTracking = fitnessTracking; self.motion = motion
        self.deleteData = deleteData; self.collection = collection
    }

    /// No switch is named: the step would change nothing.
    var changesNothing: Bool {
        allow.isEmpty && deny.isEmpty && deleteData.isEmpty && fitnessTracking == nil && motion == nil
            && collection == nil && backgroundAppRefresh == nil && lowPowerMode == nil
    }
}

/// A fetch the scenario makes itself, as the study app would.
public struct FetchSpec: Sendable, Equatable {
    public var sensor: SRSensor
    package var device: SRDevice.Kind = .iPhone
    /// Either the last `last` seconds before now, or from/to as seconds relative to now (negative: past).
    public var last: Double?
    public var from: Double?
    public var to: Double?
}

public struct RecordingExpectation: Sendable, Equatable {
    public var sensor: SRSensor
    public var recording: Bool
}

public enum StatusExpectation: Sendable, Equatable {
    case sensor(SRSensor, SRAuthorizationStatus)
    case motion(String)
}

public struct FetchExpectation: Sendable, Equatable {
    public var sensor: SRSensor
    /// The device whose fetch is read; nil when the step names none (see `StepContext.checkFetch`).
    package var device: SRDevice.Kind?
    public var results: CountExpectation?
    public var samples: CountExpectation?
    /// Whether the fetch ended with `didCompleteFetch` (true) or an error (false).
    public var completed: Bool?
    public var error: String?
    public var window: WindowExpectation?
    /// Why the fetch is expected to fail or deliver nothing (`beforeRecording`).
    public var reason: EmptyFetchReason?
}

/// The window a fetch asked for: each end an ISO 8601 time, or a time relative to when the
/// fetch ran (`-25h`).
public struct WindowExpectation: Sendable, Equatable {
    public enum End: Sendable, Equatable {
        case absolute(Double)
        case relative(Double)
    }
    public var from: End?
    public var to: End?
}

/// `expectEvent:` or `expectNoEvent:`, optionally counted (`times: 2`, `times: ">=1"`).
public struct EventExpectation: Sendable, Equatable {
    public var pattern: TextPattern
    public var present = true
    public var times: CountExpectation?
}
