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
            var c = [Control(.sheetNext, "Next", .primaryButton)]
            if privacyPolicyURL != nil { c.append(Control(.sheetPrivacyPolicy, "View Study Privacy Policy", .link)) }
            c.append(Control(.sheetCancel, "Cancel"))
            return c
        case .sheet(.sensor):
            return [Control(.sheetAllow, "Allow Collection & Sharing", .primaryButton),
                    Control(.sheetDeny, "Don’t Allow Collection & Sharing"),
                    Control(.sheetBack, "Back"), Control(.sheetCancel, "Cancel")]
        case .sheet(.review):
            return [Control(.sheetDone, "Done", .primaryButton), Control(.sheetBack, "Back")]
        case .requiredAlert:
            return [Control(.alertDontEnroll, "Don’t Enroll in Study", .destructiveButton),
                    Control(.alertChangeChoice, "Change Choice", .primaryButton)]
        case .motionAlert:
            return [Control(.motionDeny, "Don’t Allow"), Control(.motionAllow, "OK", .primaryButton)]
        case .settings(.privacy):
            return [Control(.settingsOpenResearch, "Research Sensor & Usage Data", .disclosure),
                    Control(.settingsOpenMotion, "Motion & Fitness", .disclosure),
                    Control(.settingsBack, "Close Settings")]
        case .settings(.research):
            return [Control(.settingsCollection, "Sensor & Usage Data Collection", .toggle(isOn: phone.sensorKit.collectionEnabled)),
                    Control(.settingsOpenStudy, profile.appName, .disclosure),
                    Control(.settingsBack, "Back")]
        case .settings(.study):
            var c = profile.sensors.map { s in
                Control(.settingsSensor(s), SensorCatalog.info(for: s)?.displayName ?? s.description,
                        .toggle(isOn: phone.sensorKit.status(of: s) == .authorized),
                        enabled: phone.sensorKit.status(of: s) != .notDetermined)
            }
            c.append(Control(.settingsDeleteUnshared, "Delete Unshared Data", .destructiveButton))
            c.append(Control(.settingsBack, "Back"))
            return c
        case .settings(.motion):
            // iOS lists an app here only once it has asked.
            var c = [Control(.settingsFitnessTracking, "Fitness Tracking", .toggle(isOn: phone.motion.fitnessTrackingEnabled))]
            if phone.motion.storedStatus != .notDetermined {
                c.append(Control(.settingsMotionApp, profile.appName, .toggle(isOn: phone.motion.storedStatus == .authorized),
                                 enabled: phone.motion.fitnessTrackingEnabled))
            }
            c.append(Control(.settingsBack, "Back"))
            return c
        }
    }
}
