import Foundation
import Testing

/// A study team points the real binary at its Xcode repository and walks to Motion & Fitness.
@Suite struct XcodeProjectWalkTests {
    @Test func walkMyHeartCountsFromItsRepositoryToTheMotionAlert() async throws {
        let repository = TmuxSession.packageRoot.appendingPathComponent("Tests/StudyConfigTests/Fixtures/RealWorld/myheartcounts-xcode")
        let tmux = try TmuxSession()
        defer { tmux.close() }
        try await tmux.launchDemo("run \(repository.path) --seed 5")
        try await tmux.waitFor("“My Heart Counts”")
        try await tmux.allowEverything()
        try await tmux.waitUntil("the Motion & Fitness alert") {
            $0.contains("“My Heart Counts” would like to") && $0.contains("access your Motion & Fitness")
        }
        try tmux.press("Enter")                                       // Allow (focused)
        try await tmux.waitFor("Motion & Fitness: authorized")
        let screen = try tmux.capture()
        #expect(!screen.contains("$("), "a build variable reached the screen")
        try tmux.press("q")
        try await tmux.waitFor("EXIT=0")
    }
}
