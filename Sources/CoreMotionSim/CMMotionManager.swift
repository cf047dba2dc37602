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
    /// (unrecognized selector); here the call stops with that message, naming the versions.
    open class var authorizationStatus: CMAuthorizationStatus {
        let daemon = MotionDaemon.currentDaemon()
        let os = daemon.runtime.osVersion
        guard os >= authorizationStatusSince else {
            preconditionFailure("+[CMMotionManager authorizationStatus]: unrecognized selector sent to class: "
                                + "it exists from iOS \(authorizationStatusSince), the simulated phone runs iOS \(os) "
                                + "(guard the call with if #available(iOS 27.2, *))")
        }
        return daemon.status
    }
}
