import Foundation
import SensorKitSim
import Simulation

/// RADAR-base's restructured CSV (radar-output-restructure): one folder per
/// project/user/topic, one file per UTC hour of `value.time` named `yyyyMMdd_HH00.csv`, the
/// key and value records flattened with dots in schema order, enums as symbols, nulls empty.
final class RadarCSVShape: ExportShape {
    private let context: ShapeContext
    private let staging: Staging
    private let rows: RadarRows
    private var streams: [String: Stream] = [:]
    private var buffer = ByteBuffer()
    /// The stream whose rows `buffer` holds.
    private var buffered: Stream?
    /// `projectId,userId,sourceId,` as bytes: the same on every row.
    private let keyPrefix: [UInt8]

    /// One topic's open hour file.
    private final class Stream {
        let topic: RadarTopic
        let symbols: [[String]?]
        let header: [UInt8]
        var hour = Int.min
        var relative = ""
        var handle: UnsafeMutablePointer<FILE>?
        init(_ topic: RadarTopic) {
            self.topic = topic
            symbols = topic.fields.map { if case .enumeration(_, let s) = $0.type { s } else { nil } }
            let columns = RadarTopic.keyFields.map { "key." + $0.name } + topic.fields.map { "value." + $0.name }
            header = Array((columns.joined(separator: ",") + "\n").utf8)
        }
    }

    init(_ context: ShapeContext, quirks: RadarQuirks?) throws(ExportError) {
        self.context = context
        staging = try Staging(root: context.out, name: context.participant.userId)
        rows = RadarRows(quirks: quirks)
        var prefix = ByteBuffer(capacity: 128)
        Self.text(context.projectId, &prefix)
        prefix.byte(UInt8(ascii: ","))
        Self.text(context.participant.userId, &prefix)
        prefix.byte(UInt8(ascii: ","))
        Self.text(context.participant.sourceId, &prefix)
        prefix.byte(UInt8(ascii: ","))
        keyPrefix = prefix.bytes
    }

    func received(_ result: SRFetchResult<Any>, sensor: SRSensor, request: SRFetchRequest,
                  receivedAt: Double) throws(ExportError) -> Int {
        guard let topic = RadarTopic.topic(for: sensor) else { return 0 }
        let stream = streams[topic.topic] ?? { let s = Stream(topic); streams[topic.topic] = s; return s }()
        return try rows.rows(topic, result, device: request.device, received: receivedAt) { (r) throws(ExportError) in
            try self.write(r.row, stream)
        }
    }

    private func write(_ row: [FieldValue], _ stream: Stream) throws(ExportError) {
        guard case .double(let time) = row[0] else { return }
        let hour = Int((time / 3600).rounded(.down))
        if stream !== buffered, let previous = buffered, let h = previous.handle {
            try staging.write(&buffer, to: h, previous.relative)
        }
        buffered = stream
        if hour != stream.hour { try switchHour(stream, hour, time) }
        buffer.append(keyPrefix)
        for i in row.indices {
            if i > 0 { buffer.byte(UInt8(ascii: ",")) }
            switch row[i] {
            case .null: break
            case .boolean(let b): buffer.append(b ? "true" : "false")
            case .int(let n): buffer.decimal(n)
            case .float(let f): buffer.shortest(f)
            case .double(let d): buffer.shortest(d)
            case .string(let s): Self.text(s, &buffer)
            case .symbol(let k): buffer.append(stream.symbols[i]![k])
            }
        }
        buffer.byte(UInt8(ascii: "\n"))
        if buffer.count >= 1 << 16, let h = stream.handle { try staging.write(&buffer, to: h, stream.relative) }
    }

    private func switchHour(_ stream: Stream, _ hour: Int, _ time: Double) throws(ExportError) {
        try close(stream)
        stream.hour = hour
        stream.relative = [context.projectId, context.participant.userId, stream.topic.topic,
                           UTCText.hourFileName(time) + ".csv"].joined(separator: "/")
        stream.handle = try staging.open(stream.relative, header: stream.header)
    }

    private func close(_ stream: Stream) throws(ExportError) {
        guard let h = stream.handle else { return }
        try staging.write(&buffer, to: h, stream.relative)
        fclose(h)
        stream.handle = nil
        stream.hour = Int.min
    }

    func finished(_ record: FetchRecord, request: SRFetchRequest) throws(ExportError) {
        for stream in streams.values { try close(stream) }
    }

    func commit() throws(ExportError) {
        for stream in streams.values { try close(stream) }
        try staging.commit()
    }

    /// A CSV cell: quoted when it holds a comma, quote or line break (RFC 4180).
    static func text(_ s: String, _ out: inout ByteBuffer) {
        guard s.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 10 || $0 == 13 }) else {
            out.append(s)
            return
        }
        out.byte(UInt8(ascii: "\""))
        for b in s.utf8 {
            if b == UInt8(ascii: "\"") { out.byte(b) }
            out.byte(b)
        }
        out.byte(UInt8(ascii: "\""))
    }
}
