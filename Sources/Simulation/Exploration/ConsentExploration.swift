/// Every screen the phone can show on the way through a study's consent, found by pressing
/// what the phone offers, breadth first from the first launch: the one decider of which
/// screens exist, so a new screen or button appears here without any list kept by hand.
public struct ConsentExploration: Sendable {
    /// One distinct screen: how it is first reached, and the state drawn for it.
    public struct Screen: Sendable {
        /// Its place in `screens`, which is also the order it was first reached in.
        public let index: Int
        public let key: ScreenKey
        /// The shortest run of actions from the first launch that shows it.
        public let path: [Action]
        /// The phone at the end of `path`: what its picture draws.
        public let snapshot: Snapshot
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
    }

    public let screens: [Screen]
    public let edges: [Edge]
    /// The screens whose actions were not followed because the depth ran out.
    public let unexplored: [Int]
    public let maxDepth: Int

    /// Explores from the first launch of the simulation `makeSimulation` builds (a fresh one
    /// each call: ConsentSimulation is a class, so each branch replays its path on a new one).
    /// `progress` hears the screens found and the screens still to explore.
    public static func explore(maxDepth: Int = 14, _ makeSimulation: () -> ConsentSimulation,
                               progress: (_ found: Int, _ queued: Int) -> Void = { _, _ in }) -> ConsentExploration {
        var screens: [Screen] = []
        var byKey: [ScreenKey: Int] = [:]
        var edges: [Edge] = []
        var unexplored: [Int] = []

        func screenIndex(_ snapshot: Snapshot, path: [Action]) -> (Int, isNew: Bool) {
            let key = ScreenKey(snapshot)
            if let known = byKey[key] { return (known, false) }
            let index = screens.count
            screens.append(Screen(index: index, key: key, path: path, snapshot: snapshot))
            byKey[key] = index
            return (index, true)
        }

        let first = makeSimulation()
        first.send(.launch)
        _ = screenIndex(first.snapshot, path: [.launch])
        var queue = [0]
        var head = 0
        while head < queue.count {
            let current = screens[queue[head]]
            head += 1
            guard current.path.count - 1 < maxDepth else { unexplored.append(current.index); continue }
            for (action, control, label) in offeredActions(current.snapshot) {
                let simulation = makeSimulation()
                for step in current.path { simulation.send(step) }
                simulation.send(action)
                let path = current.path + [action]
                let (to, isNew) = screenIndex(simulation.snapshot, path: path)
                edges.append(Edge(from: current.index, control: control, label: label, to: to))
                if isNew { queue.append(to) }
            }
            progress(screens.count, queue.count - head)
        }
        return ConsentExploration(screens: screens, edges: edges, unexplored: unexplored, maxDepth: maxDepth)
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
}
