import Simulation

/// A screen's name in the dossier, in the phone's language where the phone names it.
enum ScreenTitle {
    static func of(_ screen: ConsentExploration.Screen) -> String { of(screen.snapshot) }

    static func of(_ s: Snapshot) -> String {
        let text = s.text
        switch s.foreground {
        case .home: return "\(s.profile.appName) (home)"
        case .crashed: return "\(s.profile.appName) crashed"
        case .sheet(.intro): return s.sheet?.openedPrivacyPolicy == true ? "\(text.sheetTitle) · \(text.viewPrivacyPolicy)" : text.sheetTitle
        case .sheet(.sensor(let i)):
            let sensor = s.sheet.map { $0.sensors.indices.contains(i) ? text.name(of: $0.sensors[i]) : "" } ?? ""
            return "\(sensor) (\(text.progress(i + 1, of: s.sheet?.sensors.count ?? 0)))"
        case .sheet(.review): return text.reviewTitle
        case .requiredAlert(let sensor): return text.requiredAlertTitle(sensor)
        case .motionAlert: return text.motionTitle(app: s.profile.appName)
        case .settings(.privacy): return text.privacyAndSecurity
        case .settings(.research): return "\(text.privacyAndSecurity) › \(text.researchData)"
        case .settings(.study): return "\(text.researchData) › \(s.profile.appName)"
        case .settings(.motion): return "\(text.privacyAndSecurity) › \(text.motionAndFitness)"
        }
    }

    /// The page's file name: the screen's number, the same in every language.
    static func file(_ index: Int) -> String { "screen-\(index + 1).html" }
    static func picture(_ index: Int) -> String { "screen-\(index + 1).svg" }
}
