import Foundation
import TabBarKit
import TabBarRendering
import TabBarScript
import Testing

@testable import TabBarCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A scripted run plays virtual time: a `wait` costs no real time however long it is, and a
/// reader that leaves is still noticed within a tenth of a second, even while nothing is written.
@MainActor
struct VirtualWaitTests {
    private static let configuration = TabBarConfiguration(
        tabs: ["lessons", "archives", "search"].map { id in
            Tab(id: TabID(id), title: id, icon: "\(id)-icon", animation: IconAnimation())
        })

    private func script(_ text: String) throws -> Script {
        try ScriptParser.parse(text, source: "script", configuration: Self.configuration)
    }

    /// A sink on `/dev/null`, read by nobody and never failing.
    private func nullSink() throws -> FileDescriptorSink {
        let descriptor = open("/dev/null", O_WRONLY)
        try #require(descriptor >= 0)
        return FileDescriptorSink(descriptor: descriptor)
    }

    /// Plays `script` as `tabbar` does, recording what the renderer receives; returns the
    /// events and the virtual time reached.
    private func play(_ script: Script, output: FileDescriptorSink, renderer: (any TabBarRenderer)? = nil)
        throws -> (events: [TabBarEvent], time: Duration)
    {
        let scheduler = VirtualScheduler()
        let recorder = TabBarRecorder()
        let runner = try ScriptRunner(
            configuration: Self.configuration, renderer: renderer ?? recorder, scheduler: scheduler)
        RunPlan.play(script, runner: runner, clock: scheduler, output: output, frameFiles: nil)
        return (recorder.events, scheduler.now)
    }

    /// 3,000 waits of a day each (the issue's `wait 86400` lines) take no real time to speak
    /// of: each moves the clock in one step (they took 11 s when time moved a second at a time).
    @Test func dayLongWaits_costNoRealTime() throws {
        let waits = try script(String(repeating: "wait 86400\n", count: 3_000))
        let start = ContinuousClock.now
        let (_, time) = try play(waits, output: nullSink())
        let elapsed = ContinuousClock.now - start
        #expect(time == .seconds(86_400 * 3_000))
        #expect(elapsed < .seconds(1), "3,000 day-long waits took \(elapsed)")
    }

    /// Jumping from due step to due step sends the same events, at the same instants, as moving
    /// the clock through each whole wait at once (``ScriptRunner/run(_:)``).
    @Test func waitsJumpingToEachDueStep_sendWhatAWholeAdvanceSends() throws {
        let text = """
            tap archives
            wait 0.1
            tap search
            wait 86400
            tap lessons
            wait 0.25
            wait 0.05
            tap archives
            tap search
            wait 0.3
            badge search 4
            wait 2.5
            """
        let (events, time) = try play(script(text), output: nullSink())
        let reference = TabBarRecorder()
        let scheduler = VirtualScheduler()
        let runner = try ScriptRunner(
            configuration: Self.configuration, renderer: reference, scheduler: scheduler)
        runner.run(try script(text))
        #expect(events == reference.events)
        #expect(time == scheduler.now)
        #expect(events.contains { $0.time == .milliseconds(86_400_100 + 1_500) })  // an icon reset
    }

    /// A renderer that writes nothing, slowly: 2 ms of real work per event.
    private final class SlowSilentRenderer: TabBarRenderer {
        private(set) var count = 0
        func render(_ event: TabBarEvent) {
            count += 1
            let end = ContinuousClock.now + .milliseconds(2)
            while ContinuousClock.now < end {}
        }
    }

    /// The reader of standard output leaves before anything is written, and the run writes
    /// nothing: it still stops within a tenth of a second (plus the event at hand), as
    /// `| head -c 1` after a long silent script needs.
    @Test func departedReader_isNoticedWithinATenthOfASecond_whileNothingIsWritten() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        let output = FileDescriptorSink(descriptor: ends[1])
        // About 1,000 events, 2 s of rendering in all.
        let taps = try script(String(repeating: "tap archives\nwait 1\ntap lessons\nwait 1\n", count: 100))
        let renderer = SlowSilentRenderer()
        let start = ContinuousClock.now
        let (_, time) = try play(taps, output: output, renderer: renderer)
        let elapsed = ContinuousClock.now - start
        #expect(output.readerWentAway)
        #expect(elapsed < .milliseconds(300), "took \(elapsed) after the reader left")
        #expect(time < .seconds(200), "played to \(time)")
    }

    @Test func checkReader_closesTheSinkOnlyWhenAPipesReaderIsGone() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[1]) }
        let output = FileDescriptorSink(descriptor: ends[1])
        output.checkReader()
        #expect(!output.isClosed)
        close(ends[0])
        output.checkReader()
        #expect(output.isClosed)
        #expect(output.readerWentAway)
        #expect(output.failure == nil)
        let file = try nullSink()
        file.checkReader()
        #expect(!file.isClosed)
    }
}
