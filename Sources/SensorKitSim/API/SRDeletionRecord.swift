import Foundation

/// Why SensorKit deleted samples (Apple's `SRDeletionReason`).
public enum SRDeletionReason: Int, Sendable {
    case userInitiated = 0
    case lowDiskSpace = 1
    case ageLimit = 2
    case noInterestedClients = 3
    case systemInitiated = 4

    // The case's name, as string interpolation prints it; not a conformance, which would add to
    // Apple's public surface (`CustomStringConvertible`, `CaseIterable`).
    package var description: String {
        switch self {
        case .userInitiated: "userInitiated"
        case .lowDiskSpace: "lowDiskSpace"
        case .ageLimit: "ageLimit"
        case .noInterestedClients: "noInterestedClients"
        case .systemInitiated: "systemInitiated"
        }
    }

    package static let allCases: [SRDeletionReason] = [.userInitiated, .lowDiskSpace, .ageLimit, .noInterestedClients, .systemInitiated]
}

/// A span of samples SensorKit deleted, read from a sensor's `deletionRecords` stream. It adopts
/// `NSSecureCoding`, as SRDeletionRecord.h declares, and not `NSCopying`, which the header lacks.
public final class SRDeletionRecord: NSObject, NSSecureCoding, Sendable {
    public let startTime: SRAbsoluteTime
    public let endTime: SRAbsoluteTime
    public let reason: SRDeletionReason

    package init(startTime: SRAbsoluteTime, endTime: SRAbsoluteTime, reason: SRDeletionReason) {
        self.startTime = startTime; self.endTime = endTime; self.reason = reason
    }

    // MARK: NSSecureCoding (SRDeletionRecord.h)

    public class var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        coder.encode(startTime.rawValue, forKey: "startTime")
        coder.encode(endTime.rawValue, forKey: "endTime")
        coder.encodeRaw(reason, forKey: "reason")
    }

    public init?(coder: NSCoder) {
        guard let start = coder.decodeNumber(forKey: "startTime"), let end = coder.decodeNumber(forKey: "endTime"),
              let reason = coder.decodeRaw(SRDeletionReason.self, forKey: "reason") else { return nil }
        startTime = SRAbsoluteTime(start)
        endTime = SRAbsoluteTime(end)
        self.reason = reason
    }

    public override var description: String {
        "SRDeletionRecord(\(Int(startTime.rawValue))–\(Int(endTime.rawValue)), \(reason))"
    }
}
