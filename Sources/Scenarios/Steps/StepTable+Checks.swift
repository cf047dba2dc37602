import Foundation
import SimCore
import SensorKitSim
import Simulation
import TerminalUI

/// The steps that check: what the phone and the dashboard show, the statuses and recordings,
/// the scenario's fetches, the events, the log, a crash.
extension StepTable {
    static let checks: [StepDefinition] = [
        readingCheck("expectScreen", present: true, match: { if case .expectScreen(let p, true) = $0 { p } else { nil } },
                     make: { .expectScreen(pattern: $0, present: true) }) { c, p in c.checkPhone(p, present: true) },
        readingCheck("expectNoScreen", present: false, anyCase: StepContext.ignoresCase(present: false), match: { if case .expectScreen(let p, false) = $0 { p } else { nil } },
                     make: { .expectScreen(pattern: $0, present: false) }) { c, p in c.checkPhone(p, present: false) },
        readingCheck("expectDashboard", present: true, match: { if case .expectDashboard(let p, true) = $0 { p } else { nil } },
                     make: { .expectDashboard(pattern: $0, present: true) }) { c, p in c.checkDashboard(p, present: true) },
        readingCheck("expectNoDashboard", present: false, anyCase: StepContext.ignoresCase(present: false), match: { if case .expectDashboard(let p, false) = $0 { p } else { nil } },
                     make: { .expectDashboard(pattern: $0, present: false) }) { c, p in c.checkDashboard(p, present: false) },
        .step("expectStatus", "{SENSOR: authorized|denied|notDetermined, motion: authorized|denied|…}", role: .check,
              match: { if case .expectStatus(let list) = $0 { list } else { nil } },
              parse: { p, a in p.needs(a).flatMap { p.statuses($0) }.map { .expectStatus($0) } },
              write: { list in
                  YAMLText.map(list.map { e in
                      switch e {
                      case .sensor(let s, let status): (s.description, status.description)
                      case .motion(let status): ("motion", status)
                      }
                  })
              },
              perform: { c, list in c.checkStatuses(list) }),
        .step("expectRecording", "{SENSOR: true|false}", role: .check,
              match: { if case .expectRecording(let list) = $0 { list } else { nil } },
              parse: { p, a in
                  guard let value = p.needs(a) else { return nil }
                  return p.recordings(value).map { .expectRecording($0) }
              },
              write: { list in YAMLText.map(list.map { ($0.sensor.description, "\($0.recording)") }) },
              perform: { c, list in c.checkRecordings(list) }),
        .step("expectFetch", "{sensor: SENSOR, device: \(ScenarioParser.deviceWords.map(\.word).joined(separator: "|")), "
                  + "results: N, samples: N, completed: true|false, "
                  + "error: none|CODE, window: {from, to}, reason: REASON} (the sensor's latest fetch: "
                  + "the scenario's own fetch:, or the study app's when it fetched later)", role: .check,
              match: { if case .expectFetch(let e) = $0 { e } else { nil } },
              parse: { p, a in p.needs(a).flatMap { p.fetchExpectation($0) }.map { .expectFetch($0) } },
              write: fetchExpectationYAML, perform: { c, e in c.checkFetch(e) }),
        eventCheck("expectEvent", present: true),
        eventCheck("expectNoEvent", present: false),
        readingCheck("expectLog", present: true, match: { if case .expectLog(let p, true) = $0 { p } else { nil } },
                     make: { .expectLog(pattern: $0, present: true) }) { c, p in c.checkLog(p, present: true) },
        readingCheck("expectNoLog", present: false, match: { if case .expectLog(let p, false) = $0 { p } else { nil } },
                     make: { .expectLog(pattern: $0, present: false) }) { c, p in c.checkLog(p, present: false) },
        readingCheck("expectCrash", present: true, match: { if case .expectCrash(let p) = $0 { p } else { nil } },
                     make: { .expectCrash(pattern: $0) }) { c, p in c.checkCrash(p) },
    ]

    /// A check whose argument is text to look for, or `{regex: PATTERN}`.
    /// `anyCase`: the check rules text out in any capitals (`StepContext.ignoresCase`), which
    /// its syntax line says.
    private static func readingCheck(_ name: String, present: Bool, anyCase: Bool = false, match: @escaping @Sendable (Step.Kind) -> TextPattern?,
                                     make: @escaping @Sendable (TextPattern) -> Step.Kind,
                                     perform: @escaping @Sendable (inout StepContext, TextPattern) -> StepContext.Outcome) -> StepDefinition {
        .step(name, anyCase ? "text to rule out, in any capitals (or {regex: PATTERN}, which matches case)" : "text to look for (or {regex: PATTERN})",
              role: .check, match: match,
              parse: { p, a in p.needs(a).flatMap { p.textPattern($0, name, drawn: true) }.map(make) },
              write: patternYAML, perform: perform)
    }

    /// `expectEvent` / `expectNoEvent`: text, `{regex: …}`, or `{pattern: …, times: N}`.
    private static func eventCheck(_ name: String, present: Bool) -> StepDefinition {
        .step(name, present ? "text to look for, {regex: PATTERN}, or {pattern: TEXT, times: N}" : "text to look for (or {regex: PATTERN})",
              role: .check,
              match: { if case .expectEvent(let e) = $0, e.present == present { e } else { nil } },
              parse: { p, a in p.needs(a).flatMap { p.eventExpectation($0, present: present, name) }.map { .expectEvent($0) } },
              write: { e in
                  guard let times = e.times else { return patternYAML(e.pattern) }
                  switch e.pattern {
                  case .text(let t): return YAMLText.map([("pattern", YAMLText.quote(t)), ("times", times.yaml)])
                  case .regex(let r): return YAMLText.map([("regex", YAMLText.quote(r)), ("times", times.yaml)])
                  }
              },
              perform: { c, e in c.checkEvents(e) })
    }

    /// `"text"` or `{regex: "pattern"}`.
    private static func patternYAML(_ pattern: TextPattern) -> String {
        switch pattern {
        case .text(let t): YAMLText.quote(t)
        case .regex(let r): YAMLText.map([("regex", YAMLText.quote(r))])
        }
    }

    private static func fetchExpectationYAML(_ e: FetchExpectation) -> String {
        var pairs = [("sensor", e.sensor.description)]
        if let d = e.device { pairs.append(("device", ScenarioParser.deviceWord(d))) }
        if let n = e.results { pairs.append(("results", n.yaml)) }
        if let n = e.samples { pairs.append(("samples", n.yaml)) }
        if let done = e.completed { pairs.append(("completed", "\(done)")) }
        if let error = e.error { pairs.append(("error", error)) }
        if let w = e.window {
            func end(_ end: WindowExpectation.End) -> String {
                switch end {
                case .absolute(let t): ISODateTime.string(from: Date(timeIntervalSinceReferenceDate: t))
                case .relative(let r): relative(r)
                }
            }
            pairs.append(("window", YAMLText.map([("from", w.from.map(end)), ("to", w.to.map(end))].compactMap { k, v in v.map { (k, $0) } })))
        }
        if let reason = e.reason { pairs.append(("reason", reason.rawValue)) }
        return YAMLText.map(pairs)
    }
}
