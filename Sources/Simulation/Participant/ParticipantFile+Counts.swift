import Foundation

/// The saved participant's whole numbers, read before the rest: Foundation's decoder says only
/// "The given data was not valid JSON." of a number its type cannot hold (`"seed": -5`,
/// `"version": 1.5`), which read as a file cut short, and takes a negative count
/// (`"launches": -1`, then printed as "launched -1 times").
extension ParticipantFile {
    /// What is wrong with the file's `version`, `seed` or `launches`, naming the key; nil when
    /// each is a whole number in range, or is not a number at all (the decoder names those by key path).
    static func countProblem(_ data: Data) -> String? {
        struct Counts: Decodable { var version: Number?; var seed: Number?; var launches: Number? }
        guard let counts = try? JSONDecoder().decode(Counts.self, from: data) else { return nil }
        if let version = counts.version, version.isNumber, (version.whole ?? .max) > UInt64(Int.max) {
            return "version: expected a whole number, the format version (this ConsentSim writes \(ParticipantState.currentVersion)), got \(version.text)"
        }
        if let seed = counts.seed, seed.isNumber, seed.whole == nil {
            return "seed: expected a whole number from 0 to \(UInt64.max), got \(seed.text)"
        }
        if let launches = counts.launches, launches.isNumber, (launches.whole ?? .max) > UInt64(Int.max) {
            return "launches: expected a count of 0 or more, got \(launches.text)"
        }
        return nil
    }

    /// A JSON value as it was written, when it is a number: whole and ≥ 0 (`whole`), or not.
    private struct Number: Decodable {
        var whole: UInt64?
        var text = ""
        var isNumber = true

        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let n = try? c.decode(UInt64.self) { whole = n; text = String(n) }
            else if let n = try? c.decode(Int64.self) { text = String(n) }
            else if let n = try? c.decode(Double.self) { text = n.isFinite && n == n.rounded() && abs(n) < 1e21 ? String(format: "%.0f", n) : String(n) }
            else { isNumber = false }
        }
    }
}
