import Testing
@testable import SensorKitSim

@Suite struct CatalogTests {
    @Test func catalogHasEverySensorOnce() {
        #expect(SensorCatalog.all.count == 24)
        #expect(Set(SensorCatalog.all.map(\.sensor)).count == 24)
        #expect(Set(SensorCatalog.all.map(\.swiftName)).count == 24)
    }

    @Test func motionSensorsShareOneUsageKey() {
        #expect(Set(SensorCatalog.sensors(forUsageDetailKey: "SRSensorUsageMotion")) == [.accelerometer, .rotationRate])
        #expect(SensorCatalog.info(for: .messagesUsageReport)?.usageDetailKey == "SRSensorUsageMessageUsage")
        #expect(SensorCatalog.info(for: .ambientPressure)?.usageDetailKey == "SRSensorUsageElevation")
    }

    @Test func appleDocumentsThirteenEntitlementValuesPlusEcgAndPpg() {
        let documented = Set(SensorCatalog.documentedEntitlementValues)
        #expect(documented == ["on-wrist", "ambient-light-sensor", "motion-accelerometer", "motion-rotation-rate", "visits",
                               "pedometer", "device-usage", "messages-usage", "phone-usage", "keyboard-metrics",
                               "speech-metrics-telephony", "speech-metrics-siri", "ambient-pressure", "ecg", "ppg"])
        #expect(SensorCatalog.sensors(forEntitlement: "ECG") == [.electrocardiogram])
        #expect(SensorCatalog.info(for: .heartRate)?.entitlementCertainty == .observed)
    }

    @Test func watchOnlySensors() {
        let watchOnly = Set(SensorCatalog.all.filter(\.isWatchOnly).map(\.sensor))
        #expect(watchOnly == [.onWristState, .wristTemperature, .heartRate, .electrocardiogram, .photoplethysmogram])
    }

    @Test func deletionRecordStreamMapsBack() {
        let t = SRSensor.accelerometer.deletionRecords
        #expect(t?.parentSensor == .accelerometer)
        #expect(t?.deletionRecords == nil)
        #expect(t?.description == "accelerometer.deletionRecords")
    }
}
