import Foundation
import SensorKitSim
import SimCore

/// Pedometer queries and updates, counted from the same 5-minute activity slots the activity
/// log reports, so steps appear exactly where walking and running do.
extension MotionDaemon {
    /// One pedometer's `startUpdates` (cumulative data) or `startEventUpdates` (pause/resume).
    struct PedometerSubscription {
        enum Kind { case data(since: Double, handler: CMPedometerHandler), events(CMPedometerEventHandler) }
        let token: Int
        weak var pedometer: CMPedometer?
        let kind: Kind
        var active: Bool
        var lastSteps = 0
    }

    /// Steps a minute and metres a step for a slot's activity. Assumption (FIDELITY.md).
    private static func gait(_ kind: MotionActivityStore.Kind) -> (perMinute: Double, stride: Double)? {
        switch kind {
        case .walking: (105, 0.74)
        case .running: (160, 1.15)
        default: nil
        }
    }

    /// The pedometer's record of `[start, end]`, counting only what the device still stores.
    /// A `live` one (an update, not a query) carries the current pace and cadence, those of the
    /// latest walk or run it counted, as CMPedometerData's documentation sets them "during
    /// regular updates"; a query's are nil.
    func pedometerData(from start: Double, to end: Double, live: Bool = false) -> CMPedometerData {
        let lower = max(start, now - config.lookBack, historyStart), upper = min(end, now)
        var steps = 0.0, metres = 0.0, moving = 0.0
        var latest: (perMinute: Double, stride: Double)?
        if lower < upper {
            let tracking = trackingIntervals
            for i in MotionActivityStore.slotIndex(lower)...MotionActivityStore.slotIndex(upper) {
                let s = MotionActivityStore.slotStart(i)
                let covered = min(s + MotionActivityStore.slot, upper) - max(s, lower)
                guard covered > 0, tracking.contains(s + 1), let gait = Self.gait(store.kind(slot: i)) else { continue }
                let n = gait.perMinute * covered / 60
                steps += n
                metres += n * gait.stride
                moving += covered
                latest = gait
            }
        }
        let current = live ? latest : nil
        let count = Int(steps.rounded(.down))
        return CMPedometerData(startDate: Date(timeIntervalSinceReferenceDate: start),
                               endDate: Date(timeIntervalSinceReferenceDate: min(end, now)),
                               numberOfSteps: count, distance: (metres * 10).rounded() / 10,
                               floorsAscended: count / 2500, floorsDescended: count / 2600,
                               currentPace: current.map { 60 / ($0.perMinute * $0.stride) },
                               currentCadence: current.map { $0.perMinute / 60 },
                               averageActivePace: metres > 0 ? moving / metres : nil)
    }

    func queryPedometer(from start: Date, to end: Date, handler: @escaping CMPedometerHandler) {
        withAccess("queryPedometerData", granted: { [weak self] in
            guard let self else { return }
            let data = self.pedometerData(from: start.timeIntervalSinceReferenceDate, to: end.timeIntervalSinceReferenceDate)
            self.deliver { handler(data, nil) }
        }, refused: { [weak self] code in
            self?.deliver { handler(nil, code.nsError()) }
        })
    }

    /// Starts (replacing any earlier) updates of one kind for `pedometer`: the first at once,
    /// then one per clock advance that adds steps (data) or starts or stops the walk (events).
    func startPedometerUpdates(_ pedometer: CMPedometer, _ kind: PedometerSubscription.Kind, call: String) {
        stopPedometerUpdates(pedometer, events: kind.isEvents)
        nextToken += 1
        let token = nextToken
        pedometerSubscriptions.append(PedometerSubscription(token: token, pedometer: pedometer, kind: kind, active: false))
        withAccess(call, granted: { [weak self] in
            guard let self, let i = self.pedometerSubscriptions.firstIndex(where: { $0.token == token }) else { return }
            self.pedometerSubscriptions[i].active = true
            if case let .data(since, handler) = kind {
                let data = self.pedometerData(from: since, to: self.now, live: true)
                self.pedometerSubscriptions[i].lastSteps = data.numberOfSteps.intValue
                self.deliver { [weak self] in if self?.isPedometerActive(token) == true { handler(data, nil) } }
            }
        }, refused: { [weak self] code in
            guard let self else { return }
            self.pedometerSubscriptions.removeAll { $0.token == token }
            switch kind {
            case .data(_, let handler): self.deliver { handler(nil, code.nsError()) }
            case .events(let handler): self.deliver { handler(nil, code.nsError()) }
            }
        })
    }

    func stopPedometerUpdates(_ pedometer: CMPedometer, events: Bool) {
        pedometerSubscriptions.removeAll { ($0.pedometer === pedometer && $0.kind.isEvents == events) || $0.pedometer == nil }
    }

    func isPedometerActive(_ token: Int) -> Bool {
        pedometerSubscriptions.contains { $0.token == token && $0.active && $0.pedometer != nil }
    }

    func pedometerClockAdvanced(_ from: Double, _ to: Double) {
        pedometerSubscriptions.removeAll { $0.pedometer == nil }
        guard pedometerSubscriptions.contains(where: \.active), !crashed, access() == .granted else { return }
        for i in pedometerSubscriptions.indices where pedometerSubscriptions[i].active {
            let token = pedometerSubscriptions[i].token
            switch pedometerSubscriptions[i].kind {
            case let .data(since, handler):
                let data = pedometerData(from: since, to: to, live: true)
                guard data.numberOfSteps.intValue > pedometerSubscriptions[i].lastSteps else { continue }
                pedometerSubscriptions[i].lastSteps = data.numberOfSteps.intValue
                deliver { [weak self] in if self?.isPedometerActive(token) == true { handler(data, nil) } }
            case let .events(handler):
                for event in walkEvents(from, to) {
                    deliver { [weak self] in if self?.isPedometerActive(token) == true { handler(event, nil) } }
                }
            }
        }
    }

    /// A `resume` where a walk or run starts and a `pause` where it stops, in `(from, to]`.
    private func walkEvents(_ from: Double, _ to: Double) -> [CMPedometerEvent] {
        guard from < to else { return [] }
        var events: [CMPedometerEvent] = []
        var i = MotionActivityStore.slotIndex(from) + 1
        while MotionActivityStore.slotStart(i) <= to {
            let moving = Self.gait(store.kind(slot: i)) != nil, before = Self.gait(store.kind(slot: i - 1)) != nil
            if moving != before {
                events.append(CMPedometerEvent(date: Date(timeIntervalSinceReferenceDate: MotionActivityStore.slotStart(i)),
                                               type: moving ? .resume : .pause))
            }
            i += 1
        }
        return events
    }
}

extension MotionDaemon.PedometerSubscription.Kind {
    var isEvents: Bool { if case .events = self { true } else { false } }
}
