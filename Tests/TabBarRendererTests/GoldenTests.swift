import Foundation
import TabBarTestSupport
import Testing

struct GoldenTests {
    @Test(.disabled(if: Golden.isRecording, "recording would overwrite the golden file"))
    func mismatch_printsDiffAndHowToRecord() {
        withKnownIssue {
            expectGolden("t=0.000 kind=changed\n", named: "start.log")
        } matching: { issue in
            let text = issue.description
            return text.contains("− 1: t=0.000 kind=display") && text.contains("+ 1: t=0.000 kind=changed")
                && text.contains("TABBAR_RECORD=1 swift test --filter TabBarRendererTests")
        }
    }

    @Test func lineDiff_marksOnlyChangedLines() {
        #expect(lineDiff(expected: "a\nb\nc", actual: "a\nB\nc\nd") == "− 2: b\n+ 2: B\n+ 4: d")
    }
}
