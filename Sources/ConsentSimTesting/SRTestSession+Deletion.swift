import Foundation
import SensorKitSim
import SimCore
import Simulation

/// The participant deleting the study's data in Settings, or turning collection off there.
extension SRTestSession {
    /// Settings' collection switch: off while the page lists the study asks first (`SystemUI`'s
    /// `collectionOffAsksFirst`, the rule the demo's switch and a script's `settings:` step follow),
    /// and the session answers Turn Off, the answer `dataCollectionEnabled = false` stands for.
    func switchCollection(on: Bool) {
        if !on && SystemUI.collectionOffAsksFirst(profile, collectionEnabled: phone.sensorKit.collectionEnabled) {
            let text = SystemText.english
            phone.runtime.record(SystemNote(.note, "Settings asked “\(text.collectionOffTitle)” (\(text.collectionOffMessage)): \(text.turnOff)"))
        }
        phone.sensorKit.setCollectionEnabled(on)
    }

    /// Settings › Privacy & Security › Research Sensor & Usage Data › the study › Delete Unshared
    /// Data, confirmed: for each sensor the study's page lists (every sensor the participant
    /// answered), what was recorded within the holding period goes from the iPhone and the Watch,
    /// and the sensor's deletion records (`deletionRecords(matching:)`, the `.tombstones`
    /// stream) gain a `userInitiated` record for it. Data already past the holding period (shared
    /// with the study) stays. Returns the sensors whose data went; `systemLog` notes each, or
    /// that nothing was deleted. The same rule as the demo's Delete Unshared Data (FIDELITY.md).
    /// With collection off (`dataCollectionEnabled = false`) the page lists no study, so there is
    /// no Delete Unshared Data to press: the call stops the test, as `setAuthorizationStatus` does.
    @discardableResult
    public func deleteUnsharedData() -> [SRSensor] {
        onPhone {
            var state = PhoneState()
            state.collectionEnabled = phone.sensorKit.collectionEnabled
            if let refusal = SystemUI.studyRowRefusal(state) {
                preconditionFailure("SRTestSession.deleteUnsharedData(): Delete Unshared Data \(refusal)")
            }
            let listed = SystemUI.studyPageSensors(profile) { phone.sensorKit.status(of: $0) }
            return phone.sensorKit.deleteCollectedData(listed, scope: .unshared)
        }
    }
}
