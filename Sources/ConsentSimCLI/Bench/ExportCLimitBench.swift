import Foundation

/// `export_c_limit_rows_per_s`: the C anchor writes the rows of the export just measured, from
/// their values, into files that must equal the export's byte for byte; its rows per second are
/// the writer's limit the export is held to (target: at least half of it).
enum ExportCLimitBench {
    struct Figure {
        let rows: Int
        let wall: Double
        let cpu: Double
    }

    /// Runs the anchor over the RADAR CSV export in `export`, using `scratch` for its tape and files.
    static func measure(export: String, scratch: String) -> Result<Figure, ExportCLimitAnchor.Missing> {
        let binary: String
        switch ExportCLimitAnchor.locate() {
        case .success(let path): binary = path
        case .failure(let missing): return .failure(missing)
        }
        let tape = scratch + "/c-limit.tape", written = scratch + "/c-limit"
        defer {
            try? FileManager.default.removeItem(atPath: tape)
            try? FileManager.default.removeItem(atPath: written)
        }
        let files: [String]
        do { files = try ExportTape.write(export: export, to: tape) } catch {
            return .failure(.init(description: "the export could not be read back: \(error)"))
        }
        let (status, text) = ExportCLimitAnchor.run(binary, [tape, written])
        let parts = text.split(separator: " ")
        guard status == 0, parts.count == 3, let rows = Int(parts[0]), let wall = Double(parts[1]), let cpu = Double(parts[2]) else {
            return .failure(.init(description: "\(binary) failed (status \(status)): \(text)"))
        }
        for relative in files {
            let a = FileManager.default.contents(atPath: export + "/" + relative)
            let b = FileManager.default.contents(atPath: written + "/" + relative)
            guard a != nil, a == b else {
                return .failure(.init(description: "the anchor's \(relative) differs from the export's, so it did not write the same bytes"))
            }
        }
        return .success(Figure(rows: rows, wall: wall, cpu: cpu))
    }
}
