import Foundation
import SimCore

/// Device usage reports per `reportInterval`, emitted at their end while the participant is awake.
///
/// iPhone counts follow the routine's screen-on minutes: each screen session is a wake and usually
/// an unlock, and the unlocked time is shared among a few apps. The Watch reports only while worn;
/// its wakes are wrist raises and it stays unlocked on the wrist.
struct DeviceUsageGenerator: SampleGenerator {
    let sensor: SRSensor = .deviceUsageReport
    typealias Key = SRDeviceUsageReport.CategoryKey

    /// Apple apps report their bundle identifier; others (nil) only an opaque identifier.
    private static let apps: [(Key, String?)] = [
        (.socialNetworking, "com.apple.MobileSMS"), (.productivity, "com.apple.mobilemail"),
        (.utilities, "com.apple.mobilesafari"), (.music, "com.apple.Music"), (.news, "com.apple.news"),
        (.photoAndVideo, "com.apple.mobileslideshow"), (.weather, "com.apple.weather"),
        (.socialNetworking, nil), (.entertainment, nil), (.games, nil), (.navigation, "com.apple.Maps"),
    ]
    private static let webCategories: [Key] = [.news, .reference, .shopping, .sports]

    func generate(_ window: IntervalSet, _ c: GenerationContext, _ sink: ResultSink) -> Bool {
        reports(window, c) { k, start, end in
            let report = c.device == .iPhone ? phoneReport(start, end, k, c) : watchReport(start, end, k, c)
            return sink(report, end, 1)
        }
    }

    /// Counts the reports without building them (the dashboard asks often).
    func sampleCount(in window: IntervalSet, _ c: GenerationContext) -> Int {
        var count = 0
        _ = reports(window, c) { _, _, _ in count += 1; return true }
        return count
    }

    /// Calls `body` with the slot, start and end of every report in `window`, in order, while it
    /// returns true; returns false if it stopped early. A slot has a report when the iPhone's
    /// participant is awake in some minute of it, or the Watch is worn by someone awake.
    private func reports(_ window: IntervalSet, _ c: GenerationContext, _ body: (Int64, Double, Double) -> Bool) -> Bool {
        let grid = ReportGrid(interval: c.rates.reportInterval, utcOffset: c.routine.utcOffset)
        let r = c.routine
        for interval in window.intervals {
            guard let range = grid.indices(interval.lower, interval.upper) else { continue }
            for k in range {
                let (start, end) = grid.span(k, c)
                let exists = minutes(start, end).contains { m in
                    let t = Double(m) * 60
                    return !r.isAsleep(at: t) && (c.device == .iPhone || r.isOnWrist(at: t))
                }
                if exists && !body(k, start, end) { return false }
            }
        }
        return true
    }

    /// Minutes starting in `[start, end)`.
    private func minutes(_ start: Double, _ end: Double) -> Range<Int64> {
        let first = Int64((start / 60).rounded(.up)), last = Int64((end / 60).rounded(.up)) - 1
        return first..<max(first, last + 1)
    }

    /// The iPhone's report for a slot that has one (see `reports`).
    private func phoneReport(_ start: Double, _ end: Double, _ k: Int64, _ c: GenerationContext) -> SRDeviceUsageReport {
        let r = c.routine
        let stream = c.stream(sensor)
        let u = { (salt: UInt64, i: Int64) in SeededNoise.unit(c.seed, stream &+ salt, UInt64(bitPattern: i)) }
        var on = 0, awake = 0, sessions = 0, firstOn: Double?, navigating = false
        var previous = r.isScreenOn(at: start - 60)
        for m in minutes(start, end) {
            let t = Double(m) * 60
            let screen = r.isScreenOn(at: t)
            if screen { on += 1; firstOn = firstOn ?? t; if !previous { sessions += 1 } }
            if !r.isAsleep(at: t) { awake += 1 }
            navigating = navigating || (screen && r.place(at: t) == .transit)
            previous = screen
        }
        let unlocks = sessions == 0 ? 0 : max(1, Int((Double(sessions) * (0.7 + 0.3 * u(1, k))).rounded()))
        let unlocked = (Double(on) * 60 * (0.8 + 0.2 * u(2, k))).rounded()
        var apps: [Key: [SRDeviceUsageReport.ApplicationUsage]] = [:]
        var web: [Key: [SRDeviceUsageReport.WebUsage]] = [:]
        if unlocked > 0 {
            let count = 1 + Int(u(3, k) * Double(min(3, on)))
            let weights = (0..<count).map { 0.2 + u(10 + UInt64($0), k) }
            var offset = (firstOn ?? start) - start
            for (j, w) in weights.enumerated() {
                let pick = navigating && j == 0 ? 10 : Int(u(20 + UInt64(j), k) * 10)
                let (key, bundle) = DeviceUsageGenerator.apps[pick]
                let time = (unlocked * w / weights.reduce(0, +)).rounded()
                // A third of the time in an app goes with the keyboard up, in one session.
                let typing = time >= 30 && u(50 + UInt64(j), k) < 0.6
                let input = typing ? [SRTextInputSession(duration: (time * 0.3).rounded(), sessionType: .keyboard,
                                                         sessionIdentifier: c.identifier(stream &+ 60 &+ UInt64(j),
                                                                                         UInt64(bitPattern: k)))] : []
                apps[key, default: []].append(.init(bundleIdentifier: bundle, usageTime: time,
                                                    reportApplicationIdentifier: c.identifier(stream &+ 30, UInt64(pick)),
                                                    relativeStartTime: offset, textInputSessions: input))
                offset += time
                if bundle == "com.apple.mobilesafari" {
                    let site = DeviceUsageGenerator.webCategories[Int(u(40, k) * 4)]
                    web[site, default: []].append(.init(totalUsageTime: (time * 0.9).rounded()))
                }
            }
        }
        let received = Int(u(4, k) * Double(awake) / 4)
        var notes: [Key: [SRDeviceUsageReport.NotificationUsage]] = [:]
        for j in 0..<received {
            let (key, bundle) = DeviceUsageGenerator.apps[[0, 1, 4, 7][Int(u(50 + UInt64(j), k) * 4)]]
            notes[key, default: []].append(.init(bundleIdentifier: bundle, event: .received))
            let follow = u(60 + UInt64(j), k)
            if on > 0 && follow < 0.5 {
                notes[key, default: []].append(.init(bundleIdentifier: bundle, event: follow < 0.3 ? .defaultAction : .clear))
            }
        }
        return SRDeviceUsageReport(duration: end - start, totalScreenWakes: sessions + (received + 1) / 2,
                                   totalUnlocks: unlocks, totalUnlockDuration: unlocked, applicationUsageByCategory: apps,
                                   notificationUsageByCategory: notes, webUsageByCategory: web, version: "1.0")
    }

    /// The Watch's report for a slot that has one (see `reports`).
    private func watchReport(_ start: Double, _ end: Double, _ k: Int64, _ c: GenerationContext) -> SRDeviceUsageReport {
        let r = c.routine
        let stream = c.stream(sensor)
        var worn = 0, running = 0
        for m in minutes(start, end) {
            let t = Double(m) * 60
            guard r.isOnWrist(at: t), !r.isAsleep(at: t) else { continue }
            worn += 1
            if r.activity(at: t) == .running { running += 1 }
        }
        let u = { (salt: UInt64) in SeededNoise.unit(c.seed, stream &+ salt, UInt64(bitPattern: k)) }
        // The Watch unlocks once, when put back on after the morning shower.
        let day = r.localDay(start).day
        let putOn = c.midnight(day) + r.wakeTime(day: day) + 2700
        var apps: [Key: [SRDeviceUsageReport.ApplicationUsage]] = [:]
        if running > 0 {
            apps[.healthAndFitness] = [.init(bundleIdentifier: "com.apple.SessionTrackerApp", usageTime: Double(running) * 60,
                                             reportApplicationIdentifier: c.identifier(stream &+ 30, 0), relativeStartTime: 0)]
        }
        let mirrored = Int(u(4) * Double(worn) / 6)
        let notes: [Key: [SRDeviceUsageReport.NotificationUsage]] = mirrored == 0 ? [:] :
            [.socialNetworking: Array(repeating: .init(bundleIdentifier: "com.apple.MobileSMS", event: .received), count: mirrored)]
        return SRDeviceUsageReport(duration: end - start, totalScreenWakes: Int((Double(worn) * (0.25 + 0.25 * u(1))).rounded()),
                                   totalUnlocks: putOn >= start && putOn < end ? 1 : 0, totalUnlockDuration: Double(worn) * 60,
                                   applicationUsageByCategory: apps, notificationUsageByCategory: notes,
                                   webUsageByCategory: [:], version: "1.0")
    }
}
