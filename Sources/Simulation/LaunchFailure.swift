import SimCore

/// The study app ended by the dynamic loader before its first line runs: a framework it links
/// Required is not on the device. On an iPad that is SensorKit.framework.
///
/// The wording is dyld's on iPadOS 18 (ResearchKit #1593, iPadOS 18.3): the library, the
/// binary that references it, and every path tried. The process id and the container path are
/// ours; a real one names the app's UUID folder.
package struct LaunchFailure: SystemEventDetail, Equatable {
    package let appName: String
    package let pid: Int

    static let library = "/System/Library/Frameworks/SensorKit.framework/SensorKit"

    /// The failure of launching an app that links SensorKit as `link` on `device`; nil when it starts.
    static func missingFramework(device: DeviceFamily, link: SensorKitLink, appName: String, launch: Int) -> LaunchFailure? {
        guard !device.hasSensorKit, link == .required else { return nil }
        return LaunchFailure(appName: appName, pid: 400 + 17 * launch)
    }

    package var kind: SystemEvent.Kind { .crash }

    package var description: String {
        "dyld[\(pid)]: Library not loaded: \(Self.library) "
            + "Referenced from: /private/var/containers/Bundle/Application/…/\(appName).app/\(appName) "
            + "Reason: tried: '\(Self.library)' (no such file), '/private/preboot/Cryptexes/OS\(Self.library)' (no such file), "
            + "'\(Self.library)' (no such file, not in dyld cache) "
            + "(Termination Reason: DYLD 1 Library missing; SensorKit.framework is not on iPadOS and the app links it Required: "
            + "link it Optional (weak) and check Bundle(identifier: \"com.apple.SensorKit\") != nil)"
    }
}
