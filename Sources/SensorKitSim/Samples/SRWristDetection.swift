import Foundation

/// Apple's `SRWristDetection`: the Watch went on or came off the wrist.
public final class SRWristDetection: NSObject, Sendable {
    public enum WristLocation: Int, Sendable { case left = 0, right }
    public enum CrownOrientation: Int, Sendable { case left = 0, right }

    public let onWrist: Bool
    public let wristLocation: WristLocation
    public let crownOrientation: CrownOrientation
    /// Start of the wrist session this event belongs to.
    public let onWristDate: Date?
    /// End of the wrist session; nil while the Watch is still worn.
    public let offWristDate: Date?

    init(onWrist: Bool, wristLocation: WristLocation, crownOrientation: CrownOrientation,
         onWristDate: Date?, offWristDate: Date?) {
        self.onWrist = onWrist
        self.wristLocation = wristLocation
        self.crownOrientation = crownOrientation
        self.onWristDate = onWristDate
        self.offWristDate = offWristDate
    }
}
