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
///
/// Open, as SRDeletionRecord.h leaves the class in Swift (no `objc_subclassing_restricted`, no
/// unavailable `init`): a team's test double is made with `init()` and overrides what it reports.
open class SRDeletionRecord: NSObject, NSSecureCoding, @unchecked Sendable {
    // Immutable after init, which is what makes the class safe to share (`@unchecked`: a
    // non-final class cannot be checked).
    private let _startTime: SRAbsoluteTime
    private let _endTime: SRAbsoluteTime
    private let _reason: SRDeletionReason

    open var startTime: SRAbsoluteTime { _startTime }
    open var endTime: SRAbsoluteTime { _endTime }
    open var reason: SRDeletionReason { _reason }

    package init(startTime: SRAbsoluteTime, endTime: SRAbsoluteTime, reason: SRDeletionReason) {
        _startTime = startTime; _endTime = endTime; _reason = reason
        super.init()
    }

    /// Both times 0 and `.userInitiated`, as NSObject's `init()` leaves Apple's (an assumption,
    /// FIDELITY.md). A test double starts here and overrides what it reports.
    public override init() {
        _startTime = SRAbsoluteTime(0); _endTime = SRAbsoluteTime(0); _reason = .userInitiated
        super.init()
    }

    // MARK: NSSecureCoding (SRDeletionRecord.h)

    open class var supportsSecureCoding: Bool { true }

    open func encode(with coder: NSCoder) {
        coder.encode(startTime.rawValue, forKey: "startTime")
        coder.encode(endTime.rawValue, forKey: "endTime")
        coder.encodeRaw(reason, forKey: "reason")
    }

    public required init?(coder: NSCoder) {
        guard let start = coder.decodeNumber(forKey: "startTime"), let end = coder.decodeNumber(forKey: "endTime"),
              let reason = coder.decodeRaw(SRDeletionReason.self, forKey: "reason") else { return nil }
        _startTime = SRAbsoluteTime(start)
        _endTime = SRAbsoluteTime(end)
        _reason = reason
        super.init()
    }

    open override var description: String {
        "SRDeletionRecord(\(Int(startTime.rawValue))–\(Int(endTime.rawValue)), \(reason))"
    }
}
