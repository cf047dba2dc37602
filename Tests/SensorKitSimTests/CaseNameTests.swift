import Testing
@testable import SensorKitSim

/// Log and transcript lines name a status or error code by its `description` (the runtime's
/// own printing of a case reads the type's metadata each time): it must be what printing the
/// case gives.
@Suite struct CaseNameTests {
    @Test func statusesAndCodesAreNamedAsPrintingNamesThem() {
        for status in SRAuthorizationStatus.allCases { #expect(status.description == String(describing: status)) }
        for code in SRError.Code.allCases { #expect(code.description == String(describing: code)) }
        #expect(SRAuthorizationStatus.allCases.count == 3 && SRError.Code.allCases.count == 5)
    }

    /// A device kind prints as its case's name, as it did before it described itself.
    @Test func deviceKindsPrintTheirCaseNames() {
        #expect(SRDevice.Kind.allCases.map { "\($0)" } == ["iPhone", "appleWatch"])
    }
}
