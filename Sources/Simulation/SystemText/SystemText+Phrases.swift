import Foundation
import SensorKitSim
import SimCore

extension SystemText {
    /// Every run of fixed words the phone draws from this table: each text, split where a
    /// blank (`{app}`, `{sensor}`, …) is filled in, and every sensor's name. What a screen can
    /// show of the phone's own words, whatever the study.
    package var phrases: [String] { phrases(shownBy: nil) }

    /// `phrases` as a phone whose Motion & Fitness alert has `form` draws them: without the other
    /// form's title and allow button (nil: both forms).
    package func phrases(shownBy form: MotionAlertForm?) -> [String] {
        let otherForm: Set<String> = switch form {
        case nil: []
        case .sentence: ["motionTitleBeforeSentence", "motionOK"]
        case .titleCase: ["motionTitle", "motionAllow"]
        }
        var out: [String] = []
        func add(_ value: Any) {
            if let text = value as? String {
                out += text.split(separator: "{").flatMap { part -> [Substring] in
                    guard let close = part.firstIndex(of: "}") else { return [part] }
                    return [part[part.index(after: close)...]]
                }.map { String($0) }.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            } else if let texts = value as? [SRSensor: String] {
                texts.values.forEach(add)
            }
        }
        for child in Mirror(reflecting: self).children where child.label != "language" && !otherForm.contains(child.label ?? "") {
            add(child.value)
        }
        out += SensorCatalog.all.map { name(of: $0.sensor) }
        return out
    }
}
