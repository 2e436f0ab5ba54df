import TabBarTestSupport

/// Runs an example executable built alongside the tests and captures what it prints.
enum ExampleRunner {
    /// Runs the product `name` with `arguments`; throws ``MissingProduct`` (failing the test,
    /// never skipping it) when the example is not built.
    static func run(_ name: String, _ arguments: [String] = []) throws -> ProcessResult {
        try ProcessRunner.run(try BuiltProducts.executable(named: name), arguments)
    }
}
