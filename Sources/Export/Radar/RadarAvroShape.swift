import SensorKitSim
import SimCore
import Simulation

/// RADAR-base records as Avro object container files, one per project/user/topic
/// (`<projectId>/<userId>/<topic>.avro`), binary-encoded against the topic's schema.
final class RadarAvroShape: ExportShape {
    private let context: ShapeContext
    private let rows: RadarRows
    private var writers: [String: AvroContainerWriter] = [:]
    /// Reused across results; empty between calls.
    private var buffer = ByteBuffer()
    /// Topics in the order first seen, so files are committed in a stable order.
    private var order: [String] = []

    init(_ context: ShapeContext, quirks: RadarQuirks?) {
        self.context = context
        rows = RadarRows(quirks: quirks)
    }

    func received(_ result: SRFetchResult<AnyObject>, sensor: SRSensor, request: SRFetchRequest,
                  receivedAt: Double) throws(ExportError) -> Int {
        guard let topic = RadarTopic.topic(for: sensor) else { return 0 }
        let writer = try writer(topic)
        var encoded = ByteBuffer(capacity: 0)
        swap(&encoded, &buffer)
        defer { swap(&encoded, &buffer) }
        let fields = topic.fields
        let n = try rows.rows(topic, result, device: request.device, received: receivedAt) { (row) throws(ExportError) in
            AvroContainerWriter.encode(row, fields, &encoded)
        }
        try writer.append(encoded: &encoded, count: n)
        return n
    }

    private func writer(_ topic: RadarTopic) throws(ExportError) -> AvroContainerWriter {
        if let w = writers[topic.topic] { return w }
        let path = [context.out, context.projectId, context.participant.userId, topic.topic + ".avro"].joined(separator: "/")
        let w = try AvroContainerWriter(context.file(path, of: topic.sensor), schemaJSON: topic.schemaJSON, fields: topic.fields,
                                        seed: context.participant.seed ^ SeededNoise.streamID(topic.topic))
        writers[topic.topic] = w
        order.append(topic.topic)
        return w
    }

    func finished(_ record: FetchRecord, request: SRFetchRequest) throws(ExportError) {}

    /// A topic without rows gets a container with its schema and no blocks.
    func commit() throws(ExportError) {
        for sensor in context.sensors {
            if let topic = RadarTopic.topic(for: sensor), writers[topic.topic] == nil { _ = try writer(topic) }
        }
        for topic in order { try writers[topic]!.commit() }
        writers.removeAll()
        order.removeAll()
    }
}
