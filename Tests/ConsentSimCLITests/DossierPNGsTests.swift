import Foundation
import Testing
@testable import ConsentSimCLI

/// The dossier's PNGs are made once per distinct picture, several at a time: each file is its
/// own picture at 2×, and two screens that look the same get the same bytes.
@Suite struct DossierPNGsTests {
    static let converter = ProgramPath.find("rsvg-convert", environment: ProcessInfo.processInfo.environment) != nil

    static func svg(_ width: Int, _ text: String) -> String {
        ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(width)" height="20"><rect width="\##(width)" height="20" fill="#fff"/><text x="2" y="15">\##(text)</text></svg>"##
    }

    /// The width and height a PNG file states in its header.
    static func size(_ png: Data) -> (Int, Int) {
        let bytes = [UInt8](png)
        func be(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be(16), be(20))
    }

    @Test(.enabled(if: converter, "needs rsvg-convert")) func eachPictureGetsItsOwnPNGAndTwinsShareOne() throws {
        let out = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let svgs = ["a.svg": Self.svg(40, "A"), "b.svg": Self.svg(60, "B"), "c.svg": Self.svg(40, "A")]
        let pictures = [(svg: "a.svg", png: "a.png"), (svg: "b.svg", png: "b.png"), (svg: "c.svg", png: "de/c.png")]
        try FileManager.default.createDirectory(at: out.appendingPathComponent("de"), withIntermediateDirectories: true)
        try DossierPNGs.write(pictures, svgs: svgs, into: out, workers: 2)
        let a = try Data(contentsOf: out.appendingPathComponent("a.png"))
        let b = try Data(contentsOf: out.appendingPathComponent("b.png"))
        let c = try Data(contentsOf: out.appendingPathComponent("de/c.png"))
        #expect(Self.size(a) == (80, 40) && Self.size(b) == (120, 40))
        #expect(a == c, "the same picture, the same bytes")
        #expect(a != b)
    }

    @Test(.enabled(if: converter, "needs rsvg-convert")) func aPictureTheConverterRefusesNamesItsPNG() throws {
        let out = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect {
            try DossierPNGs.write([(svg: "x.svg", png: "x.png")], svgs: ["x.svg": "<not svg"], into: out)
        } throws: { error in
            guard let error = error as? CannotCreateError else { return false }
            return error.path.hasSuffix("/x.png") && error.reason.contains("rsvg-convert failed")
        }
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("x.png").path))
    }
}
