import Foundation
import Testing
import SensorKitSim
@testable import StudyConfig

/// The bundled heart study keeps My Heart Counts' shape, so flows on it test what that study's
/// participants see: the same sensors in the same order, the same entitlement, lookup keys
/// resolved through a string catalog, Motion & Fitness, and no sensor Required.
@Suite struct HeartStudyShapeTests {
    @Test func itAsksWhatMyHeartCountsAsks() throws {
        let heart = try StudyLoader.load(folder: Repo.study("heart-study"))
        let real = try StudyLoader.load(folder: Repo.realWorld("myheartcounts"))
        #expect(heart.requestedSensors == real.requestedSensors)
        #expect(heart.sheet().map(\.sensor) == real.sheet().map(\.sensor))
        #expect(heart.entitledSensors == real.entitledSensors)
        #expect(heart.usageDetails.map(\.key) == real.usageDetails.map(\.key))
        #expect(!heart.usageDetails.contains(where: \.required) && !real.usageDetails.contains(where: \.required))
        #expect(heart.sheet().firstIndex { $0.sensor == .heartRate } == 8, "heart rate is page 9")
        #expect(heart.sheet().allSatisfy { !TextQuality.looksLikeLookupKey($0.description) })
        #expect(heart.motionUsageDescription != nil && real.motionUsageDescription != nil)
        #expect(ReviewChecklist.check(heart).filter { $0.severity == .error }.isEmpty)
    }
}
