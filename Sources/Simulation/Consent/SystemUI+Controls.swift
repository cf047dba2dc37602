import SensorKitSim
import CoreMotionSim

extension SystemUI {
    /// The controls on the screen on top, in focus order.
    public func controls(_ content: StudyContent, _ phone: PhoneState) -> [Control] {
        let text = content.text, profile = content.profile
        switch foreground(crashed: phone.crashReason != nil) {
        case .home:
            return []
        case .crashed:
            return [Control(.crashRelaunch, text.relaunchApp, .primaryButton)]
        case .sheet(.enableCollection):
            // Open Settings is the page's bold button; Cancel sits in the navigation bar.
            return [Control(.sheetOpenSettings, text.openSettings, .primaryButton), Control(.sheetCancel, text.cancel)]
        case .sheet(.intro):
            var c = [Control(.sheetNext, text.next, .primaryButton)]
            if content.privacyPolicyURL != nil { c.append(Control(.sheetPrivacyPolicy, text.viewPrivacyPolicy, .link)) }
            c.append(Control(.sheetCancel, text.cancel))
            return c
        case .sheet(.sensor):
            return Self.sensorPageControls(text)
        case .sheet(.review):
            return [Control(.sheetDone, text.done, .primaryButton), Control(.sheetBack, text.back)]
        case .requiredAlert:
            return [Control(.alertDontEnroll, text.dontEnroll, .destructiveButton),
                    Control(.alertChangeChoice, text.changeChoice, .primaryButton)]
        case .motionAlert:
            return [Control(.motionDeny, text.motionDontAllow), Control(.motionAllow, motionAlert?.allowButton ?? text.motionAllow, .primaryButton)]
        case .settings(.privacy):
            return [Control(.settingsOpenResearch, text.researchData, .disclosure),
                    Control(.settingsOpenMotion, text.motionAndFitness, .disclosure),
                    Control(.settingsBack, text.closeSettings)]
        case .settings(.research):
            return Self.researchPageControls(content, phone, switchedOff: false)
        case .collectionOffAlert:
            // Turn Off (destructive) then Cancel, side by side; neither is bold (Cancel is a plain
            // button), so the focus starts on Cancel and Enter keeps collection on.
            return [Control(.collectionOffTurnOff, text.turnOff, .destructiveButton),
                    Control(.collectionOffCancel, text.cancel)]
        case .settings(.study):
            return Self.studyPageControls(content, phone)
        case .deleteConfirmation:
            // Cancel is the bold one, as on iOS, so the focus starts on it and Enter keeps the data.
            return [Control(.deleteUnsharedConfirm, text.deleteAllUnshared, .destructiveButton),
                    Control(.deleteUnsharedCancel, text.cancel, .primaryButton)]
        case .settings(.motion):
            var c = [Control(.settingsFitnessTracking, text.fitnessTracking, .toggle(isOn: phone.fitnessTracking))]
            if SystemUI.listsMotionApp(phone) {
                // A switch that cannot be pressed reads off, as the study's sensor switches do while
                // collection is off; Fitness Tracking on again shows the app's answer (FIDELITY.md).
                let pressable = SystemUI.motionSwitchRefusal(phone) == nil
                c.append(Control(.settingsMotionApp, profile.appName,
                                 .toggle(isOn: pressable && phone.storedMotionStatus == .authorized), enabled: pressable))
            }
            c.append(Control(.settingsBack, text.back))
            return c
        }
    }

    /// Research Sensor & Usage Data: the collection switch, the study, Back. An app that asks
    /// SensorKit for nothing is no study, and with collection off the page lists no study at all
    /// (FIDELITY.md). `switchedOff`: the page under “Data Is Required For this Study”, its switch
    /// already flipped off by the participant's tap, the study still listed; its controls are then
    /// drawn dimmed and not pressable.
    static func researchPageControls(_ content: StudyContent, _ phone: PhoneState, switchedOff: Bool) -> [Control] {
        var c = [Control(.settingsCollection, content.text.collection, .toggle(isOn: phone.collectionEnabled && !switchedOff))]
        if SystemUI.listsStudy(content.profile, collectionEnabled: phone.collectionEnabled) {
            c.append(Control(.settingsOpenStudy, content.profile.appName, .disclosure))
        }
        c.append(Control(.settingsBack, content.text.back))
        return c
    }

    /// The study's Settings page: a switch per sensor it lists, in the order the page lists them
    /// (so Down moves to the switch below), Delete Unshared Data and Back. Delete Unshared Data's
    /// confirmation stands over this page, whose controls are then drawn dimmed and not pressable.
    static func studyPageControls(_ content: StudyContent, _ phone: PhoneState) -> [Control] {
        let text = content.text
        var c = studyPageSensors(content.profile, phone).map { s in
            Control(.settingsSensor(s), text.name(of: s), .toggle(isOn: phone.status(of: s) == .authorized),
                    enabled: SystemUI.sensorSwitchRefusal(s, phone) == nil)
        }
        c.append(Control(.settingsDeleteUnshared, text.deleteUnshared, .destructiveButton))
        c.append(Control(.settingsBack, text.back))
        return c
    }

    /// A sensor's page of the sheet: its buttons, then Back and Cancel. The Required alert
    /// stands over such a page, whose controls are then drawn dimmed and not pressable.
    static func sensorPageControls(_ text: SystemText) -> [Control] {
        [Control(.sheetAllow, text.allow, .primaryButton), Control(.sheetDeny, text.deny),
         Control(.sheetBack, text.back), Control(.sheetCancel, text.cancel)]
    }
}
