import SensorKitSim

/// What the system's screens ask of the phone, as data: the reducer decides, the simulation
/// carries these out (`ConsentSimulation+Effects.swift`) and the phone's journal records what came of them.
package enum PhoneEffect: Equatable, Sendable {
    /// The participant did something on the system's screens (or a script tried to).
    case note(ParticipantEvent)
    case launch
    /// The virtual clock moves on by this many seconds.
    case advance(Double)
    /// The clock moves a nightly fetch at a time until a fetch returns data (`FirstDataSearch`).
    case jumpToFirstData
    case fetchNow
    case fetch(ScriptFetchRequest)
    /// A sensor's switch in Settings.
    case setStatus(SRSensor, SRAuthorizationStatus)
    case setCollection(Bool)
    case setFitnessTracking(Bool)
    case setMotionAuthorization(Bool)
    case lock(seconds: Double), unlock
    case inject(InjectedFault)
    case setWatchPaired(Bool)
    case setBackgroundSwitch(BackgroundSwitch, on: Bool)
    case terminateDuringNextFetch
    /// Settings' Delete Unshared Data.
    case deleteUnshared([SRSensor])
    /// The consent sheet is answered or cancelled.
    case finishSheet(AuthorizationPrompt.Outcome)
    /// The Motion & Fitness alert is answered.
    case answerMotion(allowed: Bool)
    /// The crashed app is opened again.
    case relaunchAfterCrash
}

/// What the reducer reads besides the screens' own state: the study's content, the phone now,
/// the controls on screen, how long the log is, and whether a fetch has returned data yet.
package struct ReducerContext: Sendable {
    package let content: StudyContent
    package let phone: PhoneState
    /// The controls on the screen on top before the action (`SystemUI.controls`), worked out
    /// once by whoever builds the context.
    package let controls: [Control]
    package let logLines: Int
    package let hasFirstData: Bool

    package init(content: StudyContent, phone: PhoneState, controls: [Control], logLines: Int, hasFirstData: Bool) {
        self.content = content
        self.phone = phone
        self.controls = controls
        self.logLines = logLines
        self.hasFirstData = hasFirstData
    }
}
