import SensorKitSim

/// Every screen the phone can show on the way through a study's consent, found by pressing
/// what the phone offers, breadth first from the first launch: the one decider of which
/// screens exist, so a new screen or button appears here without any list kept by hand.
///
/// It explores states (`ExplorationState`: the screen and the answers that decide what comes
/// next), so a page reached after declining a sensor is followed as well as after allowing it,
/// and lists screens: one per distinct picture (`ScreenKey`), however many states show it, in
/// the order a participant meets them (`ScreenOrder`).
public struct ConsentExploration: Sendable {
    /// One distinct screen: how it is first reached, and the state drawn for it.
    public struct Screen: Sendable {
        /// Its place in `screens`, the order a participant meets the screens in.
        public let index: Int
        public let key: ScreenKey
        /// The shortest run of actions from the first launch that shows it.
        public let path: [Action]
        /// The phone at the end of `path`: what its picture draws.
        public let snapshot: Snapshot
        /// How many combinations of answers lead to this picture (the sensors' answers on the
        /// sheet or their switches in Settings); more than one where the picture does not show them.
        public let combinations: Int
        /// Whether it also stands for pictures not drawn one by one: those of the answers that
        /// decline two or more sensors, when the study asks for too many sensors to draw each.
        public let standsForOthers: Bool
        /// How many actions from the first launch (0 for the first screen).
        public var depth: Int { path.count }
    }

    /// One action on a screen and the screen it leads to.
    public struct Edge: Hashable, Sendable {
        public let from: Int
        /// The control pressed, or nil for opening Settings from the home screen.
        public let control: ControlID?
        /// What the participant reads on it (the control's label, or the system's name for Settings).
        public let label: String
        public let to: Int
        /// The actions that show `from` in a state where this action leads to `to` (the same
        /// control can lead to different screens after different answers).
        public let via: [Action]

        public static func == (a: Edge, b: Edge) -> Bool {
            a.from == b.from && a.control == b.control && a.label == b.label && a.to == b.to
        }
        public func hash(into hasher: inout Hasher) {
            hasher.combine(from); hasher.combine(control); hasher.combine(label); hasher.combine(to)
        }
    }

    public let screens: [Screen]
    public let edges: [Edge]
    /// The screens whose actions were not followed because the depth ran out.
    public let unexplored: [Int]
    public let maxDepth: Int
    /// The sensors the first sheet has a page for, in its order: the study's request on this
    /// phone as `SheetDecision` decides it (a sensor the phone's iOS lacks, or one not entitled
    /// or described, has none; empty when no sheet appears). The one reading of the sheet for
    /// the dossier: the combinations it counts and the texts its translation report lists.
    public let sheetSensors: [SRSensor]
    /// How many sensors the first sheet has a page for.
    public var sheetSensorCount: Int { sheetSensors.count }
    /// How many combinations of answers the sheet's sensors have (2 to `sheetSensorCount`).
    public var answerCombinations: Int { 1 << sheetSensorCount }
    /// Whether every combination was followed one by one; when not, the combinations that
    /// decline two or more sensors are each shown by one representative.
    public let exploredEveryCombination: Bool

    /// Up to this many sensors, every combination of answers is followed one by one (64 combinations).
    public static let sensorsExploredInFull = 6

    /// Explores from the first launch of the simulation `makeSimulation` builds (a fresh one
    /// each call: ConsentSimulation is a class, so each branch replays its path on a new one).
    /// `progress` hears the screens found and the states still to explore.
    public static func explore(maxDepth: Int = 40, _ makeSimulation: () -> ConsentSimulation,
                               progress: (_ found: Int, _ queued: Int) -> Void = { _, _ in }) -> ConsentExploration {
        // Each state's picture key is made once: the listing and every edge read it.
        struct Found { let path: [Action]; let snapshot: Snapshot; let key: ScreenKey; let state: ExplorationState }
        var states: [Found] = []
        var byState: [ExplorationState: Int] = [:]
        var stateEdges: [(from: Int, control: ControlID?, label: String, to: Int)] = []
        var cut: Set<Int> = []

        let first = makeSimulation()
        // The combinations are those of the sheet the phone shows, before anything is answered.
        let sheetSensors = first.sheetPages
        let sensorCount = sheetSensors.count
        first.send(.launch)
        let inFull = sensorCount <= sensorsExploredInFull

        func stateIndex(_ snapshot: Snapshot, path: [Action]) -> (Int, isNew: Bool) {
            let key = ScreenKey(snapshot)
            let state = ExplorationState(snapshot, key: key, inFull: inFull)
            if let known = byState[state] { return (known, false) }
            states.append(Found(path: path, snapshot: snapshot, key: key, state: state))
            byState[state] = states.count - 1
            return (states.count - 1, true)
        }

        _ = stateIndex(first.snapshot, path: [.launch])
        var pictures: Set<ScreenKey> = [states[0].key]
        var queue = [0]
        var head = 0
        while head < queue.count {
            let current = states[queue[head]]
            let from = queue[head]
            head += 1
            guard current.path.count - 1 < maxDepth else { cut.insert(from); continue }
            for (action, control, label) in offeredActions(current.snapshot) {
                let simulation = makeSimulation()
                for step in current.path { simulation.send(step) }
                simulation.send(action)
                let (to, isNew) = stateIndex(simulation.snapshot, path: current.path + [action])
                stateEdges.append((from, control, label, to))
                if isNew { queue.append(to); pictures.insert(states[to].key) }
            }
            progress(pictures.count, queue.count - head)
        }

        // One screen per picture: its first state (the fewest actions) is drawn; the answers of
        // all its states are counted.
        var firstOfPicture: [ScreenKey: Int] = [:]
        var answersOfPicture: [ScreenKey: Set<[Character]>] = [:]
        var classesOfPicture: [ScreenKey: [[Character]: Int]] = [:]
        for (i, found) in states.enumerated() {
            let key = found.key
            if firstOfPicture[key] == nil { firstOfPicture[key] = i }
            if found.state.isClass {
                classesOfPicture[key, default: [:]][found.state.answers] = found.state.combinations(found.snapshot)
            } else {
                answersOfPicture[key, default: []].insert(found.state.answers)
            }
        }
        let sensorNames = first.snapshot.profile.sensors.map(\.rawValue)
        let ordered = firstOfPicture.sorted { a, b in
            let (x, y) = (states[a.value], states[b.value])
            let (rx, ry) = (ScreenOrder.rank(x.snapshot.foreground, sensors: sensorNames), ScreenOrder.rank(y.snapshot.foreground, sensors: sensorNames))
            if rx != ry { return rx.lexicographicallyPrecedes(ry) }
            if x.path.count != y.path.count { return x.path.count < y.path.count }
            return a.value < b.value
        }
        var screenOf: [ScreenKey: Int] = [:]
        var screens: [Screen] = []
        for (index, (key, state)) in ordered.enumerated() {
            screenOf[key] = index
            let classes = classesOfPicture[key] ?? [:]
            let combinations = (answersOfPicture[key]?.count ?? 0) + classes.values.reduce(0, +)
            screens.append(Screen(index: index, key: key, path: states[state].path, snapshot: states[state].snapshot,
                                  combinations: max(1, combinations),
                                  // A picture also met after at most one decline does not show the answers;
                                  // a class of one combination (the sheet's Required sensors leave
                                  // only one way to decline two or more) is drawn for its own answers.
                                  standsForOthers: !classes.isEmpty && answersOfPicture[key] == nil && combinations > 1))
        }
        var edges: [Edge] = []
        var seen: Set<Edge> = []   // an edge is its screens, control and label; `via` is the first met
        for edge in stateEdges {
            let from = screenOf[states[edge.from].key]!, to = screenOf[states[edge.to].key]!
            let screenEdge = Edge(from: from, control: edge.control, label: edge.label, to: to, via: states[edge.from].path)
            if seen.insert(screenEdge).inserted { edges.append(screenEdge) }
        }
        edges = edges.enumerated().sorted { a, b in a.element.from != b.element.from ? a.element.from < b.element.from : a.offset < b.offset }.map(\.element)
        let unexplored = Set(cut.map { screenOf[states[$0].key]! }).subtracting(edges.map(\.from)).sorted()
        return ConsentExploration(screens: screens, edges: edges, unexplored: unexplored, maxDepth: maxDepth,
                                  sheetSensors: sheetSensors, exploredEveryCombination: inFull)
    }

    /// What the participant can do on this screen: each enabled control, and opening Settings
    /// from the home screen (the only way there that is not a control on the phone).
    public static func offeredActions(_ snapshot: Snapshot) -> [(Action, ControlID?, String)] {
        var actions: [(Action, ControlID?, String)] = snapshot.controls.filter(\.enabled).map { (.press($0.id), $0.id, $0.label) }
        if snapshot.foreground == .home, snapshot.accepts(.openSettings) {
            actions.append((.openSettings, nil, snapshot.text.privacyAndSecurity))
        }
        return actions.filter { snapshot.accepts($0.0) }
    }

    /// The actions leading away from a screen, in the order its controls are drawn.
    public func edges(from screen: Int) -> [Edge] { edges.filter { $0.from == screen } }

    /// The actions leading to a screen from another: the ways a participant reaches it.
    public func edges(to screen: Int) -> [Edge] { edges.filter { $0.to == screen && $0.from != screen } }
}
