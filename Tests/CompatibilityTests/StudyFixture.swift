import Foundation

/// The study folder the client code runs as: three sensors, Motion & Fitness, a Watch.
enum StudyFixture {
    static var path: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ConsentSimTestingTests/Fixtures/ExtractorStudy").path
    }
}
