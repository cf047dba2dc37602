import Foundation

/// Apple's `SRPhoneUsageReport`: phone calls over one report period.
///
/// Open, as SensorKit's header leaves the class in Swift (no `objc_subclassing_restricted`, no
/// unavailable `init`): a team's test double is made with `init()` and overrides what it reports.
open class SRPhoneUsageReport: NSObject, @unchecked Sendable {
    // Immutable after init, which is what makes the class safe to share (`@unchecked`: a
    // non-final class cannot be checked).
    private let _duration: TimeInterval
    private let _totalOutgoingCalls: Int
    private let _totalIncomingCalls: Int
    private let _totalUniqueContacts: Int
    private let _totalPhoneCallDuration: TimeInterval

    open var duration: TimeInterval { _duration }
    open var totalOutgoingCalls: Int { _totalOutgoingCalls }
    open var totalIncomingCalls: Int { _totalIncomingCalls }
    open var totalUniqueContacts: Int { _totalUniqueContacts }
    open var totalPhoneCallDuration: TimeInterval { _totalPhoneCallDuration }

    init(duration: TimeInterval, totalOutgoingCalls: Int, totalIncomingCalls: Int, totalUniqueContacts: Int,
         totalPhoneCallDuration: TimeInterval) {
        _duration = duration
        _totalOutgoingCalls = totalOutgoingCalls
        _totalIncomingCalls = totalIncomingCalls
        _totalUniqueContacts = totalUniqueContacts
        _totalPhoneCallDuration = totalPhoneCallDuration
        super.init()
    }

    /// An empty report: no time, no calls, as NSObject's `init()` leaves Apple's (an assumption,
    /// FIDELITY.md). A test double starts here and overrides what it reports.
    public override init() {
        _duration = 0
        _totalOutgoingCalls = 0
        _totalIncomingCalls = 0
        _totalUniqueContacts = 0
        _totalPhoneCallDuration = 0
        super.init()
    }
}
