import Foundation
import SensorKitSim
import SimCore

/// A participant's output, written into a hidden staging folder and moved into place file by
/// file when the participant is done, so files that grow across fetches (an hour of
/// accelerometer data from the iPhone, then from the Watch) still appear whole.
final class Staging {
    let root: String
    private let stage: String
    /// Relative paths created, in creation order.
    private var created: [String] = []
    private var known: Set<String> = []
    /// When the export is only measured: each file's sensor, and where its bytes are counted
    /// (the files opened are the null device's).
    private let sink: ExportSink?
    private var sensors: [String: SRSensor] = [:]

    init(root: String, name: String, sink: ExportSink? = nil) throws(ExportError) {
        self.root = root
        self.sink = sink
        stage = root + "/.staging-" + name
        if sink == nil { try? FileManager.default.removeItem(atPath: stage) }
    }

    /// Opens `relative` (one of `sensor`'s files) for appending; a new file starts with `header`.
    func open(_ relative: String, header: [UInt8], of sensor: SRSensor) throws(ExportError) -> UnsafeMutablePointer<FILE> {
        if let sink {
            if known.insert(relative).inserted {
                sink.opened(root + "/" + relative, for: sensor, header: header.count)
            }
            sensors[relative] = sensor
            guard let h = fopen(Self.nullDevice, "wb") else { throw .cannotCreate(Self.nullDevice, String(cString: strerror(errno))) }
            return h
        }
        let path = stage + "/" + relative
        let isNew = known.insert(relative).inserted
        if isNew {
            created.append(relative)
            let folder = PathText.folder(of: path)
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                throw .cannotCreate(root + "/" + relative, "cannot create its folder")
            }
        }
        guard let h = fopen(path, isNew ? "wb" : "ab") else {
            throw .cannotCreate(root + "/" + relative, String(cString: strerror(errno)))
        }
        if isNew, !header.isEmpty { fwrite(header, 1, header.count, h) }
        return h
    }

    /// Writes `buffer` to `handle` and empties it.
    func write(_ buffer: inout ByteBuffer, to handle: UnsafeMutablePointer<FILE>, _ relative: String) throws(ExportError) {
        guard buffer.count > 0 else { return }
        if let sink { sink.count(buffer.count, for: sensors[relative], in: root + "/" + relative) }
        let n = buffer.bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) }
        guard n == buffer.count else { throw .cannotCreate(root + "/" + relative, String(cString: strerror(errno))) }
        buffer.removeAll()
    }

    /// Where a measured export's files go (`sink`): nowhere.
    #if os(Windows)
    private static let nullDevice = "NUL"
    #else
    private static let nullDevice = "/dev/null"
    #endif

    /// Moves every staged file into place (each by one rename) and removes the staging folder.
    func commit() throws(ExportError) {
        if sink != nil { return known.removeAll() }
        for relative in created {
            let target = root + "/" + relative
            let folder = PathText.folder(of: target)
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                throw .cannotCreate(target, "cannot create its folder")
            }
            guard rename(stage + "/" + relative, target) == 0 else {
                throw .cannotCreate(target, String(cString: strerror(errno)))
            }
        }
        try? FileManager.default.removeItem(atPath: stage)
        created.removeAll()
        known.removeAll()
    }
}
