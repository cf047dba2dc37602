import CNcursesw
import TerminalUI

/// Turns what `wget_wch` returns into a `Key`.
enum KeyDecoder {
    /// A key from `wget_wch`'s status (`OK` or `KEY_CODE_YES`) and code; nil for keys the demo
    /// does not use. `KEY_MOUSE` is not decoded here: the backend reads the event with `getmouse`.
    static func key(status: Int32, code: UInt32) -> Key? {
        if status == KEY_CODE_YES { return functionKey(Int32(bitPattern: code)) }
        guard status == OK else { return nil }
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 32: return .space
        case 0..<32, 127: return nil
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
        default: return nil
        }
    }
}
