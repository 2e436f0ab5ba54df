import TabBarCLI
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The output sink on a real pipe: buffered writes arrive in order, and a reader that went
/// away closes the sink instead of killing the process.
struct FileDescriptorSinkTests {
    private func makePipe() throws -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [0, 0]
        try #require(pipe(&descriptors) == 0)
        return (descriptors[0], descriptors[1])
    }

    @Test func flush_writesEverythingInOrder() throws {
        let (readEnd, writeEnd) = try makePipe()
        defer { close(readEnd) }
        let sink = FileDescriptorSink(descriptor: writeEnd, bufferLimit: 4)
        sink.write("ab")
        sink.write("cdé")
        sink.write("f\n")
        sink.flush()
        close(writeEnd)
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(readEnd, &bytes, bytes.count)
        #expect(String(decoding: bytes[..<max(count, 0)], as: UTF8.self) == "abcdéf\n")
        #expect(!sink.isClosed)
    }

    @Test func closedReader_closesTheSink_quietly() throws {
        signal(SIGPIPE, SIG_IGN)  // as `tabbar` does at start-up
        let (readEnd, writeEnd) = try makePipe()
        defer { close(writeEnd) }
        close(readEnd)
        let sink = FileDescriptorSink(descriptor: writeEnd, bufferLimit: 0)
        sink.write("lost\n")
        #expect(sink.isClosed)
        sink.write("ignored\n")
        sink.flush()
        #expect(sink.isClosed)
    }
}
