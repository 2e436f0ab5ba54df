// swift-tools-version:6.2
import PackageDescription

/// Every target: Swift 6 language mode (strict concurrency), and any warning fails the build.
let settings: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "TabBarKit",
    platforms: [.macOS(.v15)],
    products: [
        // Core
        .library(name: "TabBarKit", targets: ["TabBarKit"]),
        .library(name: "TabBarTesting", targets: ["TabBarTesting"]),

        // Tools
        .library(name: "TabBarCLI", targets: ["TabBarCLI"]),
        .executable(name: "tabbar", targets: ["tabbar"]),
    ],
    targets: [
        // Core
        .target(name: "TabBarKit", swiftSettings: settings),
        .target(name: "TabBarTesting", dependencies: ["TabBarKit"], swiftSettings: settings),

        // Tools
        .target(name: "TabBarCLI", dependencies: ["TabBarKit"], swiftSettings: settings),
        .executableTarget(name: "tabbar", dependencies: ["TabBarCLI"], swiftSettings: settings),

        // Tests
        .testTarget(
            name: "TabBarKitTests", dependencies: ["TabBarKit", "TabBarTesting"], swiftSettings: settings),
        .testTarget(
            name: "TabBarCLITests", dependencies: ["TabBarCLI", "TabBarKit", "tabbar"],
            swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
