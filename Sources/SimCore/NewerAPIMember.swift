/// A member of Apple's API that arrived after the class it belongs to, with the iOS version it
/// arrived in: the one table of such members, and the one rule for an app that uses one on a
/// phone whose iOS predates it.
///
/// On a device the member is not there at run time: reading it ends the app (unrecognized
/// selector), and Swift code that reads it does not compile without `if #available`. On Linux
/// `#available` is always true, so a team's guarded code would reach the member here too: the
/// simulator answers as it always does and writes a note to the phone's system log, once per
/// member, saying what a device would do.
package enum NewerAPIMember: String, CaseIterable, Sendable {
    case motionManagerAuthorizationStatus = "CMMotionManager.authorizationStatus"
    case fetchResultSourceDevice = "SRFetchResult.sourceDevice"
    case deviceProductType = "SRDevice.productType"
    case deviceUsageReportVersion = "SRDeviceUsageReport.version"
    case odometerSlope = "CMOdometerData.slope"
    case odometerMaxAbsSlope = "CMOdometerData.maxAbsSlope"

    /// The first iOS version with the member (the SDK headers' `API_AVAILABLE`).
    package var introduced: OSVersion {
        switch self {
        case .motionManagerAuthorizationStatus: OSVersion(27, 2)
        case .fetchResultSourceDevice: OSVersion(27, 0)
        case .deviceProductType, .odometerSlope, .odometerMaxAbsSlope: OSVersion(17, 0)
        case .deviceUsageReportVersion: OSVersion(16, 4)
        }
    }

    /// Whether the simulator itself is reading members (its exports, an object's own equality):
    /// no app code runs, so nothing is noted.
    @TaskLocal private static var simulatorReads = false

    /// Runs `body`, the simulator's own reading of members, without noting any.
    package static func unnoted<T>(_ body: () throws -> T) rethrows -> T {
        try $simulatorReads.withValue(true, operation: body)
    }

    /// The app used this member on `runtime` (the current device when nil). On a phone whose iOS
    /// predates the member, the first use logs `MissingAPIMemberNote`; later uses, a use with
    /// no current device (a test double read outside any session) and the simulator's own
    /// reads (`unnoted`) log nothing.
    package func noteUse(on runtime: DeviceRuntime? = nil) {
        guard !Self.simulatorReads, let runtime = runtime ?? DeviceRuntime.current else { return }
        runtime.driving {
            let os = runtime.osVersion
            guard os < introduced, runtime.notedMissingMembers.insert(rawValue).inserted else { return }
            runtime.record(MissingAPIMemberNote(member: rawValue, introduced: introduced, os: os))
        }
    }
}

/// The note an app's use of a member newer than the phone's iOS leaves in the system log.
package struct MissingAPIMemberNote: SystemEventDetail, Equatable {
    package let member: String
    package let introduced: OSVersion
    package let os: OSVersion

    package var kind: SystemEvent.Kind { .note }

    package var description: String {
        "\(member) arrived in iOS \(introduced); on this phone's iOS \(os) a device ends the app "
            + "(unrecognized selector) unless the call is guarded with if #available(iOS \(introduced), *)"
    }
}
