import Testing
@testable import CoreMotionSim

@Test func motionAuthorizationRawValuesMatchApple() {
    #expect(CMAuthorizationStatus.allCases.map(\.rawValue) == [0, 1, 2, 3])
}

/// The log names a status by its `description`; it must be what printing the case gives.
@Test func motionAuthorizationIsNamedAsPrintingNamesIt() {
    for status in CMAuthorizationStatus.allCases { #expect(status.description == String(describing: status)) }
}
