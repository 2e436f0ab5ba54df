#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal switched into raw mode (keys arrive one at a time, unechoed), remembering the
/// settings it found so that ``restore()`` can put them back.
///
/// Output processing stays on, so `\n` still returns the carriage. `restore()` may be called
/// any number of times, from any path out of the program (quit, signal, error), and
/// ``enterRawMode()`` switches back after a suspension.
final class RawTerminal {
    private let descriptor: Int32
    private let original: termios
    private let raw: termios

    /// Switches `descriptor` into raw mode; `nil` when it is not a terminal.
    init?(descriptor: Int32 = 0) {
        self.descriptor = descriptor
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return nil }
        original = settings
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        settings.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        withUnsafeMutableBytes(of: &settings.c_cc) { characters in
            characters[Int(VMIN)] = 1  // a read returns after one byte…
            characters[Int(VTIME)] = 0  // …and waits for it as long as it takes
        }
        raw = settings
        guard enterRawMode() else { return nil }
    }

    /// Switches (back) into raw mode; `false` when the terminal refuses.
    @discardableResult
    func enterRawMode() -> Bool {
        var settings = raw
        return tcsetattr(descriptor, TCSANOW, &settings) == 0
    }

    /// Puts back the settings found at start.
    func restore() {
        var settings = original
        _ = tcsetattr(descriptor, TCSANOW, &settings)
    }

    /// The terminal's size in columns and rows, if it reports one.
    static func size(of descriptor: Int32 = 1) -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
