import Foundation
import Export
import SimCore

/// The `--out` folder of an export: the dataset is written into a hidden staging folder inside
/// it and moved into place only when whole, and a manifest lists what was moved, so that
/// `--force` later removes exactly that and nothing of the user's.
///
/// A dataset in `--out` is therefore whole, or (only when the process is killed, or a rename
/// fails, while files are being moved, which takes one rename each) marked `status: incomplete`
/// in the manifest. With `--force`, the earlier export stays until the new one is whole in
/// staging and every place it goes to has been checked: a refusal, a failure or a signal before
/// that leaves `--out` as it was.
final class ExportDestination {
    /// The folder the user named.
    let out: String
    /// Where the exporter writes; removed on every way out.
    let staging: String
    /// Whether this run made `out`: a run that ends without a dataset removes it again (when
    /// empty), so `--out` is as it was.
    private let madeOut: Bool
    /// The files the earlier export's manifest lists (relative to `out`), replaced by `publish`.
    private let earlier: [String]

    /// The manifest's name inside `--out`.
    static let manifestName = ExportManifest.fileName
    /// The staging folder's name before its process id, so a leftover of a killed export is known.
    static let stagingPrefix = ".consent-sim-export-"

    /// Makes `out` ready: creates it, refuses it when it holds anything unless `force` (then
    /// reads what the last export's manifest lists, which `publish` replaces, and only that), and
    /// creates the staging folder. Failures name `--out`.
    init(out: String, force: Bool) throws(CannotCreateError) {
        self.out = out
        staging = (out as NSString).appendingPathComponent(Self.stagingPrefix + String(getpid()))
        var info = stat()
        madeOut = lstat(out, &info) != 0
        try OutputFile.prepare(folder: out, option: "--out")
        do throws(CannotCreateError) {
            Self.removeAbandonedStaging(in: out)
            earlier = try Self.replaced(in: out, force: force)
            do {
                try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: false)
            } catch {
                throw CannotCreateError(path: out, reason: "cannot create a folder in it (\(error.localizedDescription))")
            }
        } catch {
            throw CannotCreateError(path: error.path, reason: error.reason, option: "--out")
        }
    }

    /// A message or path with the staging folder named as the user knows it, `--out`.
    func shown(_ text: String) -> String { text.replacingOccurrences(of: staging, with: out) }

    /// Removes the earlier export (with `--force`), then moves every staged file to the same
    /// place under `--out`, listing it in the manifest first (as incomplete until the last one is
    /// moved), then removes the staging folder. Nothing of the user's is replaced: a file already
    /// at one of the places, or a file where one of their folders must go, stops the export
    /// before anything is removed or moved.
    func publish() throws(CannotCreateError) {
        let files = Self.files(under: staging)
        let replaced = Set(earlier)
        try ReplacedFolder.checkNothingInTheWay(files, replaced: replaced, in: out, earlier: "an earlier export", needs: "the export")
        Self.remove(earlier, in: out)
        try writeManifest(files, complete: false)
        for relative in files {
            let target = (out as NSString).appendingPathComponent(relative)
            let folder = PathText.folder(of: target)
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                throw CannotCreateError(path: target, reason: "cannot create its folder")
            }
            guard rename((staging as NSString).appendingPathComponent(relative), target) == 0 else {
                throw CannotCreateError(path: target, reason: OutputFile.reason(errno))
            }
        }
        try writeManifest(files, complete: true)
        discard()
    }

    /// Removes the staging folder and all in it (after a failure or a signal).
    func discard() {
        try? FileManager.default.removeItem(atPath: staging)
        if madeOut { rmdir(out) }
    }

    private func writeManifest(_ files: [String], complete: Bool) throws(CannotCreateError) {
        try OutputFile.write(ExportManifest.text(files, complete: complete), to: (out as NSString).appendingPathComponent(Self.manifestName))
    }

    /// Every regular file under `folder`, relative to it, sorted.
    private static func files(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            if walker.fileAttributes?[.type] as? FileAttributeType == .typeRegular { files.append(relative) }
        }
        return files.sorted()
    }

    /// What an export into `out` replaces (with `force`, the files an earlier export's manifest
    /// lists), or why it is refused: the export's check, and `--dry-run`'s, which writes nothing
    /// (a killed export's staging folder, which the export removes first, does not count).
    static func replaced(in out: String, force: Bool) throws(CannotCreateError) -> [String] {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? [])
            .filter { !ReplacedFolder.isAbandonedStaging($0, prefix: stagingPrefix) }
        if entries.isEmpty { return [] }
        guard force else {
            throw CannotCreateError(path: out, reason: "it is not empty; name an empty or new folder, "
                                    + "or give --force to replace the export written there before")
        }
        return try earlierExport(in: out)
    }

    /// Why an export into `out` would be refused, as far as `--dry-run` can tell without writing:
    /// a file where `out` or one of its folders must go (which the export's `OutputFile.makeFolder`
    /// refuses), then what `replaced` refuses.
    static func checkedWithoutWriting(_ out: String, force: Bool) throws(CannotCreateError) {
        var made = out.hasPrefix("/") ? "/" : ""
        for part in out.split(separator: "/") {
            made += (made.isEmpty || made.hasSuffix("/") ? "" : "/") + part
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: made, isDirectory: &isFolder) else { return }
            guard isFolder.boolValue else { throw CannotCreateError(path: made, reason: "it exists and is not a folder") }
        }
        _ = try replaced(in: out, force: force)
    }

    /// The files the manifest in `out` lists (relative to it); refuses a folder without one,
    /// which holds nothing an export wrote.
    private static func earlierExport(in out: String) throws(CannotCreateError) -> [String] {
        let manifest = (out as NSString).appendingPathComponent(manifestName)
        guard let text = try? String(contentsOfFile: manifest, encoding: .utf8) else {
            throw CannotCreateError(path: out, reason: "it is not empty and has no \(manifestName) listing an earlier export; "
                                    + "--force removes only what an export wrote, so name an empty or new folder")
        }
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), !line.hasPrefix("status: ") else { return nil }
            // A manifest is ours, but a hand-edited one must not reach outside `out`.
            let relative = String(line)
            guard !relative.hasPrefix("/"), !relative.split(separator: "/").contains("..") else { return nil }
            return relative
        }
    }

    /// Removes `files` (an earlier export's, relative to `out`), the folders that leaves empty,
    /// and the manifest.
    private static func remove(_ files: [String], in out: String) {
        guard !files.isEmpty else { return }
        ReplacedFolder.remove(files, in: out)
        unlink((out as NSString).appendingPathComponent(manifestName))
    }

    /// Removes staging folders left in `out` by exports that were killed (their process gone).
    private static func removeAbandonedStaging(in out: String) { ReplacedFolder.removeAbandonedStaging(in: out, prefix: stagingPrefix) }
}
