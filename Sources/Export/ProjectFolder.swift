/// The project id names a folder under `--out` (RADAR's `<projectId>/<userId>/…`), and it comes
/// from the study's `CFBundleIdentifier` or `--project-id`: a file anyone sends must not decide
/// where files go. One check, for the command line and the exporter alike.
public enum ProjectFolder {
    /// Why `id` cannot be one folder's name under the output folder; nil when it can. Beside
    /// it the export writes `participants.csv` and the files `others` names (the command's
    /// manifest): a folder of one of those names would stop the export once it had run.
    public static func problem(_ id: String, besides others: [String] = []) -> String? {
        if id.isEmpty { return "it is empty" }
        if id == "." || id == ".." { return "\"\(id)\" names a folder outside the project's own" }
        if id.contains("/") || id.contains("\\") { return "it contains a path separator" }
        if id.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return "it contains a control character" }
        if id.utf8.count > 255 { return "it is longer than a file name may be (255 bytes)" }
        // Compared without case, as a case-insensitive disk (macOS's, by default) compares names.
        if let file = ([ParticipantsTable.fileName] + others).first(where: { $0.lowercased() == id.lowercased() }) {
            return "it is the name of the export's own \(file) beside the project's folder"
        }
        return nil
    }
}
