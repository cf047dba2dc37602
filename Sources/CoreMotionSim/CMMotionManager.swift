import Foundation
import SimCore

/// Apple's `CMMotionManager`, for the one member the simulator models: the class property
/// `authorizationStatus` that iOS 27.2 adds. Raw accelerometer, gyroscope and device-motion
/// updates are not simulated.
open class CMMotionManager: NSObject {
    public override init() { super.init() }

    /// The app's Motion & Fitness authorization, as `CMMotionActivityManager.authorizationStatus()`
    /// reads it (Fitness Tracking applied). Apple documents no more than "the current
    /// authorization status for access to motion sensor data"; that it is the same status is
    /// our assumption (FIDELITY.md). Asking it never shows the alert.
    ///
    /// On a phone before iOS 27.2 (CMMotionManager.h, Xcode 27.2 beta 3) the class has no such
    /// member: the simulator answers and notes what a device would do (`NewerAPIMember`).
    open class var authorizationStatus: CMAuthorizationStatus {
        MotionDaemon.withCurrent { daemon in
            NewerAPIMember.motionManagerAuthorizationStatus.noteUse(on: daemon.runtime)
            return daemon.status
        }
    }
}
