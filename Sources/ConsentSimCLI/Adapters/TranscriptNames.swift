import Foundation
import Scenarios

/// Each played case's transcript file, inside the `--transcript` folder, decided before
/// anything plays so no two cases share one.
///
/// A file is named for its scenario file, from the folder all the run's files share
/// (`flow.txt` when they lie in one folder, `a/flow.txt` and `b/flow.txt` for `play a b`), with
/// its combination's label (`flow.de.no-watch.txt`; `PlayCombination.fileName` gives two
/// `--set` values two names). Two cases whose names still meet (`flow.yaml` and `flow.yml` in
/// one folder) are told apart by a number, in the run's order: `flow.txt`, `flow.2.txt`.
struct TranscriptNames {
    private var names: [String: String] = [:]

    private static func key(_ file: String, _ label: String?) -> String { file + "\n" + (label ?? "") }

    /// `cases` are all the run's cases in its order, before the tags and `--shard` choose among
    /// them: the file as reports show it, its path on disk, and its combination's label. So
    /// every CI job given 1/N to N/N names each case's transcript alike, and shards merged
    /// into one folder replace nothing.
    init(_ cases: [(shown: String, url: URL, label: String?)]) {
        let folders = cases.map { $0.url.standardizedFileURL.deletingLastPathComponent().pathComponents }
        var common = folders.first ?? []
        for f in folders.dropFirst() {
            common = Array(zip(common, f).prefix { $0 == $1 }.map(\.0))
        }
        var taken = Set<String>()
        for (c, f) in zip(cases, folders) {
            let key = Self.key(c.shown, c.label)
            guard names[key] == nil else { continue }
            let inner = f.dropFirst(common.count).joined(separator: "/")
            let prefix = inner.isEmpty ? "" : inner + "/"
            let base = prefix + PlayCombination.fileName(Scenario.stem(ofFile: c.url.path), label: c.label)
            var name = base + ".txt", n = 1
            while taken.contains(name) { n += 1; name = base + ".\(n).txt" }
            taken.insert(name)
            names[key] = name
        }
    }

    /// Every transcript file the run writes, relative to the `--transcript` folder.
    var all: [String] { Array(names.values) }

    /// The transcript file of the case of `file` (as reports show it) in `label`'s combination.
    func name(file: String, label: String?) -> String? { names[Self.key(file, label)] }
}
