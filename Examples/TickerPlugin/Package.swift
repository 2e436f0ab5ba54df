// swift-tools-version:6.2
import PackageDescription

// A renderer plug-in for `tabbar --renderer-plugin`, a package of its own: it speaks the plug-in
// C ABI and links nothing of TabBarKit's, so it needs no dependency. Its dynamic-library product
// is the one way for `swift build` to link it as a shared library (`libTickerPlugin.so` on Linux,
// `libTickerPlugin.dylib` on Apple platforms), which `.ci/plugins` builds with
// `swift build --package-path Examples/TickerPlugin` and loads.
let package = Package(
    name: "TickerPlugin",
    products: [
        .library(name: "TickerPlugin", type: .dynamic, targets: ["TickerPlugin"])
    ],
    targets: [
        // Swift 6 language mode (strict concurrency), and any warning fails the build.
        .target(name: "TickerPlugin", swiftSettings: [.treatAllWarnings(as: .error)])
    ],
    swiftLanguageModes: [.v6]
)
