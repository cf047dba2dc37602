/// The log's pages as the dashboard drew them: the lines PageUp and PageDown scroll by from
/// where the log is now. A page back shows, on its bottom row, the line that was on top; a page
/// forward shows, on its top row, the line that was on the bottom. Lines wrap, so how many lines
/// make a page depends on which lines they are.
public struct LogPaging: Equatable, Sendable {
    /// Lines back PageUp scrolls by (0 when the oldest line shows).
    public let up: Int
    /// Lines forward PageDown scrolls by (0 when the newest line shows).
    public let down: Int
}
