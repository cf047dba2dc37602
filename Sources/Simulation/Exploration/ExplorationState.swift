import SensorKitSim

/// What decides what the participant can see next, as a key: the screen on top and the
/// answers given so far (on the sheet, those of the pages already passed, else SensorKit's
/// statuses), Motion & Fitness, the switches and whether the app runs. Two states with the same
/// picture but different answers are different states (declining the first sensor and allowing
/// it show the same second page, then different review pages), so the exploration follows both.
///
/// When a study asks for more sensors than `ConsentExploration.sensorsExploredInFull` allows, the
/// answers that decline two or more sensors are one class: its first state met stands for the
/// others (`ConsentExploration.Screen.combinations` says how many).
struct ExplorationState: Hashable {
    let foreground: Foreground
    /// Per requested sensor: `+` given, `-` declined, `?` not answered; `x` (decided) in a class
    /// that stands for several combinations.
    let answers: [Character]
    /// Whether `answers` is a class of the combinations that decline two or more sensors.
    let isClass: Bool
    let rest: [String]
    /// The picture, where it stands in for `rest`.
    let picture: ScreenKey?

    /// `key` is the snapshot's picture (`ScreenKey(s)`), made once by the caller.
    init(_ s: Snapshot, key: ScreenKey, inFull: Bool) {
        foreground = s.foreground
        var answers = s.profile.sensors.map { sensor -> Character in
            if let sheet = s.sheet, sheet.sensors.contains(sensor) {
                return sheet.answers[sensor].map { $0 ? "+" : "-" } ?? "?"
            }
            switch s.status(of: sensor) {
            case .authorized: return "+"
            case .denied: return "-"
            default: return "?"
            }
        }
        if let sheet = s.sheet, let first = Self.firstUnreadPage(sheet), first < sheet.sensors.count {
            let unread = Set(sheet.sensors[first...])
            answers = zip(s.profile.sensors, answers).map { sensor, answer in unread.contains(sensor) ? "?" : answer }
        }
        isClass = !inFull && answers.filter { $0 == "-" }.count >= 2
        if isClass { answers = answers.map { $0 == "?" ? "?" : "x" } }
        self.answers = answers
        let switches = ["\(s.motionStatus)", "\(s.phone.storedMotionStatus)", "\(s.fitnessTracking)", "\(s.collectionEnabled)",
                        "\(s.appRunning)", "\(s.crashReason != nil)", "\(s.sheet?.requiredAlert.map(\.rawValue) ?? "")",
                        "\(s.promptWaiting)"]
        // With too many sensors to follow every combination, Motion & Fitness, the collection
        // switch and the app's process are not multiplied with the answers either: the screen
        // itself (its switches drawn) stands in for them, so each of their pictures is still met.
        // A class has no picture of its own (its answers are not drawn one by one), so it keeps
        // them: without them Fitness Tracking, the app's Motion & Fitness switch and the
        // collection switch led back to the class's first state, the same screen.
        guard inFull else {
            picture = isClass ? nil : key
            // A prompt waiting behind Settings is not drawn, so the picture cannot stand in for it.
            rest = isClass ? switches : ["\(s.promptWaiting)"]
            return
        }
        picture = nil
        rest = switches
    }

    /// The first page of the sheet whose answer nothing can read any more before the participant
    /// answers it again: the pages from there on are ones the participant must pass (answering
    /// each anew) to reach the review page, and Back, Cancel and the Required alert's buttons
    /// never show or keep such an answer. So an answer left there by going Back, or taken away
    /// by Change Choice, does not make another state: each such leftover was one (the heart study
    /// with 9 Required sensors followed 5 230 states; keyed without leftovers, 190 find the same
    /// screens).
    /// Nil on the review page, where every answer is shown.
    static func firstUnreadPage(_ sheet: SheetState) -> Int? {
        switch sheet.page {
        case .enableCollection, .intro: 0
        // Under the alert, the declined answer is the alert's (Change Choice clears it).
        case .sensor(let i): sheet.requiredAlert == nil ? i : i + 1
        case .review: nil
        }
    }

    /// How many answer combinations this state stands for: one, or for a class, every way of
    /// declining two or more of the sensors it has decided (on the sheet a Required sensor cannot
    /// stay declined, so it is not counted there).
    func combinations(_ s: Snapshot) -> Int {
        guard isClass else { return 1 }
        let onSheet = s.sheet != nil
        let m = zip(s.profile.sensors, answers).filter { sensor, a in a == "x" && !(onSheet && s.profile.required.contains(sensor)) }.count
        return m >= 2 ? (1 << m) - 1 - m : 1
    }
}
