import Foundation
import SimCore
import Dossier

/// The `--out` folder of a dossier, made the way an export's is: the dossier is written into a
/// hidden staging folder inside it and moved into place when whole. A folder holding an earlier
/// dossier (its `dossier.json` lists every file it wrote) is replaced: files it listed that the
/// new one does not have are removed, and nothing else. Any other non-empty folder is refused,
/// and so is a file of the user's where the dossier would write one.
///
/// While files are moved, `dossier.json` lists the earlier and the new files and says it is
/// incomplete, so a run killed then leaves a folder the next run still recognises and replaces.
final class DossierDestination {
    let out: String
    /// Where the dossier is written first; removed on every way out.
    let staging: String
    /// Whether this run made `out`: a run that ends without a dataset removes it again (when
    /// empty), so `--out` is as it was.
    private let madeOut: Bool
    /// The files the earlier dossier in `out` lists, relative to it.
    private let earlier: [String]

    static let stagingPrefix = ".consent-sim-dossier-"

    init(out: String) throws(CannotCreateError) {
        self.out = out
        staging = (out as NSString).appendingPathComponent(Self.stagingPrefix + String(getpid()))
        var info = stat()
        madeOut = lstat(out, &info) != 0
        try OutputFile.prepare(folder: out, option: "--out")
        ReplacedFolder.removeAbandonedStaging(in: out, prefix: Self.stagingPrefix)
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).filter { !$0.hasPrefix(Self.stagingPrefix) }
        earlier = entries.isEmpty ? [] : try Self.earlierDossier(in: out)
        do {
            try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: false)
        } catch {
            throw CannotCreateError(path: out, reason: "cannot create a folder in it (\(error.localizedDescription))", option: "--out")
        }
    }

    /// Moves the staged files (`files`, relative paths, `dossier.json` among them) into `out`,
    /// removes what the earlier dossier listed and this one does not, and removes staging.
    /// A file or folder of the user's in the way stops it before anything is moved or removed.
    func publish(_ files: [String]) throws(CannotCreateError) {
        let replaced = Set(earlier)
        try ReplacedFolder.checkNothingInTheWay(files, replaced: replaced, in: out, earlier: "the earlier dossier", needs: "the dossier")
        let manifest = DossierManifest.fileName
        try OutputFile.write(Self.interim(Array(Set(earlier).union(files)).sorted()), to: (out as NSString).appendingPathComponent(manifest))
        for relative in files where relative != manifest { try move(relative) }
        let kept = Set(files)
        ReplacedFolder.remove(earlier.filter { !kept.contains($0) && $0 != manifest }, in: out)
        try move(manifest)
        discard()
    }

    /// Removes the staging folder and all in it (after a failure).
    func discard() {
        try? FileManager.default.removeItem(atPath: staging)
        if madeOut { rmdir(out) }
    }

    private func move(_ relative: String) throws(CannotCreateError) {
        let target = (out as NSString).appendingPathComponent(relative)
        do {
            try FileManager.default.createDirectory(atPath: PathText.folder(of: target), withIntermediateDirectories: true)
        } catch {
            throw CannotCreateError(path: target, reason: "cannot create its folder")
        }
        guard rename((staging as NSString).appendingPathComponent(relative), target) == 0 else {
            throw CannotCreateError(path: target, reason: OutputFile.reason(errno))
        }
    }

    /// The manifest while files move: every file either dossier has, marked incomplete.
    private static func interim(_ files: [String]) -> String {
        let list = files.map { "    \"\(jsonEscaped($0))\"" }.joined(separator: ",\n")
        return "{\n  \"files\" : [\n\(list)\n  ],\n  \"formatVersion\" : \(DossierManifest.currentFormat),\n  \"incomplete\" : true\n}\n"
    }

    private static func jsonEscaped(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// The files the earlier dossier's manifest lists; refuses a folder that holds no dossier.
    private static func earlierDossier(in out: String) throws(CannotCreateError) -> [String] {
        let path = (out as NSString).appendingPathComponent(DossierManifest.fileName)
        struct Listing: Decodable { var formatVersion: Int; var files: [String] }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CannotCreateError(path: out, reason: "it is not empty and holds no \(DossierManifest.fileName) of an earlier dossier; "
                                    + "a dossier replaces only what an earlier dossier wrote, so name an empty or new folder "
                                    + "(one written before dossiers had a dossier.json is not recognised: remove it yourself)", option: "--out")
        }
        guard let listing = try? JSONDecoder().decode(Listing.self, from: data) else {
            throw CannotCreateError(path: path, reason: "it does not list an earlier dossier's files (formatVersion and files); "
                                    + "nothing was replaced, so name an empty or new folder", option: "--out")
        }
        guard listing.formatVersion <= DossierManifest.currentFormat else {
            throw CannotCreateError(path: path, reason: "it is format \(listing.formatVersion), written by a later consent-sim; "
                                    + "this one does not replace it", option: "--out")
        }
        return ReplacedFolder.inside(listing.files)
    }

}
