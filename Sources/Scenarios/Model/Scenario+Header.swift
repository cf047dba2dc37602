import Foundation
import SimCore

extension Scenario {
    /// The header as it set up the phone, one `key: value` line each, for transcripts: what a
    /// reader needs to know the run was not on the study as shipped (`required:`, `rates:`…).
    public var headerLines: [String] {
        var lines = ["scenario: \(name)"]
        if let study { lines.append("study: \(study.lastPathComponent)") }
        if let target = project.target { lines.append("target: \(target)") }
        if let configuration = project.configuration { lines.append("configuration: \(configuration)") }
        if !project.variables.isEmpty {
            lines.append(noted("vars", "{" + project.variables.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"))
        }
        if !studyOverrides.required.isEmpty { lines.append("required: [\(studyOverrides.required.map(\.description).joined(separator: ", "))] (overrides the study)") }
        if !studyOverrides.optional.isEmpty { lines.append("optional: [\(studyOverrides.optional.map(\.description).joined(separator: ", "))] (overrides the study)") }
        if !studyOverrides.rates.isEmpty {
            lines.append("rates: {" + studyOverrides.rates.map { "\($0.sensor): \(Self.number($0.perSecond))/s" }.joined(separator: ", ") + "}")
        }
        // The saved participant's seed and Watch are what plays: the defaults would misreport them.
        if let state { lines.append("state: \(state.path) (a saved participant, with their own seed, clock and Apple Watch)") }
        if !given.isEmpty { lines.append("given: \(ScenarioParser.givenYAML(given)) (answered before the run)") }
        if state == nil { lines.append(noted("seed", "\(seed)")) }
        if let start { lines.append("start: \(ISODateTime.string(from: start))") }
        if state == nil { lines.append(noted("watch", watch ? (watchModel ?? "paired") : "none")) }
        if let lang { lines.append(noted("lang", lang)) }
        if let os { lines.append(noted("ios", "\(os)")) }
        // "18+" runs the current release: the transcript names the phone it played on.
        else if let from = osFrom {
            lines.append("ios: \(OSVersion.current) (the header says \"\(from.minor == 0 && from.patch == 0 ? "\(from.major)" : "\(from)")+\")")
        }
        if device != .iphone { lines.append("device: \(device)") }
        if let link { lines.append("link: \(link) (overrides the study)") }
        // Every setting that changes the phone or the study app is listed: a transcript of
        // Fitness Tracking off, or of an app that never records, read as an ordinary setup.
        if let on = fitnessTracking { lines.append("motion: {fitnessTracking: \(on ? "on" : "off")}") }
        if let settings = appSettingsText { lines.append("app: \(settings)") }
        if screen != .standard || overrides["screen"] != nil { lines.append(noted("screen", "\(screen)")) }
        return lines
    }

    /// The header's `app:` settings as it writes them (`{api: delegate, fetchLag: 36h}`), or nil.
    private var appSettingsText: String? {
        var pairs: [String] = []
        if let api = app.api { pairs.append("api: \(api.rawValue)") }
        if let v = app.requestOnlyUndetermined { pairs.append("requestOnlyUndetermined: \(v)") }
        if let v = app.recordAuthorizedSensors { pairs.append("recordAuthorizedSensors: \(v)") }
        if let t = app.dailyFetchAt {
            let minutes = Int(t / 60)
            pairs.append("dailyFetchAt: \"" + String(format: "%02d:%02d", minutes / 60, minutes % 60) + "\"")
        }
        if let lag = app.fetchLag { pairs.append("fetchLag: \(TimeSpan(seconds: lag).text)") }
        if let motion = app.motion { pairs.append("motion: \(motion.rawValue)") }
        return pairs.isEmpty ? nil : "{" + pairs.joined(separator: ", ") + "}"
    }

    /// `key: value`, with the note saying which option replaced the header's value, if one did.
    private func noted(_ key: String, _ value: String) -> String {
        "\(key): \(value)" + (overrides[key].map { " " + $0 } ?? "")
    }

    private static func number(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(x) }
}
