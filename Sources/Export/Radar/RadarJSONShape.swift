import SensorKitSim
import Simulation

/// The body the phone POSTs to RADAR's Kafka REST proxy (`application/vnd.kafka.avro.v2+json`),
/// one file per fetch batch: `<projectId>/<userId>/<topic>/<batch>.json` holding `key_schema`,
/// `value_schema` and `records` of `{key, value}` in Avro's JSON encoding (unions as
/// `{"type": value}`, enums as symbols).
///
/// The plugin sends schema ids from a registry; without one, the proxy's inline-schema form is used.
final class RadarJSONShape: ExportShape {
    private let context: ShapeContext
    private let rows: RadarRows
    private var file: AtomicFile?
    private var buffer = ByteBuffer()
    private var first = true
    private var batches = 0
    /// Topics with a body so far.
    private var written: Set<String> = []
    private let key: String

    init(_ context: ShapeContext, quirks: RadarQuirks?) {
        self.context = context
        rows = RadarRows(quirks: quirks)
        key = "{\"projectId\":{\"string\":\(JSONText.string(context.projectId))},\"userId\":"
            + "\(JSONText.string(context.participant.userId)),\"sourceId\":\(JSONText.string(context.participant.sourceId))}"
    }

    static let keySchema = "{\"type\":\"record\",\"name\":\"ObservationKey\",\"namespace\":\"org.radarcns.kafka\",\"fields\":["
        + RadarTopic.keyFields.map(\.json).joined(separator: ",") + "]}"

    func received(_ result: SRFetchResult<AnyObject>, sensor: SRSensor, request: SRFetchRequest,
                  receivedAt: Double) throws(ExportError) -> Int {
        guard let topic = RadarTopic.topic(for: sensor) else { return 0 }
        if file == nil {
            batches += 1
            try open(topic, String(format: "%04d", batches) + "_" + request.device.kind.rawValue + ".json")
        }
        let fields = topic.fields, key = key, file = file
        // Locals while rows are written: a class property touched per row costs a dynamic
        // exclusivity check each time.
        var out = ByteBuffer(capacity: 0)
        swap(&out, &buffer)
        defer { swap(&out, &buffer) }
        var first = self.first
        defer { self.first = first }
        return try rows.rows(topic, result, device: request.device, received: receivedAt) { (row) throws(ExportError) in
            if !first { out.append(",\n") }
            first = false
            Self.record(row, key, fields, &out)
            if out.count >= 1 << 16 { try file?.write(&out) }
        }
    }

    private func open(_ topic: RadarTopic, _ name: String) throws(ExportError) {
        file = try context.file([context.out, context.projectId, context.participant.userId, topic.topic, name]
            .joined(separator: "/"), of: topic.sensor)
        written.insert(topic.topic)
        buffer.append("{\"key_schema\":")
        buffer.append(JSONText.string(Self.keySchema))
        buffer.append(",\"value_schema\":")
        buffer.append(JSONText.string(topic.schemaJSON))
        buffer.append(",\"records\":[\n")
        first = true
    }

    /// One `{key, value}` record.
    private static func record(_ row: [FieldValue], _ key: String, _ fields: [AvroField], _ out: inout ByteBuffer) {
        out.append("{\"key\":")
        out.append(key)
        out.append(",\"value\":{")
        for (i, field) in fields.enumerated() {
            if i > 0 { out.byte(UInt8(ascii: ",")) }
            out.byte(UInt8(ascii: "\""))
            out.append(field.name)
            out.append("\":")
            value(row[i], field.type, &out)
        }
        out.append("}}")
    }

    /// A value in Avro's JSON encoding.
    static func value(_ v: FieldValue, _ type: AvroType, _ out: inout ByteBuffer) {
        switch (type, v) {
        case (.nullable, .null): out.append("null")
        case (.nullable(let inner), _):
            out.append("{\"")
            out.append(inner.branchName)
            out.append("\":")
            value(v, inner, &out)
            out.byte(UInt8(ascii: "}"))
        case (.enumeration(_, let symbols), .symbol(let k)): out.append(JSONText.string(symbols[k]))
        case (_, .boolean(let b)): out.append(b ? "true" : "false")
        case (_, .int(let n)): out.decimal(n)
        case (_, .float(let f)): f.isFinite ? out.shortest(f) : out.append("null")
        case (_, .double(let d)): out.append(JSONText.number(d))
        case (_, .string(let s)): out.append(JSONText.string(s))
        default: out.append("null")
        }
    }

    func finished(_ record: FetchRecord, request: SRFetchRequest) throws(ExportError) { try close() }

    private func close() throws(ExportError) {
        guard let f = file else { return }
        buffer.append("\n]}\n")
        try f.write(&buffer)
        try f.commit()
        file = nil
    }

    /// A topic without rows gets one body with no records, `0000_none.json` (no device sent any).
    func commit() throws(ExportError) {
        try close()
        for sensor in context.sensors {
            guard let topic = RadarTopic.topic(for: sensor), !written.contains(topic.topic) else { continue }
            try open(topic, "0000_none.json")
            try close()
        }
    }
}
