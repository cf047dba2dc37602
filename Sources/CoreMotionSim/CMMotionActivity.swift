import Foundation
import SensorKitSim

/// Apple's `CMMotionActivity`: what the person was doing from `startDate` on. A `CMLogItem`, as
/// on iOS, so it carries a `timestamp` (seconds since boot) and is an `NSObject`.
///
/// Immutable, so it is `Sendable`. Equality compares values (Apple's NSObject compares
/// identity); the simulator's determinism checks rely on it.
public final class CMMotionActivity: CMLogItem, @unchecked Sendable {
    public let startDate: Date
    public let confidence: CMMotionActivityConfidence
    public let stationary: Bool
    public let walking: Bool
    public let running: Bool
    public let automotive: Bool
    public let cycling: Bool
    public let unknown: Bool

    init(startDate: Date, timestamp: TimeInterval, confidence: CMMotionActivityConfidence, stationary: Bool = false,
         walking: Bool = false, running: Bool = false, automotive: Bool = false, cycling: Bool = false,
         unknown: Bool = false) {
        self.startDate = startDate
        self.confidence = confidence
        self.stationary = stationary
        self.walking = walking
        self.running = running
        self.automotive = automotive
        self.cycling = cycling
        self.unknown = unknown
        super.init(timestamp: timestamp)
    }

    private static let flagKeys = ["stationary", "walking", "running", "automotive", "cycling", "unknown"]

    /// Archived after `CMLogItem`'s timestamp, as every log item is (CMLogItem.h: NSSecureCoding).
    public override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encodeDate(startDate, forKey: "startDate")
        coder.encodeRaw(confidence, forKey: "confidence")
        for (key, value) in zip(Self.flagKeys, [stationary, walking, running, automotive, cycling, unknown]) {
            coder.encode(value, forKey: key)
        }
    }

    public required init?(coder: NSCoder) {
        let f = Self.flagKeys.compactMap { coder.decodeFlag(forKey: $0) }
        guard let start = coder.decodeDate(forKey: "startDate"),
              let confidence = coder.decodeRaw(CMMotionActivityConfidence.self, forKey: "confidence"),
              f.count == Self.flagKeys.count else { return nil }
        startDate = start
        self.confidence = confidence
        (stationary, walking, running, automotive, cycling, unknown) = (f[0], f[1], f[2], f[3], f[4], f[5])
        super.init(coder: coder)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let b = object as? CMMotionActivity else { return false }
        return startDate == b.startDate && confidence == b.confidence && stationary == b.stationary
            && walking == b.walking && running == b.running && automotive == b.automotive
            && cycling == b.cycling && unknown == b.unknown
    }

    public override var hash: Int { startDate.hashValue }

    /// The set flags by name (`"walking"`), `"none"` when none is set.
    package var kindName: String {
        let names = [(stationary, "stationary"), (walking, "walking"), (running, "running"),
                     (automotive, "automotive"), (cycling, "cycling"), (unknown, "unknown")]
            .filter(\.0).map(\.1)
        return names.isEmpty ? "none" : names.joined(separator: "+")
    }

    /// Close to Apple's format: flags as 0/1 after the start date and confidence.
    public override var description: String {
        func b(_ v: Bool) -> Int { v ? 1 : 0 }
        return "<CMMotionActivity startDate,\(startDate),confidence,\(confidence.rawValue),unknown,\(b(unknown)),"
            + "stationary,\(b(stationary)),walking,\(b(walking)),running,\(b(running)),"
            + "automotive,\(b(automotive)),cycling,\(b(cycling))>"
    }
}
