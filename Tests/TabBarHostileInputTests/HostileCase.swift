import Foundation
import Testing

/// One line of `Hostile/cases.txt`: arguments for `tabbar` and what must come of them.
struct HostileCase: CustomTestStringConvertible, Sendable {
    let name: String
    let exitCodes: Set<Int32>
    let stderrMustContain: [String]
    let checks: Set<String>
    let arguments: [String]

    var testDescription: String { name }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Hostile")

    /// Every case in `cases.txt`, with `{h}` and `{gen}` expanded, and `{esc}`, `{bel}`,
    /// `{rlo}` written as ESC, BEL and U+202E (right-to-left override).
    static func all() -> [HostileCase] {
        let url = directory.appendingPathComponent("cases.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard fields.count == 5 else { return nil }
            return HostileCase(
                name: fields[0], exitCodes: Set(fields[1].split(separator: ",").compactMap { Int32($0) }),
                stderrMustContain: fields[2].isEmpty
                    ? []
                    : fields[2].components(separatedBy: " && ").map {
                        $0.trimmingCharacters(in: .whitespaces)
                    },
                checks: Set(fields[3].split(separator: " ").map(String.init)),
                arguments: fields[4].split(separator: " ").map {
                    $0.replacingOccurrences(of: "{h}", with: directory.path)
                        .replacingOccurrences(of: "{gen}", with: GeneratedInputs.directory.path)
                        .replacingOccurrences(of: "{esc}", with: "\u{1B}")
                        .replacingOccurrences(of: "{bel}", with: "\u{07}")
                        .replacingOccurrences(of: "{rlo}", with: "\u{202E}")
                })
        }
    }
}

/// Inputs too big to commit, written once per test run.
enum GeneratedInputs {
    static let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tabbar-hostile-\(getpid())")

    static let written: Bool = {
        let fileManager = FileManager.default
        try? fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        func write(_ name: String, _ text: String) {
            try? Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        write("deeply-nested.json", "{\"tabs\":" + String(repeating: "[", count: 200_000))
        write(
            "deeply-nested-objects.json",
            String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000))
        write("huge-whitespace.json", String(repeating: " ", count: 20_000_000) + "{")
        let tabs = (0..<10_000).map { "{\"id\":\"t\($0)\",\"title\":\"Tab \($0)\",\"icon\":\"i\"}" }
        write(
            "ten-thousand-tabs.json",
            "{\"tabs\":[{\"id\":\"a\",\"title\":\"A\",\"icon\":\"x\"},{\"id\":\"b\",\"title\":\"B\",\"icon\":\"x\"},"
                + "{\"id\":\"c\",\"title\":\"C\",\"icon\":\"x\"}," + tabs.joined(separator: ",") + "]}")
        let title = String(repeating: "\\u001b[31m\\u202e\\u0085x", count: 40_000)
        write("megabyte-title.json", "{\"tabs\":[{\"id\":\"a\",\"title\":\"\(title)\",\"icon\":\"x\"}]}")
        write("long-script.tabbar", String(repeating: "tap a\ntap b\nwait 0.1\n", count: 30_000))
        return true
    }()
}
