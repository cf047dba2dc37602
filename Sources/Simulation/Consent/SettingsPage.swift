/// Which Settings page is open.
public enum SettingsPage: Hashable, Sendable {
    /// Privacy & Security.
    case privacy
    /// Privacy & Security › Research Sensor & Usage Data.
    case research
    /// … › the study: its per-sensor switches and Delete Unshared Data.
    case study
    /// Privacy & Security › Motion & Fitness.
    case motion
}
