import Foundation
import Testing
@testable import StudyConfig

/// The XML reader gives the values Foundation's own property list reader (Core Foundation's, the
/// code iOS runs) gives for the same file: every XML property list in the repository, and
/// inputs that use the corners of XML a hand-edited file may reach.
@Suite struct XMLPlistAgreementTests {
    static let corners: [String] = [
        "<plist><string>a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;</string></plist>",
        "<plist><string>&#233;&#xE9;&#x1F600;&#10;</string></plist>",
        "<plist><string><![CDATA[<raw> & text]]></string></plist>",
        "<plist><string>before<![CDATA[ inside ]]>after</string></plist>",
        "<plist>\r\n<dict>\r\n\t<key>a</key>\r\n\t<string>one\r\ntwo\rthree</string>\r\n</dict>\r\n</plist>\r\n",
        "<plist><dict><!-- a -- comment --><key>k</key><!-- between --><integer> 42</integer></dict></plist>",
        "<?xml version='1.0' encoding='UTF-8'?><plist version='1.0'><array><true/><false/><array/><dict/></array></plist>",
        "<plist version=\"1.0\" ><dict ><key >a</key ><string/></dict ></plist >",
        "\u{FEFF}<?xml version=\"1.0\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist><real>-2.5e3</real></plist>",
        "<plist><dict><key>a&amp;b</key><string>x > y</string><key>a&amp;b</key><string>later</string></dict></plist>",
        "<plist><array><integer>-7</integer><integer>0x1F</integer><real>.5</real><date>2026-01-02T03:04:05Z</date><data>\n  AAEC\n  Aw==\n</data></array></plist>",
        // An impossible date rolls over in Core Foundation's reader (2 March): the phone reads it so.
        "<plist><array><date>2026-02-30T00:00:00Z</date><date>2026-03-02T24:00:00Z</date></array></plist>",
        "<plist><?custom instruction?><string>é ü ß 日本</string></plist>\n<!-- trailing comment -->\n",
    ]

    @Test(arguments: corners)
    func aCornerOfXMLReadsAsFoundationReadsIt(_ xml: String) throws {
        let data = Data(xml.utf8)
        #expect(try Canonical.ours(data) == Canonical.foundations(data))
    }

    @Test func everyXMLPropertyListInTheRepositoryReadsAsFoundationReadsIt() throws {
        var checked = 0
        for folder in ["Scenarios", "Examples", "Tests"] {
            let root = Repo.root.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where ["plist", "entitlements"].contains(url.pathExtension) {
                guard let data = try? Data(contentsOf: url), !data.starts(with: Array("bplist".utf8)),
                      (try? PropertyListSerialization.propertyList(from: data, format: nil)) != nil else { continue }
                // A file the tests keep damaged on purpose is refused by both; the rest must agree.
                guard let ours = try? Canonical.ours(data) else { continue }
                #expect(ours == (try Canonical.foundations(data)), "\(url.path)")
                checked += 1
            }
        }
        #expect(checked >= 20)
    }
}

/// One text for a property list's values, whichever reader read them (lines left out).
private enum Canonical {
    static func ours(_ data: Data) throws -> String {
        text(try PlistDocument.read(data, file: "test.plist").root)
    }

    static func foundations(_ data: Data) throws -> String {
        text(any: try PropertyListSerialization.propertyList(from: data, format: nil))
    }

    static func text(_ node: PlistNode) -> String {
        switch node.value {
        case .string(let s): "s(\(s))"
        case .integer(let i): "i(\(i))"
        case .real(let r): "r(\(r))"
        case .bool(let b): "b(\(b))"
        case .date(let d): "t(\(d.timeIntervalSinceReferenceDate))"
        case .data(let d): "d(\(d.base64EncodedString()))"
        case .array(let items): "[" + items.map(text).joined(separator: ",") + "]"
        case .dict(let dict):
            // Foundation keeps the last of a repeated key, as lookups here do.
            "{" + Set(dict.keys).sorted().map { "\($0)=\(text(dict[$0]!))" }.joined(separator: ",") + "}"
        }
    }

    static func text(any object: Any) -> String {
        switch object {
        case let b as Bool where type(of: object) == Bool.self: return "b(\(b))"
        case let s as String: return "s(\(s))"
        case let n as NSNumber:
            let kind = String(cString: n.objCType)
            if kind == "d" || kind == "f" { return "r(\(n.doubleValue))" }
            if kind == "c" || kind == "B" { return "b(\(n.boolValue))" }
            return "i(\(n.int64Value))"
        case let d as Date: return "t(\(d.timeIntervalSinceReferenceDate))"
        case let d as Data: return "d(\(d.base64EncodedString()))"
        case let a as [Any]: return "[" + a.map { text(any: $0) }.joined(separator: ",") + "]"
        case let d as [String: Any]: return "{" + d.keys.sorted().map { "\($0)=\(text(any: d[$0]!))" }.joined(separator: ",") + "}"
        default: return "?(\(object))"
        }
    }
}
