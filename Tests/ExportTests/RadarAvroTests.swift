import Foundation
import Testing
@testable import Export

/// Avro container files, read back by Debian's python3-avro and checked against RADAR's schemas.
struct RadarAvroTests {
    @Test func everyFileReadsBackAndMatchesItsSchema() throws {
        let week = ExportFixture.week()
        let (out, summary) = try ExportFixture.export(.radarAvro, week: week)
        defer { ExportFixture.remove(out) }
        let files = ExportFixture.files(out).filter { $0.hasSuffix(".avro") }
        #expect(files.count >= 8)
        let schemas = ExportFixture.fixtures.appendingPathComponent("radar-schemas/commons/passive/apple/sensorkit")
        let output = try DebianPython.run(ExportFixture.fixtures.appendingPathComponent("read_avro.py"),
                                          [schemas.path] + files.map { out.appendingPathComponent($0).path })
        var read: [String: Int] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: " ")
            read[String(parts[0].dropLast(5))] = Int(parts[1])
        }
        #expect(read.count == files.count, "every file was read back")
        let counts = ExportFixture.weekCounts(week)
        for topic in RadarTopic.all where read[topic.topic] != nil {
            #expect(read[topic.topic] == counts[topic.sensor.description], "\(topic.topic): records = week's samples")
            #expect(read[topic.topic] == summary.rowsBySensor[topic.sensor.description])
        }
    }

    @Test func zigZagVarintsAndFloatsAreLittleEndian() {
        var b = ByteBuffer()
        for n in [0, -1, 1, -2, 63, -64, 64, 8192] { b.avroLong(n) }
        #expect(b.bytes == [0x00, 0x01, 0x02, 0x03, 0x7E, 0x7F, 0x80, 0x01, 0x80, 0x80, 0x01])
        b.removeAll()
        b.avroFloat(1)
        b.avroDouble(-2)
        #expect(b.bytes == [0, 0, 0x80, 0x3F, 0, 0, 0, 0, 0, 0, 0, 0xC0])
    }

    @Test func theSyncMarkerFollowsTheSeed() throws {
        let folder = ExportFixture.folder()
        defer { ExportFixture.remove(folder) }
        let path = folder.appendingPathComponent("x.avro").path
        let topic = RadarTopic.all[0]
        for seed: UInt64 in [1, 2] {
            let w = try AvroContainerWriter(path: path + "\(seed)", schemaJSON: topic.schemaJSON, fields: topic.fields, seed: seed)
            try w.commit()
        }
        let a = try Data(contentsOf: URL(fileURLWithPath: path + "1")), b = try Data(contentsOf: URL(fileURLWithPath: path + "2"))
        #expect(a.prefix(4) == Data("Obj".utf8 + [1]))
        #expect(a.suffix(16) != b.suffix(16))
        #expect(a.dropLast(16) == b.dropLast(16))
    }
}
