import Foundation
import SensorKitSim
import Simulation

/// The steps that change the phone around the study app: a fresh install, Settings, the clock,
/// and the fetches the scenario makes as the app would.
extension StepTable {
    static let phone: [StepDefinition] = [
        .word("reset", .reset, caption: { $0.freshInstall }) { c in c.send(.reset); return nil },
        .step("settings", "{allow: [...], deny: [...], collection: on|off, fitnessTracking: on|off, motion: on|off, "
                  + "deleteData: [...], backgroundAppRefresh: on|off, lowPowerMode: on|off}",
              match: { if case .settings(let change) = $0 { change } else { nil } },
              parse: { p, a in p.needs(a).flatMap { p.settings($0) }.map { .settings($0) } },
              write: settingsYAML,
              caption: settingsCaption,
              perform: { c, change in
                  // A master switch turned on goes before the switches it enables, one turned off
                  // after them: the app switches are disabled while theirs is off (with collection
                  // off Settings lists no study, so no sensor switch and no Delete Unshared Data),
                  // and one step names the positions it wants, not an order.
                  if change.collection == true { c.send(.setCollection(true)) }
                  for s in change.allow { c.send(.setSensor(s, allowed: true)) }
                  for s in change.deny { c.send(.setSensor(s, allowed: false)) }
                  if !change.deleteData.isEmpty { c.send(.deleteData(change.deleteData)) }
                  if change.collection == false { c.send(.setCollection(false)) }
                  if change.fitnessTracking == true { c.send(.setFitnessTracking(true)) }
                  if let v = change.motion { c.send(.setMotion(v)) }
                  if change.fitnessTracking == false { c.send(.setFitnessTracking(false)) }
                  if let v = change.backgroundAppRefresh { c.send(.setBackgroundSwitch(.appRefresh, on: v)) }
                  if let v = change.lowPowerMode { c.send(.setBackgroundSwitch(.lowPowerMode, on: v)) }
                  // Settings has no switch for what was never asked, and no data of what the study
                  // does not collect: say so rather than pass silently.
                  for e in c.events { if case .participant(.refused(let why)) = e.kind { return ("a change Settings can make", why) } }
                  return nil
              }),
        // `settings: {collection: off}` while Settings lists the study meets “Data Is Required For
        // this Study”: the next step answers it, `turnOff` or `cancel` (which keeps collection on).
        .word("turnOff", .turnOff, caption: { $0.tap($0.system.turnOff) }, target: { _ in .collectionOffTurnOff }) { c in
            if let o = c.expectForeground({ $0 == .collectionOffAlert },
                                          "“Data Is Required For this Study” (settings: {collection: off} shows it)") { return o }
            c.send(.press(.collectionOffTurnOff))
            return nil
        },
        .step("advance", "a duration such as 25h",
              match: { if case .advance(let seconds) = $0 { seconds } else { nil } },
              parse: { p, a in
                  guard let d = p.needs(a).flatMap({ p.duration($0, a.name) }) else { return nil }
                  // As lock: 0 is: a step that moves the clock nowhere would pass doing nothing.
                  guard d > 0 else { p.fail(a.value, "advance: 0 moves the clock nowhere; give how long, such as 25h"); return nil }
                  p.advanced += d
                  if p.advanced > ScenarioLimits.maximumSeconds {
                      p.fail(a.value, "advance: the scenario's advance steps add up to more than \(ScenarioParser.maximumSpan); keep a scenario within that")
                      return nil
                  }
                  return .advance(seconds: d)
              },
              write: { TimeSpan(seconds: $0).text },
              caption: { seconds, words in words.later(seconds: seconds) },
              perform: { c, seconds in c.send(.advance(seconds)); return nil }),
        .step("fetch", "{sensor: SENSOR, device: iphone|watch, last: 24h} or {sensor: SENSOR, from: -8d, to: -1d}",
              match: { if case .fetch(let spec) = $0 { spec } else { nil } },
              parse: { p, a in p.needs(a).flatMap { p.fetch($0) }.map { .fetch($0) } },
              write: fetchYAML,
              caption: { spec, words in words.fetches(spec.sensor) },
              perform: { c, spec in c.send(.fetch(scriptRequest(spec))); return nil }),
        .step("update", "a study, or {study: PATH, target:, configuration:, vars:}",
              match: { if case .update(let spec) = $0 { spec } else { nil } },
              parse: { p, a in p.needs(a).flatMap { p.update($0) }.map { .update($0) } },
              write: updateYAML,
              caption: { (_: UpdateSpec, words) in words.update },
              perform: { c, spec in
                  let version: AppVersion
                  do throws(ScenarioSetupError) { version = try ScenarioRunner.appVersion(spec, language: c.sim.language, cache: c.studies) } catch {
                      return ("the new version to load", error.message)
                  }
                  if let refusal = c.sim.updateRefusal(version) { return ("an update of the installed app", refusal) }
                  c.send(.update(version))
                  return nil
              }),
        .step("saveState", "a file such as participant.json",
              match: { if case .saveState(let path, let url) = $0 { (path, url) } else { nil } },
              parse: { p, a in
                  guard let path = p.needs(a).flatMap({ p.path($0, a.name, naming: "a file for the participant, such as participants/p.json") })
                  else { return nil }
                  let url = URL(fileURLWithPath: path, relativeTo: p.folder).standardizedFileURL
                  // A scenario anyone sends you writes only beside itself, never where it names.
                  if let problem = ScenarioFolderPath.problem(path, url: url, folder: p.folder) {
                      p.fail(a.value, "saveState: \(path) \(problem); a scenario saves a participant only "
                             + "inside its own folder", suggestion: "use a relative path such as participants/p.json")
                      return nil
                  }
                  return .saveState(path: path, url: url)
              },
              write: { (file: (path: String, url: URL)) in YAMLText.quote(file.path) },
              caption: { (_: (path: String, url: URL), words) in words.saved },
              perform: { c, file in
                  do throws(ParticipantFile.Problem) { try c.sim.saveState(to: file.url.path) } catch { return ("the participant saved", error.description) }
                  return nil
              }),
        .word("fetchNow", .fetchNow, caption: { $0.fetchesNow }) { c in c.send(.fetchNow); return nil },
    ]

    /// "Settings: turn off Visits, turn on Fitness Tracking": the switches as the phone names them.
    private static func settingsCaption(_ c: SettingsChange, _ words: CaptionText) -> String {
        let t = words.system
        var changes = c.allow.map { words.turn(t.name(of: $0), on: true) } + c.deny.map { words.turn(t.name(of: $0), on: false) }
        if let v = c.collection { changes.append(words.turn(t.collection, on: v)) }
        if let v = c.fitnessTracking { changes.append(words.turn(t.fitnessTracking, on: v)) }
        if let v = c.motion { changes.append(words.turn(t.motionAndFitness, on: v)) }
        if !c.deleteData.isEmpty { changes.append(t.deleteUnshared + " (" + c.deleteData.map(t.name(of:)).joined(separator: ", ") + ")") }
        if let v = c.backgroundAppRefresh { changes.append(words.turn(t.backgroundAppRefresh, on: v)) }
        if let v = c.lowPowerMode { changes.append(words.turn(t.lowPowerMode, on: v)) }
        return words.settings(changes)
    }

    /// `{allow: [S], deny: [S], collection: on, …}` with only what the change changes.
    private static func settingsYAML(_ c: SettingsChange) -> String {
        var pairs: [(String, String)] = []
        if !c.allow.isEmpty { pairs.append(("allow", YAMLText.list(c.allow.map(\.description)))) }
        if !c.deny.isEmpty { pairs.append(("deny", YAMLText.list(c.deny.map(\.description)))) }
        if let v = c.collection { pairs.append(("collection", YAMLText.onOff(v))) }
        if let v = c.fitnessTracking { pairs.append(("fitnessTracking", YAMLText.onOff(v))) }
        if let v = c.motion { pairs.append(("motion", YAMLText.onOff(v))) }
        if !c.deleteData.isEmpty { pairs.append(("deleteData", YAMLText.list(c.deleteData.map(\.description)))) }
        if let v = c.backgroundAppRefresh { pairs.append(("backgroundAppRefresh", YAMLText.onOff(v))) }
        if let v = c.lowPowerMode { pairs.append(("lowPowerMode", YAMLText.onOff(v))) }
        return YAMLText.map(pairs)
    }

    /// `update: PATH`, or the map when the version is read with a target, configuration or vars.
    private static func updateYAML(_ spec: UpdateSpec) -> String {
        let p = spec.project
        guard p.target != nil || p.configuration != nil || !p.variables.isEmpty else { return YAMLText.quote(spec.path) }
        var pairs = [("study", YAMLText.quote(spec.path))]
        if let t = p.target { pairs.append(("target", YAMLText.quote(t))) }
        if let c = p.configuration { pairs.append(("configuration", YAMLText.quote(c))) }
        if !p.variables.isEmpty {
            pairs.append(("vars", YAMLText.map(p.variables.sorted { $0.key < $1.key }.map { ($0.key, YAMLText.quote($0.value)) })))
        }
        return YAMLText.map(pairs)
    }

    /// `{sensor: S, device: watch, last: 24h}` with only what the spec sets.
    static func fetchYAML(_ spec: FetchSpec) -> String {
        var pairs = [("sensor", spec.sensor.description)]
        if spec.device == .appleWatch { pairs.append(("device", ScenarioParser.deviceWord(.appleWatch))) }
        if let last = spec.last { pairs.append(("last", TimeSpan(seconds: last).text)) }
        if let from = spec.from { pairs.append(("from", relative(from))) }
        if let to = spec.to { pairs.append(("to", relative(to))) }
        return YAMLText.map(pairs)
    }

    /// The fetch a `fetch:` spec asks the phone for.
    static func scriptRequest(_ spec: FetchSpec) -> ScriptFetchRequest {
        let window: ScriptFetchRequest.Window = spec.last.map { .last($0) } ?? .relative(from: spec.from ?? 0, to: spec.to ?? 0)
        return ScriptFetchRequest(sensor: spec.sensor, device: spec.device, window: window)
    }

    /// A time relative to now as a scenario writes it: `-25h` (ago), `0`, `2h` (ahead).
    static func relative(_ seconds: Double) -> String {
        (seconds < 0 ? "-" : "") + TimeSpan(seconds: abs(seconds)).text
    }
}
