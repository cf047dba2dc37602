/// The project id names a folder under `--out` (RADAR's `<projectId>/<userId>/…`), and it comes
/// from the study's `CFBundleIdentifier` or `--project-id`: a file anyone sends must not decide
/// where files go. One check, for the command line and the exporter alike.
public enum ProjectFolder {
    /// Why `id` cannot be one folder's name under the output folder; nil when it can.
    public static func problem(_ id: String) -> String? {
        if id.isEmpty { return "it is empty" }
        if id == "." || id == ".." { return "\"\(id)\" names a folder outside the project's own" }
        if id.contains("/") || id.contains("\\") { return "it contains a path separator" }
        if id.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return "it contains a control character" }
        if id.utf8.count > 255 { return "it is longer than a file name may be (255 bytes)" }
        return nil
    }
}
