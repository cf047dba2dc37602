import Foundation

/// An asciicast v2 recording (what asciinema and its web player read) built from frames: a
/// header line of JSON, then one `[seconds, "o", text]` line per frame, each frame written as
/// the ANSI update from the one before it.
public struct Asciicast {
    public let width: Int
    public let height: Int
    private var lines: [String]
    private var previous: Screen?
    private var lastTime = 0.0

    /// `title` is shown by players, followed by `virtualClock` (the simulation's clock at the
    /// start, ISO 8601), which the header also keeps on its own. `timestamp` is the real start,
    /// Unix seconds.
    public init(width: Int, height: Int, title: String, virtualClock: String, timestamp: Int) {
        self.width = width
        self.height = height
        let header: [String: Any] = [
            "version": 2, "width": width, "height": height, "timestamp": timestamp, "title": "\(title) (virtual clock from \(virtualClock))",
            "env": ["TERM": "xterm-256color"],
            // Players ignore keys they do not know; this one says when the story starts.
            "consent_sim": ["virtual_clock": virtualClock],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: header, options: [.sortedKeys])) ?? Data()
        // Hide the cursor: the interface draws its own focus.
        lines = [String(decoding: data, as: UTF8.self), Self.event(0, "\u{1B}[?25l")]
    }

    /// Adds `frame`, shown `seconds` after the start (never before the previous frame). A frame
    /// equal to the last adds nothing. A frame smaller than the recording draws in its top left
    /// corner, as a program that size on a larger terminal; a change of size clears the screen.
    public mutating func add(_ frame: Screen, at seconds: Double) {
        let update = ANSIText.updateBytes(from: previous, to: frame)
        guard !update.isEmpty else { return }
        previous = frame
        lastTime = max(lastTime, seconds)
        lines.append(Self.event(lastTime, update))
    }

    /// Seconds from the start to the last frame.
    public var duration: Double { lastTime }

    /// The whole file: the header, the frames, and the cursor shown again at the end.
    public var text: String {
        (lines + [Self.event(lastTime, "\u{1B}[?25h\u{1B}[0m")]).joined(separator: "\n") + "\n"
    }

    private static func event(_ time: Double, _ data: String) -> String { event(time, Array(data.utf8)) }

    private static func event(_ time: Double, _ data: [UInt8]) -> String {
        // Milliseconds, written by hand: String(format:) was a visible part of filming.
        let ms = Int((max(0, time) * 1000).rounded())
        let fraction = String(ms % 1000)
        return "[\(ms / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction), \"o\", \(quoted(data))]"
    }

    /// UTF-8 `bytes` as a JSON string. Works on bytes: a frame is thousands of them, and only
    /// quotes, backslashes and control bytes (the escape that starts every sequence) change.
    static func quoted(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(bytes.count + bytes.count / 4 + 2)
        let hex = Array("0123456789abcdef".utf8)
        let backslash = UInt8(ascii: "\\")
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""), backslash:
                out.append(backslash)
                out.append(byte)
            case UInt8(ascii: "\n"):
                out.append(backslash)
                out.append(UInt8(ascii: "n"))
            case 0..<0x20, 0x7F:
                out.append(backslash)
                out.append(UInt8(ascii: "u"))
                out.append(UInt8(ascii: "0"))
                out.append(UInt8(ascii: "0"))
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default:
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}
