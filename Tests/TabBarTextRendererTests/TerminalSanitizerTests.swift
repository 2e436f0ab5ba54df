import TabBarRendering
import Testing

struct TerminalSanitizerTests {
    static let bidiAndFormat: [Unicode.Scalar] = [
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}",
        "\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}", "\u{200B}", "\u{200D}", "\u{2060}", "\u{FEFF}",
        "\u{00AD}", "\u{E0041}",
    ]

    /// Whether a terminal could act on `scalar` rather than show it.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            || (scalar.properties.generalCategory == .format && scalar.value != 0x200C
                && scalar.value != 0x200D)
            || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    @Test func clean_plainAndInternationalText_isUnchanged() {
        for text in ["Archives", "Réglages", "日本語", "🎉 Party", "e\u{301}", "مرحبا", ""] {
            #expect(TerminalSanitizer.clean(text) == text)
        }
    }

    @Test func clean_escapeSequences_becomeOneVisibleReplacement() {
        #expect(TerminalSanitizer.clean("a\u{1B}[31;1mb") == "a\u{FFFD}b")
        #expect(TerminalSanitizer.clean("a\u{1B}]0;owned\u{07}b") == "a\u{FFFD}b")
        #expect(TerminalSanitizer.clean("a\u{1B}]8;;http://x\u{1B}\\b") == "a\u{FFFD}b")
        #expect(TerminalSanitizer.clean("a\u{1B}Pq#0\u{1B}\\b") == "a\u{FFFD}b")
        #expect(TerminalSanitizer.clean("a\u{1B}(Bb") == "a\u{FFFD}b")
        #expect(TerminalSanitizer.clean("a\u{1B}cb") == "a\u{FFFD}b")
        #expect(TerminalSanitizer.clean("a\u{9B}2Jb") == "a\u{FFFD}b")
        #expect(TerminalSanitizer.clean("a\u{9D}0;x\u{9C}b") == "a\u{FFFD}b")
    }

    @Test func clean_escapeCutShort_keepsTheTextAfterIt() {
        #expect(TerminalSanitizer.clean("a\u{1B}\u{1B}[2Jb") == "a\u{FFFD}\u{FFFD}b")
        #expect(TerminalSanitizer.clean("a\u{1B}[12é") == "a\u{FFFD}é")
        #expect(TerminalSanitizer.clean("end\u{1B}") == "end\u{FFFD}")
    }

    @Test func clean_unterminatedEscapeString_dropsTheRest() {
        #expect(TerminalSanitizer.clean("a\u{1B}]0;title never ends") == "a\u{FFFD}")
    }

    @Test func clean_controls_becomeReplacementOrSpace() {
        #expect(
            TerminalSanitizer.clean("a\u{0}b\u{7}c\u{7F}d\u{85}e\u{90}")
                == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d e\u{FFFD}")
        #expect(TerminalSanitizer.clean("one\ttwo\nthree\rfour\u{2028}five") == "one two three four five")
    }

    /// Invisible characters are shown, like controls, so that two different titles never look
    /// alike (`a\u{200B}b` is not `ab`); only the joiners that emoji and scripts need stay.
    @Test func clean_bidiAndFormatCharacters_becomeReplacement_butJoinersStay() {
        for scalar in Self.bidiAndFormat {
            let joiner = scalar.value == 0x200C || scalar.value == 0x200D
            #expect(
                TerminalSanitizer.clean("a\(Character(scalar))b")
                    == (joiner ? "a\(Character(scalar))b" : "a\u{FFFD}b"),
                "U+\(String(scalar.value, radix: 16))")
        }
        #expect(
            TerminalSanitizer.clean("Zero\u{200B}Width\u{2060}Join\u{FEFF}Mark") == "Zero�Width�Join�Mark")
    }

    @Test func clean_randomHostileText_leavesNothingATerminalWouldObey() {
        let alphabet: [Unicode.Scalar] =
            [
                "\u{1B}", "[", "]", "\\", "m", "0", ";", "\u{7}", "\u{9B}", "\u{9C}", "\u{9D}", "P", "a", "é",
                "日", "\u{0}",
                "\n", "\u{7F}", "\u{85}",
            ] + Self.bidiAndFormat
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int(state % 24) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            let clean = TerminalSanitizer.clean(String(text))
            #expect(!clean.unicodeScalars.contains(where: Self.isUnsafe), "\(String(text).debugDescription)")
            #expect(TerminalSanitizer.isClean(clean))
        }
    }

    @Test func isClean_isFalseForAnythingCleanWouldChange() {
        #expect(TerminalSanitizer.isClean("Archives 日本 🎉"))
        #expect(!TerminalSanitizer.isClean("a\u{1B}"))
        #expect(!TerminalSanitizer.isClean("a\u{202E}"))
        #expect(!TerminalSanitizer.isClean("a\u{9B}"))
    }

    @Test func displayWidth_countsWideAsTwoAndCombiningAsZero() {
        #expect(TerminalSanitizer.displayWidth(of: "Inbox") == 5)
        #expect(TerminalSanitizer.displayWidth(of: "日本") == 4)
        #expect(TerminalSanitizer.displayWidth(of: "한국") == 4)
        #expect(TerminalSanitizer.displayWidth(of: "🎉") == 2)
        #expect(TerminalSanitizer.displayWidth(of: "e\u{301}") == 1)
        #expect(TerminalSanitizer.displayWidth(of: "Ｆ") == 2)
        #expect(TerminalSanitizer.displayWidth(of: "") == 0)
    }

    @Test func truncate_cutsByColumnsAndMarksTheCut() {
        #expect(TerminalSanitizer.truncate("Notifications", toWidth: 6) == "Notif…")
        #expect(TerminalSanitizer.truncate("Inbox", toWidth: 5) == "Inbox")
        #expect(TerminalSanitizer.truncate("日本語テキスト", toWidth: 6) == "日本…")
        #expect(TerminalSanitizer.truncate("Inbox", toWidth: 0) == "")
    }
}
