/// The devices an Xcode target builds for (`TARGETED_DEVICE_FAMILY`: 1 iPhone, 2 iPad), and
/// where it is set.
public struct TargetDeviceFamily: Sendable, Equatable {
    /// As written after expansion (`1,2`); `1` when nothing sets it.
    public let value: String
    public let file: String
    /// The assignment's line; nil when nothing sets it.
    public let line: Int?

    /// Whether the app installs on iPad as an iPad app.
    public var includesIPad: Bool { families.contains(2) }
    public var includesIPhone: Bool { families.contains(1) }

    private var families: [Int] { value.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) } }

    /// `iPhone and iPad`, `iPad`, `iPhone`.
    public var names: String {
        switch (includesIPhone, includesIPad) {
        case (true, true): "iPhone and iPad"
        case (false, true): "iPad"
        default: "iPhone"
        }
    }

    /// Reads the setting. Unset, an iOS target builds for iPhone only (the SDK's default).
    static func read(_ project: PBXProject, _ build: inout TargetBuild) throws(StudyLoadError) -> TargetDeviceFamily {
        guard let a = build.settings.assignment("TARGETED_DEVICE_FAMILY"), let v = try build.settings.value("TARGETED_DEVICE_FAMILY") else {
            return TargetDeviceFamily(value: "1", file: project.file, line: nil)
        }
        return TargetDeviceFamily(value: v, file: a.file, line: a.line)
    }
}
