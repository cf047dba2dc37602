import Foundation
import Testing
@testable import SimCore

/// A version written with its system's name (`iOS 17.4`, as release notes and device pages
/// write it) was refused as "expected an iOS version such as 17.4", leaving the reader to spot
/// the difference; the refusal now names the version meant.
@Suite struct OSVersionNamedTests {
    @Test(arguments: [("iOS 17.4", "17.4"), ("ios17.4", "17.4"), (" iOS 27 ", "27"), ("iPadOS 18.1", "18.1")])
    func aVersionWithItsNameSaysWhichWasMeant(_ text: String, _ meant: String) throws {
        let error = try #require(throws: OSVersion.ParseError.self) { try OSVersion(parsing: text) }
        #expect(error.description == "expected an iOS version such as 17.4, 18 or 27, got \(text) (did you mean \(meant)?)")
    }

    @Test func otherWordsSuggestNothing() throws {
        for text in ["latest", "iOS", "iOS latest"] {
            let error = try #require(throws: OSVersion.ParseError.self) { try OSVersion(parsing: text) }
            #expect(!error.description.contains("did you mean"), "\(text)")
        }
    }
}
