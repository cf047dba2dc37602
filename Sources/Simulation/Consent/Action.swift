import SensorKitSim

/// Everything that can happen to the simulation. Keys, mouse clicks and scenario steps all
/// become these, and all go through `ConsentSimulation.send(_:)`.
public enum Action: Equatable, Sendable {
    /// Launch the study app (again, if it ran before): a running app's process ends first.
    case launch
    /// Tap the study app's icon: it launches unless it is running, which iOS only brings to
    /// the front (and the simulated phone shows it already).
    case openApp
    /// Back to a fresh install: the same study on a new phone with the same seed and start, so
    /// answers, recorded data and Settings are as they were before the first launch. The app is
    /// not launched (send `launch` for that).
    case reset
    /// Install another version of the same app over this one (an App Store update): the app is
    /// terminated and launched again on the new version; answers, Settings and data are kept.
    case update(AppVersion)
    /// Press a button or flip a switch.
    case press(ControlID)
    /// Move the focus among the controls on screen.
    case focusNext, focusPrevious
    /// Move the focus to this control, when it is on screen and enabled (the arrow keys pick
    /// it by where the controls are drawn).
    case focus(ControlID)
    /// Press the focused control.
    case activateFocused
    /// Go back: the sheet's previous page, Settings' previous page, or close the help.
    case escape
    case openSettings, closeSettings
    case toggleHelp
    /// Show or hide the legend of the dashboard's columns and symbols.
    case toggleLegend
    case togglePause, faster, slower
    /// Move the virtual clock forward by this many seconds (a jump).
    case advance(Double)
    /// Real time passed in the event loop; the clock moves by it times the speed, unless paused.
    case tick(realSeconds: Double)
    /// Move the clock on, a nightly fetch at a time, until the study app's fetch returns data
    /// (at most `FirstDataSearch.nights` nights). The demo does the same in slices.
    case jumpToFirstData
    /// The study app fetches now instead of waiting for its daily fetch.
    case fetchNow
    /// A scenario fetches with a reader of its own, as the study app would.
    case fetch(ScriptFetchRequest)
    /// Settings changes a script makes directly (Settings screens make the same ones by
    /// `press`); like the switches, a sensor never asked about cannot be switched.
    case setSensor(SRSensor, allowed: Bool)
    case setCollection(Bool)
    case setFitnessTracking(Bool)
    case setMotion(Bool)
    /// Delete Unshared Data for these sensors (refused for one the study does not request).
    case deleteData([SRSensor])
    /// Scroll the event log (positive: older).
    case scrollLog(Int)
    /// Scroll the phone's page so that this line of it is at the top. The view knows how far
    /// a page can go at the terminal's size, so keys and scenario steps ask it for the line.
    case scrollPage(to: Int)
    /// The participant locks the phone for so many seconds, or unlocks it: while
    /// locked, data protection makes SensorKit's store unreadable.
    case lock(seconds: Double), unlock
    /// SensorKit answers the next calls of an API with an error (a scenario's `inject:`).
    case inject(InjectedFault)
    /// The participant pairs an Apple Watch with the phone, or unpairs it.
    case setWatchPaired(Bool)
    /// The study app's Background App Refresh switch, or Low Power Mode: while either keeps
    /// the app from the background, iOS does not wake it for its daily fetch.
    case setBackgroundSwitch(BackgroundSwitch, on: Bool)
    /// iOS kills the study app while its next fetch is under way (`terminate: duringFetch`).
    case terminateDuringNextFetch
}

/// A control on screen, named by what it does.
public enum ControlID: Hashable, Sendable {
    case sheetNext, sheetAllow, sheetDeny, sheetBack, sheetCancel, sheetDone, sheetPrivacyPolicy
    /// Open Settings on “Enable Research Sensor & Usage Data” (collection off).
    case sheetOpenSettings
    case alertDontEnroll, alertChangeChoice
    case motionDeny, motionAllow
    case settingsOpenResearch, settingsOpenMotion, settingsOpenStudy, settingsBack
    case settingsCollection, settingsSensor(SRSensor), settingsDeleteUnshared
    /// The confirmation Delete Unshared Data asks for: its destructive button and Cancel.
    case deleteUnsharedConfirm, deleteUnsharedCancel
    /// The alert turning collection off asks first (“Data Is Required For this Study”): its
    /// destructive Turn Off and its Cancel, which keeps collection on.
    case collectionOffTurnOff, collectionOffCancel
    case settingsFitnessTracking, settingsMotionApp
    case crashRelaunch
}

/// One control as the screens draw it: a label, its kind, and whether it can be pressed.
public struct Control: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case button
        /// A button that ends or confirms, drawn in bold.
        case primaryButton
        case destructiveButton
        case toggle(isOn: Bool)
        /// A row that opens another page.
        case disclosure
        case link
    }

    public let id: ControlID
    public let label: String
    public let kind: Kind
    public let enabled: Bool

    public init(_ id: ControlID, _ label: String, _ kind: Kind = .button, enabled: Bool = true) {
        self.id = id; self.label = label; self.kind = kind; self.enabled = enabled
    }
}
