import Testing

/// The Swift Testing suites whose tests make sessions in the test process itself (not inside
/// an exit test's own process), nested here so they run one at a time: one phone is installed
/// per process, Swift Testing runs suites in parallel, and `.serialized` on each suite alone
/// orders only its own tests, so two such suites replaced each other's phone mid-test and the
/// run stopped with "called on a session whose phone is no longer installed" (README, library).
@Suite(.serialized) enum InProcessSessionSuites {}
