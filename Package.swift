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

        // Renderers
        .library(name: "TabBarJSONRenderer", targets: ["TabBarJSONRenderer"]),
        .library(name: "TabBarLogRenderer", targets: ["TabBarLogRenderer"]),
        .library(name: "TabBarTextRenderer", targets: ["TabBarTextRenderer"]),
        .library(name: "TabBarRenderers", targets: ["TabBarRenderers"]),
        .library(name: "TabBarRendererPlugin", targets: ["TabBarRendererPlugin"]),
        .library(name: "TabBarSVGRenderer", targets: ["TabBarSVGRenderer"]),

        // Tools
        .executable(name: "tabbar", targets: ["tabbar"]),
        .executable(name: "tabbar-bench", targets: ["tabbar-bench"]),
        .library(name: "TabBarReference", targets: ["TabBarReference"]),
        .executable(name: "tabbar-stress", targets: ["TabBarStress"]),

        // Plug-ins
        .plugin(name: "TabManifestPlugin", targets: ["TabManifestPlugin"]),
        .plugin(name: "RenderTabsPlugin", targets: ["RenderTabsPlugin"]),

        // Examples: a renderer plug-in for `tabbar --renderer-plugin`, a shared library that
        // speaks the C ABI and links nothing of TabBarKit's.
        .library(name: "TickerPlugin", type: .dynamic, targets: ["TickerPlugin"]),
    ],
    targets: [
        // Core
        .target(
            name: "TabBarKit", swiftSettings: settings,
            // Rounding and other floating-point functions live in libm on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "TabBarTesting", dependencies: ["TabBarKit"], swiftSettings: settings),
        .target(name: "TabBarManifest", dependencies: ["TabBarKit"], swiftSettings: settings),
        .target(name: "TabBarScript", dependencies: ["TabBarKit"], swiftSettings: settings),

        // Renderers
        .target(name: "TabBarJSONRenderer", dependencies: ["TabBarKit"], swiftSettings: settings),
        .target(name: "TabBarLogRenderer", dependencies: ["TabBarKit"], swiftSettings: settings),
        .target(name: "TabBarTextRenderer", dependencies: ["TabBarKit"], swiftSettings: settings),
        .target(name: "TabBarSVGRenderer", dependencies: ["TabBarKit"], swiftSettings: settings),
        .target(
            name: "TabBarRenderers",
            dependencies: [
                "TabBarKit", "TabBarJSONRenderer", "TabBarLogRenderer", "TabBarTextRenderer",
                "TabBarSVGRenderer",
            ],
            swiftSettings: settings),
        .target(
            name: "TabBarRendererPlugin", dependencies: ["TabBarKit", "TabBarJSONRenderer"],
            swiftSettings: settings),

        // Tools
        .target(
            name: "TabBarCLI",
            dependencies: [
                "TabBarKit", "TabBarManifest", "TabBarScript", "TabBarRenderers", "TabBarTextRenderer",
                "TabBarRendererPlugin", "TabBarSVGRenderer",
            ],
            swiftSettings: settings),
        .executableTarget(
            name: "tabbar", dependencies: ["TabBarCLI", "TabBarKit", "TabBarRenderers"],
            swiftSettings: settings),
        .target(name: "TabBarReference", dependencies: ["TabBarKit"], swiftSettings: settings),
        .target(name: "CHeapInfo"),
        .executableTarget(
            name: "TabBarStress", dependencies: ["TabBarKit", "TabBarReference", "CHeapInfo"],
            swiftSettings: settings),
        .executableTarget(
            name: "TabManifestGenerator", dependencies: ["TabBarKit", "TabBarManifest"],
            swiftSettings: settings),
        .executableTarget(
            name: "tabbar-svg-sample", dependencies: ["TabBarKit", "TabBarSVGRenderer"],
            swiftSettings: settings),
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "tabbar-bench",
            dependencies: [
                "TabBarKit", "TabBarJSONRenderer", "TabBarTextRenderer", "TabBarScript", "CAllocationCounter",
            ],
            swiftSettings: settings),

        // Plug-ins
        .plugin(name: "TabManifestPlugin", capability: .buildTool(), dependencies: ["TabManifestGenerator"]),
        .plugin(
            name: "RenderTabsPlugin",
            capability: .command(
                intent: .custom(
                    verb: "render-tabs", description: "Render each target's tabs.json with tabbar")),
            dependencies: ["tabbar"]),

        // Examples
        .target(name: "TickerPlugin", path: "Examples/TickerPlugin", swiftSettings: settings),
        .executableTarget(
            name: "AnimatedIcons", dependencies: ["TabBarKit"], path: "Examples/AnimatedIcons",
            exclude: ["tabs.json"],
            swiftSettings: settings, plugins: ["TabManifestPlugin"]),
        .executableTarget(
            name: "PresenterTesting", dependencies: ["TabBarKit"], path: "Examples/PresenterTesting",
            swiftSettings: settings),
        .executableTarget(
            name: "WaveTabBar", dependencies: ["TabBarKit", "TabBarTextRenderer"],
            path: "Examples/WaveTabBar",
            swiftSettings: settings),
        .executableTarget(
            name: "CustomRenderer", dependencies: ["TabBarKit"], path: "Examples/CustomRenderer",
            swiftSettings: settings),

        // Tests
        .testTarget(
            name: "ExampleTests",
            dependencies: [
                "AnimatedIcons", "CustomRenderer", "PresenterTesting", "WaveTabBar", "TabBarKit",
                "TabBarTesting",
            ],
            exclude: ["Golden"], swiftSettings: settings),
        .testTarget(
            name: "PresenterTestingExampleTests",
            dependencies: ["PresenterTesting", "TabBarKit", "TabBarTesting"],
            swiftSettings: settings),
        .testTarget(
            name: "PresenterTestingExampleXCTests",
            dependencies: ["PresenterTesting", "TabBarKit", "TabBarTesting"],
            swiftSettings: settings),
        .testTarget(
            name: "TabBarKitTests", dependencies: ["TabBarKit", "TabBarTesting"], swiftSettings: settings),
        .testTarget(
            name: "TabBarCLITests", dependencies: ["TabBarCLI", "TabBarKit", "tabbar"], exclude: ["Golden"],
            swiftSettings: settings),
        .testTarget(
            name: "TabBarTestingTests", dependencies: ["TabBarKit", "TabBarTesting"], swiftSettings: settings),
        .testTarget(
            name: "TabBarRendererPluginTests", dependencies: ["TabBarRendererPlugin"], swiftSettings: settings
        ),
        .testTarget(
            name: "TabBarRendererTests",
            dependencies: [
                "TabBarKit", "TabBarTesting", "TabBarJSONRenderer", "TabBarLogRenderer", "TabBarRenderers",
            ],
            exclude: ["Golden"], swiftSettings: settings),
        .testTarget(
            name: "TabBarManifestTests", dependencies: ["TabBarManifest"], swiftSettings: settings),
        .testTarget(
            name: "TabBarScriptTests", dependencies: ["TabBarScript", "TabBarTesting"],
            swiftSettings: settings),
        .testTarget(
            name: "TabBarSVGRendererTests",
            dependencies: ["TabBarKit", "TabBarTesting", "TabBarSVGRenderer", "TabBarRenderers"],
            exclude: ["Golden"], swiftSettings: settings),
        .testTarget(
            name: "TabBarTextRendererTests",
            dependencies: ["TabBarTextRenderer", "TabBarKit", "TabBarTesting", "TabBarRenderers"],
            exclude: ["Golden"], swiftSettings: settings),
        .testTarget(
            name: "TabBarHostileInputTests", dependencies: ["tabbar"], exclude: ["Hostile"],
            swiftSettings: settings),
        .testTarget(
            name: "TabBarReliabilityTests",
            dependencies: [
                "TabBarKit", "TabBarTesting", "TabBarReference", "TabBarManifest", "TabBarScript",
            ],
            swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
