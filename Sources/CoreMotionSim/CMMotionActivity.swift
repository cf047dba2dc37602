import Foundation
import SensorKitSim

/// Apple's `CMMotionActivity`: what the person was doing from `startDate` on. A `CMLogItem`, as
/// on iOS, so it carries a `timestamp` (seconds since boot) and is an `NSObject`.
///
/// Open, as an Objective-C class is in Swift (CMMotionActivity.h declares no
/// `objc_subclassing_restricted`): a team's test double subclasses it, is made with `init()` and
/// overrides what it reports (`override var walking: Bool { true }`); the simulator reads
/// every value through these properties. Immutable, so it is `Sendable` (`@unchecked`, as a
/// non-final class cannot be checked). Equality compares values (Apple's NSObject compares
/// identity); the simulator's determinism checks rely on it.
open class CMMotionActivity: CMLogItem, @unchecked Sendable {
    private let _startDate: Date
    private let _confidence: CMMotionActivityConfidence
    // Six fields, not an array: the activity log holds many of these, and an array is one more allocation each.
    private let _stationary, _walking, _running, _automotive, _cycling, _unknown: Bool

    open var startDate: Date { _startDate }
    open var confidence: CMMotionActivityConfidence { _confidence }
    open var stationary: Bool { _stationary }
    open var walking: Bool { _walking }
    open var running: Bool { _running }
    open var automotive: Bool { _automotive }
    open var cycling: Bool { _cycling }
    open var unknown: Bool { _unknown }

    init(startDate: Date, timestamp: TimeInterval, confidence: CMMotionActivityConfidence, stationary: Bool = false,
         walking: Bool = false, running: Bool = false, automotive: Bool = false, cycling: Bool = false,
         unknown: Bool = false) {
        _startDate = startDate
        _confidence = confidence
        (_stationary, _walking, _running) = (stationary, walking, running)
        (_automotive, _cycling, _unknown) = (automotive, cycling, unknown)
        super.init(timestamp: timestamp)
    }

    /// No flag set, low confidence, starting at the reference date, stamped at boot: what
    /// NSObject's `init()` leaves Apple's (an assumption, FIDELITY.md). A test double starts here.
    public override init() {
        _startDate = Date(timeIntervalSinceReferenceDate: 0)
        _confidence = .low
        (_stationary, _walking, _running, _automotive, _cycling, _unknown) = (false, false, false, false, false, false)
        super.init()
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
        _startDate = start
        _confidence = confidence
        (_stationary, _walking, _running, _automotive, _cycling, _unknown) = (f[0], f[1], f[2], f[3], f[4], f[5])
        super.init(coder: coder)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let b = object as? CMMotionActivity else { return false }
        return startDate == b.startDate && confidence == b.confidence && stationary == b.stationary
            && walking == b.walking && running == b.running && automotive == b.automotive
            && cycling == b.cycling && unknown == b.unknown
    }

    open override var hash: Int { startDate.hashValue }

    /// The set flags by name (`"walking"`), `"none"` when none is set.
    package var kindName: String {
        let names = [(stationary, "stationary"), (walking, "walking"), (running, "running"),
                     (automotive, "automotive"), (cycling, "cycling"), (unknown, "unknown")]
            .filter(\.0).map(\.1)
        return names.isEmpty ? "none" : names.joined(separator: "+")
    }

    /// Close to Apple's format: flags as 0/1 after the start date and confidence.
    open override var description: String {
        func b(_ v: Bool) -> Int { v ? 1 : 0 }
        return "<CMMotionActivity startDate,\(startDate),confidence,\(confidence.rawValue),unknown,\(b(unknown)),"
            + "stationary,\(b(stationary)),walking,\(b(walking)),running,\(b(running)),"
            + "automotive,\(b(automotive)),cycling,\(b(cycling))>"
    }
}
