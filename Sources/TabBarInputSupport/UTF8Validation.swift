/// Finds the first byte that breaks UTF-8 (Unicode's well-formed byte sequences: no overlong
/// forms, no surrogates, nothing above U+10FFFF), so that a reader can name the bad byte.
///
/// Used by the modules of the package that read user input (manifests, scripts, options).
public enum UTF8Validation {
    /// The offset of the first byte that is not part of a well-formed UTF-8 sequence, or `nil`.
    public static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: return index
            }
            guard index + 1 < count, bytes[index + 1] >= low, bytes[index + 1] <= high else { return index }
            for next in 2..<length {
                guard index + next < count, bytes[index + next] & 0xC0 == 0x80 else { return index }
            }
            index += length
        }
        return nil
    }
}
