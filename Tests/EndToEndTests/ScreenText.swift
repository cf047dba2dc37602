/// Reading the dashboard's table off a captured screen.
enum ScreenText {
    /// The "Last fetch" cell (or "Last", in the compact table) of the first table row whose
    /// Sensor column starts with `sensor`; nil when the table or the row is not on screen.
    /// Columns are found by the header's position, since the phone may sit left of the table.
    static func lastFetch(of sensor: String, in screen: String) -> String? {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        guard let header = lines.first(where: { column("Sensor", in: $0) != nil && column("Last", in: $0) != nil }),
              let sensorColumn = column("Sensor", in: header) else { return nil }
        // Both forms are right-aligned, so a value ends where its header ends.
        let (title, width) = column("Last fetch", in: header) != nil ? ("Last fetch", 10) : ("Last", 5)
        guard let start = column(title, in: header) else { return nil }
        let end = start + title.count
        guard let row = lines.first(where: { $0.count >= end && String($0[sensorColumn...]).hasPrefix(sensor) }) else { return nil }
        return String(row[(end - width)..<end]).trimmingCharacters(in: .whitespaces)
    }

    /// The "Auth" cell of the first table row whose Sensor column starts with `sensor` ("yes",
    /// "no", or "—" for notDetermined); nil when the table or the row is not on screen.
    static func authorization(of sensor: String, in screen: String) -> String? {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        guard let header = lines.first(where: { column("Sensor", in: $0) != nil && column("Auth", in: $0) != nil }),
              let sensorColumn = column("Sensor", in: header), let start = column("Auth", in: header) else { return nil }
        guard let row = lines.first(where: { $0.count > start + 3 && String($0[sensorColumn...]).hasPrefix(sensor) }) else { return nil }
        return String(row[start..<min(row.count, start + 6)]).trimmingCharacters(in: .whitespaces)
    }

    /// The column (in characters) where `text` starts in `line`.
    private static func column(_ text: String, in line: [Character]) -> Int? {
        let s = String(line)
        return s.range(of: text).map { s[..<$0.lowerBound].count }
    }
}
