import Foundation

/// Apple's `SRMediaEventType`.
public enum SRMediaEventType: Int, Sendable {
    case onScreen = 1, offScreen
}

/// Apple's `SRMediaEvent`: an image or video appeared on, or left, the screen.
///
/// Open, as SRMediaEvent.h leaves the class in Swift (no `objc_subclassing_restricted`, no
/// unavailable `init`): a team's test double is made with `init()` and overrides what it reports.
open class SRMediaEvent: NSObject, @unchecked Sendable {
    // Immutable after init, which is what makes the class safe to share (`@unchecked`: a
    // non-final class cannot be checked).
    private let _mediaIdentifier: String
    private let _eventType: SRMediaEventType

    /// Opaque: the same media object keeps its identifier from on-screen to off-screen.
    open var mediaIdentifier: String { _mediaIdentifier }
    open var eventType: SRMediaEventType { _eventType }

    init(mediaIdentifier: String, eventType: SRMediaEventType) {
        _mediaIdentifier = mediaIdentifier
        _eventType = eventType
        super.init()
    }

    /// No media, on screen, as NSObject's `init()` leaves Apple's (an assumption,
    /// FIDELITY.md). A test double starts here and overrides what it reports.
    public override init() {
        _mediaIdentifier = ""
        _eventType = .onScreen
        super.init()
    }
}
