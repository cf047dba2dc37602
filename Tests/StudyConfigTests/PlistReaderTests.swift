import Foundation
import Testing
@testable import StudyConfig

@Suite struct PlistReaderTests {
    @Test func xmlValuesCarryTheirLines() throws {
        let xml = Good.info().document
        let doc = try PlistDocument.read(Data(xml.utf8), file: "Info.plist")
        let detail = try #require(doc.root.dict?.entry("NSSensorKitUsageDetail"))
        #expect(doc.format == .xml)
        #expect(detail.keyLine == 13)
        #expect(detail.node.dict?.entry("SRSensorUsageMotion")?.keyLine == 15)
        #expect(detail.node.dict?["SRSensorUsageMotion"]?.dict?["Required"]?.bool == true)
    }

    @Test func entitiesCdataAndEmptyStrings() throws {
        let xml = "<plist><dict><key>a</key><string>Tom &amp; Jerry &#233; &#x263A;</string><key>b</key><string/><key>c</key><string><![CDATA[<x>]]></string></dict></plist>"
        let d = try #require(try PlistDocument.read(Data(xml.utf8), file: "x").root.dict)
        #expect(d["a"]?.string == "Tom & Jerry é ☺")
        #expect(d["b"]?.string == "")
        #expect(d["c"]?.string == "<x>")
    }

    @Test func malformedXMLNamesTheLine() throws {
        let url = Repo.study("invalid/malformed-xml/Info.plist")
        #expect(throws: PlistError.self) { try PlistDocument.read(contentsOf: url, file: "Info.plist") }
        do { _ = try PlistDocument.read(contentsOf: url, file: "Info.plist") } catch {
            #expect(error.line == 6)
            #expect(error.description.hasPrefix("Info.plist:6: "))
        }
    }

    @Test(arguments: [
        ("", "the file is empty"),
        ("<plist><dict><key>a</key></dict></plist>", "the key \"a\" has no value"),
        ("<plist><dict><string>x</string></dict></plist>", "found <string> inside <dict> where a <key> was expected"),
        ("<plist><dict><key>a</key><yes/></dict></plist>", "unknown tag <yes>"),
        ("<plist><dict><key>a</key><integer>1.5</integer></dict></plist>", "not a whole number"),
        ("<plist><dict><key>a</key><string>x</dict></plist>", "expected </string>"),
        ("<plist><dict>", "unexpected end of file"),
        ("hello", "not an XML or binary property list"),
        ("<plist><dict/></plist><x/>", "after the end of the property list"),
        ("<plist><dict><key>a</key><string>a & b</string></dict></plist>", "malformed entity"),
    ])
    func badXMLGetsAClearMessage(input: String, expected: String) {
        do {
            _ = try PlistDocument.read(Data(input.utf8), file: "Info.plist")
            Issue.record("accepted \(input)")
        } catch {
            #expect(error.message.contains(expected), "\(error.message)")
        }
    }

    @Test func binaryPlistsLoad() throws {
        let url = Repo.study("mobility-study/MobilityStudy.entitlements")
        let doc = try PlistDocument.read(contentsOf: url, file: "MobilityStudy.entitlements")
        #expect(doc.format == .binary)
        #expect(doc.root.dict?[Study.entitlementKey]?.array?.compactMap(\.string).contains("pedometer") == true)
    }

    @Test func truncatedBinaryPlistIsReported() throws {
        let data = try Data(contentsOf: Repo.study("mobility-study/MobilityStudy.entitlements"))
        #expect(throws: PlistError.self) { try PlistDocument.read(data.prefix(data.count / 2), file: "E.entitlements") }
    }

    @Test func hugeFilesAreRefused() {
        let big = Data(repeating: 0x20, count: 10 * 1024 * 1024)
        do { _ = try PlistDocument.read(big, file: "Info.plist"); Issue.record("accepted 10 MB") } catch {
            #expect(error.message.contains("10.0 MB"))
        }
    }

    @Test func utf16XMLIsRead() throws {
        var data = Data([0xFF, 0xFE])
        data.append(Good.info().document.data(using: .utf16LittleEndian)!)
        let doc = try PlistDocument.read(data, file: "Info.plist")
        #expect(doc.root.dict?["CFBundleDisplayName"]?.string == "Good Study")
    }
}
