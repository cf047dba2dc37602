import Foundation

/// Finds scenario files: each path is a `.yaml`/`.yml` file or a folder searched recursively.
public enum ScenarioFiles {
    public static func find(_ paths: [String]) -> (files: [URL], missing: [String]) {
        var files: [URL] = []
        var missing: [String] = []
        let fm = FileManager.default
        for p in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: p, isDirectory: &isDir) else { missing.append(p); continue }
            let url = URL(fileURLWithPath: p)
            if !isDir.boolValue { files.append(url); continue }
            let found = (fm.enumerator(at: url, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
                .filter { ["yaml", "yml"].contains($0.pathExtension) }
                .sorted { $0.path < $1.path }
            files += found
        }
        return (files, missing)
    }
}
