import SensorKitSim
import CoreMotionSim

extension ConsentSimulation {
    /// What is on top of the screen now. Cheaper than a `snapshot` (which also counts every
    /// sensor's samples for the dashboard): steps that only need this, such as thousands of
    /// scripted relaunches, ask it directly.
    public var foreground: Foreground {
        if let s = sheet {
            if let r = s.requiredAlert { return .requiredAlert(r) }
            return .sheet(s.page)
        }
        if motionPrompt != nil { return .motionAlert }
        if let settings { return .settings(settings) }
        if phone.motion.crashReason != nil { return .crashed }
        return .home
    }

    /// The controls on the screen on top, in focus order.
    func computeControls() -> [Control] {
        switch foreground {
        case .home:
            return []
        case .crashed:
            return [Control(.crashRelaunch, "Relaunch the app", .primaryButton)]
        case .sheet(.intro):
            var c = [Control(.sheetNext, text.next, .primaryButton)]
            if privacyPolicyURL != nil { c.append(Control(.sheetPrivacyPolicy, text.viewPrivacyPolicy, .link)) }
            c.append(Control(.sheetCancel, text.cancel))
            return c
        case .sheet(.sensor):
            return [Control(.sheetAllow, text.allow, .primaryButton),
                    Control(.sheetDeny, text.deny),
                    Control(.sheetBack, text.back), Control(.sheetCancel, text.cancel)]
        case .sheet(.review):
            return [Control(.sheetDone, text.done, .primaryButton), Control(.sheetBack, text.back)]
        case .requiredAlert:
            return [Control(.alertDontEnroll, text.dontEnroll, .destructiveButton),
                    Control(.alertChangeChoice, text.changeChoice, .primaryButton)]
        case .motionAlert:
            return [Control(.motionDeny, text.motionDontAllow), Control(.motionAllow, text.motionOK, .primaryButton)]
        case .settings(.privacy):
            return [Control(.settingsOpenResearch, text.researchData, .disclosure),
                    Control(.settingsOpenMotion, text.motionAndFitness, .disclosure),
                    Control(.settingsBack, text.closeSettings)]
        case .settings(.research):
            return [Control(.settingsCollection, text.collection, .toggle(isOn: phone.sensorKit.collectionEnabled)),
                    Control(.settingsOpenStudy, profile.appName, .disclosure),
                    Control(.settingsBack, text.back)]
        case .settings(.study):
            var c = profile.sensors.map { s in
                Control(.settingsSensor(s), text.name(of: s),
                        .toggle(isOn: phone.sensorKit.status(of: s) == .authorized),
                        enabled: phone.sensorKit.status(of: s) != .notDetermined)
            }
            c.append(Control(.settingsDeleteUnshared, text.deleteUnshared, .destructiveButton))
            c.append(Control(.settingsBack, text.back))
            return c
        case .settings(.motion):
            // iOS lists an app here only once it has asked.
            var c = [Control(.settingsFitnessTracking, text.fitnessTracking, .toggle(isOn: phone.motion.fitnessTrackingEnabled))]
            if phone.motion.storedStatus != .notDetermined {
                c.append(Control(.settingsMotionApp, profile.appName, .toggle(isOn: phone.motion.storedStatus == .authorized),
                                 enabled: phone.motion.fitnessTrackingEnabled))
            }
            c.append(Control(.settingsBack, text.back))
            return c
        }
    }
}
