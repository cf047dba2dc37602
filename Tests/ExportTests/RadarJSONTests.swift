import Foundation
import Testing
@testable import Export

/// The Kafka REST proxy body: inline schemas, records of {key, value} in Avro's JSON encoding.
struct RadarJSONTests {
    @Test func bodiesCarryKeyUnionsSchemasAndEveryRecord() throws {
        let week = ExportFixture.week()
        let (out, summary) = try ExportFixture.export(.radarJSON, week: week)
        defer { ExportFixture.remove(out) }
        let files = ExportFixture.files(out).filter { $0.hasSuffix(".json") }
        #expect(!files.isEmpty)
        var records: [String: Int] = [:]
        for file in files {
            let topicName = String(file.split(separator: "/")[2])
            let topic = try #require(RadarTopic.all.first { $0.topic == topicName })
            let body = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent(file)))
                as? [String: Any])
            #expect(body["value_schema"] as? String == topic.schemaJSON)
            let keySchema = try #require(body["key_schema"] as? String)
            #expect(keySchema.contains("\"name\":\"ObservationKey\""))
            let list = try #require(body["records"] as? [[String: Any]])
            records[topic.sensor.description, default: 0] += list.count
            for r in list {
                let key = try #require(r["key"] as? [String: Any])
                #expect((key["projectId"] as? [String: Any])?["string"] as? String == "org.example.export")
                #expect(key["userId"] is String && key["sourceId"] is String)
                let value = try #require(r["value"] as? [String: Any])
                #expect(Set(value.keys) == Set(topic.fields.map(\.name)))
                if topic.topic == "sensorkit_telephony_speech_metrics" {
                    #expect(value["audioLevelStart"] is NSNull)
                    #expect((value["audioLevelLoudness"] as? [String: Any])?["double"] is Double, "a union is {type: value}")
                }
                if topic.topic == "sensorkit_visits" {
                    #expect(RadarTopic.locationSymbols.contains(value["locationCategory"] as? String ?? ""))
                }
            }
        }
        let counts = ExportFixture.weekCounts(week)
        for topic in RadarTopic.all {
            #expect(records[topic.sensor.description, default: 0] == counts[topic.sensor.description, default: 0])
        }
        #expect(summary.rows == records.values.reduce(0, +))
    }
}
