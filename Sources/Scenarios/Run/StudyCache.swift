import Foundation
import SensorKitSim
import Simulation
import StudyConfig
import Synchronization

/// The studies a suite's scenarios play on, each loaded and checked once: a thousand scenarios
/// naming six study folders load six studies, not a thousand. Bounded (the least recently used
/// goes first), so a suite naming more studies than it holds loads some again rather than keeps
/// them all. Safe to share between `play --jobs` threads.
public final class StudyCache: Sendable {
    /// A study as it loaded, and how many errors the review checklist finds in it (the notice a
    /// simulation of it starts with), so neither is done again for the next scenario.
    public struct Checked: Sendable {
        public let study: Study
        public let errorCount: Int
        /// The study files' fingerprint (`AppVersion.filesFingerprint`), which every simulation
        /// of the study, in any language, would otherwise work out again.
        public let filesFingerprint: String?

        private let versions = VersionMemo()

        /// `study`, checked now.
        public init(_ study: Study) {
            self.study = study
            errorCount = ReviewChecklist.check(study).filter { $0.severity == .error }.count
            filesFingerprint = AppVersion(study: study, studyErrorCount: errorCount).filesFingerprint
        }

        /// The app version the study's files describe in `language`, with `required` as its
        /// Required sensors when given (`AppVersion.init(study:…)`), read once for every
        /// scenario that plays the study so.
        public func version(language: String?, required: Set<SRSensor>?) -> AppVersion {
            let key = VersionMemo.Key(language: language, required: required)
            if let kept = versions.kept.withLock({ $0[key] }) { return kept }
            let made = AppVersion(study: study, language: language, required: required, studyErrorCount: errorCount,
                                  filesFingerprint: filesFingerprint)
            versions.kept.withLock {
                if $0.count >= VersionMemo.limit { $0.removeAll() }
                $0[key] = made
            }
            return made
        }
    }

    /// A study's versions as read in each language and with each set of Required sensors a
    /// suite asks for: a few, shared by the study's every copy.
    final class VersionMemo: Sendable {
        struct Key: Hashable {
            let language: String?
            let required: Set<SRSensor>?
        }
        static let limit = 32
        let kept = Mutex<[Key: AppVersion]>([:])
    }

    /// What makes two loads the same: where the study is, once links and `..` are resolved, and
    /// every option that changes what is read. The language does not: a study holds all of its
    /// languages.
    struct Key: Hashable {
        let path: String
        let target: String?
        let configuration: String?
        let variables: [String: String]
        let requiresInfoPlist: Bool

        init(resolvedPath: String, _ options: StudyLoadOptions) {
            path = resolvedPath
            target = options.target
            configuration = options.configuration
            variables = options.variables
            requiresInfoPlist = options.requiresInfoPlist
        }
    }

    private struct Entries: ~Copyable {
        /// Most recently used last. A load that failed is kept too: its error is the same for
        /// every scenario naming it.
        var entries: [(key: Key, loaded: Result<Checked, StudyLoadError>)] = []
        var loads = 0
        /// Each spelling of a study's path, resolved (`resolved(_:)`).
        var resolved: [String: String] = [:]
    }

    /// How many spellings of study paths are kept resolved.
    static let resolvedSpellings = 256

    public let capacity: Int
    private let state = Mutex(Entries())

    /// Six bundled studies and a team's own few fit; each entry is one study's files as read.
    public init(capacity: Int = 16) {
        self.capacity = max(1, capacity)
    }

    /// How many times a study was read from disk (not found here).
    public var loads: Int { state.withLock { $0.loads } }

    /// The study at `path` read with `options`, from here when it was read before.
    public func load(_ path: URL, options: StudyLoadOptions) throws(StudyLoadError) -> Checked {
        let key = Key(resolvedPath: resolved(path), options)
        // Loading under the lock: two threads wanting one study at once read it once, and a
        // suite's loads are few.
        let loaded = state.withLock { s -> Result<Checked, StudyLoadError> in
            if let i = s.entries.firstIndex(where: { $0.key == key }) {
                let hit = s.entries.remove(at: i)
                s.entries.append(hit)
                return hit.loaded
            }
            s.loads += 1
            let loaded = Result { () throws(StudyLoadError) in Checked(try StudyLoader.load(path: path, options: options)) }
            s.entries.append((key, loaded))
            if s.entries.count > capacity { s.entries.removeFirst() }
            return loaded
        }
        return try loaded.get()
    }

    /// `path` with its links and `..` resolved, worked out once for each way a suite spells it:
    /// resolving asks the disk about every folder on the way, and every scenario names its
    /// study twice (when the suite is checked and when it plays). A link changed during the
    /// run is not seen.
    private func resolved(_ path: URL) -> String {
        let given = path.path
        if let known = state.withLock({ $0.resolved[given] }) { return known }
        let resolved = path.resolvingSymlinksInPath().standardizedFileURL.path
        state.withLock { s in
            if s.resolved.count >= Self.resolvedSpellings { s.resolved.removeAll() }
            s.resolved[given] = resolved
        }
        return resolved
    }
}
