import Foundation
import Testing
@testable import StudyConfig

@Suite struct PlistReaderTests {
    /// A binary property list of `objects` (4-byte offsets and references), `top` its root.
    private static func binary(_ objects: [[UInt8]], top: Int) -> Data {
        func be(_ v: Int, _ n: Int) -> [UInt8] { (0..<n).reversed().map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
        var out = Array("bplist00".utf8), offsets: [Int] = []
        for o in objects { offsets.append(out.count); out += o }
        let table = out.count
        for o in offsets { out += be(o, 4) }
        out += [0, 0, 0, 0, 0, 0, 4, 4] + be(objects.count, 8) + be(top, 8) + be(table, 8)
        return Data(out)
    }

    /// An array holding `fan` references to the next, `levels` deep, under a one-key dictionary.
    private static func sharedChain(levels: Int, fan: Int) -> Data {
        func ref(_ i: Int) -> [UInt8] { [0, 0, UInt8(i >> 8), UInt8(i & 0xFF)] }
        var objects = (0..<levels).map { i in [UInt8(0xA0 + fan)] + Array(repeating: ref(i + 1), count: fan).flatMap { $0 } }
        objects.append([0x51] + Array("x".utf8))
        objects.append([0xD1] + ref(levels + 2) + ref(0))
        objects.append([0x51] + Array("A".utf8))
        return binary(objects, top: levels + 1)
    }

    /// 400 bytes whose arrays each hold ten references to the next stand for 10^12 values:
    /// Foundation built them one by one, for minutes and gigabytes. And a binary list nested
    /// 150 deep was read, though an XML one past 100 is refused.
    @Test func aBinaryListThatExpandsPastItsBoundsIsRefusedAtOnce() throws {
        let started = Date()
        do { _ = try PlistDocument.read(Self.sharedChain(levels: 12, fan: 10), file: "App.entitlements"); Issue.record("read") } catch {
            #expect(error.message.hasPrefix("the binary property list refers to its objects so many times over"), "\(error)")
        }
        #expect(Date().timeIntervalSince(started) < 10)
        for levels in [150, 600] {
            do { _ = try PlistDocument.read(Self.sharedChain(levels: levels, fan: 1), file: "App.entitlements"); Issue.record("read") } catch {
                #expect(error.message == "the property list is nested more than 100 levels deep (binary property list)", "\(levels): \(error)")
            }
        }
        // Shared references within the bounds read as before.
        let small = try PlistDocument.read(Self.sharedChain(levels: 3, fan: 3), file: "App.entitlements")
        #expect(small.root.dict?["A"]?.array?.count == 3)
    }

    /// A dictionary whose count is written as 2^62 or more: counting its references doubled the
    /// count and the check ended on an overflow trap, not an error naming the file.
    @Test func aBinaryDictionaryWithAnImpossibleCountIsRefusedNotATrap() {
        let huge: [UInt8] = [0xDF, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        do { _ = try PlistDocument.read(Self.binary([huge], top: 0), file: "App.entitlements"); Issue.record("read") } catch {
            #expect(error.file == "App.entitlements", "\(error)")
            #expect(!error.message.isEmpty)
        }
    }

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
