import Foundation

/// The public symbols of one built module, read with `swift-symbolgraph-extract` from the
/// `.swiftmodule` the build left in `.build`: nothing is compiled here.
///
/// One line per symbol, `Path.to.member(_:) | declaration`, and one per conformance or base
/// class, `Type | conforms to P`. Members the compiler synthesizes (`!=`, `hashValue`, the
/// `OptionSet` algebra) are left out: the conformance line stands for them.
struct SymbolGraph {
    /// What stops the symbols being read, worded for the person running the tests.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Marker protocols every type gets; listing them would only add noise.
    private static let implied: Set<String> = ["Copyable", "Escapable", "BitwiseCopyable", "SendableMetatype"]

    /// What Foundation's root class conforms to, which every `NSObject` subclass repeats.
    private static let objectConformances: [String: Set<String>] = [
        "NSObject": ["NSObjectProtocol", "CustomDebugStringConvertible", "CustomStringConvertible", "Equatable",
                     "Hashable", "CVarArg"],
    ]

    let lines: [String]

    init(module: String, packageRoot: URL) throws {
        let modules = try Self.modulesDirectory(containing: module, packageRoot: packageRoot)
        let tool = try Self.extractor()
        let out = FileManager.default.temporaryDirectory
            .appendingPathComponent("public-api-\(module)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }

        var arguments = ["-module-name", module, "-I", modules.path, "-minimum-access-level", "public",
                         "-output-dir", out.path]
        let cache = modules.deletingLastPathComponent().appendingPathComponent("ModuleCache")
        arguments += ["-module-cache-path", FileManager.default.fileExists(atPath: cache.path) ? cache.path : out.path]
        // The package's C modules (ncurses, libyaml), which a module that imports them needs to load.
        let sources = packageRoot.appendingPathComponent("Sources")
        for dir in (try? FileManager.default.contentsOfDirectory(atPath: sources.path))?.sorted() ?? [] {
            let map = sources.appendingPathComponent(dir).appendingPathComponent("module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) { arguments += ["-Xcc", "-fmodule-map-file=" + map.path] }
        }
        if let sdk = ProcessInfo.processInfo.environment["SDKROOT"] { arguments += ["-sdk", sdk] }

        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let log = out.appendingPathComponent("extract.log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw Failure(description: "cannot create \(log.path)")
        }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try? handle.close()
        guard process.terminationStatus == 0 else {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw Failure(description: "\(tool.path) failed on \(module) (exit \(process.terminationStatus)):\n\(text)")
        }

        let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
            .filter { $0 == "\(module).symbols.json" || ($0.hasPrefix("\(module)@") && $0.hasSuffix(".symbols.json")) }
        guard !files.isEmpty else { throw Failure(description: "\(tool.path) wrote no symbol graph for \(module)") }
        var lines: [String] = []
        for file in files {
            let graph = try JSONDecoder().decode(Graph.self, from: Data(contentsOf: out.appendingPathComponent(file)))
            lines += Self.lines(of: graph)
        }
        self.lines = lines.sorted()
    }

    private static func lines(of graph: Graph) -> [String] {
        var paths: [String: String] = [:]
        var lines: [String] = []
        for symbol in graph.symbols where !symbol.identifier.precise.contains("::SYNTHESIZED::") {
            let path = symbol.pathComponents.joined(separator: ".")
            paths[symbol.identifier.precise] = path
            var declaration = symbol.declarationFragments.map(\.spelling).joined()
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
            // An open class says so: a team's test double subclasses it from its own module.
            if symbol.accessLevel == "open" && symbol.kind.identifier == "swift.class" { declaration = "open " + declaration }
            let isDefault = symbol.swiftExtension?.typeKind == "swift.protocol"
            lines.append("\(path) | \(isDefault ? "default " : "")\(declaration)")
        }
        // A subclass repeats every conformance of its base; only the ones it adds are listed.
        var conformances: [String: Set<String>] = [:]
        var base: [String: String] = [:]
        for relation in graph.relationships {
            guard let source = paths[relation.source] else { continue }
            let target = paths[relation.target]
                ?? relation.targetFallback.map { String($0.split(separator: ".").last ?? Substring($0)) }
                ?? relation.target
            switch relation.kind {
            case "conformsTo" where !implied.contains(target): conformances[source, default: []].insert(target)
            case "inheritsFrom": base[source] = target
            default: continue
            }
        }
        for (type, protocols) in conformances {
            let inherited = base[type].map { conformances[$0] ?? (Self.objectConformances[$0] ?? []) } ?? []
            lines += protocols.subtracting(inherited).map { "\(type) | conforms to \($0)" }
        }
        lines += base.map { "\($0.key) | inherits from \($0.value)" }
        return lines
    }

    // MARK: Finding the build and the tool

    /// The build's `Modules` folder: beside the running test binary, or under the package's `.build`.
    private static func modulesDirectory(containing module: String, packageRoot: URL) throws -> URL {
        var candidates: [URL] = []
        if let dir = ProcessInfo.processInfo.environment["PUBLIC_API_MODULES"] { candidates.append(URL(fileURLWithPath: dir)) }
        var binaries = [URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()]
        binaries += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        for binary in binaries {
            var dir = binary.deletingLastPathComponent()
            for _ in 0..<4 {
                candidates += [dir.appendingPathComponent("Modules"), dir]
                dir = dir.deletingLastPathComponent()
            }
        }
        let build = packageRoot.appendingPathComponent(".build")
        for triple in ((try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []).sorted() {
            candidates.append(build.appendingPathComponent(triple).appendingPathComponent("debug/Modules"))
        }
        let name = module + ".swiftmodule"
        if let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.appendingPathComponent(name).path) }) {
            return found
        }
        throw Failure(description: "no \(name) found beside the test binary or under \(build.path); build first "
                      + "(swift build --build-tests), or set PUBLIC_API_MODULES to the folder holding it")
    }

    /// `swift-symbolgraph-extract`: `SWIFT_SYMBOLGRAPH_EXTRACT`, else on `PATH`, else beside `swiftc` or `swift`.
    private static func extractor() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["SWIFT_SYMBOLGRAPH_EXTRACT"] {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw Failure(description: "SWIFT_SYMBOLGRAPH_EXTRACT is \(path), which is not an executable")
            }
            return URL(fileURLWithPath: path)
        }
        let dirs = (environment["PATH"] ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        let name = "swift-symbolgraph-extract"
        var candidates = dirs.map { $0.appendingPathComponent(name) }
        for driver in ["swiftc", "swift"] {
            for dir in dirs where FileManager.default.isExecutableFile(atPath: dir.appendingPathComponent(driver).path) {
                candidates.append(dir.appendingPathComponent(driver).resolvingSymlinksInPath()
                    .deletingLastPathComponent().appendingPathComponent(name))
            }
        }
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) { return found }
        throw Failure(description: "\(name) is not on PATH or beside swiftc; it ships with the Swift toolchain. "
                      + "Set SWIFT_SYMBOLGRAPH_EXTRACT to its path to run the public-API check")
    }

    // MARK: The JSON, as much of it as the list needs

    private struct Graph: Decodable {
        let symbols: [Symbol]
        let relationships: [Relationship]
    }

    private struct Symbol: Decodable {
        struct Identifier: Decodable { let precise: String }
        struct Fragment: Decodable { let spelling: String }
        struct Extension: Decodable { let typeKind: String? }
        let identifier: Identifier
        let pathComponents: [String]
        let declarationFragments: [Fragment]
        let swiftExtension: Extension?
        struct Kind: Decodable { let identifier: String }
        let kind: Kind
        /// "open" or "public": the declaration's fragments leave `open` out.
        let accessLevel: String?
    }

    private struct Relationship: Decodable {
        let kind: String
        let source: String
        let target: String
        let targetFallback: String?
    }
}
