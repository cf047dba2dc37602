import Foundation
import Export

/// A RADAR CSV export read back into the values of its rows: the tape the C anchor writes the
/// same files from (its layout is described in `Benchmarks/export_c_limit.c`). Numbers are
/// parsed back from their text, which round-trips, so the anchor's bytes can match the export's.
enum ExportTape {
    struct Failure: Error, CustomStringConvertible { let description: String }

    /// Writes the tape of every `<projectId>/<userId>/<topic>/<hour>.csv` under `root` to
    /// `tape`; returns those files, relative to `root`, in tape order.
    static func write(export root: String, to tape: String) throws -> [String] {
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".csv") && $0.split(separator: "/").count == 4 }.sorted()
        guard let file = fopen(tape, "wb") else { throw Failure(description: "cannot write \(tape): \(String(cString: strerror(errno)))") }
        defer { fclose(file) }
        var out: [UInt8] = []
        out.reserveCapacity(1 << 21)
        for relative in files {
            let topicName = relative.split(separator: "/")[2]
            guard let topic = RadarTopic.all.first(where: { $0.topic == topicName }) else {
                throw Failure(description: "\(relative): no RADAR topic \(topicName)")
            }
            let types = RadarTopic.keyFields.map(\.type) + topic.fields.map(\.type)
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: root + "/" + relative)))
            try bytes.withUnsafeBufferPointer { raw in
                try rows(raw, types: types, relative: relative, &out) { if $0.count >= 1 << 20 { flush(&$0, file) } }
            }
        }
        out.append(UInt8(ascii: "Z"))
        flush(&out, file)
        return files
    }

    private static func flush(_ out: inout [UInt8], _ file: UnsafeMutablePointer<FILE>) {
        out.withUnsafeBytes { _ = fwrite($0.baseAddress, 1, $0.count, file) }
        out.removeAll(keepingCapacity: true)
    }

    /// One file: its path, header and key prefix, then each row's cells after the key.
    private static func rows(_ text: UnsafeBufferPointer<UInt8>, types: [AvroType], relative: String, _ out: inout [UInt8],
                             _ written: (inout [UInt8]) -> Void) throws {
        guard let headerEnd = text.firstIndex(of: 10) else { throw Failure(description: "\(relative): no header line") }
        let keyCells = RadarTopic.keyFields.count
        var at = headerEnd + 1
        // Every row of one file has the same key (one participant): the prefix is the first row's.
        var prefixEnd = at
        for _ in 0..<keyCells { prefixEnd = cellEnd(text, prefixEnd) + 1 }
        let prefix = Array(text[min(at, text.count)..<min(prefixEnd, text.count)])
        out.append(UInt8(ascii: "F"))
        bytes(Array(relative.utf8), &out)
        bytes(Array(text[0...headerEnd]), &out)
        bytes(prefix, &out)
        while at < text.count {
            guard text.count - at >= prefix.count, prefix.elementsEqual(text[at..<(at + prefix.count)]) else {
                throw Failure(description: "\(relative): a row at byte \(at) does not start with the file's key")
            }
            at += prefix.count
            for type in types[keyCells...] {
                let end = cellEnd(text, at)
                try cell(text, at, end, type, relative, &out)
                at = end + 1
            }
            guard text[at - 1] == 10 else { throw Failure(description: "\(relative): a row at byte \(at) has more cells than its topic") }
            out.append(UInt8(ascii: "e"))
            written(&out)
        }
    }

    /// Where the cell starting at `start` ends: its comma or line break (a quoted cell may hold both).
    private static func cellEnd(_ text: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
        var i = start
        if i < text.count, text[i] == UInt8(ascii: "\"") {
            i += 1
            while i < text.count {
                if text[i] == UInt8(ascii: "\"") {
                    if i + 1 < text.count, text[i + 1] == UInt8(ascii: "\"") { i += 2; continue }
                    i += 1
                    break
                }
                i += 1
            }
        }
        while i < text.count, text[i] != UInt8(ascii: ","), text[i] != 10 { i += 1 }
        return i
    }

    private static func cell(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ type: AvroType, _ relative: String,
                             _ out: inout [UInt8]) throws {
        let chars = UnsafeRawPointer(text.baseAddress! + start).assumingMemoryBound(to: CChar.self)
        switch type {
        case .nullable(let inner):
            if start == end { out.append(UInt8(ascii: "n")) } else { try cell(text, start, end, inner, relative, &out) }
        case .double:
            out.append(UInt8(ascii: "d"))
            withUnsafeBytes(of: strtod(chars, nil)) { out.append(contentsOf: $0) }
        case .float:
            out.append(UInt8(ascii: "f"))
            withUnsafeBytes(of: strtof(chars, nil)) { out.append(contentsOf: $0) }
        case .int:
            out.append(UInt8(ascii: "i"))
            withUnsafeBytes(of: Int64(strtoll(chars, nil, 10))) { out.append(contentsOf: $0) }
        case .string, .boolean, .enumeration:
            guard end - start <= Int(UInt16.max) else { throw Failure(description: "\(relative): a cell of \(end - start) bytes") }
            out.append(UInt8(ascii: "s"))
            withUnsafeBytes(of: UInt16(end - start)) { out.append(contentsOf: $0) }
            out.append(contentsOf: text[start..<end])
        }
    }

    private static func bytes(_ b: [UInt8], _ out: inout [UInt8]) {
        withUnsafeBytes(of: UInt32(b.count)) { out.append(contentsOf: $0) }
        out.append(contentsOf: b)
    }
}
