import Testing
@testable import StudyConfig

@Test func severitiesSortErrorsFirst() {
    #expect([Diagnostic.Severity.note, .error, .warning].sorted() == [.error, .warning, .note])
}
