import Simulation
import SensorKitSim

/// The consent paths a board is walked through, each one answer away from "all allowed": what
/// the participant picks on each screen the phone shows. Which screens come, and in which
/// order, is the simulation's; a path only chooses among the controls the phone offers there.
public enum WalkthroughPath: String, CaseIterable, Sendable {
    case allAllowed = "all-allowed"
    case requiredDeclined = "required-declined"
    case dontEnroll = "dont-enroll"
    case motionDenied = "motion-denied"
    case revokeInSettings = "revoke-in-settings"
    case collectionOff = "collection-off"

    /// Whether the path is played with a study app that asks SensorKit whatever its sensors
    /// read. The simulator's app asks only for sensors still undetermined, and with collection
    /// off every sensor reads denied, so it never shows “Enable Research Sensor & Usage Data”;
    /// an app that asks anyway does (FIDELITY.md), and a board is shown that page.
    public var asksWhateverSensorsRead: Bool { self == .collectionOff }

    /// The path's name in the dossier (whose own words are English; the phone's are its language's).
    public var title: String {
        switch self {
        case .allAllowed: "All allowed"
        case .requiredDeclined: "A Required sensor declined, then Change Choice"
        // Not the Required alert’s Don’t Enroll in Study button: this path never reaches it.
        case .dontEnroll: "Cancel on the first page (not enrolling)"
        case .motionDenied: "Motion & Fitness denied"
        case .revokeInSettings: "Allowed, then revoked in Settings"
        case .collectionOff: "Collection off in Settings when the app asks"
        }
    }

    /// What the participant does on it, in a sentence of HTML: the dossier's own words in
    /// English, the buttons and pages the participant taps named as the phone of `language`
    /// shows them (`text`) and marked with that language (a German summary said "taps Done"
    /// beside a slideshow whose button reads "Fertig").
    func summaryHTML(_ text: SystemText, language: String) -> String {
        let e = HTMLText.escape
        let phone = { (word: String) in HTMLText.phone(e(word), language) }
        switch self {
        case .allAllowed:
            return e("The participant opens the study app, allows every sensor the request asks for, taps ") + phone(text.done)
                + e(", and allows ") + phone(text.motionAndFitness) + e(" when asked.")
        case .requiredDeclined:
            return e("As all allowed, but the participant first declines the first Required sensor; the Required alert appears, and its ")
                + phone(text.changeChoice) + e(" button leads back to that sensor’s page, where the participant allows it.")
        case .dontEnroll:
            return e("The participant opens the study app and taps ") + phone(text.cancel)
                + e(" on the request’s first page: no sensor is allowed. An alert the app asks for afterwards is answered as in all allowed.")
        case .motionDenied:
            return e("As all allowed, but the participant taps ") + phone(text.motionDontAllow) + e(" on the ")
                + phone(text.motionAndFitness) + e(" alert.")
        case .revokeInSettings:
            return e("As all allowed; then the participant opens ") + phone(text.settingsApp) + " › " + phone(text.privacyAndSecurity)
                + " › " + phone(text.researchData) + e(" › the study, and turns off the first sensor.")
        case .collectionOff:
            return e("Before opening the study app, the participant turns off ") + phone(text.collection) + e(" in ")
                + phone(text.settingsApp) + " › " + phone(text.privacyAndSecurity) + " › " + phone(text.researchData)
                + e(" and answers ") + phone(text.turnOff) + e(" when Settings asks first. Then the app asks; instead of the sheet, iOS shows ") + phone(text.enableCollectionTitle)
                + e(". The participant taps ") + phone(text.openSettings) + e(", turns collection on again and leaves ")
                + phone(text.settingsApp) + e("; the sheet follows, answered as in all allowed. Played with an app that asks SensorKit whatever its sensors read: "
                + "with collection off every sensor reads denied, so an app that asks only for sensors not yet answered, as the simulator’s does, asks nothing and shows no page.")
        }
    }

    /// What the participant picks on the screen `snapshot` shows; nil when the path ends there.
    func choice(on snapshot: Snapshot, _ memory: inout Memory) -> Choice? {
        switch snapshot.foreground {
        case .home:
            if snapshot.launches == 0 {
                // The collection-off path goes to Settings first, then opens the app.
                return self == .collectionOff && snapshot.collectionEnabled ? .openSettings : .launch
            }
            guard self == .revokeInSettings, !memory.revoked else { return nil }
            return .openSettings
        case .crashed:
            return nil
        case .sheet(.enableCollection):
            return self == .collectionOff ? .press(.sheetOpenSettings) : nil
        case .sheet(.intro):
            return .press(self == .dontEnroll ? .sheetCancel : .sheetNext)
        case .sheet(.sensor):
            guard let sensor = snapshot.sheet?.currentSensor else { return nil }
            if self == .requiredDeclined, memory.declined == nil, snapshot.profile.required.contains(sensor) {
                memory.declined = sensor
                return .press(.sheetDeny)
            }
            return .press(.sheetAllow)
        case .sheet(.review):
            return .press(.sheetDone)
        case .requiredAlert:
            return .press(.alertChangeChoice)
        case .motionAlert:
            return .press(self == .motionDenied ? .motionDeny : .motionAllow)
        case .settings(.privacy) where self == .collectionOff:
            // Before the first launch: to the switch, then out with collection off. Open Settings
            // on the Enable page lands on the Research page itself, and leaves from here.
            return snapshot.launches == 0 && snapshot.collectionEnabled ? .press(.settingsOpenResearch) : .press(.settingsBack)
        case .settings(.research) where self == .collectionOff:
            // Off before the first launch, on again after Open Settings; then back out.
            let wanted = snapshot.launches > 0
            return snapshot.collectionEnabled == wanted ? .press(.settingsBack) : .press(.settingsCollection)
        case .settings(.privacy):
            return memory.revoked ? nil : .press(.settingsOpenResearch)
        case .settings(.research):
            return memory.revoked ? nil : .press(.settingsOpenStudy)
        case .settings(.study):
            guard !memory.revoked, let sensor = snapshot.controls.lazy.compactMap(Self.grantedSwitch).first else { return nil }
            memory.revoked = true
            return .press(.settingsSensor(sensor))
        case .collectionOffAlert where self == .collectionOff:
            // With the study listed, Settings asks first (“Data Is Required For this Study”).
            return .press(.collectionOffTurnOff)
        case .settings(.motion), .deleteConfirmation, .collectionOffAlert:
            return nil
        }
    }

    /// The sensor a Settings switch that is on turns off.
    private static func grantedSwitch(_ control: Control) -> SRSensor? {
        guard case .settingsSensor(let sensor) = control.id, control.kind == .toggle(isOn: true), control.enabled else { return nil }
        return sensor
    }

    /// What a path has done so far, for the screens it sees more than once.
    struct Memory {
        /// The Required sensor declined once (its page comes back after Change Choice).
        var declined: SRSensor?
        var revoked = false
    }

    /// One pick: a control on the phone, or opening Settings from the home screen.
    enum Choice: Equatable {
        case press(ControlID)
        case openSettings
        /// Opening the study app from the home screen.
        case launch

        var action: Action {
            switch self {
            case .press(let id): .press(id)
            case .openSettings: .openSettings
            case .launch: .launch
            }
        }
    }

    /// Why the path is left out for this study, or nil when it applies. Read from the phone
    /// after the first launch and from the all-allowed walk, so the simulation decides.
    func omission(firstLaunch: Snapshot, allAllowed: Walkthrough) -> String? {
        switch self {
        case .requiredDeclined:
            let sensors = firstLaunch.sheet?.sensors ?? []
            guard !sensors.contains(where: firstLaunch.profile.required.contains) else { return nil }
            return sensors.isEmpty
                ? "Left out: the phone shows no Research Sensor & Usage Data request on the first launch, so there is no sensor to decline."
                : "Left out: the study marks none of the sensors its request asks for as Required (NSSensorKitUsageDetail’s Required key), so declining one never shows the Required alert."
        case .motionDenied:
            guard !allAllowed.frames.contains(where: { $0.snapshot.foreground == .motionAlert }) else { return nil }
            let why = allAllowed.frames.last?.snapshot.foreground == .crashed ? "the study app crashes first"
                : firstLaunch.profile.motionUsageDescription == nil ? "the app’s Info.plist has no NSMotionUsageDescription"
                : "the study app does not ask for it on the way through consent"
            return "Left out: the Motion & Fitness alert never shows on the all-allowed path (\(why)), so there is nothing to deny."
        case .dontEnroll:
            return firstLaunch.sheet == nil ? "Left out: the phone shows no Research Sensor & Usage Data request on the first launch, so there is nothing to cancel." : nil
        case .collectionOff:
            // With no sensor to ask about, a request fails before iOS looks at the collection switch.
            return firstLaunch.sheet == nil ? "Left out: the phone shows no Research Sensor & Usage Data request on the first launch, so with collection off there is no request for the Enable page to stand in for." : nil
        case .revokeInSettings:
            guard let end = allAllowed.frames.last?.snapshot, !end.profile.sensors.contains(where: { end.status(of: $0) == .authorized }) else { return nil }
            return "Left out: the all-allowed path ends with no sensor allowed, so there is nothing to turn off in Settings."
        case .allAllowed:
            return nil
        }
    }
}
