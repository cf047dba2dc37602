import SensorKitSim

/// Where an export's bytes go when it is only measured (its estimate): nowhere, counted per
/// sensor. The shapes write through `AtomicFile` and `Staging` either way, so what is counted is
/// what the same code would have written, and the files named are those it would have made.
final class ExportSink {
    /// The export's folder: files are named relative to it, as its manifest names them.
    let root: String
    /// Bytes each sensor's files would hold.
    private(set) var bytesBySensor: [SRSensor: Int] = [:]
    /// Bytes of files that belong to no sensor (`participants.csv`).
    private(set) var otherBytes = 0
    /// The files each sensor's bytes would go to, relative to `root`.
    private(set) var filesBySensor: [SRSensor: Set<String>] = [:]
    /// The files that belong to no sensor, relative to `root`.
    private(set) var otherFiles: Set<String> = []
    /// Each file's bytes, and its header's, relative to `root`.
    private(set) var bytesByFile: [String: Int] = [:]
    private(set) var headerBytesByFile: [String: Int] = [:]

    init(root: String) { self.root = root }

    /// Counts `bytes` written to the file at `path` (under `root`), one of `sensor`'s.
    func count(_ bytes: Int, for sensor: SRSensor?, in path: String) {
        bytesByFile[relative(path), default: 0] += bytes
        if let sensor { bytesBySensor[sensor, default: 0] += bytes } else { otherBytes += bytes }
    }

    /// Notes the file at `path` (under `root`) that `sensor`'s bytes would go to.
    /// Notes the file at `path` (under `root`) that `sensor`'s bytes would go to, starting with
    /// a header of `header` bytes.
    func opened(_ path: String, for sensor: SRSensor?, header: Int = 0) {
        let relative = relative(path)
        if let sensor { filesBySensor[sensor, default: []].insert(relative) } else { otherFiles.insert(relative) }
        if header > 0 {
            headerBytesByFile[relative] = header
            count(header, for: sensor, in: path)
        }
    }

    private func relative(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}
