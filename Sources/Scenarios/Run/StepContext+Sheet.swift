import SensorKitSim
import Simulation

/// Steps bound to the Research Sensor & Usage Data sheet: where they fail, the message says
/// what to do instead (`next`, `back`, or what the study does request).
extension StepContext {
    /// Nil when the sheet shows `sensor`'s page; otherwise what a tester should do about it.
    func expectPage(for sensor: SRSensor) -> Outcome {
        let wanted = "the sheet's page for \(sensor)"
        let asked = state.sheet?.sensors ?? state.profile.sensors
        guard asked.contains(sensor) else { return (wanted, notRequested(sensor, asked: asked)) }
        guard let sheet = state.sheet else { return (wanted, describe(state.foreground)) }
        switch state.foreground {
        case .sheet(.intro):
            return (wanted, "the sheet's opening page (add next first)")
        case .sheet(.review):
            return (wanted, "the sheet's review page: every page is answered (back returns to \(sensor))")
        case .sheet(.sensor(let i)) where sheet.sensors[i] != sensor:
            let shown = sheet.sensors[i]
            guard let target = sheet.sensors.firstIndex(of: sensor) else { return (wanted, "the page for \(shown)") }
            let hint = target > i ? "answer \(shown) first; \(sensor) is page \(target + 1) of \(sheet.sensors.count)"
                                  : "\(sensor) was answered on page \(target + 1): back returns to it"
            return (wanted, "the page for \(shown) (\(hint))")
        case .sheet(.sensor):
            return nil
        default:
            return (wanted, describe(state.foreground))
        }
    }

    /// Why `sensor` is still undetermined when no sheet could ask about it: the installed version
    /// does not request it, or its sheet leaves it out ("iOS 16.4 does not have it …"); nil when
    /// a sheet would ask (the participant has not answered yet).
    func neverAsked(_ sensor: SRSensor) -> String? {
        guard state.profile.sensors.contains(sensor) else {
            return "this study does not request \(sensor); it requests: " + state.profile.sensors.map(\.description).joined(separator: ", ")
        }
        return sim.whyNotAsked(sensor).map { "no sheet asks about it: " + $0.words(os: sim.osVersion) }
    }

    /// "this study does not request X; it requests: …", or that the sheet leaves X out.
    private func notRequested(_ sensor: SRSensor, asked: [SRSensor]) -> String {
        let list = asked.map(\.description).joined(separator: ", ")
        if state.sheet != nil, state.profile.sensors.contains(sensor) {
            let why = sim.whyNotAsked(sensor)?.words(os: sim.osVersion) ?? "SensorKit leaves it out"
            return "this sheet does not ask about \(sensor): \(why); it asks about: \(list)"
        }
        return "this study does not request \(sensor); it requests: \(list)"
    }

    /// Answers every page still to answer, from whatever page the sheet is on, handling the
    /// Required alert as the plan says; `answer:` then taps Done.
    mutating func answerSheet(_ plan: SheetAnswers) -> Outcome {
        let expected = plan.tapsDone ? "an answer for every page of the sheet" : "the sheet"
        guard let sheet = state.sheet else { return (expected, describe(state.foreground)) }
        let named = plan.answers.keys.sorted { $0.description < $1.description }
        if let stray = named.first(where: { !sheet.sensors.contains($0) }) {
            return (expected, notRequested(stray, asked: sheet.sensors))
        }
        if plan.otherwise == nil {
            let missing = sheet.sensors.filter { plan.answers[$0] == nil }
            if !missing.isEmpty {
                return (expected, "no answer for \(missing.map(\.description).joined(separator: ", ")) (name \(missing.count == 1 ? "it" : "them"), or add default: allow|deny)")
            }
        }
        if state.foreground == .sheet(.intro) { send(.press(.sheetNext)) }
        // Each pass answers a page or an alert; the bound only guards against a sheet that
        // stops moving, which would otherwise loop forever.
        for _ in 0...(sheet.sensors.count * 3 + 3) {
            switch state.foreground {
            case .sheet(.sensor):
                guard let shown = state.sheet?.currentSensor, let allow = plan.answer(for: shown) else { return (expected, describe(state.foreground)) }
                send(.press(allow ? .sheetAllow : .sheetDeny))
            case .requiredAlert(let required):
                switch plan.onRequired {
                case .stop:
                    return nil
                case .fail:
                    return (expected, "\(required) is Required for this study, and denying it raised the Required alert "
                                      + "(allow it, or add onRequired: changeChoice or dontEnroll)")
                case .dontEnroll:
                    send(.press(.alertDontEnroll))
                    return nil
                case .changeChoice:
                    send(.press(.alertChangeChoice))
                    guard state.sheet?.currentSensor == required else { return ("the page for \(required) after Change Choice", describe(state.foreground)) }
                    send(.press(.sheetAllow))
                }
            case .sheet(.review):
                if plan.tapsDone { send(.press(.sheetDone)) }
                return nil
            default:
                return nil
            }
        }
        return (expected, "the sheet stopped moving on \(describe(state.foreground))")
    }
}
