// swift-tools-version:6.2
import PackageDescription

// A renderer plug-in for `tabbar --renderer-plugin`: a shared library that speaks TabBarKit's
// C ABI (version 1). It is a package of its own so that it builds as a dynamic library with no
// Swift types shared with the host.
let package = Package(
    name: "TickerPlugin",
    products: [.library(name: "TickerPlugin", type: .dynamic, targets: ["TickerPlugin"])],
    targets: [.target(name: "TickerPlugin", swiftSettings: [.treatAllWarnings(as: .error)])],
    swiftLanguageModes: [.v6]
)
