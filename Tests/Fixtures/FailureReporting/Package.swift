// swift-tools-version:6.2
import PackageDescription

// A user's package with tests that must FAIL: each wrong expectation has to fail its test, in
// XCTest and in Swift Testing, at the line marked `// fails here`. `.ci/failures` runs
// `swift test` on a copy next to a link named `TabBarKit` to this repository and checks the exit
// status and the text printed. Only TabBarKit's public API is used, as a user would.
let package = Package(
    name: "FailureReporting",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../TabBarKit")],
    targets: [
        .testTarget(
            name: "XCTestFailures",
            dependencies: [
                .product(name: "TabBarKit", package: "TabBarKit"),
                .product(name: "TabBarTesting", package: "TabBarKit"),
            ]),
        .testTarget(
            name: "SwiftTestingFailures",
            dependencies: [
                .product(name: "TabBarKit", package: "TabBarKit"),
                .product(name: "TabBarTesting", package: "TabBarKit"),
            ],
            // Timeline snapshots: read by the tests, not built.
            exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
