import Foundation

/// Apple's `CMMotionActivity`: what the person was doing from `startDate` on.
///
/// Immutable, so it is `Sendable`. Equality compares values (Apple's NSObject compares
/// identity); the simulator's determinism checks rely on it.
public final class CMMotionActivity: Sendable, Equatable, CustomStringConvertible {
    public let startDate: Date
    public let confidence: CMMotionActivityConfidence
    public let stationary: Bool
    public let walking: Bool
    public let running: Bool
    public let automotive: Bool
    public let cycling: Bool
    public let unknown: Bool

    init(startDate: Date, confidence: CMMotionActivityConfidence, stationary: Bool = false, walking: Bool = false,
         running: Bool = false, automotive: Bool = false, cycling: Bool = false, unknown: Bool = false) {
        self.startDate = startDate
        self.confidence = confidence
        self.stationary = stationary
        self.walking = walking
        self.running = running
        self.automotive = automotive
        self.cycling = cycling
        self.unknown = unknown
    }

    public static func == (a: CMMotionActivity, b: CMMotionActivity) -> Bool {
        a.startDate == b.startDate && a.confidence == b.confidence && a.stationary == b.stationary
            && a.walking == b.walking && a.running == b.running && a.automotive == b.automotive
            && a.cycling == b.cycling && a.unknown == b.unknown
    }

    /// The set flags by name (`"walking"`), `"none"` when none is set.
    package var kindName: String {
        let names = [(stationary, "stationary"), (walking, "walking"), (running, "running"),
                     (automotive, "automotive"), (cycling, "cycling"), (unknown, "unknown")]
            .filter(\.0).map(\.1)
        return names.isEmpty ? "none" : names.joined(separator: "+")
    }

    /// Close to Apple's format: flags as 0/1 after the start date and confidence.
    public var description: String {
        func b(_ v: Bool) -> Int { v ? 1 : 0 }
        return "<CMMotionActivity startDate,\(startDate),confidence,\(confidence.rawValue),unknown,\(b(unknown)),"
            + "stationary,\(b(stationary)),walking,\(b(walking)),running,\(b(running)),"
            + "automotive,\(b(automotive)),cycling,\(b(cycling))>"
    }
}
