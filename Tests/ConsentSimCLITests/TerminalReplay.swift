import TerminalUI

/// A minimal terminal for tests: plays the ANSI output of a cast (cursor moves, clears, text;
/// colours ignored) onto a grid of characters, so a frame can be read as the viewer saw it.
struct TerminalReplay {
    private(set) var rows: [[String]]
    private var x = 0, y = 0

    init(width: Int, height: Int) { rows = Array(repeating: Array(repeating: " ", count: width), count: height) }

    /// The screen as text, one line per row.
    var text: String { rows.map { $0.joined() }.joined(separator: "\n") }

    mutating func play(_ output: String) {
        var scalars = Array(output.unicodeScalars)[...]
        while let c = scalars.first {
            scalars = scalars.dropFirst()
            guard c == "\u{1B}", scalars.first == "[" else { put(Character(c)); continue }
            scalars = scalars.dropFirst()
            var parameters = ""
            while let p = scalars.first, !("@"..."~").contains(p) || p == "?" {
                parameters.unicodeScalars.append(p)
                scalars = scalars.dropFirst()
            }
            guard let final = scalars.first else { return }
            scalars = scalars.dropFirst()
            let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
            switch final {
            case "H":
                y = (numbers.first ?? 1) - 1
                x = (numbers.count > 1 ? numbers[1] : 1) - 1
            case "J" where parameters == "2":
                rows = rows.map { $0.map { _ in " " } }
            default:
                break
            }
        }
    }

    private mutating func put(_ c: Character) {
        let w = DisplayWidth.of(c)
        guard w > 0, rows.indices.contains(y), x + w <= rows[y].count else { return }
        rows[y][x] = String(c)
        if w == 2 { rows[y][x + 1] = "" }
        x += w
    }
}
