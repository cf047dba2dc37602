import Foundation

/// Sizes as people read them: `2.7 TB`, `12.3 MB`, `850 kB`, `312 B` (decimal units), for the dossier's
/// data table and `export`'s estimate alike.
public enum ByteSize {
    public static func text(_ n: Int) -> String {
        let v = Double(n)
        if v >= 1e12 { return String(format: "%.1f TB", v / 1e12) }
        if v >= 1e9 { return String(format: "%.1f GB", v / 1e9) }
        if v >= 1e6 { return String(format: "%.1f MB", v / 1e6) }
        if v >= 1e3 { return String(format: "%.0f kB", v / 1e3) }
        return "\(n) B"
    }
}
