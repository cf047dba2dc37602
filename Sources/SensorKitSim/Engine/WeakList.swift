/// Objects the daemon may call back, held weakly: the app owns its readers.
///
/// Entries that are gone are dropped when the list has doubled since the last sweep, so an
/// app that makes its readers anew at every launch costs the same at every launch.
struct WeakList<Element: AnyObject> {
    private struct Entry { weak var object: Element? }
    private var entries: [Entry] = []
    private var countAfterSweep = 16

    mutating func append(_ object: Element) {
        if entries.count >= countAfterSweep * 2 {
            entries.removeAll { $0.object == nil }
            countAfterSweep = max(16, entries.count)
        }
        entries.append(Entry(object: object))
    }

    /// The objects still alive, in the order they were added.
    var alive: [Element] { entries.compactMap(\.object) }

    var isEmpty: Bool { !entries.contains { $0.object != nil } }
}
