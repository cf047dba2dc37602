import Foundation
import SimCore

/// The device SensorKit runs on: on an iPad there is no SensorKit.framework, so nothing the app
/// calls reaches a daemon.
extension SensorKitDaemon {
    /// Whether SensorKit.framework is on the device.
    package var isPresent: Bool { runtime.deviceFamily.hasSensorKit }

    /// `SRDevice.current`: the iPhone; on an iPad, the iPad itself, logged as every SensorKit
    /// call there is. On a device the class is nil and the read ends a Swift app; a test cannot
    /// run code on a nil class, and the property cannot fail, so the simulator answers with the
    /// device the app really runs on rather than an iPhone it does not (FIDELITY.md, "Devices").
    package var currentDevice: SRDevice {
        guard !isPresent else { return iPhoneDevice }
        runtime.record(SensorKitAbsence(call: "SRDevice.current", device: runtime.deviceFamily,
                                        answer: "The simulator answers with the \(runtime.deviceFamily.name)'s own details"))
        return SRDevice.defaultPad(osVersion)
    }

    /// The failure of a SensorKit call on a device without the framework; nil where it is there.
    ///
    /// On an iPad an app that links SensorKit weakly starts, and SensorKit's classes are nil:
    /// a call then never reaches SensorKit (in Swift it usually ends the app). A test cannot
    /// run code on a nil class, so the simulator fails the call with `dataInaccessible`, as it
    /// does for `SRReader` on an iOS without it, and logs why, so the team's code that forgot
    /// to check is seen.
    func absenceRefusal(_ call: String) -> SRError? {
        guard !isPresent else { return nil }
        runtime.record(SensorKitAbsence(call: call, device: runtime.deviceFamily))
        return SRError(.dataInaccessible)
    }
}

/// The system log's line for a SensorKit call made on a device without SensorKit.framework.
package struct SensorKitAbsence: SystemEventDetail, Equatable {
    package let call: String
    package let device: DeviceFamily
    /// What the simulator does instead.
    package var answer = "The simulator fails it with dataInaccessible"

    package var kind: SystemEvent.Kind { .note }

    package var description: String {
        "\(call): SensorKit.framework is not on this \(device.name) (\(device.systemName) has none); on a device "
            + "SensorKit's classes are nil and the call never reaches SensorKit. Check "
            + "Bundle(identifier: \"com.apple.SensorKit\") != nil before using SensorKit, inside #if canImport(SensorKit): "
            + "Foundation on Linux sees no Apple framework, so the check reads nil on the simulated iPhone too. "
            + answer
    }
}

/// Whether SensorKit.framework is loaded in the app's process: what a careful app checks with
/// `Bundle(identifier: "com.apple.SensorKit") != nil` before touching any SensorKit class
/// (SpeziSensorKit does). The built-in study app asks this; Foundation's `Bundle` cannot
/// answer it for a simulated device (on Linux it finds no Apple framework, iPhone or not), so a
/// team's own check belongs under `#if canImport(SensorKit)`.
package enum SensorKitBundle {
    package static var isLoaded: Bool { DeviceRuntime.current?.deviceFamily.hasSensorKit ?? true }
}
