import Testing
@testable import TerminalUI

/// The wrap cache keeps two generations: a log that grows for ever must not grow it for ever,
/// and the same text at two widths is two entries, never one answer for both.
@Suite struct WrapCacheTests {
    @Test func theSameTextAtTwoWidthsIsTwoEntries() {
        var cache = TextWrap.WrapCache()
        cache.keep(["a b"], for: "a b", width: 10)
        cache.keep(["a", "b"], for: "a b", width: 1)
        #expect(cache.lookUp("a b", width: 10) == ["a b"])
        #expect(cache.lookUp("a b", width: 1) == ["a", "b"])
        #expect(cache.lookUp("a b", width: 2) == nil)
        #expect(cache.newerCount == 2)
        cache.keep(["a b"], for: "a b", width: 10)   // the same entry again is not counted twice
        #expect(cache.newerCount == 2)
    }

    @Test func aFullGenerationMakesWayAndAnOlderHitIsKeptAgain() {
        var cache = TextWrap.WrapCache()
        let n = TextWrap.WrapCache.generation
        for i in 0..<n { cache.keep(["\(i)"], for: "line \(i)", width: 40 + i % 3) }
        #expect(cache.newerCount == n)
        cache.keep(["new"], for: "new", width: 40)   // the newer becomes the older
        #expect(cache.newerCount == 1)
        #expect(cache.lookUp("line 7", width: 40 + 7 % 3) == ["7"])   // found in the older, kept again
        #expect(cache.newerCount == 2)
        for i in 0..<n { cache.keep(["x"], for: "more \(i)", width: 40) }
        // Two generations at most: the first lines are gone, the one kept again is not.
        #expect(cache.lookUp("line 8", width: 40 + 8 % 3) == nil)
        #expect(cache.lookUp("line 7", width: 40 + 7 % 3) == ["7"])
        #expect(cache.newerCount <= n)
    }
}
