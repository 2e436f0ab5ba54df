// swift-tools-version:6.2
import PackageDescription

/// Every target: Swift 6 language mode (strict concurrency), and any warning fails the build.
let settings: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "TabBarKit",
    // The lowest versions the code needs (found with apple-check --probe): `Duration`, `Clock`
    // and `ContinuousClock` came with macOS 13, iOS 16, tvOS 16, watchOS 9 and visionOS 1. The
    // tools need no more (their signal flags are C atomics, not Synchronization's `Atomic`).
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        // The core and the testing kit.
        .library(name: "TabBarKit", targets: ["TabBarKit"]),
        .library(name: "TabBarTesting", targets: ["TabBarTesting"]),

        // Rendering: the renderer protocol, registry, sinks and recorder, the built-in renderers
        // (text, log, json, svg) and the standard set of them by name.
        .library(name: "TabBarRendering", targets: ["TabBarRendering"]),
        // Deprecated: the built-in renderers moved into TabBarRendering (issue 30). Each of these
        // products is a shim of deprecated type aliases, kept for one release so that packages
        // written for the earlier version build with warnings; they go away in the next major
        // version.
        .library(name: "TabBarJSONRenderer", targets: ["TabBarJSONRenderer"]),
        .library(name: "TabBarLogRenderer", targets: ["TabBarLogRenderer"]),
        .library(name: "TabBarTextRenderer", targets: ["TabBarTextRenderer"]),
        .library(name: "TabBarSVGRenderer", targets: ["TabBarSVGRenderer"]),
        .library(name: "TabBarRenderers", targets: ["TabBarRenderers"]),
        // Public so that an app can load the same C-ABI renderer plug-ins as `tabbar`
        // (`--renderer-plugin`) without shelling out to the command.
        .library(name: "TabBarRendererPlugin", targets: ["TabBarRendererPlugin"]),

        // The command.
        .executable(name: "tabbar", targets: ["tabbar"]),

        // Plug-ins.
        .plugin(name: "TabManifestPlugin", targets: ["TabManifestPlugin"]),
        .plugin(name: "RenderTabsPlugin", targets: ["RenderTabsPlugin"]),
    ],
    targets: [
        // Core: model, view, presenter, choreography, scheduling and geometry (no Foundation).
        .target(
            name: "TabBarKit", dependencies: ["TabBarInputSupport"], swiftSettings: settings,
            // Rounding and other floating-point functions live in libm on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Escaping, UTF-8 checks, "did you mean" and millisecond rounding for every module that
        // quotes or reads user input. Internal: not a product.
        .target(name: "TabBarInputSupport", swiftSettings: settings),
        .target(
            name: "TabBarTesting",
            dependencies: [
                "TabBarKit", "TabBarRendering", "TabBarRandom", "CTabBarTestingHooks",
            ],
            swiftSettings: settings),
        // The load-time constructor that registers TabBarTesting's XCTest observer before the
        // first test (XCTest tells an observer only of tests that start after it registered).
        .target(name: "CTabBarTestingHooks"),
        // The one seeded random number generator (`SplitMix64`) of the randomised check, the
        // reference model and the tests, so that a seed replays the same run everywhere. Internal:
        // not a product, and apart from the reference model so that users' test builds do not
        // compile it.
        .target(name: "TabBarRandom", swiftSettings: settings),

        // Rendering: the built-in renderers are folders of TabBarRendering (Renderers/JSON, Log,
        // Text and SVG), as swift-log keeps its handlers in Logging.
        .target(
            name: "TabBarRendering", dependencies: ["TabBarKit", "TabBarInputSupport"],
            swiftSettings: settings),
        // Deprecated shims of the modules the built-in renderers had until issue 30: deprecated
        // type aliases of the types that moved into TabBarRendering. Remove them in the next major
        // version.
        .target(name: "TabBarJSONRenderer", dependencies: ["TabBarRendering"], swiftSettings: settings),
        .target(name: "TabBarLogRenderer", dependencies: ["TabBarRendering"], swiftSettings: settings),
        .target(name: "TabBarTextRenderer", dependencies: ["TabBarRendering"], swiftSettings: settings),
        .target(name: "TabBarSVGRenderer", dependencies: ["TabBarRendering"], swiftSettings: settings),
        .target(name: "TabBarRenderers", dependencies: ["TabBarRendering"], swiftSettings: settings),
        .target(
            name: "TabBarRendererPlugin", dependencies: ["TabBarKit", "TabBarRendering"],
            swiftSettings: settings),

        // The command and what it reads: tabs.json manifests and scripts (targets, not products).
        .target(
            name: "TabBarManifest", dependencies: ["TabBarKit", "TabBarInputSupport"], swiftSettings: settings
        ),
        .target(
            name: "TabBarScript", dependencies: ["TabBarKit", "TabBarRendering", "TabBarInputSupport"],
            swiftSettings: settings),
        // The live mode's signal flags as C11 atomics (Swift's `Atomic` would need macOS 15).
        .target(name: "CLiveSignals"),
        .target(
            name: "TabBarCLI",
            dependencies: [
                "TabBarKit", "TabBarRendering", "TabBarInputSupport", "TabBarManifest", "TabBarScript",
                "TabBarRendererPlugin", "CLiveSignals",
            ],
            swiftSettings: settings),
        .executableTarget(
            name: "tabbar", dependencies: ["TabBarCLI", "TabBarKit", "TabBarRendering"],
            swiftSettings: settings),

        // Plug-ins
        .executableTarget(
            name: "TabManifestGenerator", dependencies: ["TabBarKit", "TabBarManifest"],
            swiftSettings: settings),
        .plugin(name: "TabManifestPlugin", capability: .buildTool(), dependencies: ["TabManifestGenerator"]),
        .plugin(
            name: "RenderTabsPlugin",
            capability: .command(
                intent: .custom(
                    verb: "render-tabs", description: "Render each target's tabs.json with tabbar")),
            dependencies: ["tabbar"]),

        // Tools for this repository: the reference model (a test oracle), the stress run, the
        // benchmark and the SVG sample drawer, with their C shims. Targets, not products.
        .target(
            name: "TabBarReference",
            dependencies: ["TabBarKit", "TabBarRendering", "TabBarScript", "TabBarRandom", "TabBarManifest"],
            swiftSettings: settings),
        .target(name: "CHeapInfo"),
        .executableTarget(
            name: "tabbar-stress",
            dependencies: [
                "TabBarKit", "TabBarRendering", "TabBarReference", "CHeapInfo", "TabBarCLI", "TabBarScript",
            ],
            swiftSettings: settings),
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "tabbar-bench",
            dependencies: [
                "TabBarKit", "TabBarRendering", "TabBarInputSupport", "TabBarScript", "CAllocationCounter",
            ],
            swiftSettings: settings),
        .executableTarget(
            name: "tabbar-svg-sample", dependencies: ["TabBarKit", "TabBarRendering"],
            swiftSettings: settings),

        // Examples (Examples/TickerPlugin, a renderer plug-in built as a shared library, is a
        // package of its own: it links nothing of TabBarKit's)
        .executableTarget(
            name: "AnimatedIcons", dependencies: ["TabBarKit", "TabBarRendering"],
            path: "Examples/AnimatedIcons",
            exclude: ["tabs.json"],
            swiftSettings: settings, plugins: ["TabManifestPlugin"]),
        .executableTarget(
            name: "PresenterTesting", dependencies: ["TabBarKit"], path: "Examples/PresenterTesting",
            swiftSettings: settings),
        .executableTarget(
            name: "WaveTabBar", dependencies: ["TabBarKit", "TabBarRendering"],
            path: "Examples/WaveTabBar",
            swiftSettings: settings),
        .executableTarget(
            name: "CustomRenderer", dependencies: ["TabBarKit", "TabBarRendering"],
            path: "Examples/CustomRenderer",
            swiftSettings: settings),
        // The tutorial's app package (TabBarKit's DocC tutorial builds it step by step; .ci/samples
        // checks that its last step equals these files). Its own Package.swift is the reader's.
        .target(
            name: "AppTabBar", dependencies: ["TabBarKit", "TabBarRendering"],
            path: "Examples/TabBarTutorial/Sources/AppTabBar", swiftSettings: settings),
        // The real views, to copy: compiled where UIKit / SwiftUI exist (the macOS workflow builds
        // them for the iOS Simulator); on Linux each compiles to an empty module.
        .target(
            name: "WaveTabBarUIKit", dependencies: ["TabBarKit"], path: "Examples/WaveTabBarUIKit",
            exclude: ["README.md"], swiftSettings: settings),
        .target(
            name: "AnimatedTabBarSwiftUI", dependencies: ["TabBarKit"],
            path: "Examples/AnimatedTabBarSwiftUI",
            exclude: ["README.md"], swiftSettings: settings),

        // Tests
        // The one product locator, process runner, golden-file helper and bounce choreography of
        // the tests (a plain target, not a product).
        .target(
            name: "TabBarTestSupport", dependencies: ["TabBarKit"], path: "Tests/TabBarTestSupport",
            swiftSettings: settings),
        .testTarget(
            name: "TabBarTestSupportTests", dependencies: ["TabBarTestSupport", "tabbar"],
            swiftSettings: settings),
        .testTarget(
            name: "ExampleTests",
            dependencies: [
                "AnimatedIcons", "CustomRenderer", "PresenterTesting", "WaveTabBar", "TabBarKit",
                "TabBarTesting", "TabBarTestSupport",
            ],
            exclude: ["Golden"], swiftSettings: settings),
        .testTarget(
            name: "AppTabBarTests", dependencies: ["AppTabBar", "TabBarTesting"],
            path: "Examples/TabBarTutorial/Tests/AppTabBarTests", swiftSettings: settings),
        .testTarget(
            name: "PresenterTestingExampleTests",
            dependencies: ["PresenterTesting", "TabBarKit", "TabBarTesting"],
            swiftSettings: settings),
        .testTarget(
            name: "PresenterTestingExampleXCTests",
            dependencies: ["PresenterTesting", "TabBarKit", "TabBarTesting"],
            swiftSettings: settings),
        .testTarget(
            name: "TabBarKitTests",
            dependencies: [
                "TabBarKit", "TabBarRendering", "TabBarInputSupport", "TabBarTesting", "TabBarReference",
                "TabBarRandom", "TabBarTestSupport",
            ],
            swiftSettings: settings),
        .testTarget(
            name: "TabBarCLITests",
            dependencies: [
                "TabBarCLI", "TabBarKit", "TabBarRendering", "TabBarScript", "TabBarTestSupport", "tabbar",
            ],
            exclude: ["Golden"], swiftSettings: settings),
        .testTarget(
            name: "TabBarTestingTests",
            dependencies: ["TabBarKit", "TabBarRendering", "TabBarTesting", "TabBarTestSupport"],
            swiftSettings: settings),
        .testTarget(
            name: "TabBarRendererPluginTests", dependencies: ["TabBarRendererPlugin"], swiftSettings: settings
        ),
        .testTarget(
            name: "TabBarRendererTests",
            dependencies: [
                "TabBarKit", "TabBarRendering", "TabBarTesting", "TabBarTestSupport",
            ],
            exclude: ["Golden"], swiftSettings: settings),
        .testTarget(
            name: "TabBarManifestTests", dependencies: ["TabBarManifest", "TabBarRandom"],
            swiftSettings: settings),
        .testTarget(
            name: "TabBarScriptTests", dependencies: ["TabBarScript", "TabBarRendering", "TabBarTesting"],
            swiftSettings: settings),
        .testTarget(
            name: "TabBarSVGRendererTests",
            dependencies: [
                "TabBarKit", "TabBarRendering", "TabBarTesting", "TabBarTestSupport",
            ],
            exclude: ["Golden"], swiftSettings: settings),
        .testTarget(
            name: "TabBarTextRendererTests",
            dependencies: [
                "TabBarKit", "TabBarRendering", "TabBarTesting", "TabBarTestSupport",
            ],
            exclude: ["Golden"], swiftSettings: settings),
        .testTarget(
            name: "TabBarHostileInputTests", dependencies: ["TabBarTestSupport", "tabbar"],
            exclude: ["Hostile"],
            swiftSettings: settings),
        .testTarget(
            name: "TabBarReliabilityTests",
            dependencies: [
                "TabBarKit", "TabBarRendering", "TabBarTesting", "TabBarReference", "TabBarManifest",
                "TabBarScript",
            ],
            swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
