/// A product a test needs is not in the products folder: the test fails with this message.
public struct MissingProduct: Error, Equatable, CustomStringConvertible {
    /// What kind of product was looked for.
    public enum Kind: Equatable, Sendable {
        /// An executable product (`.executable`, `.executableTarget`).
        case executable
        /// A dynamic-library product (`.library(type: .dynamic)`).
        case sharedLibrary
    }

    /// The product's name, as in `Package.swift`.
    public var name: String
    /// The file that was looked for.
    public var path: String
    /// Executable or shared library.
    public var kind: Kind

    /// Creates the failure for `name`, looked for at `path`.
    public init(name: String, path: String, kind: Kind) {
        self.name = name
        self.path = path
        self.kind = kind
    }

    /// `the executable product 'tabbar' is not built: no file at '…'. To fix, …`
    public var description: String {
        let what = kind == .executable ? "executable" : "shared-library"
        return "the \(what) product '\(name)' is not built: no file at '\(path)'. To fix, run the tests "
            + "with `swift test` (it builds every product the test targets depend on), or build it "
            + "with `swift build --product \(name)` using the same configuration and scratch path, "
            + "and check that the test target depends on '\(name)' in Package.swift."
    }
}
