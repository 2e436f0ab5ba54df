import Testing

@testable import TabBarRendererPlugin

struct LineCollectorTests {
    @Test func takeLines_returnsOnlyCompleteLines_andKeepsTheRest() {
        let collector = LineCollector()
        collector.write("{\"a\":1}\n{\"b\"")
        #expect(collector.takeLines() == ["{\"a\":1}"])
        collector.write(":2}\n\n")
        #expect(collector.takeLines() == ["{\"b\":2}", ""])
        #expect(collector.takeLines().isEmpty)
    }
}
