/// A growable UTF-8 byte buffer that is reused line after line: appends are a capacity check
/// and a copy, without the copy-on-write checks of an array.
final class ByteBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written.
    private(set) var count = 0

    init(capacity: Int = 1024) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Forgets the contents, keeping the storage.
    func removeAll() { count = 0 }

    /// Appends one byte.
    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(toFit: count + 1) }
        base[count] = byte
        count += 1
    }

    /// Appends bytes.
    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(toFit: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Reverses the bytes from `start` to the end (for digits written backwards).
    func reverseSuffix(from start: Int) {
        var buffer = UnsafeMutableBufferPointer(start: base + start, count: count - start)
        buffer.reverse()
    }

    /// The contents as a string (the bytes are valid UTF-8: ASCII plus whole strings).
    var string: String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    private func grow(toFit needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
