/// A key press the live mode understands, decoded from the terminal's bytes.
public enum Key: Equatable, Sendable {
    /// A printable character.
    case character(Character)
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// Escape on its own.
    case escape
    /// Ctrl-C.
    case interrupt
    /// Ctrl-Z.
    case suspend
    /// Anything else (ignored).
    case other

    /// Splits a chunk of terminal input into keys. Arrow keys arrive as `ESC [ A…D` (or
    /// `ESC O A…D` in application mode); an escape sequence split across reads is read as
    /// separate keys, which at worst ignores one press.
    public static func decode(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x03:
                keys.append(.interrupt)
            case 0x1A:
                keys.append(.suspend)
            case 0x1B:
                guard index + 1 < bytes.count, bytes[index] == 0x5B || bytes[index] == 0x4F else {
                    keys.append(.escape)
                    continue
                }
                var end = index + 1
                // Skip parameters (`ESC [ 1 ; 5 C`) up to the final byte.
                while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
                guard end < bytes.count else {
                    index = bytes.count
                    keys.append(.other)
                    continue
                }
                switch bytes[end] {
                case 0x41: keys.append(.up)
                case 0x42: keys.append(.down)
                case 0x43: keys.append(.right)
                case 0x44: keys.append(.left)
                default: keys.append(.other)
                }
                index = end + 1
            case 0x20...0x7E:
                keys.append(.character(Character(Unicode.Scalar(byte))))
            default:
                keys.append(.other)
            }
        }
        return keys
    }
}
