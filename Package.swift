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
        // Renderers
        .library(name: "TabBarSVGRenderer", targets: ["TabBarSVGRenderer"]),
    ],
    targets: [
        // Core
        .target(name: "TabBarKit", swiftSettings: settings),
        .target(name: "TabBarTesting", dependencies: ["TabBarKit"], swiftSettings: settings),

        // Renderers
        .target(name: "TabBarSVGRenderer", dependencies: ["TabBarKit"], swiftSettings: settings),

        // Tools
        .executableTarget(
            name: "tabbar-svg-sample", dependencies: ["TabBarKit", "TabBarSVGRenderer"],
            swiftSettings: settings),

        // Tests
        .testTarget(
            name: "TabBarKitTests", dependencies: ["TabBarKit", "TabBarTesting"], swiftSettings: settings),
        .testTarget(
            name: "TabBarSVGRendererTests", dependencies: ["TabBarKit", "TabBarSVGRenderer"],
            exclude: ["Golden"], swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
