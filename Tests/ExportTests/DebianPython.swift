import Foundation

/// Runs a script with Debian's own Python, the interpreter `apt-get install python3-avro`
/// provides modules for (a pyenv or venv `python3` earlier on PATH would not have them).
enum DebianPython {
    static let interpreter = "/usr/bin/python3"

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `script` with `arguments`; returns standard output, or throws with standard error.
    static func run(_ script: URL, _ arguments: [String], python: String = interpreter) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw Failure(description: "\(python) is missing: install Debian's python3 (make deps)")
        }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: python)
        p.arguments = [script.path] + arguments
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            throw Failure(description: "\(script.lastPathComponent) failed (\(p.terminationStatus)): "
                          + (String(data: errors, encoding: .utf8) ?? ""))
        }
        return String(data: data, encoding: .utf8) ?? ""
    }
}
