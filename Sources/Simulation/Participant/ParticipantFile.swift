import Foundation
import StudyConfig
import SimCore
import SensorKitSim
import CoreMotionSim

/// Reads and writes saved participants. A write goes to a temporary file in the same folder
/// and is renamed over the old one, so a crash or kill -9 mid-write leaves the previous file
/// whole. A file that is not a saved participant, is cut short, comes from a later format or
/// from another app is refused, naming the file and what is wrong, and is never written over
/// by the run that refused it.
public enum ParticipantFile {
    /// What is wrong with a state file, with its path.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let path: String
        public let message: String
        /// `path: message`; the message alone when no path was given.
        public var description: String { path.isEmpty ? message : "\(path): \(message)" }
        package init(path: String, message: String) { self.path = path; self.message = message }
    }

    /// The largest state file read: a participant is a few kilobytes, whatever they did.
    static let maximumBytes = 16 << 20

    public static func read(_ path: String) throws(Problem) -> ParticipantState {
        // InputFile names a FIFO, a device or a broken link before reading, which would hang or fill memory.
        let data: Data
        do { data = try InputFile.read(URL(fileURLWithPath: path), limit: maximumBytes) } catch {
            throw Problem(path: path, message: "cannot be read: \(error.message)")
        }
        return try decode(data, path: path)
    }

    static func decode(_ data: Data, path: String) throws(Problem) -> ParticipantState {
        guard !data.isEmpty else { throw Problem(path: path, message: "empty: not a saved participant (truncated?)") }
        // The format and version first, so a later format is named as such, not as broken JSON.
        struct Header: Decodable { var format: String?; var version: Int? }
        let header: Header
        do { header = try JSONDecoder().decode(Header.self, from: data) } catch {
            // A number Int cannot hold (`"version": 1.5`) fails as if the text did not parse.
            if let problem = countProblem(data) ?? outOfRangeNumberProblem(data) { throw Problem(path: path, message: problem) }
            // Only text that does not parse is cut short or corrupt; whole JSON of another shape is named by its key.
            if case .dataCorrupted(let c)? = error as? DecodingError, c.codingPath.isEmpty {
                throw Problem(path: path, message: "not a saved participant: not whole JSON (\(reason(error))); truncated or corrupt?")
            }
            throw Problem(path: path, message: "not a saved participant: \(reason(error))")
        }
        guard header.format == ParticipantState.formatName else {
            throw Problem(path: path, message: "not a saved participant: \"format\" is \(header.format.map { "\"\($0)\"" } ?? "missing"), expected \"\(ParticipantState.formatName)\"")
        }
        guard let version = header.version else { throw Problem(path: path, message: "\"version\" is missing") }
        guard version <= ParticipantState.currentVersion else {
            throw Problem(path: path, message: "saved in format version \(version) by a later ConsentSim; this one reads up to version \(ParticipantState.currentVersion)")
        }
        guard version >= 1 else { throw Problem(path: path, message: "\"version\" is \(version); versions start at 1") }
        if let problem = countProblem(data) { throw Problem(path: path, message: problem) }
        let state: ParticipantState
        do { state = try JSONDecoder().decode(ParticipantState.self, from: data) } catch {
            // `"clock": 1e400` fails as if the text did not parse, naming no key.
            if let problem = outOfRangeNumberProblem(data) { throw Problem(path: path, message: problem) }
            throw Problem(path: path, message: "not a saved participant: \(reason(error))")
        }
        // The clock is where the phone resumes: the same dates a scenario's start: accepts.
        guard state.clock.isFinite, VirtualClock.supportedStarts.contains(state.clockDate) else {
            throw Problem(path: path, message: "clock: \(state.clock) is not a date \(VirtualClock.supportedStartsText) (seconds since 2001-01-01 UTC)")
        }
        // What resuming would refuse is refused here too, so `consent-sim state` never prints it as whole.
        if let problem = state.app.nameProblem { throw Problem(path: path, message: problem) }
        if let ios = state.ios {
            do throws(OSVersion.ParseError) { _ = try OSVersion(parsing: ios) } catch { throw Problem(path: path, message: "ios: \(error)") }
        }
        if let lang = state.lang, !LanguageTag.isWellFormed(lang) { throw Problem(path: path, message: "lang: \"\(lang)\": \(LanguageTag.notWellFormed)") }
        do { _ = try state.sensorKit.checked(now: state.clock) } catch { throw Problem(path: path, message: error.message) }
        do { _ = try state.motion.checked(now: state.clock) } catch { throw Problem(path: path, message: error.message) }
        return state
    }

    /// Whether `path` holds no participant yet, so a run sets up a new one there: nothing is at
    /// it, or it is a symbolic link to a file that does not exist yet, which the first save
    /// creates (the link kept, as every output's is). A looping link is not: reading it says so.
    public static func isNew(_ path: String) -> Bool {
        !InputFile.exists(URL(fileURLWithPath: InputFile.linkTarget(path)))
    }

    /// Writes `state` whole or not at all (temporary file, then rename).
    /// What is already at `path` is replaced only when it is a saved participant: never a FIFO,
    /// a device or another file that happens to have the name. A symbolic link is followed, as
    /// every output's is: the saved participant it names is replaced and the link kept (the
    /// resumed participant was read through it, and a refused save lost the whole session); a
    /// link to a file that does not exist yet creates it.
    public static func write(_ state: ParticipantState, to path: String) throws(Problem) {
        guard !path.isEmpty else {
            throw Problem(path: path, message: "no file named: give the path of the file to write the saved participant to")
        }
        let target = InputFile.linkTarget(path)
        // The permissions of the file replaced, which the new one keeps.
        var kept: mode_t?
        if !isNew(path) {
            var info = stat()
            if lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                let inside = URL(fileURLWithPath: path).appendingPathComponent("participant.json").path
                throw Problem(path: path, message: "is a folder; name the file to write the saved participant to (\(inside))")
            }
            guard lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                throw Problem(path: path, message: "not a regular file (a looping link, a FIFO or a device); a saved participant is written only as a file of its own")
            }
            do { _ = try read(target) } catch {
                throw Problem(path: path, message: "holds something other than a saved participant (\(error.message)); it is left as it is")
            }
            kept = info.st_mode & 0o7777
        }
        let encoder = ToolJSON.encoder()
        do {
            var data = try encoder.encode(state)
            data.append(0x0A)
            if let kept { try replace(target, with: data, mode: kept) } else { try data.write(to: URL(fileURLWithPath: target), options: .atomic) }
        } catch {
            // Foundation's words for a missing folder ("The file doesn't exist") name no folder.
            let folder = URL(fileURLWithPath: target).deletingLastPathComponent()
            var isFolder: ObjCBool = false
            if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
                throw Problem(path: path, message: "cannot be written: its folder \(folder.path) does not exist")
            }
            if !isFolder.boolValue {
                throw Problem(path: path, message: "cannot be written: \(folder.path) is a file, not a folder")
            }
            throw Problem(path: path, message: "cannot be written: \(error.localizedDescription)")
        }
    }

    /// What a key of `type` holds, in the file's words (`"ios": 26` is "a string such as \"17.4\"").
    private static func expected(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string in quotes"
        case is Bool.Type: return "true or false"
        case is Double.Type: return "a number"
        case is Int.Type, is UInt64.Type: return "a whole number"
        case is [Any].Type: return "a list [...]"
        default: return type == [String: Any].self ? "an object {...}" : "a JSON \(type)"
        }
    }

    /// A decoding error as a key path and what was wrong.
    private static func reason(_ error: Error) -> String {
        func path(_ keys: [CodingKey]) -> String { keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".") }
        switch error as? DecodingError {
        case .keyNotFound(let key, let c)?: return "\(path(c.codingPath + [key])) is missing"
        case .typeMismatch(_, let c)? where c.codingPath.isEmpty: return "the file is not a JSON object {…} (\(c.debugDescription))"
        case .typeMismatch(let type, let c)?: return "\(path(c.codingPath)): expected \(expected(type))"
        case .valueNotFound(let type, let c)?: return "\(path(c.codingPath)) is null; expected \(expected(type))"
        case .dataCorrupted(let c)?: return c.codingPath.isEmpty ? c.debugDescription : "\(path(c.codingPath)): \(c.debugDescription)"
        default: return "\(error)"
        }
    }
}
