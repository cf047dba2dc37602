import Simulation

/// One consent path walked on the simulated phone: each screen it shows, from the home screen
/// before the first launch to where the path ends, and what the participant does there.
public struct Walkthrough: Sendable {
    /// One screen on the way and the participant's action on it.
    public struct Frame: Sendable {
        /// The phone as the participant sees it, the control about to be pressed in focus.
        public let snapshot: Snapshot
        /// What the participant does here; nil on the last screen.
        public let action: Action?
        /// That action in the phone's language ("Besuche ablehnen"); nil on the last screen.
        public let caption: String?
    }

    public let path: WalkthroughPath
    public let frames: [Frame]
    /// Why the path stopped before its end: the study app crashed, or a screen did not offer
    /// what the path picks (the walk shows what the phone did rather than a screen it did not show).
    public let stopped: String?

    /// More steps than any consent takes (two per sensor page and a dozen more): a path that
    /// runs this long is going round in circles, and stops saying so.
    static let stepLimit = 200

    /// Walks `path` on a fresh simulation from `makeSimulation`.
    public static func walk(_ path: WalkthroughPath, _ makeSimulation: () -> ConsentSimulation) -> Walkthrough {
        let simulation = makeSimulation()
        let captions = CaptionText.for(simulation.snapshot.text.language)
        // The first pick on the home screen opens the app (or, on the collection-off path, Settings).
        var frames: [Frame] = []
        var memory = WalkthroughPath.Memory()
        var stopped: String?
        while true {
            let before = simulation.snapshot
            guard let choice = path.choice(on: before, &memory) else {
                if let reason = before.crashReason { stopped = "the study app crashed (\(reason))" }
                frames.append(Frame(snapshot: before, action: nil, caption: nil))
                break
            }
            guard frames.count < stepLimit else {
                stopped = "the path took more than \(stepLimit) steps without reaching its end"
                frames.append(Frame(snapshot: before, action: nil, caption: nil))
                break
            }
            let action = choice.action
            let offered = choice == .launch ? before.accepts(.launch) : ConsentExploration.offeredActions(before).contains { $0.0 == action }
            guard offered else {
                stopped = "the phone does not offer \(WalkthroughCaption.named(choice, on: before)) on this screen"
                frames.append(Frame(snapshot: before, action: nil, caption: nil))
                break
            }
            // The audience sees what is about to be pressed, as autoplay shows it.
            if case .press(let id) = choice { simulation.send(.focus(id)) }
            frames.append(Frame(snapshot: simulation.snapshot, action: action,
                                caption: WalkthroughCaption.text(choice, on: before, captions)))
            simulation.send(action)
        }
        return Walkthrough(path: path, frames: frames, stopped: stopped)
    }

    /// Every path that applies to the study, in `WalkthroughPath`'s order, and the ones left
    /// out with the reason.
    /// `makeSimulation` makes a fresh phone whose study app asks SensorKit whatever its
    /// sensors read when told (`WalkthroughPath.asksWhateverSensorsRead`), else only for those
    /// not yet answered, as the simulator's app does.
    public static func all(_ makeSimulation: (_ asksWhateverSensorsRead: Bool) -> ConsentSimulation) -> [Walkthrough.Outcome] {
        let allAllowed = walk(.allAllowed) { makeSimulation(false) }
        let first = makeSimulation(false)
        first.send(.launch)
        return WalkthroughPath.allCases.map { path in
            if let reason = path.omission(firstLaunch: first.snapshot, allAllowed: allAllowed) { return .omitted(path, reason) }
            return .walked(path == .allAllowed ? allAllowed : walk(path) { makeSimulation(path.asksWhateverSensorsRead) })
        }
    }

    /// A path as the dossier shows it: walked, or left out for this study.
    public enum Outcome: Sendable {
        case walked(Walkthrough)
        case omitted(WalkthroughPath, String)

        public var path: WalkthroughPath {
            switch self {
            case .walked(let walk): walk.path
            case .omitted(let path, _): path
            }
        }
    }
}
