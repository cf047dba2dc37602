import SimCore
import SensorKitSim
import CoreMotionSim

/// Something that happened in the simulation, at its virtual time: what `send(_:)` returns.
///
/// The log, transcripts, JUnit output, `expectEvent` and the recorder are all read from these.
package struct Event: Equatable, Sendable {
    /// Wall time (seconds since 2001) on the virtual clock.
    public let time: Double
    public let kind: Kind

    package enum Kind: Equatable, Sendable {
        /// The participant acted on the system's screens.
        case participant(ParticipantEvent)
        /// The study app's process started (`launch` counts from 1); `bySystem` when iOS
        /// relaunched it after a privacy change, not the participant.
        case appLaunched(launch: Int, bySystem: Bool)
        /// The study app logged a call or callback.
        case app(StudyAppEvent)
        /// SensorKit did something: showed the sheet, changed a status, started recording, …
        case sensorKit(SensorKitEvent)
        /// CoreMotion did something: showed its alert, changed a status, crashed the app, …
        case motion(MotionEvent)
        /// Anything else the phone recorded.
        case system(SystemEvent)
        /// A scenario's own fetch finished.
        case scriptFetch(FetchRecord)
        /// The study's files have this many errors (`consent-sim check` lists them).
        case studyErrors(Int)
        /// The app as installed changed: an update, earlier answers, a saved participant.
        case install(InstallEvent)
    }

    public init(time: Double, kind: Kind) { self.time = time; self.kind = kind }

    /// The typed event for what the phone recorded.
    init(_ event: SystemEvent) {
        time = event.time
        if let e = event.detail as? SensorKitEvent { kind = .sensorKit(e) }
        else if let e = event.detail as? MotionEvent { kind = .motion(e) }
        else { kind = .system(event) }
    }

    /// Who the event is about, as the log and transcripts label it.
    public var source: LogLine.Source {
        switch kind {
        case .participant: .participant
        case .app, .appLaunched: .app
        case .scriptFetch: .scenario
        case .sensorKit, .motion, .system, .studyErrors, .install: .system
        }
    }

    public var text: String {
        switch kind {
        case .participant(let e): e.description
        case .appLaunched(let n, let bySystem):
            n == 1 ? "The study app launched" : "The study app launched again (launch \(n)\(bySystem ? ", by iOS" : ""))"
        case .app(let e): e.description
        case .sensorKit(let e): e.description
        case .motion(let e): e.description
        case .system(let e): e.message
        case .install(let e): e.description
        case .studyErrors(let n):
            "The study's files have \(Plural.of(n, "error")): run \(ProgramName.current) check on the study to see \(n == 1 ? "it" : "them")"
        case .scriptFetch(let f):
            f.errorCode.map { code in
                "Scenario fetch of \(f.sensor) from \(f.deviceModel) failed: " + SRError.describe(code: code)
            }
                ?? "Scenario fetch of \(f.sensor) from \(f.deviceModel): \(Plural.of(f.results, "result")), \(Plural.of(f.samples, "sample"))"
        }
    }

    public var isError: Bool {
        switch kind {
        case .app(let e): e.isError
        case .motion(.crashed): true
        case .system(let e): e.kind == .crash
        case .scriptFetch(let f): f.errorCode != nil
        case .studyErrors: true
        default: false
        }
    }

    /// Whether the dashboard's log shows it: what the app and the system did. The participant's
    /// taps and the app's launches show on the phone itself, and a scenario's own fetch is not
    /// the app's; transcripts list them all.
    public var isLogged: Bool {
        switch kind {
        case .participant, .scriptFetch, .appLaunched: false
        default: true
        }
    }
}
