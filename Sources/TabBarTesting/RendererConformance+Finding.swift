import TabBarKit

extension RendererConformance {
    /// One broken rule: which check found it and what to do about it.
    public struct Finding: Equatable, Sendable, CustomStringConvertible {
        /// The check that found it (one member of ``Checks``).
        public var check: Checks
        /// What is wrong, ending in "To fix, …".
        public var message: String

        /// Creates a finding.
        public init(check: Checks, message: String) {
            self.check = check
            self.message = message
        }

        /// The message.
        public var description: String { message }
    }
}
