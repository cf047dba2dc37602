import Foundation
import Testing
import SimCore

@Suite struct SystemEventTests {
    @Test func recordStampsTheClockAndTellsTheHost() {
        let runtime = DeviceRuntime(clock: VirtualClock(start: Date(timeIntervalSinceReferenceDate: 1_000)))
        var heard: [SystemEvent] = []
        runtime.onEvent = { heard.append($0) }
        runtime.record(SystemNote(.note, "first"))
        runtime.advance(by: 60)
        runtime.record(SystemNote(.prompt, "second"))
        #expect(runtime.events.map(\.time) == [1_000, 1_060])
        #expect(runtime.events.map(\.kind) == [.note, .prompt])
        #expect(runtime.events.map(\.message) == ["first", "second"])
        #expect(heard == runtime.events)
        #expect(runtime.events.last?.detail as? SystemNote == SystemNote(.prompt, "second"))
    }

    @Test func eventsAreEqualWhenTheyHappenTogetherAndSayTheSame() {
        let a = SystemEvent(time: 5, detail: SystemNote(.note, "same"))
        #expect(a == SystemEvent(time: 5, detail: SystemNote(.note, "same")))
        #expect(a != SystemEvent(time: 6, detail: SystemNote(.note, "same")))
        #expect(a != SystemEvent(time: 5, detail: SystemNote(.settings, "same")))
        #expect(a != SystemEvent(time: 5, detail: SystemNote(.note, "other")))
    }
}
