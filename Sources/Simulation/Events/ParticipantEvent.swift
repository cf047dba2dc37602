import SensorKitSim
import SimCore

/// What the participant did on the system's screens: the sheet, its Required alert, the
/// Motion & Fitness alert and Settings. Scenario steps and a recorded walk-through are these.
public enum ParticipantEvent: Equatable, Sendable, CustomStringConvertible {
    /// Moved between the sheet's pages with Next or Back.
    case sheetPage(from: SheetState.Page, to: SheetState.Page)
    case answered(SRSensor, allowed: Bool)
    /// Denied a Required sensor: the alert asks to change the choice or not to enroll.
    case requiredAlertShown(SRSensor)
    /// Change Choice on the Required alert: the sensor's page is open again.
    case changedChoice(SRSensor)
    case closedSheet(SheetClosing)
    /// Don’t Enroll in Study on the Required alert for this sensor: the sheet closes unanswered.
    case declinedToEnroll(SRSensor)
    case openedPrivacyPolicy(String?)
    /// Open Settings on “Enable Research Sensor & Usage Data”: Settings opens at Research Sensor
    /// & Usage Data, the request waiting behind it.
    case openedSettingsToEnableCollection
    /// The button tapped, named as the alert's wording on the phone's iOS names it (OK before 18).
    case answeredMotion(allowed: Bool, form: MotionAlertForm)
    /// Settings › Privacy & Security › Research Sensor & Usage Data › the study: a sensor's switch.
    case switchedSensor(SRSensor, on: Bool)
    case switchedCollection(on: Bool)
    /// Sensor & Usage Data Collection switched off while the page lists the study: iOS asks
    /// first (“Data Is Required For this Study”).
    case askedToConfirmCollectionOff
    /// Turn Off on that alert: collection goes off.
    case confirmedCollectionOff
    /// Cancel on that alert: collection stays on, its switch back on.
    case keptCollectionOn
    case switchedFitnessTracking(on: Bool)
    case switchedMotion(on: Bool)
    /// Delete Unshared Data on the study's Settings page: iOS asks to confirm.
    case askedToConfirmDeletion
    /// Cancel on that confirmation: nothing is deleted.
    case cancelledDeletion
    case deletedData([SRSensor])
    /// A Settings change that is not possible: the reason says why (nothing changed).
    case refused(String)
    /// The presenter reset the phone to a fresh install (the first event of the new phone's journal).
    case resetToFreshInstall

    /// How the participant closed the sheet from its own buttons.
    public enum SheetClosing: String, Equatable, Sendable {
        case done, cancel
    }

    public var description: String {
        switch self {
        case .sheetPage(_, let to):
            switch to {
            case .enableCollection: "Enable Research Sensor & Usage Data"
            case .intro: "Sheet: back to the opening page"
            case .sensor(let i): "Sheet: page \(i + 1)"
            case .review: "Sheet: the review page"
            }
        case .answered(let s, let allowed):
            "Sheet: \(allowed ? "Allow Collection & Sharing" : "Don’t Allow Collection & Sharing") for \(s)"
        case .requiredAlertShown(let s): "Required alert: \(s) is Required by the study"
        case .changedChoice(let s): "Required alert: Change Choice (back to \(s))"
        case .closedSheet(.done): "Sheet: Done"
        case .closedSheet(.cancel): "Sheet: Cancel"
        case .declinedToEnroll(let s): "Don’t Enroll in Study: \(s) is Required; the sheet closes and nothing is authorized"
        case .openedPrivacyPolicy(let url): "The participant opened the privacy policy: \(url ?? "(none)")"
        case .openedSettingsToEnableCollection:
            "Enable Research Sensor & Usage Data: Open Settings (Research Sensor & Usage Data; the request waits)"
        case .answeredMotion(let allowed, let form): "Motion & Fitness alert: \(allowed ? form.allowButton : MotionAlertForm.dontAllowButton)"
        case .switchedSensor(let s, let on): "Settings: \(s) \(on ? "on" : "off")"
        case .switchedCollection(let on): "Settings: Sensor & Usage Data Collection \(on ? "on" : "off")"
        case .askedToConfirmCollectionOff: "Settings: Sensor & Usage Data Collection off (asks to confirm: Data Is Required For this Study)"
        case .confirmedCollectionOff: "Settings: Turn Off (Sensor & Usage Data Collection off)"
        case .keptCollectionOn: "Settings: Cancel (Sensor & Usage Data Collection stays on)"
        case .switchedFitnessTracking(let on): "Settings: Fitness Tracking \(on ? "on" : "off")"
        case .switchedMotion(let on): "Settings: Motion & Fitness for the study app \(on ? "on" : "off")"
        case .askedToConfirmDeletion: "Settings: Delete Unshared Data (asks to confirm)"
        case .cancelledDeletion: "Settings: Cancel (nothing deleted)"
        case .deletedData(let sensors): "Settings: Delete Unshared Data (\(sensors.map(\.description).joined(separator: ", ")))"
        case .refused(let why): "Settings: \(why)"
        case .resetToFreshInstall: "Reset to a fresh install: answers, data and Settings are back to the start"
        }
    }
}
