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
        .library(name: "TabBarReference", targets: ["TabBarReference"]),

        // Tools
        .executable(name: "tabbar-stress", targets: ["TabBarStress"]),
    ],
    targets: [
        // Core
        .target(name: "TabBarKit", swiftSettings: settings),
        .target(name: "TabBarTesting", dependencies: ["TabBarKit"], swiftSettings: settings),
        .target(name: "TabBarReference", dependencies: ["TabBarKit"], swiftSettings: settings),

        // Tools
        .target(name: "CHeapInfo"),
        .executableTarget(
            name: "TabBarStress", dependencies: ["TabBarKit", "TabBarReference", "CHeapInfo"],
            swiftSettings: settings),

        // Tests
        .testTarget(
            name: "TabBarKitTests", dependencies: ["TabBarKit", "TabBarTesting"], swiftSettings: settings),
        .testTarget(
            name: "TabBarReliabilityTests", dependencies: ["TabBarKit", "TabBarTesting", "TabBarReference"],
            swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
