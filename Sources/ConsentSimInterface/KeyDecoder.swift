import CNcursesw
import TerminalUI

/// Turns what `wget_wch` returns into a `Key`.
enum KeyDecoder {
    /// A key from `wget_wch`'s status (`OK` or `KEY_CODE_YES`) and code; a key the demo does not
    /// use is `.unlisted` with its name, so the bottom line can say so; nil for a code that names
    /// no key. `KEY_MOUSE` is not decoded here: the backend reads the event with `getmouse`.
    static func key(status: Int32, code: UInt32) -> Key? {
        if status == KEY_CODE_YES { return functionKey(Int32(bitPattern: code)) }
        guard status == OK else { return nil }
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 32: return .space
        case 8, 127: return .unlisted("Backspace")
        case 0: return .unlisted("Ctrl-Space")
        case 1..<27: return .unlisted("Ctrl-" + String(UnicodeScalar(UInt8(64 + code))))
        case 28..<32: return nil
        default: return Unicode.Scalar(code).map { .char(Character($0)) }
        }
    }

    private static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_BTAB: return .backTab
        case KEY_ENTER: return .enter
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_RESIZE: return .resize
        case KEY_HOME: return .unlisted("Home")
        case KEY_END: return .unlisted("End")
        // A VT220's Find and Select, where tmux and xterm send Home and End under TERM=vt220.
        case KEY_FIND: return .unlisted("Home")
        case KEY_SELECT: return .unlisted("End")
        case KEY_IC: return .unlisted("Insert")
        case KEY_DC: return .unlisted("Delete")
        case KEY_BACKSPACE: return .unlisted("Backspace")
        // KEY_F(n) is a function-like macro Swift does not import: F1 is KEY_F0 + 1, up to F63.
        case KEY_F0 + 1...KEY_F0 + 63: return .unlisted("F\(code - KEY_F0)")
        default: return nil
        }
    }
}
