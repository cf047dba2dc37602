import SensorKitSim

/// One scripted step: the same actions keys and clicks produce, plus expectations.
public struct Step: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case launch, relaunch, next, back, cancel, done, changeChoice, dontEnroll, allowAll, denyAll
        case allow(SRSensor), deny(SRSensor)
        case motion(allow: Bool)
        case settings(SettingsChange)
        case advance(seconds: Double)
        case fetch(FetchSpec)
        case expectScreen(pattern: TextPattern, present: Bool)
        case expectStatus([StatusExpectation])
        case expectRecording([RecordingExpectation])
        case expectFetch(FetchExpectation)
        case expectEvent(pattern: TextPattern)
        case expectCrash(pattern: TextPattern)
        case screenshot(name: String)
        case press(keys: [String])
    }

    public let kind: Kind
    /// Where the step is in its file (1-based).
    public let line: Int
    public let column: Int
    /// The step as written, for reports.
    public let source: String
}

/// Settings changes a step makes.
public struct SettingsChange: Sendable, Equatable {
    public var allow: [SRSensor] = []
    public var deny: [SRSensor] = []
    public var fitnessTracking: Bool?
    public var motion: Bool?
    public var deleteData: [SRSensor] = []
    public var collection: Bool?
}

/// A fetch the scenario makes itself, as the study app would.
public struct FetchSpec: Sendable, Equatable {
    public var sensor: SRSensor
    public var device: SRDevice.Kind = .iPhone
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
    public enum Count: Sendable, Equatable { case exactly(Int), atLeastOne }
    public var sensor: SRSensor
    public var device: SRDevice.Kind = .iPhone
    public var results: Count?
    public var error: String?
}
