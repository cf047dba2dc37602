/// Whether output gets colour: never when `NO_COLOR` is set to something (https://no-color.org),
/// and in reports only on a terminal. The one place `NO_COLOR` is read.
package enum ColourPolicy {
    /// `NO_COLOR` is set to something in `environment`.
    package static func noColorRequested(_ environment: [String: String]) -> Bool {
        !(environment["NO_COLOR"] ?? "").isEmpty
    }
}
