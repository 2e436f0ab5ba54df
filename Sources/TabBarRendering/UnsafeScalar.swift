/// The characters a renderer must never write raw, because they could drive or garble a
/// terminal that shows the output: the C0 controls, DEL, the C1 controls, the bidi controls
/// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and the line and paragraph
/// separators (U+2028, U+2029). Each format escapes them its own way; the renderer
/// conformance kit checks that none gets through (line feeds and tabs aside, which formats
/// use as structure).
public enum UnsafeScalar {
    /// Whether `scalar` is one of those characters.
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0: true
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
