/// The name the command line is known by in its help, usage and messages: `consent-sim`, or a
/// study team's own executable (`reader-app`), which `ConsentSimInterface.main(app:)` names
/// from the program's path. A task-local, so a test can name one run without touching others.
package enum ProgramName {
    @TaskLocal package static var current = "consent-sim"

    /// The name an executable at `path` (the program's `argv[0]`) is known by.
    package static func of(path: String) -> String {
        let base = path.split(separator: "/").last.map(String.init) ?? ""
        return base.isEmpty ? "consent-sim" : base
    }
}
