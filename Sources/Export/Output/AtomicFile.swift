import Foundation
import SensorKitSim

/// An output file written through a hidden temporary beside it and renamed into place when
/// complete, so a reader never sees half a file. Bytes are flushed in large chunks.
public final class AtomicFile {
    public let path: String
    private let temporary: String
    private var handle: UnsafeMutablePointer<FILE>?
    public private(set) var bytesWritten = 0
    /// When the export is only measured: where the bytes are counted instead, and for which sensor.
    private let sink: ExportSink?
    private let sensor: SRSensor?

    /// Creates the file's folder and opens its temporary; throws `ExportError.cannotCreate`.
    public convenience init(path: String) throws(ExportError) { try self.init(path: path, sensor: nil, sink: nil) }

    /// With a `sink`, nothing is created: the bytes written are counted there for `sensor`.
    init(path: String, sensor: SRSensor?, sink: ExportSink?) throws(ExportError) {
        self.path = path
        self.sink = sink
        self.sensor = sensor
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        temporary = folder + "/." + url.lastPathComponent + ".partial"
        if let sink {
            sink.opened(path, for: sensor)
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreate(path, "cannot create its folder")
        }
        guard let h = fopen(temporary, "wb") else { throw .cannotCreate(path, String(cString: strerror(errno))) }
        handle = h
    }

    /// Appends the buffer's bytes and empties it.
    public func write(_ buffer: inout ByteBuffer) throws(ExportError) {
        if let sink {
            sink.count(buffer.count, for: sensor, in: path)
            bytesWritten += buffer.count
            return buffer.removeAll()
        }
        guard let handle, buffer.count > 0 else { return }
        let n = buffer.bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) }
        guard n == buffer.count else { throw .cannotCreate(path, String(cString: strerror(errno))) }
        bytesWritten += n
        buffer.removeAll()
    }

    /// Closes the temporary and renames it into place.
    public func commit() throws(ExportError) {
        guard let h = handle else { return }
        handle = nil
        guard fclose(h) == 0, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw .cannotCreate(path, String(cString: strerror(errno)))
        }
    }

    /// Drops the temporary (after an error elsewhere).
    public func discard() {
        if let h = handle { fclose(h); unlink(temporary) }
        handle = nil
    }

    deinit { discard() }
}
