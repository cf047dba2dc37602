import SimCore
import StudyConfig
import SensorKitSim
import Simulation

/// The steps that make things go wrong around the study app: the phone locked, an error
/// injected into a SensorKit call, the Apple Watch paired or unpaired mid-study, the app
/// killed during a fetch.
extension StepTable {
    static let faults: [StepDefinition] = [
        .step("lock", "a duration such as 2h",
              match: { if case .lock(let seconds) = $0 { seconds } else { nil } },
              parse: { p, a in p.needs(a).flatMap { p.duration($0, a.name) }.flatMap { d in
                  guard d > 0 else { p.fail(a.value, "lock: give how long the phone stays locked, such as 2h"); return nil }
                  return .lock(seconds: d)
              } },
              write: { TimeSpan(seconds: $0).text },
              caption: { seconds, words in words.lock(seconds: seconds) },
              perform: { c, seconds in
                  // Locking a locked phone only moved its unlock time, and the transcript said nothing.
                  guard !c.sim.isPhoneLocked else {
                      return ("the phone to lock", "it is locked already (an earlier lock: still runs; unlock first, or advance past it)")
                  }
                  c.send(.lock(seconds: seconds)); return nil
              }),
        .word("unlock", .unlock, caption: { $0.unlock }) { c in
            // Unlocking an unlocked phone changed nothing and passed, as if the lock it meant to
            // end had been there (a `lock:` ended by its own time, or none).
            guard c.sim.isPhoneLocked else { return ("the phone to unlock", "it is not locked (a lock: ends by itself when its time is up)") }
            c.send(.unlock); return nil
        },
        .step("inject", "{api: fetch, sensor: SENSOR, error: CODE, times: 1}",
              match: { if case .inject(let fault) = $0 { fault } else { nil } },
              parse: { p, a in p.needs(a).flatMap { p.injectedFault($0) }.map { .inject($0) } },
              write: { (f: InjectedFault) in
                  var pairs = [("api", f.api.rawValue)]
                  if let s = f.sensor { pairs.append(("sensor", s.description)) }
                  pairs.append(("error", f.code.description))
                  if f.times != 1 { pairs.append(("times", String(f.times))) }
                  return YAMLText.map(pairs)
              },
              caption: { f, words in
                  words.fails(call: f.api.rawValue + (f.sensor.map { "(\($0))" } ?? ""), error: f.code.description, times: f.times)
              },
              perform: { c, fault in c.send(.inject(fault)); return nil }),
        .step("watch", "pair or unpair",
              match: { if case .watch(let paired) = $0 { paired } else { nil } },
              parse: { p, a in
                  guard let v = p.needs(a), let word = p.string(v, a.name) else { return nil }
                  switch word {
                  case "pair": return .watch(paired: true)
                  case "unpair": return .watch(paired: false)
                  default:
                      p.fail(v, "watch: expected pair or unpair, got \(ScenarioParser.shown(word))",
                             suggestion: NearestName.suggest(word, among: ["pair", "unpair"]).map { "did you mean \($0)?" })
                      return nil
                  }
              },
              write: { $0 ? "pair" : "unpair" },
              caption: { paired, words in paired ? words.pairWatch : words.unpairWatch },
              perform: { c, paired in
                  // Pairing a paired Watch, or unpairing none, changed nothing and passed: a flow
                  // that meant another state (the header's watch:, --watch/--no-watch) said nothing.
                  guard c.state.watchPaired != paired else {
                      return (paired ? "an Apple Watch to pair" : "the Apple Watch to unpair",
                              paired ? "one is already paired" : "no Apple Watch is paired (the header's watch:, --no-watch or an earlier watch: unpair)")
                  }
                  c.send(.setWatchPaired(paired)); return nil
              }),
        .step("terminate", "duringFetch",
              match: { $0 == .terminateDuringFetch ? () : nil },
              parse: { p, a in
                  guard let v = p.needs(a), let word = p.string(v, a.name) else { return nil }
                  guard word == "duringFetch" else {
                      p.fail(v, "terminate: expected duringFetch (the app killed while its next fetch is under way), got \(ScenarioParser.shown(word))",
                             suggestion: NearestName.suggest(word, among: ["duringFetch"]).map { "did you mean \($0)?" })
                      return nil
                  }
                  return .terminateDuringFetch
              },
              write: { "duringFetch" },
              caption: { _, words in words.terminateDuringFetch },
              perform: { c, _ in c.send(.terminateDuringNextFetch); return nil }),
        .step("fetchAtOnce", "[{sensor: SENSOR, device: watch, last: 24h}, ...]",
              match: { if case .fetchAtOnce(let specs) = $0 { specs } else { nil } },
              parse: { p, a in
                  guard let v = p.needs(a) else { return nil }
                  guard let items = v.sequence, items.count >= 2 else {
                      p.fail(v, "fetchAtOnce: expected a list of two or more fetches, such as "
                             + "[{sensor: accelerometer, last: 24h}, {sensor: accelerometer, device: watch, last: 24h}]")
                      return nil
                  }
                  let specs = items.compactMap { p.fetch($0) }
                  return specs.count == items.count ? .fetchAtOnce(specs) : nil
              },
              write: { specs in "[" + specs.map(fetchYAML).joined(separator: ", ") + "]" },
              caption: { specs, words in words.fetches(specs[0].sensor) },
              perform: { c, specs in c.took(c.sim.fetchAtOnce(specs.map(scriptRequest))); return nil }),
    ]
}

extension ScenarioParser {
    /// `{api: fetch, sensor: accelerometer, error: dataInaccessible, times: 2}`; `sensor` left
    /// out means any sensor, `times` left out means once.
    mutating func injectedFault(_ a: YAMLNode) -> InjectedFault? {
        guard let m = a.mapping else { fail(a, "inject: expected a map such as {api: fetch, sensor: accelerometer, error: dataInaccessible}"); return nil }
        guard let apiNode = a["api"] else {
            fail(a, "inject: which call fails? add api: \(SensorKitAPI.allCases.map(\.rawValue).joined(separator: "|"))"); return nil
        }
        guard let errorNode = a["error"] else { fail(a, "inject: which error? add error: CODE, such as dataInaccessible"); return nil }
        guard let api: SensorKitAPI = choice(apiNode, "api", in: "inject: ") else { return nil }
        let codes = SRError.Code.allCases.map(\.description)
        guard let name = string(errorNode, "error") else { return nil }
        guard let code = SRError.Code.allCases.first(where: { $0.description == name || String($0.rawValue) == name }) else {
            fail(errorNode, "inject: error: unknown SensorKit error \(name); expected one of \(codes.joined(separator: ", "))",
                 suggestion: NearestName.suggest(name, among: codes).map { "did you mean \($0)?" })
            return nil
        }
        var fault = InjectedFault(api: api, sensor: nil, code: code)
        for (k, v) in m {
            switch k.scalar {
            case "api", "error": break
            case "sensor": fault.sensor = sensor(v, "sensor")
            case "times":
                guard let text = string(v, "times") else { break }
                if let n = Int(text), (1...ScenarioLimits.maximumInjectedCalls).contains(n) { fault.times = n }
                else { fail(v, "inject: times: expected a whole number from 1 to \(ScenarioLimits.maximumInjectedCalls), got \(text)") }
            default: unknown(k, among: ["api", "sensor", "error", "times"], what: "inject setting")
            }
        }
        return fault
    }
}
