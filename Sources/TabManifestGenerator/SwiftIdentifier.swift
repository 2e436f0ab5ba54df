/// Turns tab ids into Swift case names: `academic-cap` → `academicCap`, `2fa` → `_2fa`,
/// `default` → `` `default` ``.
enum SwiftIdentifier {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while",
        "as", "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Any",
        "some", "any", "await", "async",
    ]

    /// The camel-case name for `id`.
    static func caseName(for id: String) -> String {
        var name = ""
        var upperNext = false
        for character in id {
            if character == "-" || character == "_" {
                upperNext = !name.isEmpty
                continue
            }
            name += upperNext ? character.uppercased() : String(character)
            upperNext = false
        }
        if name.first?.isNumber == true { name = "_" + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// Whether `name` can name the generated type: an ASCII letter or `_`, then letters, digits
    /// or `_`; not a keyword, and not `TabBarKit` (the module the generated code names).
    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
            first.isASCII
        else { return false }
        let rest = name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
        return rest && !keywords.contains(name) && name != "TabBarKit"
    }
}
