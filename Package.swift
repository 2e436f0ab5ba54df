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
        .library(name: "TabBarReference", targets: ["TabBarReference"]),
        .executable(name: "tabbar-stress", targets: ["TabBarStress"]),

        // Renderers
        .library(name: "TabBarRendererPlugin", targets: ["TabBarRendererPlugin"]),
    ],
    targets: [
        // Core
        .target(
            name: "TabBarKit", swiftSettings: settings,
            // Rounding and other floating-point functions live in libm on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "TabBarTesting", dependencies: ["TabBarKit"], swiftSettings: settings),
        .target(name: "TabBarReference", dependencies: ["TabBarKit"], swiftSettings: settings),

        // Tools
        .target(name: "CHeapInfo"),
        .executableTarget(
            name: "TabBarStress", dependencies: ["TabBarKit", "TabBarReference", "CHeapInfo"],
            swiftSettings: settings),

        // Renderers
        .target(name: "TabBarRendererPlugin", dependencies: ["TabBarKit"], swiftSettings: settings),

        // Examples
        .executableTarget(
            name: "PresenterTesting", dependencies: ["TabBarKit"], path: "Examples/PresenterTesting",
            swiftSettings: settings),

        .executableTarget(
            name: "CustomRenderer", dependencies: ["TabBarKit"], path: "Examples/CustomRenderer",
            swiftSettings: settings),

        // Tests
        .testTarget(
            name: "ExampleTests", dependencies: ["CustomRenderer", "PresenterTesting"],
            swiftSettings: settings),
        .testTarget(
            name: "PresenterTestingExampleTests",
            dependencies: ["PresenterTesting", "TabBarKit", "TabBarTesting"],
            swiftSettings: settings),
        .testTarget(
            name: "TabBarKitTests", dependencies: ["TabBarKit", "TabBarTesting"], swiftSettings: settings),
        .testTarget(name: "TabBarHostileInputTests", exclude: ["Hostile"], swiftSettings: settings),
        .testTarget(
            name: "TabBarReliabilityTests", dependencies: ["TabBarKit", "TabBarTesting", "TabBarReference"],
            swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
