import Foundation
import SimCore

/// Apple's `SRDeviceUsageReport`: screen wakes, unlocks, and app, notification and web use.
///
/// Its nested usage types are `NSObject`s, as Apple's are, that compare by value.
///
/// Open, as SRUsageReports.h leaves the class in Swift (no `objc_subclassing_restricted`, no
/// unavailable `init`): a team's test double is made with `init()` and overrides what it reports.
open class SRDeviceUsageReport: NSObject, @unchecked Sendable {
    // Immutable after init, which is what makes the class safe to share (`@unchecked`: a
    // non-final class cannot be checked).
    private let _duration: TimeInterval
    private let _totalScreenWakes: Int
    private let _totalUnlocks: Int
    private let _totalUnlockDuration: TimeInterval
    private let _applicationUsageByCategory: [CategoryKey: [ApplicationUsage]]
    private let _notificationUsageByCategory: [CategoryKey: [NotificationUsage]]
    private let _webUsageByCategory: [CategoryKey: [WebUsage]]
    private let _version: String

    open var duration: TimeInterval { _duration }
    open var totalScreenWakes: Int { _totalScreenWakes }
    open var totalUnlocks: Int { _totalUnlocks }
    open var totalUnlockDuration: TimeInterval { _totalUnlockDuration }
    open var applicationUsageByCategory: [CategoryKey: [ApplicationUsage]] { _applicationUsageByCategory }
    open var notificationUsageByCategory: [CategoryKey: [NotificationUsage]] { _notificationUsageByCategory }
    open var webUsageByCategory: [CategoryKey: [WebUsage]] { _webUsageByCategory }
    /// The report's format version (iOS 16.4); empty in a report made before 16.4. Read on a
    /// phone before iOS 16.4, it is noted in the system log (`NewerAPIMember`).
    open var version: String {
        NewerAPIMember.deviceUsageReportVersion.noteUse()
        return _version
    }

    init(duration: TimeInterval, totalScreenWakes: Int, totalUnlocks: Int, totalUnlockDuration: TimeInterval,
         applicationUsageByCategory: [CategoryKey: [ApplicationUsage]],
         notificationUsageByCategory: [CategoryKey: [NotificationUsage]],
         webUsageByCategory: [CategoryKey: [WebUsage]], version: String) {
        _duration = duration
        _totalScreenWakes = totalScreenWakes
        _totalUnlocks = totalUnlocks
        _totalUnlockDuration = totalUnlockDuration
        _applicationUsageByCategory = applicationUsageByCategory
        _notificationUsageByCategory = notificationUsageByCategory
        _webUsageByCategory = webUsageByCategory
        _version = version
        super.init()
    }

    /// An empty report (no time, no wakes or unlocks, no usage, no version), as NSObject's `init()`
    /// leaves Apple's (an assumption, FIDELITY.md). A test double starts here and overrides what it reports.
    public override init() {
        _duration = 0
        _totalScreenWakes = 0
        _totalUnlocks = 0
        _totalUnlockDuration = 0
        _applicationUsageByCategory = [:]
        _notificationUsageByCategory = [:]
        _webUsageByCategory = [:]
        _version = ""
        super.init()
    }
}
