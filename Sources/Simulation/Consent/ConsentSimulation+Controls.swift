import SensorKitSim
import CoreMotionSim

extension ConsentSimulation {
    /// What is on top, from the participant's point of view.
    public enum Screen: Equatable, Sendable {
        case home
        case sheet(SheetState.Page)
        case requiredAlert(SRSensor)
        case motionPrompt
        case settings(SettingsPage)
        case crashed
    }

    public var screen: Screen {
        if let s = sheet {
            if let r = s.requiredAlert { return .requiredAlert(r) }
            return .sheet(s.page)
        }
        if motionPrompt != nil { return .motionPrompt }
        if let settings { return .settings(settings) }
        if crashReason != nil { return .crashed }
        return .home
    }

    /// The controls on the screen on top, in focus order.
    public var controls: [Control] {
        switch screen {
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
        case .motionPrompt:
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
            return [Control(.settingsFitnessTracking, "Fitness Tracking", .toggle(isOn: phone.motion.fitnessTrackingEnabled)),
                    Control(.settingsMotionApp, profile.appName, .toggle(isOn: phone.motion.storedStatus == .authorized),
                            enabled: phone.motion.storedStatus != .notDetermined && phone.motion.fitnessTrackingEnabled),
                    Control(.settingsBack, "Back")]
        }
    }

    public var focusedControl: ControlID? { controls.indices.contains(focus) ? controls[focus].id : nil }
}
