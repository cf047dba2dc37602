import Foundation
import Testing
import SimCore
@testable import SensorKitSim

/// `SRFetchResult.sourceDevice` (iOS 27) read by an app on iOS 26.4 answers nil as before, and the
/// log says once that a device would end the app; the simulator's own copies say nothing.
@Test func fetchResultSourceDeviceBeforeIOS27IsNotedOnce() {
    let phone = Phone()
    phone.runtime.osVersion = OSVersion(26, 4)
    let result = SRFetchResult<AnyObject>(sample: NSObject(), timestamp: SRAbsoluteTime(0))
    _ = result.copy()
    #expect(phone.runtime.events.isEmpty)
    phone.runtime.perform {
        #expect(result.sourceDevice == nil)
        #expect(result.sourceDevice == nil)
    }
    #expect(phone.runtime.events.map(\.message) == [
        "SRFetchResult.sourceDevice arrived in iOS 27.0; on this phone's iOS 26.4 a device ends the app "
            + "(unrecognized selector) unless the call is guarded with if #available(iOS 27.0, *)",
    ])
}
