// Shared by every harness: a check that says what broke before it traps (an optimised
// build's `precondition` traps silently).

/// Traps with `message` on standard output (libFuzzer's log) unless `condition` holds.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    guard !condition() else { return }
    print("HARNESS CHECK FAILED: \(message())")
    fatalError(message())
}

/// Traps with `message` on standard output (libFuzzer's log).
func fail(_ message: @autoclosure () -> String) -> Never {
    print("HARNESS CHECK FAILED: \(message())")
    fatalError(message())
}
