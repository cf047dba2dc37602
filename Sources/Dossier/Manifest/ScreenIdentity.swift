import Simulation
import SensorKitSim

/// A screen's key across versions of a study: what the phone shows, without its words. Two
/// dossiers of one app give the same screen the same key when only texts changed; a part that
/// names a sensor (`sensor:RAW:…`) lets a comparison match screens when a sensor was added or
/// removed, by leaving out the parts of sensors only one version asks for.
enum ScreenIdentity {
    static func key(_ snapshot: Snapshot) -> [String] {
        var parts = [foreground(snapshot.foreground)]
        if case .sheet(.sensor) = snapshot.foreground, let sensor = snapshot.sheet?.currentSensor { parts[0] += ".\(sensor.rawValue)" }
        if case .motionAlert = snapshot.foreground { parts.append("over:" + backdrop(snapshot.alertBackdrop)) }
        for control in snapshot.controls {
            var state = ""
            if case .toggle(let on) = control.kind { state = on ? "on" : "off" }
            if !control.enabled { state += state.isEmpty ? "dimmed" : "-dimmed" }
            if case .settingsSensor(let sensor) = control.id {
                parts.append("sensor:\(sensor.rawValue):switch" + (state.isEmpty ? "" : "=\(state)"))
            } else {
                parts.append("control:\(name(control.id))" + (state.isEmpty ? "" : "=\(state)"))
            }
        }
        if let sheet = snapshot.sheet, case .review = sheet.page {
            for sensor in sheet.sensors {
                parts.append("sensor:\(sensor.rawValue):" + (sheet.answers[sensor].map { $0 ? "given" : "denied" } ?? "unanswered"))
            }
        }
        return parts
    }

    /// The sensor a part belongs to, when it belongs to one.
    static func sensor(of part: String) -> String? {
        guard part.hasPrefix("sensor:") else { return nil }
        return part.dropFirst("sensor:".count).split(separator: ":", maxSplits: 1).first.map(String.init)
    }

    /// What an alert covers, in keys. The study app keeps the name `home` earlier dossiers gave
    /// it (they drew the home screen there), so an amendment does not list the alert as new.
    static func backdrop(_ backdrop: AlertBackdrop?) -> String {
        switch backdrop {
        case .sheet(let page): foreground(.sheet(page))
        case .settings(let page): foreground(.settings(page))
        case .crashed: "crashed"
        case .studyApp, nil: "home"
        }
    }

    static func foreground(_ foreground: Foreground) -> String {
        switch foreground {
        case .home: "home"
        case .crashed: "crashed"
        case .sheet(.enableCollection): "sheet.enable-collection"
        case .sheet(.intro): "sheet.intro"
        case .sheet(.sensor): "sheet.sensor"
        case .sheet(.review): "sheet.review"
        case .requiredAlert(let sensor): "required-alert.\(sensor.rawValue)"
        case .motionAlert: "motion-alert"
        case .settings(.privacy): "settings.privacy"
        case .settings(.research): "settings.research"
        case .settings(.study): "settings.study"
        case .settings(.motion): "settings.motion"
        case .deleteConfirmation: "settings.study.delete-confirmation"
        case .collectionOffAlert: "settings.research.collection-off-alert"
        }
    }

    /// A control's name in keys and edges, stable across versions and languages.
    static func name(_ id: ControlID) -> String {
        switch id {
        case .sheetNext: "next"
        case .sheetAllow: "allow"
        case .sheetDeny: "deny"
        case .sheetBack: "back"
        case .sheetCancel: "cancel"
        case .sheetDone: "done"
        case .sheetPrivacyPolicy: "privacy-policy"
        case .sheetOpenSettings: "open-settings"
        case .alertDontEnroll: "dont-enroll"
        case .alertChangeChoice: "change-choice"
        case .motionDeny: "motion-deny"
        case .motionAllow: "motion-allow"
        case .settingsOpenResearch: "settings-research"
        case .settingsOpenMotion: "settings-motion"
        case .settingsOpenStudy: "settings-study"
        case .settingsBack: "settings-back"
        case .settingsCollection: "settings-collection"
        case .settingsSensor(let sensor): "settings-sensor:\(sensor.rawValue)"
        case .settingsDeleteUnshared: "settings-delete-unshared"
        case .deleteUnsharedConfirm: "delete-unshared-confirm"
        case .deleteUnsharedCancel: "delete-unshared-cancel"
        case .collectionOffTurnOff: "collection-off-turn-off"
        case .collectionOffCancel: "collection-off-cancel"
        case .settingsFitnessTracking: "settings-fitness-tracking"
        case .settingsMotionApp: "settings-motion-app"
        case .crashRelaunch: "relaunch"
        }
    }
}
