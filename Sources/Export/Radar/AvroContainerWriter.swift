import SimCore

/// An Avro object container file (specification "Object Container Files"): the magic, a
/// metadata map with the schema JSON and the `null` codec, a 16-byte sync marker, then blocks
/// of records each followed by the marker.
///
/// The sync marker is derived from a seed, not random, so the same export gives the same bytes.
final class AvroContainerWriter {
    private let file: AtomicFile
    private let fields: [AvroField]
    private let sync: [UInt8]
    private var block = ByteBuffer()
    private var out = ByteBuffer()
    private var blockCount = 0
    private(set) var records = 0
    /// Records per block (at least): large enough to amortise the block header, small enough to stream.
    static let blockSize = 4096

    convenience init(path: String, schemaJSON: String, fields: [AvroField], seed: UInt64) throws(ExportError) {
        try self.init(AtomicFile(path: path), schemaJSON: schemaJSON, fields: fields, seed: seed)
    }

    init(_ file: AtomicFile, schemaJSON: String, fields: [AvroField], seed: UInt64) throws(ExportError) {
        self.file = file
        self.fields = fields
        var s: [UInt8] = []
        for i in 0..<2 {
            withUnsafeBytes(of: SeededNoise.hash(seed, SeededNoise.streamID("avro.sync"), UInt64(i)).littleEndian) { s += $0 }
        }
        sync = s
        out.append(Array("Obj".utf8) + [1])
        out.avroLong(2)
        out.avroString("avro.schema")
        out.avroBytes(Array(schemaJSON.utf8))
        out.avroString("avro.codec")
        out.avroBytes(Array("null".utf8))
        out.avroLong(0)
        out.append(sync)
        try file.write(&out)
    }

    /// Encodes one record, its values in schema order, onto `out` (a caller's local buffer: a
    /// class property written per record costs a dynamic exclusivity check each time).
    static func encode(_ row: [FieldValue], _ fields: [AvroField], _ out: inout ByteBuffer) {
        for (value, field) in zip(row, fields) { out.avro(value, as: field.type) }
    }

    /// Appends `count` records already encoded in `encoded`, and empties it.
    func append(encoded: inout ByteBuffer, count: Int) throws(ExportError) {
        block.append(encoded.bytes)
        encoded.removeAll()
        blockCount += count
        records += count
        if blockCount >= Self.blockSize { try flush() }
    }

    private func flush() throws(ExportError) {
        guard blockCount > 0 else { return }
        out.avroLong(blockCount)
        out.avroLong(block.count)
        out.append(block.bytes)
        out.append(sync)
        block.removeAll()
        blockCount = 0
        try file.write(&out)
    }

    func commit() throws(ExportError) {
        try flush()
        try file.commit()
    }
}
