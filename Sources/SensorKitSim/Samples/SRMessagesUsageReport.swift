import Foundation

/// Apple's `SRMessagesUsageReport`: Messages activity over one report period.
///
/// Open, as SensorKit's header leaves the class in Swift (no `objc_subclassing_restricted`, no
/// unavailable `init`): a team's test double is made with `init()` and overrides what it reports.
open class SRMessagesUsageReport: NSObject, @unchecked Sendable {
    // Immutable after init, which is what makes the class safe to share (`@unchecked`: a
    // non-final class cannot be checked).
    private let _duration: TimeInterval
    private let _totalOutgoingMessages: Int
    private let _totalIncomingMessages: Int
    private let _totalUniqueContacts: Int

    open var duration: TimeInterval { _duration }
    open var totalOutgoingMessages: Int { _totalOutgoingMessages }
    open var totalIncomingMessages: Int { _totalIncomingMessages }
    open var totalUniqueContacts: Int { _totalUniqueContacts }

    init(duration: TimeInterval, totalOutgoingMessages: Int, totalIncomingMessages: Int, totalUniqueContacts: Int) {
        _duration = duration
        _totalOutgoingMessages = totalOutgoingMessages
        _totalIncomingMessages = totalIncomingMessages
        _totalUniqueContacts = totalUniqueContacts
        super.init()
    }

    /// An empty report: no time, no messages, as NSObject's `init()` leaves Apple's (an assumption,
    /// FIDELITY.md). A test double starts here and overrides what it reports.
    public override init() {
        _duration = 0
        _totalOutgoingMessages = 0
        _totalIncomingMessages = 0
        _totalUniqueContacts = 0
        super.init()
    }
}
