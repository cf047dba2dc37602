import Foundation
import Testing
@testable import Export

/// The exporter's field lists are RADAR-Schemas' own: names, order and types.
struct RadarSchemaTests {
    static let folder = ExportFixture.fixtures.appendingPathComponent("radar-schemas/commons/passive/apple/sensorkit")

    static func typeJSON(_ t: Any) -> String {
        if let s = t as? String { return "\"\(s)\"" }
        if let a = t as? [Any] { return "[" + a.map(typeJSON).joined(separator: ",") + "]" }
        if let d = t as? [String: Any], d["type"] as? String == "enum" {
            let symbols = (d["symbols"] as? [String] ?? []).map { "\"\($0)\"" }.joined(separator: ",")
            return "{\"type\":\"enum\",\"name\":\"\(d["name"] as? String ?? "")\",\"symbols\":[\(symbols)]}"
        }
        return "?"
    }

    @Test func everyTopicMatchesItsPublishedSchema() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".avsc") }
        #expect(files.count == 12)
        #expect(Set(files.map { String($0.dropLast(5)) }) == Set(RadarTopic.all.map(\.topic)))
        for topic in RadarTopic.all {
            let data = try Data(contentsOf: Self.folder.appendingPathComponent(topic.topic + ".avsc"))
            let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(schema["name"] as? String == topic.record)
            #expect(schema["namespace"] as? String == RadarTopic.namespace)
            let fields = try #require(schema["fields"] as? [[String: Any]])
            #expect(fields.map { $0["name"] as? String ?? "" } == topic.fields.map(\.name), "\(topic.topic)")
            #expect(fields.map { Self.typeJSON($0["type"]!) } == topic.fields.map(\.type.json), "\(topic.topic)")
        }
    }

    @Test func theKeyIsObservationKey() throws {
        let url = ExportFixture.fixtures.appendingPathComponent("radar-schemas/commons/kafka/observation_key.avsc")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let fields = try #require(schema["fields"] as? [[String: Any]])
        #expect(fields.map { $0["name"] as? String ?? "" } == RadarTopic.keyFields.map(\.name))
        #expect(fields.map { Self.typeJSON($0["type"]!) } == RadarTopic.keyFields.map(\.type.json))
    }
}
