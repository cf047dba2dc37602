import SensorKitSim

/// Declining a Required sensor on the Research Sensor & Usage Data sheet raises the Required
/// alert; a participant who keeps the decline chooses Don't Enroll in Study, which closes the
/// sheet as Cancel does and stores no answer (FIDELITY.md). The one rule for the participants
/// no person answers for: `week`'s and `export`'s.
public enum RequiredDecline {
    /// The Required sensor whose decline ends the sheet: the first, in the sheet's page order,
    /// that is declined; nil when every Required page is allowed.
    public static func endingSheet(pages: [SRSensor], required: Set<SRSensor>, declined: (SRSensor) -> Bool) -> SRSensor? {
        pages.first { required.contains($0) && declined($0) }
    }
}
