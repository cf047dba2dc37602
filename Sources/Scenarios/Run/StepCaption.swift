import SensorKitSim

/// What a step does, in the words a presenter would say over it ("decline Accelerometer"):
/// the captions of autoplay and of `play --cast`.
public enum StepCaption {
    /// "Step 4 of 12: decline Accelerometer".
    public static func text(_ step: Step, index: Int, of count: Int) -> String {
        "Step \(index + 1) of \(count): \(describe(step))"
    }

    public static func describe(_ step: Step) -> String {
        switch step.kind {
        case .launch: "open the study app"
        case .relaunch: "open the study app again"
        case .reset: "reset to a fresh install"
        case .next: "Next"
        case .back: "Back"
        case .cancel: "Cancel"
        case .done: "Done"
        case .changeChoice: "Change Choice"
        case .dontEnroll: "Don’t Enroll in Study"
        case .answer(let a): describe(a)
        case .allow(let s): "allow \(name(s))"
        case .deny(let s): "decline \(name(s))"
        case .motion(let allow): allow ? "allow Motion & Fitness" : "decline Motion & Fitness"
        case .advance: "time passes (\(step.source.dropFirst("advance: ".count)))"
        case .fetch(let f): "the study app fetches \(name(f.sensor))"
        case .fetchNow: "the study app fetches now"
        case .scroll(let way): "scroll \(way.rawValue)"
        case .screenshot(let n): "screenshot \(n)"
        case .settings: "in Settings, " + step.source.dropFirst("settings: ".count)
        case .press(let keys): "press " + keys.joined(separator: " ")
        case .expectScreen, .expectDashboard, .expectStatus, .expectRecording, .expectFetch, .expectEvent, .expectLog, .expectCrash: "check " + step.source
        }
    }

    /// Whether the step only checks or records (no action a viewer would see).
    public static func isCheck(_ step: Step) -> Bool {
        switch step.kind {
        case .expectScreen, .expectDashboard, .expectStatus, .expectRecording, .expectFetch, .expectEvent, .expectLog, .expectCrash, .screenshot: true
        default: false
        }
    }

    /// "allow every sensor", "decline every sensor but Heart Rate", "answer the sheet".
    private static func describe(_ a: SheetAnswers) -> String {
        guard let all = a.otherwise else { return "answer the sheet" }
        let verb = all ? "allow" : "decline"
        let except = a.answers.filter { $0.value != all }.keys.map(name).sorted()
        return except.isEmpty ? "\(verb) every sensor" : "\(verb) every sensor but " + except.joined(separator: ", ")
    }

    private static func name(_ s: SRSensor) -> String { SensorCatalog.info(for: s)?.displayName ?? s.description }
}
