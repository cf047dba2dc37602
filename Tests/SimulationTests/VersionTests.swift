import Testing
@testable import Simulation

@Test func versionIsSemantic() {
    #expect(ConsentSimVersion.string.split(separator: ".").count == 3)
}
