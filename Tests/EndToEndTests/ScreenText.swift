/// Reading values off a captured screen.
enum ScreenText {
    /// The text in `row`'s cells under the column whose header (in some line of `screen`) is
    /// `header`, for a right-aligned column of `width` cells; nil when either is not on screen.
    static func column(_ header: String, width: Int, inRowStartingWith row: String, of screen: String) -> String? {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        guard let headerLine = lines.first(where: { String($0).contains(header) }),
              let start = String(headerLine).range(of: header).map({ String(headerLine)[..<$0.lowerBound].count }),
              let line = lines.first(where: { String($0).trimmingCharacters(in: .whitespaces).hasPrefix(row) }) else { return nil }
        let end = start + header.count
        guard end <= line.count, end - width >= 0 else { return nil }
        return String(line[(end - width)..<end]).trimmingCharacters(in: .whitespaces)
    }
}
