import SensorKitSim
import Simulation

/// The steps that answer the study app's requests: the app's launch, the Research Sensor &
/// Usage Data sheet, its Required alert, and the Motion & Fitness alert.
extension StepTable {
    static let sheet: [StepDefinition] = [
        .word("launch", .launch, caption: { $0.openApp }) { c in
            // Opening a running app does nothing (the phone's rule, `openApp`): a launch step
            // over one ended its process and passed, so a flow meant to open the app read as a
            // relaunch, which `relaunch` says.
            guard c.sim.accepts(.openApp) else {
                return ("the study app to open", "it is already running (write relaunch to end its process and start it again)")
            }
            c.send(.openApp); return nil
        },
        .word("relaunch", .relaunch, caption: { $0.openAgain },
              target: { $0.foreground == .crashed ? .crashRelaunch : nil }) { c in
            c.send(c.sim.foreground == .crashed ? .press(.crashRelaunch) : .launch)
            return nil
        },
        .word("next", .next, caption: { $0.tap($0.system.next) }, target: { _ in .sheetNext }) { c in
            if let o = c.expectForeground({ $0 == .sheet(.intro) }, "the sheet's opening page") { return o }
            c.send(.press(.sheetNext))
            return nil
        },
        sensorAnswer("allow", allow: true),
        sensorAnswer("deny", allow: false),
        allAnswered("allowAll", allow: true),
        allAnswered("denyAll", allow: false),
        .step("answer", "a map such as {heartRate: deny, default: allow, onRequired: \(SheetAnswers.OnRequired.names.joined(separator: "|"))}",
              match: { if case .answer(let a) = $0, a.tapsDone { a } else { nil } },
              parse: { p, a in p.needs(a).flatMap { p.answers($0) }.map { .answer($0) } },
              write: { a in
                  var pairs = a.answers.sorted { $0.key.rawValue < $1.key.rawValue }.map { ($0.key.description, $0.value ? "allow" : "deny") }
                  if let all = a.otherwise { pairs.append(("default", all ? "allow" : "deny")) }
                  if a.onRequired != .fail { pairs.append(("onRequired", a.onRequired.rawValue)) }
                  return YAMLText.map(pairs)
              },
              caption: { a, words in caption(a, words) }, target: answerTarget, perform: { c, a in c.answerSheet(a) }),
        .word("back", .back, caption: { $0.tap($0.system.back) }, target: { $0.sheet != nil ? .sheetBack : .settingsBack }) { c in
            if let o = c.expectForeground({ if case .sheet = $0 { return true }; if case .settings = $0 { return true }; return false },
                                          "the sheet or Settings") { return o }
            return c.state.sheet != nil ? c.press(.sheetBack, "the sheet's Back button") : c.press(.settingsBack, "Settings' Back button")
        },
        .word("cancel", .cancel, caption: { $0.tap($0.system.cancel) },
              target: { $0.foreground == .collectionOffAlert ? .collectionOffCancel : .sheetCancel }) { c in
            // “Data Is Required For this Study”'s Cancel keeps collection on.
            if c.state.foreground == .collectionOffAlert { return c.press(.collectionOffCancel, "the alert's Cancel button") }
            // The sheet's pages, and “Enable Research Sensor & Usage Data” in their place.
            if let o = c.expectForeground({ if case .sheet = $0 { return true } else { return false } },
                                          "the sheet, or “Data Is Required For this Study”") { return o }
            return c.press(.sheetCancel, "the sheet's Cancel button")
        },
        .word("done", .done, caption: { $0.tap($0.system.done) }, target: { _ in .sheetDone }) { c in
            if case .sheet(let page) = c.state.foreground, page != .review, let sheet = c.state.sheet {
                let open = sheet.sensors.filter { sheet.answers[$0] == nil }.count
                return ("the sheet's review page", c.describe(c.state.foreground)
                        + " (\(open) page\(open == 1 ? "" : "s") still to answer; answer: {default: allow} answers them and taps Done)")
            }
            if let o = c.expectForeground({ $0 == .sheet(.review) }, "the sheet's review page") { return o }
            c.send(.press(.sheetDone))
            return nil
        },
        // Collection off, the request shows “Enable Research Sensor & Usage Data” first: its
        // Open Settings leaves for Settings (Research Sensor & Usage Data); `cancel` is its Cancel.
        .word("openSettings", .openSettings, caption: { $0.tap($0.system.openSettings) }, target: { _ in .sheetOpenSettings }) { c in
            if let o = c.expectForeground({ $0 == .sheet(.enableCollection) }, "Enable Research Sensor & Usage Data") { return o }
            c.send(.press(.sheetOpenSettings))
            return nil
        },
        requiredAlertButton("changeChoice", .changeChoice, caption: { $0.tap($0.system.changeChoice) }, control: .alertChangeChoice),
        requiredAlertButton("dontEnroll", .dontEnroll, caption: { $0.tap($0.system.dontEnroll) }, control: .alertDontEnroll),
        .step("motion", "allow or deny",
              match: { if case .motion(let allow) = $0 { allow } else { nil } },
              parse: { p, a in
                  guard let v = p.needs(a).flatMap({ p.string($0, a.name) }) else { return nil }
                  guard v == "allow" || v == "deny" else {
                      p.notOneOf(a.value, v, ["allow", "deny"], "motion: expected allow or deny, got \(ScenarioParser.shown(v))")
                      return nil
                  }
                  return .motion(allow: v == "allow")
              },
              write: { $0 ? "allow" : "deny" },
              caption: { allow, words in words.answer(named: words.system.motionAndFitness, allow: allow) },
              target: { allow, _ in allow ? .motionAllow : .motionDeny },
              perform: { c, allow in
                  if let o = c.expectForeground({ $0 == .motionAlert }, "the Motion & Fitness alert") { return o }
                  c.send(.press(allow ? .motionAllow : .motionDeny))
                  return nil
              }),
    ]

    /// `allow: S` or `deny: S`: the sheet's page for S, answered.
    private static func sensorAnswer(_ name: String, allow: Bool) -> StepDefinition {
        .step(name, "a sensor",
              match: { kind -> SRSensor? in
                  switch kind {
                  case .allow(let s) where allow, .deny(let s) where !allow: s
                  default: nil
                  }
              },
              parse: { p, a in p.needs(a).flatMap { p.sensor($0, name) }.map { allow ? .allow($0) : .deny($0) } },
              write: { $0.description },
              caption: { s, words in words.answer(s, allow: allow) },
              target: { _, _ in allow ? .sheetAllow : .sheetDeny },
              perform: { c, s in
                  if let o = c.expectPage(for: s) { return o }
                  c.send(.press(allow ? .sheetAllow : .sheetDeny))
                  return nil
              })
    }

    /// `allowAll` / `denyAll`, perhaps `{except: [S], onRequired: changeChoice}`: every page
    /// still to answer, stopping at the review page.
    private static func allAnswered(_ name: String, allow: Bool) -> StepDefinition {
        .step(name, "nothing, or {except: [SENSOR, ...]} (stops on the review page, or at a Required alert)",
              match: { if case .answer(let a) = $0, !a.tapsDone, a.otherwise == allow { a } else { nil } },
              parse: { p, a in
                  guard let value = a.value else { return .answer(SheetAnswers(otherwise: allow, onRequired: .stop)) }
                  return p.allExcept(value, allow: allow, name).map { .answer($0) }
              },
              write: { a in
                  var pairs: [(String, String)] = []
                  let except = a.answers.filter { $0.value != allow }.keys.map(\.description).sorted()
                  if !except.isEmpty { pairs.append(("except", YAMLText.list(except))) }
                  if a.onRequired != .stop { pairs.append(("onRequired", a.onRequired.rawValue)) }
                  return pairs.isEmpty ? nil : YAMLText.map(pairs)
              },
              caption: { a, words in caption(a, words) }, target: answerTarget, perform: { c, a in c.answerSheet(a) })
    }

    /// `changeChoice` / `dontEnroll`: a button of the Required alert.
    private static func requiredAlertButton(_ name: String, _ kind: Step.Kind, caption: @escaping @Sendable (CaptionText) -> String, control: ControlID) -> StepDefinition {
        .word(name, kind, caption: caption, target: { _ in control }) { c in
            if let o = c.expectForeground({ if case .requiredAlert = $0 { return true } else { return false } }, "the Required alert") { return o }
            c.send(.press(control))
            return nil
        }
    }

    /// What answering the sheet presses next: Next on its opening page, else the answer for the
    /// page it shows.
    private static func answerTarget(_ answers: SheetAnswers, _ state: Snapshot) -> ControlID? {
        if state.foreground == .sheet(.intro) { return .sheetNext }
        guard let sensor = state.sheet?.currentSensor, let allow = answers.answer(for: sensor) else { return nil }
        return allow ? .sheetAllow : .sheetDeny
    }

    /// "Allow every sensor", "Decline every sensor but Heart Rate", "Answer the request".
    private static func caption(_ a: SheetAnswers, _ words: CaptionText) -> String {
        guard let all = a.otherwise else { return words.answerSheet }
        return words.every(allow: all, except: a.answers.filter { $0.value != all }.map(\.key))
    }
}
