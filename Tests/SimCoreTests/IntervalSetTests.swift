import Testing
@testable import SimCore

@Suite struct IntervalSetTests {
    @Test func insertMergesTouchingIntervals() {
        var s = IntervalSet()
        s.insert(0, 10)
        s.insert(20, 30)
        s.insert(10, 20)
        #expect(s.intervals == [.init(0, 30)])
    }

    @Test func removeSplits() {
        var s = IntervalSet([.init(0, 30)])
        s.remove(10, 20)
        #expect(s.intervals == [.init(0, 10), .init(20, 30)])
        #expect(s.totalLength == 20)
    }

    @Test func intersectionAndClipping() {
        let a = IntervalSet([.init(0, 10), .init(20, 30)])
        let b = IntervalSet([.init(5, 25)])
        #expect(a.intersection(b).intervals == [.init(5, 10), .init(20, 25)])
        #expect(a.clipped(to: 8, 22).intervals == [.init(8, 10), .init(20, 22)])
    }

    @Test func leftOpenContainment() {
        let s = IntervalSet([.init(0, 10)])
        #expect(!s.contains(0))
        #expect(s.contains(10))
    }
}
