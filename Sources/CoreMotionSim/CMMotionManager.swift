import Foundation
import SimCore

/// Apple's `CMMotionManager`, for the one member the simulator models: the class property
/// `authorizationStatus` that iOS 27.2 adds. Raw accelerometer, gyroscope and device-motion
/// updates are not simulated.
open class CMMotionManager: NSObject {
    /// The first iOS version with `authorizationStatus` (CMMotionManager.h, Xcode 27.2 beta 3).
    package static let authorizationStatusSince = OSVersion(27, 2)

    public override init() { super.init() }

    /// The app's Motion & Fitness authorization, as `CMMotionActivityManager.authorizationStatus()`
    /// reads it (Fitness Tracking applied). Apple documents no more than "the current
    /// authorization status for access to motion sensor data"; that it is the same status is
    /// our assumption (FIDELITY.md). Asking it never shows the alert.
    ///
    /// On a phone before iOS 27.2 the class has no such member and a device ends the app
    /// (unrecognized selector). `#available` cannot tell the simulated phone's version apart on
    /// Linux, so guarded code would reach it here too: the simulator answers and logs what a
    /// device would do instead of stopping the test.
    open class var authorizationStatus: CMAuthorizationStatus {
        MotionDaemon.withCurrent { daemon in
            let os = daemon.runtime.osVersion
            if os < authorizationStatusSince {
                daemon.runtime.record(MotionEvent.missingOnThisOS(api: "CMMotionManager.authorizationStatus",
                                                                  introduced: authorizationStatusSince, os: os))
            }
            return daemon.status
        }
    }
}
