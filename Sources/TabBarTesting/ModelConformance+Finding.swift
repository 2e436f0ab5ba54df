import TabBarKit

extension ModelConformance {
    /// One broken rule: which check found it and what to do about it. Only the conformance
    /// checks make findings; a caller reads them.
    public struct Finding: Equatable, Sendable, CustomStringConvertible {
        /// The check that found it (one member of ``Checks``).
        public var check: Checks
        /// What is wrong: a headline, what was expected and what happened in the first case
        /// found (and how many more), ending in "To fix, …".
        public var message: String

        /// The message.
        public var description: String { message }
    }
}
