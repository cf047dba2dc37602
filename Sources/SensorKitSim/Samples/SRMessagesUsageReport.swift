import Foundation

/// Apple's `SRMessagesUsageReport`: Messages activity over one report period.
public final class SRMessagesUsageReport: NSObject, Sendable {
    public let duration: TimeInterval
    public let totalOutgoingMessages: Int
    public let totalIncomingMessages: Int
    public let totalUniqueContacts: Int

    init(duration: TimeInterval, totalOutgoingMessages: Int, totalIncomingMessages: Int, totalUniqueContacts: Int) {
        self.duration = duration
        self.totalOutgoingMessages = totalOutgoingMessages
        self.totalIncomingMessages = totalIncomingMessages
        self.totalUniqueContacts = totalUniqueContacts
    }
}
