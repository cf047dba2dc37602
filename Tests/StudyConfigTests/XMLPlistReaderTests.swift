import Foundation
import Testing
@testable import StudyConfig

/// What the XML reader does with input Xcode never writes: hostile, hand-edited or damaged files.
@Suite struct XMLPlistReaderTests {
    private func failure(_ xml: String) -> PlistError? {
        do { _ = try PlistDocument.read(Data(xml.utf8), file: "Info.plist"); return nil } catch { return error }
    }

    @Test func fortyThousandNestedArraysAreRefusedWithoutCrashing() throws {
        let depth = 40_000
        let xml = "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</plist>"
        let error = try #require(failure(xml))
        #expect(error.message == "the property list is nested more than 100 levels deep")
        #expect(error.line == 1)
    }

    /// A bad character reference was "a character reference (&#…;) to a character XML does not
    /// allow, or with digits that are not a number": neither which one nor which fault.
    @Test func aBadCharacterReferenceIsNamedWithItsFault() throws {
        func message(_ reference: String) throws -> String {
            try #require(failure("<plist><dict><key>CFBundleName</key>\n<string>Evil\(reference)Red</string></dict></plist>")).message
        }
        #expect(try message("&#x1B;") == "the character reference &#x1B; stands for U+001B, a character XML does not allow "
                + "(no control character but tab, line feed and carriage return); remove it")
        #expect(try message("&#xD800;") == "the character reference &#xD800; stands for U+D800, a character XML does not allow; remove it")
        #expect(try message("&#+5;") == "the character reference &#+5; is not the number of a character (write &#233; or &#xE9; for é)")
        #expect(try #require(failure("<plist><string>&#x1B;</string></plist>")).line == 1)
    }

    /// A number too large for 64 bits was "not a whole number", which sent the reader looking
    /// for a stray character in it.
    @Test func anIntegerTooLargeIsCalledTooLarge() throws {
        let error = try #require(failure("<plist><dict><key>X</key>\n<integer>999999999999999999999999</integer></dict></plist>"))
        #expect(error.message == "<integer> holds 999999999999999999999999, a whole number outside a property list's range (-9223372036854775808 to 9223372036854775807)")
        #expect(error.line == 2)
        #expect(try #require(failure("<plist><integer>12a</integer></plist>")).message == "<integer> holds \"12a\", which is not a whole number")
    }

    @Test func oneHundredLevelsStillLoad() throws {
        let xml = "<plist>" + String(repeating: "<array>", count: 100) + String(repeating: "</array>", count: 100) + "</plist>"
        var node = try PlistDocument.read(Data(xml.utf8), file: "Info.plist").root
        var levels = 1
        while let inner = node.array?.first { node = inner; levels += 1 }
        #expect(levels == 100)
    }

    @Test func entitiesDeclaredInTheDoctypeAreNotExpanded() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-secret-\(UUID().uuidString).txt")
        try Data("TOP SECRET".utf8).write(to: secret)
        defer { try? FileManager.default.removeItem(at: secret) }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist [
              <!ENTITY secret SYSTEM "\(secret.absoluteString)">
              <!ENTITY name "Sleep Study">
            ]>
            <plist version="1.0">
            <dict>
            \t<key>CFBundleDisplayName</key>
            \t<string>&secret;</string>
            </dict>
            </plist>
            """
        let error = try #require(failure(xml))
        #expect(error.line == 9)
        #expect(error.message.hasPrefix("unknown entity &secret;"))
        #expect(failure(xml.replacingOccurrences(of: "&secret;", with: "&name;"))?.message.hasPrefix("unknown entity &name;") == true)
    }

    @Test func nestedEntityExpansionNeverHappens() throws {
        var declarations = "<!ENTITY l0 \"lol\">\n"
        for level in 1...9 { declarations += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">\n" }
        let error = try #require(failure("<!DOCTYPE plist [\n\(declarations)]>\n<plist><string>&l9;</string></plist>"))
        #expect(error.message.hasPrefix("unknown entity &l9;"))
        #expect(error.line == 13)
    }

    @Test func theDTDTheDoctypeNamesIsNotRead() throws {
        let dtd = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-\(UUID().uuidString).dtd")
        try Data("<!ENTITY fromDTD \"read from the DTD\">".utf8).write(to: dtd)
        defer { try? FileManager.default.removeItem(at: dtd) }
        let xml = "<!DOCTYPE plist SYSTEM \"\(dtd.absoluteString)\">\n<plist><string>&fromDTD;</string></plist>"
        #expect(failure(xml)?.message.hasPrefix("unknown entity &fromDTD;") == true)
    }

    @Test func anUnterminatedDoctypeNamesItsLine() throws {
        let error = try #require(failure("<?xml version=\"1.0\"?>\n<!DOCTYPE plist [\n<!ENTITY a \"b\">\n<plist/>"))
        #expect(error.line == 2)
        #expect(error.message.hasPrefix("unterminated <!DOCTYPE>"))
    }

    @Test func aDeclarationAfterBlankLinesOrNamingUTF16StillReads() throws {
        let body = "\n\n<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>a</key>\n\t<string>é</string>\n</dict>\n</plist>\n"
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(body.data(using: .utf16LittleEndian)!)
        for data in [Data(body.utf8), utf16] {
            let entry = try #require(try PlistDocument.read(data, file: "Info.plist").root.dict?.entry("a"))
            #expect(entry.keyLine == 6)
            #expect(entry.node.string == "é")
        }
    }

    @Test func commentsWithDoubleHyphensAreAcceptedAsApplesReaderAcceptsThem() throws {
        let xml = "<plist><dict><!-- old value -- keep --><key>a</key><string>x</string></dict></plist>"
        #expect(try PlistDocument.read(Data(xml.utf8), file: "Info.plist").root.dict?["a"]?.string == "x")
    }

    @Test(arguments: [
        ("<plist>\n<!-- never closed\n<dict>\n</dict>\n</plist>", 2, "unterminated comment"),
        ("<plist>\n<dict\n<key>a</key>\n</dict>\n</plist>", 2, "malformed tag"),
        ("<plist>\n<dict>\n  stray text\n<key>a</key><string/>\n</dict>\n</plist>", 3, "unexpected text \"stray text\" where a tag was expected"),
        ("<plist>\n<string>a\u{1}b</string></plist>", 2, "XML does not allow the character U+0001"),
        ("<plist>\n<string>a &foo; b</string></plist>", 2, "unknown entity &foo;"),
        ("<plist><dict>\n<key>a</key>\n<key>b</key><string/></dict></plist>", 2, "the key \"a\" has no value"),
        ("<plist>\n<key>a</key></plist>", 2, "found a <key> outside a <dict>"),
        ("<plist><array>\n<plist/></array></plist>", 2, "found <plist> inside <array>"),
        ("<plist>\n<true>yes</true></plist>", 2, "unexpected text \"yes\" inside <true/>"),
        ("<plist>\n</plist>", 1, "the <plist> element is empty"),
        ("<plist>\n<date>yesterday</date></plist>", 2, "not an ISO 8601 date"),
        ("<plist>\n<real>1,5</real></plist>", 2, "not a number"),
        ("<plist>\n<data>!!</data></plist>", 2, "not valid base64"),
        ("<plist>\n<dict>\n<key>a</key>\n<string>x</string>\n", 4, "unexpected end of file: the <dict> of line 2 is not closed"),
        ("<plist>\n<array>\n<string>x</array>\n</plist>", 3, "expected </string> to close the <string> of line 3"),
    ])
    func damagedXMLNamesTheLineToEdit(input: String, line: Int, expected: String) throws {
        let error = try #require(failure(input), "accepted \(input)")
        #expect(error.line == line, "\(error)")
        #expect(error.message.contains(expected), "\(error)")
        #expect(error.file == "Info.plist")
    }

    @Test func readingFromManyTasksAtOnceGivesTheSameTree() async throws {
        let data = try Data(contentsOf: Repo.study("sleep-study/Info.plist"))
        let expected = try PlistDocument.read(data, file: "Info.plist").root
        let roots = try await withThrowingTaskGroup(of: PlistNode.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var last = try PlistDocument.read(data, file: "Info.plist").root
                    for _ in 0..<25 { last = try PlistDocument.read(data, file: "Info.plist").root }
                    return last
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(roots.count == 8 && roots.allSatisfy { $0 == expected })
    }
}
