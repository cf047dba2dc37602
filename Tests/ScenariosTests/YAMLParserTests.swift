import Foundation
import Testing
@testable import Scenarios

@Suite struct YAMLParserTests {
    @Test func nodesKeepTheirPositions() throws {
        let yaml = "name: Sleep\nsteps:\n  - launch\n  - allow: accelerometer\n"
        let root = try #require(try YAMLParser.parse(Data(yaml.utf8), file: "s.yaml"))
        #expect(root["name"]?.scalar == "Sleep")
        let steps = try #require(root["steps"]?.sequence)
        #expect(steps[0].scalar == "launch")
        #expect(steps[0].mark == .init(line: 3, column: 5))
        #expect(steps[1]["allow"]?.scalar == "accelerometer")
        #expect(steps[1].mark.line == 4)
    }

    /// A tag was dropped without a word: `expectScreen: !!binary SGk=` looked for the base64
    /// text, and `!custom` on a step passed as if it were not there.
    @Test func tagsAreRefusedWhereTheyAre() {
        for (yaml, line, column, tag) in [("name: t\nsteps:\n  - expectScreen: !!binary SGk=\n", 3, 19, "!!binary"),
                                          ("name: t\nsteps: !custom\n  - launch\n", 2, 8, "!custom"),
                                          ("name: t\nsteps:\n  - !!map {launch: 1}\n", 3, 5, "!!map")] {
            do {
                _ = try YAMLParser.parse(Data(yaml.utf8), file: "t.yaml")
                Issue.record("accepted \(yaml)")
            } catch {
                #expect(error.line == line && error.column == column, "\(error.description)")
                #expect(error.description.contains("tags (\(tag)) are not supported in scenarios"), "\(error.description)")
            }
        }
    }

    /// A tab used to indent was reported in libyaml's words, "found character that cannot
    /// start any token while scanning for the next token", which name no tab.
    @Test func aTabIsNamedAsATab() {
        do {
            _ = try YAMLParser.parse(Data("name: t\nsteps:\n\t- launch\n".utf8), file: "t.yaml")
            Issue.record("accepted")
        } catch {
            #expect(error.line == 3 && error.column == 1, "\(error.description)")
            #expect(error.message == "a tab character here: YAML indents with spaces, never tabs", "\(error.description)")
        }
    }

    @Test func syntaxErrorsNameLineAndColumn() {
        do {
            _ = try YAMLParser.parse(Data("steps:\n  - launch\n - next\n".utf8), file: "bad.yaml")
            Issue.record("accepted")
        } catch {
            #expect(error.file == "bad.yaml")
            #expect(error.line == 3)
            #expect(error.description.hasPrefix("bad.yaml:3:"))
        }
    }

    /// A byte that is not UTF-8 is named at its own line and column: libyaml's reader gives its
    /// offset alone, and every such file was reported at 1:1.
    @Test func aByteThatIsNotUTF8IsNamedWhereItIs() {
        var bytes = Array("name: t\nsteps:\n  - all".utf8)
        bytes += [0xFF] + Array("ow: x\n".utf8)
        do {
            _ = try YAMLParser.parse(Data(bytes), file: "u.yaml")
            Issue.record("accepted")
        } catch {
            #expect(error.line == 3 && error.column == 8, "\(error.description)")
            #expect(error.description.contains("byte 0xFF is not UTF-8"), "\(error.description)")
        }
    }

    /// A sequence cut short (0xC3, then "(") names its lead byte, where it stands: the byte
    /// after it, an ASCII "(", was named as "not UTF-8", one column to the right.
    @Test func aSequenceCutShortNamesItsLeadByte() {
        var bytes = Array("name: t\nsteps:\n  - say: \"".utf8)
        bytes += [0xC3] + Array("(x\"\n".utf8)
        do {
            _ = try YAMLParser.parse(Data(bytes), file: "u.yaml")
            Issue.record("accepted")
        } catch {
            #expect(error.line == 3 && error.column == 11, "\(error.description)")
            #expect(error.description.contains("byte 0xC3 begins a UTF-8 sequence that byte 0x28 does not continue"), "\(error.description)")
            #expect(!error.description.contains("0x28 is not UTF-8"), "\(error.description)")
        }
    }

    /// Anchors are refused wherever they sit: on a scalar, a list or a map.
    @Test(arguments: [("steps: &a [launch]\n", 1, "&a"), ("app: &cfg {fetchLag: 1h}\n", 1, "&cfg"),
                      ("steps:\n  - &s launch\n", 2, "&s")])
    func anchorsAreRefused(yaml: String, line: Int, name: String) {
        do {
            _ = try YAMLParser.parse(Data(yaml.utf8), file: "a.yaml")
            Issue.record("accepted \(yaml)")
        } catch {
            #expect(error.line == line)
            #expect(error.description.contains("anchors (\(name)) are not supported"))
        }
    }

    @Test func emptyDocumentIsNil() throws {
        #expect(try YAMLParser.parse(Data("".utf8), file: "e.yaml") == nil)
    }
}
