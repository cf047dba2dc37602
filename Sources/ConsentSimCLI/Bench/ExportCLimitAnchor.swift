import Foundation

/// The C anchor's executable, `.build/anchors/export-c-limit` in the checkout (where `make
/// bench` builds it), compiled here with `cc` when it is missing or older than its source.
enum ExportCLimitAnchor {
    static let source = "Benchmarks/export_c_limit.c"
    static let executable = ".build/anchors/export-c-limit"

    /// Why there is no anchor to run.
    struct Missing: Error, CustomStringConvertible { let description: String }

    static func locate() -> Result<String, Missing> {
        guard let checkout = checkout() else {
            return .failure(Missing(description: "\(source) not found (run bench from the checkout)"))
        }
        let binary = checkout + "/" + executable, code = checkout + "/" + source
        if modified(binary) >= modified(code), access(binary, X_OK) == 0 { return .success(binary) }
        guard let cc = onPath("cc") else { return .failure(Missing(description: "no cc on PATH to build \(executable)")) }
        guard let runtime = swiftRuntimeFolder() else {
            return .failure(Missing(description: "the Swift runtime library folder is unknown (no libswiftCore loaded, no swift on PATH)"))
        }
        try? FileManager.default.createDirectory(atPath: checkout + "/.build/anchors", withIntermediateDirectories: true)
        let (status, text) = run(cc, ["-O2", "-o", binary, code, "-L" + runtime, "-lswiftCore", "-Wl,-rpath," + runtime])
        guard status == 0 else { return .failure(Missing(description: "cc could not build \(executable): \(text)")) }
        return .success(binary)
    }

    /// The folder holding `source`: the current one or one above this executable, as for the bundled studies.
    private static func checkout() -> String? {
        var candidates = [FileManager.default.currentDirectoryPath]
        var dir = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(dir.path)
            dir = dir.deletingLastPathComponent()
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/" + source) }
    }

    private static func modified(_ path: String) -> Date {
        (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast
    }

    private static func onPath(_ name: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { $0 + "/" + name }.first { access($0, X_OK) == 0 }
    }

    /// The folder of the `libswiftCore` this process runs with, else the one `swift` reports.
    private static func swiftRuntimeFolder() -> String? {
        // A dynamically linked build maps the library; a static one has none to map.
        let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
        if let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
           let slash = line.firstIndex(of: "/") {
            return (String(line[slash...]) as NSString).deletingLastPathComponent
        }
        guard let swift = onPath("swift") else { return nil }
        let (status, text) = run(swift, ["-print-target-info"])
        guard status == 0, let data = text.data(using: .utf8),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let paths = json["paths"] as? [String: Any], let folders = paths["runtimeLibraryPaths"] as? [String] else { return nil }
        return folders.first
    }

    /// Runs `executable` and returns its exit status and what it printed (both streams).
    static func run(_ executable: String, _ arguments: [String]) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
