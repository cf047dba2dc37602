import Foundation
import SensorKitSim
import SimCore

/// Why a window is empty: the one decider SensorKit's fetches use, asked by the team's test.
extension SRTestSession {
    public typealias EmptyFetchReason = SimCore.EmptyFetchReason
    public typealias FetchExplanation = SimCore.FetchExplanation

    /// Why a fetch of `sensor` from `device` over `(from, to]` fails or delivers nothing now;
    /// nil when it would deliver stored data. The explanation names the absolute window in the
    /// phone's clock: "the window 2 Mar 16:00 to 3 Mar 07:00 ends before recording started on
    /// the Apple Watch at 3 Mar 08:00". With a background refresh registered whose last wake
    /// was refused (Background App Refresh off, Low Power Mode on), a window ending after the
    /// last wake that ran is `noFetchRan`: no background fetch could have read it.
    public func explain(sensor: SRSensor, device: SRDevice, from: SRAbsoluteTime, to: SRAbsoluteTime) -> FetchExplanation? {
        checkUse()
        let boot = phone.runtime.clock.bootTime
        let noFetch = noBackgroundFetch(endingAt: to.rawValue + boot)
        return phone.sensorKit.explainFetch(sensor, device.kind, from: from.rawValue + boot, to: to.rawValue + boot,
                                            lastFetchRan: noFetch == nil, noFetchDetail: noFetch)
    }
}
