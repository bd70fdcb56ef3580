import CNcurses
import TermCore

/// Turns what `get_wch` returns into `Key`s: pure functions, so the table is tested without a terminal.
enum KeyDecoder {
    /// The key for a character `get_wch` returned with `OK`, or `nil` for control codes no key stands for.
    static func key(forCharacter code: UInt32) -> Key? {
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        // NB: 8 is Ctrl-H, but terminals send it for Backspace, which matters more.
        case 8, 127: return .backspace
        case 1...26:
            guard let letter = Unicode.Scalar(UInt32(("a" as Unicode.Scalar).value) + code - 1) else { return nil }
            return .control(Character(letter))
        case 0..<32, 0x80..<0xA0:
            return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// The key for a key code `get_wch` returned with `KEY_CODE_YES`, or `nil` for keys the game has no use for.
    ///
    /// KEY_RESIZE and KEY_MOUSE are not keys; the caller handles them before asking.
    static func key(forKeyCode code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case parlor_key_f(1)...parlor_key_f(63): return .function(Int(code - parlor_key_f(0)))
        default: return nil
        }
    }
}
