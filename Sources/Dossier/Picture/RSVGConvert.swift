import Foundation

extension PhonePicture {
    /// Why a PNG could not be made.
    public enum PNGError: Error, CustomStringConvertible, Equatable {
        /// `rsvg-convert` is not on PATH.
        case converterMissing
        /// It ran and failed, with what it said.
        case converterFailed(status: Int32, message: String)

        public var description: String {
            switch self {
            case .converterMissing:
                "rsvg-convert was not found on PATH; PNG pictures need it (Debian and Ubuntu: apt-get install librsvg2-bin; macOS: brew install librsvg)"
            case .converterFailed(let status, let message):
                "rsvg-convert failed (exit status \(status)): \(message.trimmingCharacters(in: .whitespacesAndNewlines))"
            }
        }
    }

    /// `svg` as a PNG `scale` times its size in points, rasterized by `rsvg-convert`.
    public static func png(svg: String, scale: Int = 2) throws(PNGError) -> Data {
        guard let tool = converterPath() else { throw .converterMissing }
        let folder = FileManager.default.temporaryDirectory
        let input = folder.appendingPathComponent("consent-sim-picture-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: input) }
        do { try Data(svg.utf8).write(to: input) } catch {
            throw .converterFailed(status: -1, message: "cannot write its input \(input.lastPathComponent): \(error.localizedDescription)")
        }
        let output = input.deletingPathExtension().appendingPathExtension("png")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--zoom", "\(scale)", "--format", "png", "--output", output.path, input.path]
        let errors = Pipe()
        process.standardError = errors
        do { try process.run() } catch { throw .converterFailed(status: -1, message: error.localizedDescription) }
        // The picture goes to a file, so the one pipe is drained to its end before the wait.
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let png = try? Data(contentsOf: output) else {
            throw .converterFailed(status: process.terminationStatus, message: String(decoding: message, as: UTF8.self))
        }
        return png
    }

    /// The path of `rsvg-convert` on PATH, if it is there.
    static func converterPath() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = String(folder) + "/rsvg-convert"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
