import Foundation

/// Where a scenario may write a file it names (`saveState:`): inside its own folder, reached
/// through real folders only. A scenario anyone sends you must not write where it names, and a
/// symbolic link in its folder (a checkout can hold one) would take a file anywhere.
enum ScenarioFolderPath {
    /// Why `url` (the path as written, `path`) is not inside `folder`, or nil when it is.
    static func problem(_ path: String, url: URL, folder: URL) -> String? {
        let root = folder.standardizedFileURL.path
        guard !path.hasPrefix("/"), url.path.hasPrefix(root + "/") else { return "is outside the scenario's folder" }
        // Every part below the folder that exists is a folder or (the last) a file, never a link.
        var walked = root
        for part in url.path.dropFirst(root.count + 1).split(separator: "/") {
            walked += "/" + part
            if let kind = (try? FileManager.default.attributesOfItem(atPath: walked))?[.type] as? FileAttributeType,
               kind == .typeSymbolicLink {
                return "goes through the symbolic link \(walked.dropFirst(root.count + 1)), which may lead outside the scenario's folder"
            }
        }
        return nil
    }
}
