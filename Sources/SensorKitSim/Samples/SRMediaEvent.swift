import Foundation

/// Apple's `SRMediaEventType`.
public enum SRMediaEventType: Int, Sendable {
    case onScreen = 1, offScreen
}

/// Apple's `SRMediaEvent`: an image or video appeared on, or left, the screen.
public final class SRMediaEvent: NSObject, Sendable {
    /// Opaque: the same media object keeps its identifier from on-screen to off-screen.
    public let mediaIdentifier: String
    public let eventType: SRMediaEventType

    init(mediaIdentifier: String, eventType: SRMediaEventType) {
        self.mediaIdentifier = mediaIdentifier
        self.eventType = eventType
    }
}
