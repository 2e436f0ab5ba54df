import TabBarKit

/// The state files of one run, each read and checked once: a path named again (by
/// `--restore` and any number of the script's `restore` lines) gives the state, or the
/// failure, of its first reading. A relative path is the working directory's, wherever it is
/// written.
@MainActor
struct StateFiles {
    private var read: [PathName: Result<TabBarState, CommandFailure>] = [:]

    /// The state in the file at `path`: 66 when it cannot be read, 65 when it is not a state.
    mutating func state(at path: PathName) throws(CommandFailure) -> TabBarState {
        if let known = read[path] { return try known.get() }
        let result: Result<TabBarState, CommandFailure>
        do throws(CommandFailure) {
            result = .success(try RunPlan.state(at: path))
        } catch {
            result = .failure(error)
        }
        read[path] = result
        return try result.get()
    }
}
