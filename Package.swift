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
        .library(name: "TabBarManifest", targets: ["TabBarManifest"]),
        .library(name: "TabBarScript", targets: ["TabBarScript"]),
    ],
    targets: [
        // Core
        .target(name: "TabBarKit", swiftSettings: settings),
        .target(name: "TabBarTesting", dependencies: ["TabBarKit"], swiftSettings: settings),
        .target(name: "TabBarManifest", dependencies: ["TabBarKit"], swiftSettings: settings),
        .target(name: "TabBarScript", dependencies: ["TabBarKit"], swiftSettings: settings),

        // Tests
        .testTarget(
            name: "TabBarKitTests", dependencies: ["TabBarKit", "TabBarTesting"], swiftSettings: settings),
        .testTarget(
            name: "TabBarManifestTests", dependencies: ["TabBarManifest"], swiftSettings: settings),
        .testTarget(
            name: "TabBarScriptTests", dependencies: ["TabBarScript", "TabBarTesting"],
            swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
