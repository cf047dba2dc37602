import Testing
import SimCore

/// What the thread rule's trap tells a team, case by case (the trap itself is tested in
/// ConsentSimTestingTests' exit tests).
@Suite struct ThreadRuleMessageTests {
    /// XCTest runs a synchronous test on the main thread, after an async `setUp()` ran in a
    /// task: the message names that case and its fix.
    @Test func aMainThreadCallToASessionMadeInATaskNamesTheAsyncSetUp() {
        let text = DeviceBinding.threadRule("SRTestSession.advance(by:)", fromMainThread: true, sessionMadeInTask: true)
        #expect(text.hasPrefix("SRTestSession.advance(by:) was called from another thread"))
        #expect(text.contains("if this is XCTest's synchronous test after an async setUp(), make the session in a synchronous setUp()"))
    }

    /// An app's own queue or thread gets the rule alone, without the XCTest case.
    @Test func otherCallsGetTheRuleAlone() {
        for (main, task) in [(false, true), (true, false), (false, false)] {
            let text = DeviceBinding.threadRule("SRSensorReader.fetch(_:)", fromMainThread: main, sessionMadeInTask: task)
            #expect(text.contains("not from a DispatchQueue or Thread of your own"))
            #expect(!text.contains("async setUp()"), "main \(main), task \(task)")
        }
    }
}
