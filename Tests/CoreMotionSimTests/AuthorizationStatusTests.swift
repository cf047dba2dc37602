import Testing
@testable import CoreMotionSim

@Test func motionAuthorizationRawValuesMatchApple() {
    #expect(CMAuthorizationStatus.allCases.map(\.rawValue) == [0, 1, 2, 3])
}
