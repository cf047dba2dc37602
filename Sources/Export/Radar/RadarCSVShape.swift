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
    /// Topics with a file so far.
    private var written: Set<String> = []
    /// Reused across results; empty between calls.
    private var buffer = ByteBuffer()
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
        staging = try Staging(root: context.out, name: context.participant.userId, sink: context.sink)
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

    func received(_ result: SRFetchResult<AnyObject>, sensor: SRSensor, request: SRFetchRequest,
                  receivedAt: Double) throws(ExportError) -> Int {
        guard let topic = RadarTopic.topic(for: sensor) else { return 0 }
        let stream = streams[topic.topic] ?? { let s = Stream(topic); streams[topic.topic] = s; return s }()
        // The buffer and the hour are locals while rows are written: a class property touched
        // per row costs a dynamic exclusivity check each time.
        var out = ByteBuffer(capacity: 0)
        swap(&out, &buffer)
        defer { swap(&out, &buffer) }
        var hour = stream.hour
        let key = keyPrefix, symbols = stream.symbols
        var cell = ByteBuffer(capacity: 64)
        Self.text(request.device.model, &cell)
        let device = cell.bytes
        let n = try rows.rows(topic, result, device: request.device, received: receivedAt) { (row) throws(ExportError) in
            guard case .double(let time) = row[0] else { return }
            let h = Int((time / 3600).rounded(.down))
            if h != hour {
                try self.switchHour(stream, h, time, &out)
                hour = h
            }
            Self.format(row, key, device, symbols, &out)
            if out.count >= 1 << 16 { try self.staging.write(&out, to: stream.handle!, stream.relative) }
        }
        if let h = stream.handle { try staging.write(&out, to: h, stream.relative) }
        return n
    }

    /// One CSV line: the key's cells, then the value's in schema order. `device` is the third
    /// value's cell (every topic's `device`), quoted once per result rather than per row.
    @inline(__always)
    private static func format(_ row: [FieldValue], _ key: [UInt8], _ device: [UInt8], _ symbols: [[String]?],
                               _ out: inout ByteBuffer) {
        out.append(key)
        for i in row.indices {
            if i > 0 { out.byte(UInt8(ascii: ",")) }
            switch row[i] {
            case .null: break
            case .boolean(let b): out.append(b ? "true" : "false")
            case .int(let n): out.decimal(n)
            case .float(let f): out.shortest(f)
            case .double(let d): out.shortest(d)
            case .string(let s): if i == 2 { out.append(device) } else { text(s, &out) }
            case .symbol(let k): out.append(symbols[i]![k])
            }
        }
        out.byte(10)
    }

    /// Moves `stream` to the file of `hour`, after writing what `out` holds to the previous one.
    private func switchHour(_ stream: Stream, _ hour: Int, _ time: Double, _ out: inout ByteBuffer) throws(ExportError) {
        if let h = stream.handle { try staging.write(&out, to: h, stream.relative) }
        try close(stream)
        stream.hour = hour
        stream.relative = [context.projectId, context.participant.userId, stream.topic.topic,
                           UTCText.hourFileName(time) + ".csv"].joined(separator: "/")
        stream.handle = try staging.open(stream.relative, header: stream.header, of: stream.topic.sensor)
        written.insert(stream.topic.topic)
    }

    private func close(_ stream: Stream) throws(ExportError) {
        guard let h = stream.handle else { return }
        fclose(h)
        stream.handle = nil
        stream.hour = Int.min
    }

    func finished(_ record: FetchRecord, request: SRFetchRequest) throws(ExportError) {
        for stream in streams.values { try close(stream) }
    }

    /// A topic without rows gets its header alone, in the file of the hour the participant's
    /// days begin (radar-output-restructure writes no file for an hour without records).
    func commit() throws(ExportError) {
        for stream in streams.values { try close(stream) }
        var none = ByteBuffer(capacity: 0)
        for sensor in context.sensors {
            guard let topic = RadarTopic.topic(for: sensor), !written.contains(topic.topic) else { continue }
            let stream = Stream(topic)
            try switchHour(stream, 0, context.window.start, &none)
            try close(stream)
        }
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
