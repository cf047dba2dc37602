import TerminalUI

/// SVG elements appended in drawing order, with every number written the same way on every
/// machine (to a tenth, no exponent) and every text escaped, so a picture's bytes depend only
/// on what it shows.
struct SVGCanvas {
    private(set) var body = ""

    /// `value` to a tenth, without a trailing ".0".
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let a = abs(tenths)
        return a % 10 == 0 ? "\(sign)\(a / 10)" : "\(sign)\(a / 10).\(a % 10)"
    }

    private static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(XMLText.escaped($0.1))\"" }.joined()
    }

    mutating func raw(_ element: String) { body += element + "\n" }

    mutating func rect(x: Double, y: Double, width: Double, height: Double, radius: Double = 0, fill: String,
                       extra: [(String, String)] = []) {
        var pairs: [(String, String)] = [("x", Self.number(x)), ("y", Self.number(y)),
                                         ("width", Self.number(width)), ("height", Self.number(height))]
        if radius > 0 { pairs.append(("rx", Self.number(radius))) }
        pairs.append(("fill", fill))
        body += "<rect" + Self.attributes(pairs + extra) + "/>\n"
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 0.5) {
        body += "<line" + Self.attributes([("x1", Self.number(x1)), ("y1", Self.number(y1)), ("x2", Self.number(x2)),
                                          ("y2", Self.number(y2)), ("stroke", stroke), ("stroke-width", Self.number(width))]) + "/>\n"
    }

    mutating func circle(cx: Double, cy: Double, r: Double, fill: String, extra: [(String, String)] = []) {
        body += "<circle" + Self.attributes([("cx", Self.number(cx)), ("cy", Self.number(cy)), ("r", Self.number(r)),
                                            ("fill", fill)] + extra) + "/>\n"
    }

    mutating func path(_ d: String, fill: String = "none", stroke: String? = nil, width: Double = 2) {
        var pairs = [("d", d), ("fill", fill)]
        if let stroke {
            pairs += [("stroke", stroke), ("stroke-width", Self.number(width)),
                      ("stroke-linecap", "round"), ("stroke-linejoin", "round")]
        }
        body += "<path" + Self.attributes(pairs) + "/>\n"
    }

    enum Anchor: String { case start, middle, end }

    /// One line of text with its baseline at `y`.
    mutating func text(_ s: String, x: Double, y: Double, size: Double, fill: String, bold: Bool = false,
                       anchor: Anchor = .start, role: String? = nil) {
        guard !s.isEmpty else { return }
        var pairs = [("x", Self.number(x)), ("y", Self.number(y)), ("font-size", Self.number(size)), ("fill", fill)]
        if bold { pairs.append(("font-weight", "600")) }
        if anchor != .start { pairs.append(("text-anchor", anchor.rawValue)) }
        // Tests and the dossier find a picture's parts by this (`data-role="button"`).
        if let role { pairs.append(("data-role", role)) }
        body += "<text" + Self.attributes(pairs) + ">" + XMLText.escaped(s) + "</text>\n"
    }
}
