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

/// A span of samples SensorKit deleted, read from a sensor's `deletionRecords` stream.
public final class SRDeletionRecord: NSObject, Sendable {
    public let startTime: SRAbsoluteTime
    public let endTime: SRAbsoluteTime
    public let reason: SRDeletionReason

    package init(startTime: SRAbsoluteTime, endTime: SRAbsoluteTime, reason: SRDeletionReason) {
        self.startTime = startTime; self.endTime = endTime; self.reason = reason
    }

    public override var description: String {
        "SRDeletionRecord(\(Int(startTime.rawValue))–\(Int(endTime.rawValue)), \(reason))"
    }
}
