import Foundation

/// Apple's `SRPhoneUsageReport`: phone calls over one report period.
public final class SRPhoneUsageReport: NSObject, Sendable {
    public let duration: TimeInterval
    public let totalOutgoingCalls: Int
    public let totalIncomingCalls: Int
    public let totalUniqueContacts: Int
    public let totalPhoneCallDuration: TimeInterval

    init(duration: TimeInterval, totalOutgoingCalls: Int, totalIncomingCalls: Int, totalUniqueContacts: Int,
         totalPhoneCallDuration: TimeInterval) {
        self.duration = duration
        self.totalOutgoingCalls = totalOutgoingCalls
        self.totalIncomingCalls = totalIncomingCalls
        self.totalUniqueContacts = totalUniqueContacts
        self.totalPhoneCallDuration = totalPhoneCallDuration
    }
}
