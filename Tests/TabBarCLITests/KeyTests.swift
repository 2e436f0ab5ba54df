import TabBarCLI
import TabBarKit
import Testing

struct KeyTests {
    @Test func decode_readsCharactersArrowsAndCtrlC() {
        #expect(
            Key.decode(Array("1\u{1B}[C\u{1B}[Dq\u{03}\u{1B}".utf8)) == [
                .character("1"), .right, .left, .character("q"), .interrupt, .escape,
            ])
    }

    @Test func decode_readsApplicationModeAndModifiedArrows() {
        #expect(Key.decode(Array("\u{1B}OC\u{1B}[1;5D".utf8)) == [.right, .left])
    }

    @Test func decode_ignoresOtherBytes() {
        #expect(Key.decode([0x7F, 0xC3, 0xA9]) == [.other, .other, .other])
    }
}
