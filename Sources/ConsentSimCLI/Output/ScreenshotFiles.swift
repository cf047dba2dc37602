import Foundation
import Scenarios
import TerminalUI

/// Writes a screen as `NAME.txt` (plain text), `NAME.ansi` (with colours, for `cat`) and
/// `NAME.svg` (a picture of the terminal), each atomically.
enum ScreenshotFiles {
    static let extensions = ScreenshotName.extensions

    /// Writes the three files for `screen` into `folder`; returns the path without extension.
    @discardableResult
    static func write(_ screen: Screen, name: String, in folder: String) throws(CannotCreateError) -> String {
        let base = (folder as NSString).appendingPathComponent(name)
        try OutputFile.write(text(screen), to: base + ".txt")
        try OutputFile.write(ANSIText.screen(screen), to: base + ".ansi")
        try OutputFile.write(SVGScreenshot.svg(screen), to: base + ".svg")
        return base
    }

    /// The screen's text without the blanks at the ends of lines.
    static func text(_ screen: Screen) -> String {
        // One search from the end: `dropLast()` on a Substring counts the whole line each time,
        // which made a 1000-column screenshot take seconds.
        (0..<screen.height).map { y in
            let line = screen.line(y)
            return line.lastIndex { $0 != " " }.map { String(line[...$0]) } ?? ""
        }.joined(separator: "\n") + "\n"
    }

    /// The first `screenshot-N` in `folder` with none of the three files there yet.
    static func freeName(in folder: String, prefix: String = "screenshot") -> String {
        var n = 1
        while extensions.contains(where: { FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("\(prefix)-\(n).\($0)")) }) {
            n += 1
        }
        return "\(prefix)-\(n)"
    }
}
