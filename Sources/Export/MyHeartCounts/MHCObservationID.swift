import SensorKitSim

/// The one rule for an MHC FHIR Observation's `id`: a UUID derived from everything that makes
/// its sample a different sample from any other in the export: the participant, the sensor, the
/// device that recorded it and the sample's own key (its time, visit or recording). Two devices'
/// reports of the same slot, or two participants' visits to the same place, are different
/// Observations, and a FHIR `$import` keeps both. The same sample gives the same id on every run.
struct MHCObservationID {
    /// The participant's account id (`Participant.userId`).
    let userId: String
    let device: SRDevice.Kind

    func id(_ sensor: SRSensor, sample: String) -> String {
        Participant.uuid(SeededNoiseBridge.hash(0, "\(userId)|\(sensor.rawValue)|\(device.rawValue)|\(sample)", 0), "observation")
    }
}
