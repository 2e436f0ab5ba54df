import TabBarRendering
import Testing

struct IconGlyphTests {
    @Test(arguments: [
        ("house", "⌂"), ("magnifyingglass", "⌕"), ("person", "☺"), ("gear", "⚙"), ("bell", "⍾"),
        ("heart", "♥"), ("star", "★"), ("archive-box", "▤"), ("academic-cap", "⌓"), ("ellipsis", "…"),
    ])
    func glyph_commonNames_haveGlyphs(name: String, glyph: String) {
        #expect(IconGlyph.glyph(for: name) == glyph)
    }

    @Test func glyph_styleVariants_matchTheirBaseName() {
        #expect(IconGlyph.glyph(for: "house.fill") == IconGlyph.glyph(for: "house"))
        #expect(IconGlyph.glyph(for: "person.crop.circle") == IconGlyph.glyph(for: "person"))
        #expect(IconGlyph.glyph(for: "person.2.fill") == IconGlyph.glyph(for: "users"))
        #expect(IconGlyph.glyph(for: "bell-solid") == IconGlyph.glyph(for: "bell"))
        #expect(IconGlyph.glyph(for: "Heart-Outline") == IconGlyph.glyph(for: "heart"))
    }

    @Test func glyph_unknownName_fallsBackToItsFirstLetter() {
        #expect(IconGlyph.glyph(for: "rocket") == "R")
        #expect(IconGlyph.glyph(for: "2-lessons") == "L")
        #expect(IconGlyph.glyph(for: "élan") == "É")
        #expect(IconGlyph.glyph(for: "123") == "?")
        #expect(IconGlyph.glyph(for: "") == "?")
    }

    @Test func glyph_hostileName_isSafeAndOneColumn() {
        for name in ["\u{1B}[31mx", "\u{202E}", "\u{200B}zap", "\u{9B}2J"] {
            let glyph = IconGlyph.glyph(for: name)
            #expect(TerminalSanitizer.isClean(glyph))
            #expect(TerminalSanitizer.displayWidth(of: glyph) == 1)
        }
        #expect(IconGlyph.glyph(for: "\u{1B}[31mx") == "X")
    }

    @Test func known_everyGlyphIsOneSafeColumn() {
        for (name, glyph) in IconGlyph.known {
            #expect(TerminalSanitizer.displayWidth(of: glyph) == 1, "\(name)")
            #expect(TerminalSanitizer.isClean(glyph), "\(name)")
        }
    }
}
