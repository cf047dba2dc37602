import Foundation
import SimCore

/// An asciicast v2 recording (what asciinema and its web player read) built from frames: a
/// header line of JSON, then one `[seconds, "o", text]` line per frame, each frame written as
/// the ANSI update from the one before it.
public struct Asciicast {
    public let width: Int
    public let height: Int
    /// The file so far as UTF-8, each line ending in a newline: a cast is written as bytes,
    /// since a frame's update is thousands of them and every copy of it showed in filming.
    private var bytes: [UInt8]
    /// The last frame written, in storage of the cast's own (see `Screen.takeCells`).
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
        let data = (try? JSONSerialization.data(withJSONObject: header, options: ToolJSON.options(oneLine: true))) ?? Data()
        bytes = Array(data)
        bytes.append(UInt8(ascii: "\n"))
        // Hide the cursor: the interface draws its own focus.
        Self.append(event: "\u{1B}[?25l", at: 0, to: &bytes)
    }

    /// Adds `frame`, shown `seconds` after the start (never before the previous frame). A frame
    /// equal to the last adds nothing. A frame smaller than the recording draws in its top left
    /// corner, as a program that size on a larger terminal; a change of size clears the screen.
    public mutating func add(_ frame: Screen, at seconds: Double) {
        var update = ByteBuffer()
        ANSIText.appendUpdate(from: previous, to: frame, into: &update)
        guard !update.isEmpty else { return }
        if previous == nil { previous = Screen(width: frame.width, height: frame.height) }
        previous?.takeCells(of: frame)
        lastTime = max(lastTime, seconds)
        Self.append(event: update.bytes, at: lastTime, to: &bytes)
    }

    /// Keeps the last frame on screen until `seconds` after the start: a player stops at the
    /// last event, so without it the last frame would flash by.
    public mutating func hold(until seconds: Double) { lastTime = max(lastTime, seconds) }

    /// Seconds from the start to the last frame (or the end of its hold).
    public var duration: Double { lastTime }

    /// The whole file: the header, the frames, and the cursor shown again at the end.
    public var text: String {
        var out = bytes
        Self.append(event: "\u{1B}[?25h\u{1B}[0m", at: lastTime, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func append(event data: StaticString, at time: Double, to out: inout [UInt8]) {
        data.withUTF8Buffer { append(event: $0, at: time, to: &out) }
    }

    /// Appends one line `[seconds, "o", data]`, the seconds to the millisecond and `data` (UTF-8)
    /// as a JSON string. Works on bytes: a frame is thousands of them, and only quotes,
    /// backslashes and control bytes (the escape that starts every sequence) change.
    private static func append(event data: UnsafeBufferPointer<UInt8>, at time: Double, to out: inout [UInt8]) {
        // Each byte is at most six once quoted.
        var line = ByteBuffer(capacity: data.count * 6 + 64)
        let ms = Int((max(0, time) * 1000).rounded())
        line.append(UInt8(ascii: "["))
        line.appendDecimal(ms / 1000)
        line.append(UInt8(ascii: "."))
        let fraction = ms % 1000
        line.append(UInt8(ascii: "0") + UInt8(fraction / 100))
        line.append(UInt8(ascii: "0") + UInt8(fraction / 10 % 10))
        line.append(UInt8(ascii: "0") + UInt8(fraction % 10))
        line.append(", \"o\", \"")
        line.reserve(data.count * 6)
        let backslash = UInt8(ascii: "\\")
        for byte in data {
            switch byte {
            case UInt8(ascii: "\""), backslash:
                line.appendReserved(backslash)
                line.appendReserved(byte)
            case UInt8(ascii: "\n"):
                line.appendReserved(backslash)
                line.appendReserved(UInt8(ascii: "n"))
            case 0..<0x20, 0x7F:
                line.appendReserved(backslash)
                line.appendReserved(UInt8(ascii: "u"))
                line.appendReserved(UInt8(ascii: "0"))
                line.appendReserved(UInt8(ascii: "0"))
                line.appendReserved(hexDigit(byte >> 4))
                line.appendReserved(hexDigit(byte & 0xF))
            default:
                line.appendReserved(byte)
            }
        }
        line.append("\"]\n")
        out.append(contentsOf: line.bytes)
    }

    private static func hexDigit(_ n: UInt8) -> UInt8 { n < 10 ? UInt8(ascii: "0") + n : UInt8(ascii: "a") + n - 10 }
}
