import Foundation

/// `export_c_limit_rows_per_s`: the C anchor writes the rows of the export just measured, from
/// their values, into files that must equal the export's byte for byte; its rows per second are
/// the writer's limit the export is held to (target: at least half of it).
///
/// Each writer writes into a page cache as full as the export found it: the export's files are
/// read onto a tape and a digest of each is taken, then removed before the anchor (and the plain
/// loop) write. On this kind of virtual machine a writer that fills memory no earlier writer
/// freed pays several times the system time per byte (a fourth 1.4 GB file in a row took 12× the
/// first's), so an anchor writing beside the export's files measured the machine, not the writer.
enum ExportCLimitBench {
    struct Figure {
        let rows: Int
        let wall: Double
        let cpu: Double
    }

    /// The export's rows on a tape, and what the anchor's files must equal.
    struct Prepared {
        let binary: String
        let tape: String
        let written: String
        /// Each file's path (relative to the export's folder) and digest, in tape order.
        let digests: [(file: String, digest: FileDigest)]

        /// Removes the tape and what the anchor wrote.
        func remove() {
            try? FileManager.default.removeItem(atPath: tape)
            try? FileManager.default.removeItem(atPath: written)
        }
    }

    /// Reads the RADAR CSV export in `export` onto a tape in `scratch` and takes each file's
    /// digest, then removes the export's files.
    static func prepare(export: String, scratch: String) -> Result<Prepared, ExportCLimitAnchor.Missing> {
        defer { try? FileManager.default.removeItem(atPath: export) }
        let binary: String
        switch ExportCLimitAnchor.locate() {
        case .success(let path): binary = path
        case .failure(let missing): return .failure(missing)
        }
        let tape = scratch + "/c-limit.tape", written = scratch + "/c-limit"
        let files: [String]
        do { files = try ExportTape.write(export: export, to: tape) } catch {
            try? FileManager.default.removeItem(atPath: tape)
            return .failure(.init(description: "the export could not be read back: \(error)"))
        }
        var digests: [(file: String, digest: FileDigest)] = []
        for relative in files {
            guard let digest = FileDigest(path: export + "/" + relative) else {
                try? FileManager.default.removeItem(atPath: tape)
                return .failure(.init(description: "the export's \(relative) could not be read back"))
            }
            digests.append((relative, digest))
        }
        return .success(Prepared(binary: binary, tape: tape, written: written, digests: digests))
    }

    /// Runs the anchor over a prepared tape and checks it wrote the export's bytes; removes the
    /// tape and the anchor's files.
    static func measure(_ prepared: Prepared) -> Result<Figure, ExportCLimitAnchor.Missing> {
        defer { prepared.remove() }
        let (status, text) = ExportCLimitAnchor.run(prepared.binary, [prepared.tape, prepared.written])
        let parts = text.split(separator: " ")
        guard status == 0, parts.count == 3, let rows = Int(parts[0]), let wall = Double(parts[1]), let cpu = Double(parts[2]) else {
            return .failure(.init(description: "\(prepared.binary) failed (status \(status)): \(text)"))
        }
        for (relative, digest) in prepared.digests where FileDigest(path: prepared.written + "/" + relative) != digest {
            return .failure(.init(description: "the anchor's \(relative) differs from the export's, so it did not write the same bytes"))
        }
        return .success(Figure(rows: rows, wall: wall, cpu: cpu))
    }
}
