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

    /// Merging a list of spans makes the set inserting them one by one makes, in any order,
    /// touching and empty ones included.
    @Test func mergingIsInsertingEachInTurn() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ range: ClosedRange<Int>) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Int((state >> 33) % UInt64(range.count))
        }
        for _ in 0..<200 {
            let spans = (0..<next(0...12)).map { _ in
                let lower = Double(next(0...30))
                return IntervalSet.Interval(lower, lower + Double(next(-2...6)))
            }
            var inserted = IntervalSet()
            for span in spans { inserted.insert(span.lower, span.upper) }
            #expect(IntervalSet(merging: spans) == inserted, "\(spans)")
        }
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
