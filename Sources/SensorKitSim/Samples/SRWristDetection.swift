import Foundation

/// Apple's `SRWristDetection`: the Watch went on or came off the wrist.
///
/// Open, as SensorKit's header leaves the class in Swift (no `objc_subclassing_restricted`, no
/// unavailable `init`): a team's test double is made with `init()` and overrides what it reports.
open class SRWristDetection: NSObject, @unchecked Sendable {
    public enum WristLocation: Int, Sendable { case left = 0, right }
    public enum CrownOrientation: Int, Sendable { case left = 0, right }

    // Immutable after init, which is what makes the class safe to share (`@unchecked`: a
    // non-final class cannot be checked).
    private let _onWrist: Bool
    private let _wristLocation: WristLocation
    private let _crownOrientation: CrownOrientation
    private let _onWristDate: Date?
    private let _offWristDate: Date?

    open var onWrist: Bool { _onWrist }
    open var wristLocation: WristLocation { _wristLocation }
    open var crownOrientation: CrownOrientation { _crownOrientation }
    /// Start of the wrist session this event belongs to.
    open var onWristDate: Date? { _onWristDate }
    /// End of the wrist session; nil while the Watch is still worn.
    open var offWristDate: Date? { _offWristDate }

    init(onWrist: Bool, wristLocation: WristLocation, crownOrientation: CrownOrientation,
         onWristDate: Date?, offWristDate: Date?) {
        _onWrist = onWrist
        _wristLocation = wristLocation
        _crownOrientation = crownOrientation
        _onWristDate = onWristDate
        _offWristDate = offWristDate
        super.init()
    }

    /// Off the wrist, left wrist and crown, no session dates, as NSObject's `init()` leaves Apple's (an assumption,
    /// FIDELITY.md). A test double starts here and overrides what it reports.
    public override init() {
        _onWrist = false
        _wristLocation = .left
        _crownOrientation = .left
        _onWristDate = nil
        _offWristDate = nil
        super.init()
    }
}
