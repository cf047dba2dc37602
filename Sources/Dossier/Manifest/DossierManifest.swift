import Foundation
import StudyConfig
import SimCore

/// `dossier.json`: what a dossier shows, machine-readable, and the files it wrote. A later
/// `dossier --against` compares with it, and a later `dossier` into the same folder replaces
/// exactly the files it lists. Keys are sorted and nothing depends on the clock, so the same
/// inputs give the same bytes.
public struct DossierManifest: Codable, Sendable, Equatable {
    /// Raised when the layout changes in a way an older reader would misread.
    public static let currentFormat = 1
    public static let fileName = "dossier.json"

    public struct App: Codable, Sendable, Equatable {
        public var name: String
        public var bundleIdentifier: String
        public var version: String?
        public var fingerprint: String
    }

    /// How the phone was set up, so a comparison can say when two dossiers were made differently.
    public struct Setup: Codable, Sendable, Equatable {
        public var ios: String
        public var watchPaired: Bool
        public var depth: Int
        public init(ios: String, watchPaired: Bool, depth: Int) { self.ios = ios; self.watchPaired = watchPaired; self.depth = depth }
    }

    /// One screen: its key (the same screen in another version of the study has the same key)
    /// and every text on it.
    public struct Screen: Codable, Sendable, Equatable {
        /// What distinguishes the screen, in parts; a part `sensor:RAW:…` belongs to one sensor.
        public var key: [String]
        /// Its page, `screen-N.html`, inside the language's folder.
        public var page: String
        public var title: String
        public var body: [String]
        public var buttons: [String]
        /// Where each action leads: "Next → Ambient Light Sensor (1 of 4)".
        public var annotations: [String]
        /// `title` in parts, each the phone's words or the dossier's own ("(declined: …)"), so a
        /// later dossier can mark a removed screen's name as the pages marked it; nil in a
        /// dossier written before it was recorded.
        public var titleParts: [TitlePart]? = nil
    }

    public struct TitlePart: Codable, Sendable, Equatable {
        public var text: String
        /// Whether the phone shows these words (in the phone's language).
        public var phone: Bool
        /// The language of the study's own text these words are (its app name), which a phone
        /// shows in the study's fallback when the study has no text in the phone's language.
        /// Absent in dossiers made before it was recorded, and for every other part.
        public var language: String? = nil
    }

    /// One action: from a screen to a screen, by their keys.
    public struct Edge: Codable, Sendable, Equatable, Hashable {
        public var from: String
        public var control: String
        public var label: String
        public var to: String
    }

    public struct SensorRow: Codable, Sendable, Equatable {
        public var sensor: String
        public var name: String
        public var collected: String
        public var devices: String
        public var rate: String
        public var required: Bool
        public var onSheet: Bool
        public var notAskedReason: String?
        public var declining: String
        public var samplesPerDay: Int
        public var radarCSVBytesPerDay: Int?
    }

    public struct TranslationRow: Codable, Sendable, Equatable {
        public var key: String
        public var text: String
        public var flag: String?
    }

    public struct Language: Codable, Sendable, Equatable {
        public var language: String
        /// The study's localization a phone in `language` shows.
        public var studyTextLanguage: String
        public var screens: [Screen]
        public var edges: [Edge]
        public var sensors: [SensorRow]
        public var translations: [TranslationRow]
    }

    public var formatVersion: Int
    public var app: App
    public var setup: Setup
    /// What `check --against`'s comparison reads of the study, to say what each change means.
    public var study: StudyComparison.Version?
    public var languages: [Language]
    /// Every file of the dossier, relative to its folder, this one included, sorted.
    public var files: [String]

    /// The JSON text: sorted keys, two-space indentation as Foundation writes it, a final newline.
    public func json() -> String {
        let encoder = ToolJSON.encoder()
        // Every field is a string, number, bool, array or dictionary: encoding cannot fail.
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Why a folder's `dossier.json` cannot be read, with the file's path in the message.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// The manifest in `folder`: refused when missing, not JSON, of a later format, or incomplete.
    public static func read(folder: String) throws(ReadError) -> DossierManifest {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw ReadError(path: path, reason: exists ? "cannot be read" : "no such file; is \(folder) a dossier written by \(ProgramName.current) dossier?")
        }
        struct Head: Decodable { var formatVersion: Int?; var incomplete: Bool? }
        guard let head = try? JSONDecoder().decode(Head.self, from: data) else {
            throw ReadError(path: path, reason: "is not JSON (is the file cut short or edited by hand?)")
        }
        guard let format = head.formatVersion else { throw ReadError(path: path, reason: "has no formatVersion; it is not a dossier's") }
        guard format <= currentFormat else {
            throw ReadError(path: path, reason: "is format \(format), written by a later consent-sim; this one reads format \(currentFormat) and earlier")
        }
        if head.incomplete == true {
            throw ReadError(path: path, reason: "says the dossier's writing was interrupted; make that dossier again")
        }
        do {
            return try JSONDecoder().decode(DossierManifest.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw ReadError(path: path, reason: "misses \(keyPath(context.codingPath + [key]))")
        } catch let DecodingError.typeMismatch(_, context) {
            throw ReadError(path: path, reason: "has the wrong type at \(keyPath(context.codingPath))")
        } catch let DecodingError.valueNotFound(_, context) {
            throw ReadError(path: path, reason: "has null at \(keyPath(context.codingPath))")
        } catch {
            throw ReadError(path: path, reason: "cannot be read as a dossier (\(error))")
        }
    }

    /// `languages[1].screens[3].title`: where in the file a decoding error is.
    private static func keyPath(_ path: [any CodingKey]) -> String {
        var out = ""
        for key in path {
            if let index = key.intValue { out += "[\(index)]" } else { out += (out.isEmpty ? "" : ".") + key.stringValue }
        }
        return out.isEmpty ? "its top level" : out
    }
}
