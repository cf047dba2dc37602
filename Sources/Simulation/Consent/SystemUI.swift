import SensorKitSim

/// The system's screens on the phone as one value: the consent sheet and its Required alert,
/// the Motion & Fitness alert, Settings, the focus and scroll positions, and the presenter's
/// own controls (help, legend, pause, speed).
///
/// Only `apply(_:_:)` changes it (`SystemUI+Reducer.swift`); what it asks of the phone comes
/// back as `PhoneEffect` values for the simulation to carry out.
public struct SystemUI: Equatable, Sendable {
    /// Virtual seconds per real second, slowest first.
    public static let speeds: [Double] = [1, 10, 60, 600, 3600, 21_600, 86_400]
    /// The speed the demo and a scenario start at when none is given: one virtual minute a second.
    public static let defaultSpeed: Double = 60

    public var sheet: SheetState?
    /// The Motion & Fitness alert while it is due. It may come while the sheet is up (an app
    /// that asks for both at launch); it shows once the sheet is gone.
    public var motionAlert: MotionAlert?
    public var settings: SettingsPage? {
        // The confirmation belongs to the study's page: leaving it (Back, the app coming to the
        // front) takes the confirmation with it, as on iOS.
        didSet {
            if settings != .study { confirmsDeletion = false }
            if settings != .research { confirmsCollectionOff = false }
        }
    }
    /// Whether Delete Unshared Data's confirmation is up over the study's Settings page.
    public var confirmsDeletion = false
    /// Whether “Data Is Required For this Study” is up over Research Sensor & Usage Data, the
    /// collection switch just turned off (`collectionOffAsksFirst`).
    public var confirmsCollectionOff = false
    public var showsHelp = false
    /// Whether the dashboard's legend is up.
    public var showsLegend = false
    /// Index into the controls on screen of the focused one.
    public var focus = 0
    public var paused = false
    /// Index into `speeds`.
    public var speedIndex: Int
    /// How many lines the log is scrolled back from the newest.
    public var logScroll = 0
    /// The line of the phone's page at its top; a new page starts at its top.
    public var pageScroll = 0

    /// Nothing on screen, the clock running at the first speed at least `speed`.
    public init(speed: Double = defaultSpeed) {
        speedIndex = SystemUI.speeds.firstIndex { $0 >= speed } ?? SystemUI.speeds.count - 1
    }

    /// A fresh install's screens, with the presenter's clock controls (speed, pause, legend)
    /// kept: they belong to whoever presents, not to the phone.
    public func afterReset() -> SystemUI {
        var ui = SystemUI()
        ui.speedIndex = speedIndex
        ui.paused = paused
        ui.showsLegend = showsLegend
        return ui
    }

    public var speed: Double { SystemUI.speeds[speedIndex] }

    /// What is on top; `crashed` when the study app has crashed and nothing covers it.
    public func foreground(crashed: Bool) -> Foreground {
        if let s = sheet {
            if let r = s.requiredAlert { return .requiredAlert(r) }
            return .sheet(s.page)
        }
        if motionAlert != nil { return .motionAlert }
        if let settings {
            if confirmsDeletion { return .deleteConfirmation }
            return confirmsCollectionOff ? .collectionOffAlert : .settings(settings)
        }
        return crashed ? .crashed : .home
    }
}

/// What Esc does now: the one rule the reducer follows and the status line names.
public enum EscapeTarget: Equatable, Sendable {
    case closeHelp, closeLegend
    /// Presses this control: Back, Cancel on the sheet's opening page (and on Enable Research
    /// Sensor & Usage Data), Change Choice on the
    /// Required alert, Settings' Back, Cancel on Delete Unshared Data's confirmation (not on
    /// “Data Is Required For this Study”, whose Cancel is a plain button).
    case press(ControlID)
}

extension SystemUI {
    /// What Esc does on this screen; nil when it does nothing (the Motion & Fitness alert has no
    /// way out but its buttons).
    public var escapeTarget: EscapeTarget? {
        if showsHelp { return .closeHelp }
        if showsLegend { return .closeLegend }
        if let s = sheet {
            if s.requiredAlert != nil { return .press(.alertChangeChoice) }
            return .press(s.page == .intro || s.page == .enableCollection ? .sheetCancel : .sheetBack)
        }
        if motionAlert != nil { return nil }
        if confirmsDeletion { return .press(.deleteUnsharedCancel) }
        // Its Cancel is a plain button, not the cancel kind a keyboard's Esc presses on iOS
        // (FIDELITY.md): like the Motion & Fitness alert, only its buttons answer it.
        if confirmsCollectionOff { return nil }
        return settings != nil ? .press(.settingsBack) : nil
    }
}
